import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { sentFunnelSteps } from '@/testing/funnel-beacons';
import { renderRoute } from '@/testing/render-route';
import { stubSiteInfo } from '@/testing/site-info-factory';
import Landing from './landing';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/', () => {
  test('when the landing is viewed, then one view of the funnel’s first step is reported', async () => {
    renderRoute(<Landing />, { path: '/' });

    expect(await sentFunnelSteps()).toEqual(['landing']);
  });

  test('the landing shows every SPEC section and links to /start', () => {
    renderRoute(<Landing />, { path: '/' });

    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.getAllByText(/診断は5分で完了/).length).toBeGreaterThan(0);
    expect(
      within(screen.getByRole('region', { name: 'こんなお悩みはありませんか？' })).getAllByRole('listitem'),
    ).toHaveLength(3);
    for (const title of [
      '客観的な成熟度評価',
      '業界比較',
      'アクションプラン',
      '売上',
      '業務効率',
      'コスト・IT投資',
      '組織の一体感',
    ]) {
      expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    }
    for (const link of screen.getAllByRole('link', { name: /診断を始める/ })) {
      expect(link).toHaveAttribute('href', '/start');
    }
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'プライバシーポリシー' })).toHaveAttribute(
      'href',
      '/start',
    );
    expect(footer).toHaveTextContent(`© ${new Date().getFullYear()}`);
  });

  test('the copy is honest: free and about five minutes, with the contact data asked at the end', () => {
    renderRoute(<Landing />, { path: '/' });

    expect(document.body).not.toHaveTextContent('登録不要');
    expect(screen.getByText(/無料・約5分/)).toBeInTheDocument();
    expect(screen.getByText(/最後にお名前・メールアドレス・電話番号をご入力/)).toBeInTheDocument();
  });

  test('the report preview uses a real level name of the ladder', () => {
    const { container } = renderRoute(<Landing />, { path: '/' });

    expect(container).toHaveTextContent('業務デジタル化・データ活用');
    expect(container).not.toHaveTextContent('推進期');
  });

  test('when the operator is configured, then the footer names it with the privacy contact', async () => {
    const fetchMock = stubSiteInfo();
    renderRoute(<Landing />, { path: '/' });

    const footer = screen.getByRole('contentinfo');

    expect(await within(footer).findByText('株式会社テスト診断')).toBeInTheDocument();
    expect(footer).toHaveTextContent('個人情報の取り扱いについて：privacy@example.co.jp（平日10時〜17時）');
    // The header (print line) and the footer share one request.
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  test('when Tab is pressed first, then a skip link leads to the main content', async () => {
    const user = userEvent.setup();
    renderRoute(<Landing />, { path: '/' });

    await user.tab();
    const skip = screen.getByRole('link', { name: '本文へスキップ' });
    expect(skip).toHaveFocus();
    await user.keyboard('{Enter}');

    expect(screen.getByRole('main')).toHaveFocus();
  });
});
