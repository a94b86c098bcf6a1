import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { phrasesOf } from '@/testing/phrases-of';
import { renderRoute } from '@/testing/render-route';
import { buildSiteInfo, stubSiteInfo } from '@/testing/site-info-factory';
import Start from './start';

describe('/start', () => {
  test('when consent is not given, then the start button stays disabled; once ticked it leads to /diagnosis', async () => {
    const user = userEvent.setup();
    const view = renderRoute(<Start />, { path: '/start' });
    const startButton = screen.getByRole('button', { name: '同意して診断を開始する' });
    expect(startButton).toBeDisabled();
    expect(screen.getByRole('heading', { name: '本診断の目的' })).toBeInTheDocument();
    expect(screen.getByText(/当社サービスのご提案に利用/)).toBeInTheDocument();
    expect(screen.getByTestId('privacy-policy')).toHaveClass('max-h-[500px]', 'overflow-y-auto');

    await user.click(screen.getByLabelText('本診断の目的およびプライバシーポリシーに同意する'));
    expect(startButton).toBeEnabled();
    await user.click(startButton);

    expect(view.currentLocation().pathname).toBe('/diagnosis');
  });
});

describe('/start line breaks', () => {
  test('when the consent label and the policy are shown, then they may break only between phrases, never inside 「プライバシーポリシー」', () => {
    renderRoute(<Start />, { path: '/start' });

    const label = screen.getByText('本診断の目的およびプライバシーポリシーに同意する');
    expect(label.tagName).toBe('LABEL');
    expect(phrasesOf(label)).toEqual(['本診断の', '目的およびプライバシーポリシーに', '同意する']);
    const policy = screen.getByTestId('privacy-policy');
    expect(phrasesOf(within(policy).getByRole('heading', { name: 'プライバシーポリシー' }))).toEqual([
      'プライバシーポリシー',
    ]);
    expect(phrasesOf(within(policy).getByRole('heading', { name: '3. 第三者への提供' }))).toEqual([
      '3. 第三者への',
      '提供',
    ]);
    const purposes = within(policy).getByText(/^（1）診断結果および/);
    expect(phrasesOf(purposes).slice(0, 4)).toEqual([
      '（1）',
      '診断結果',
      'およびレポートの',
      '作成・表示の',
    ]);
  });
});

describe('/start privacy policy', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  test('when the operator is configured, then 「当社」 is named with its address, privacy contact and the policy date', async () => {
    stubSiteInfo();
    renderRoute(<Start />, { path: '/start' });
    const policy = screen.getByTestId('privacy-policy');

    expect(
      await within(policy).findByText(/株式会社テスト診断（以下「当社」といいます）は/),
    ).toBeInTheDocument();
    expect(within(policy).getByRole('heading', { name: '8. お問い合わせ窓口' })).toBeInTheDocument();
    expect(policy).toHaveTextContent('所在地東京都千代田区丸の内1-1-1');
    expect(policy).toHaveTextContent('窓口privacy@example.co.jp（平日10時〜17時）');
    expect(policy).toHaveTextContent('最終更新日：2026年4月1日');
  });

  test('when no address is configured, then no address line is shown', async () => {
    stubSiteInfo(buildSiteInfo({ operatorAddress: null }));
    renderRoute(<Start />, { path: '/start' });
    const policy = screen.getByTestId('privacy-policy');

    await within(policy).findByRole('heading', { name: '8. お問い合わせ窓口' });

    expect(policy).not.toHaveTextContent('所在地');
  });
});
