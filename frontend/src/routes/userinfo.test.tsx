import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { sentFunnelSteps } from '@/testing/funnel-beacons';
import { buildQuestionnaire } from '@/testing/questionnaire-factory';
import { renderRoute } from '@/testing/render-route';
import UserInfoPage from './userinfo';

describe('/userinfo', () => {
  test('when opened without questionnaire data, then the SPEC message is shown instead of the form', async () => {
    renderRoute(<UserInfoPage />, { path: '/userinfo' });

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'アンケートデータが見つかりません。もう一度最初からやり直してください。',
    );
    expect(screen.queryByRole('button', { name: '診断結果を見る' })).not.toBeInTheDocument();
    // Without the questionnaire behind it, the view is no step of the funnel.
    expect(await sentFunnelSteps()).toEqual([]);
  });

  test('when opened with the questionnaire, then one view of the contact step is reported', async () => {
    renderRoute(<UserInfoPage />, { path: '/userinfo', state: { questionnaire: buildQuestionnaire() } });

    expect(await sentFunnelSteps()).toEqual(['userinfo']);
  });

  test('when going back, then /diagnosis receives the questionnaire and the contact data', async () => {
    const user = userEvent.setup();
    const questionnaire = buildQuestionnaire();
    const view = renderRoute(<UserInfoPage />, { path: '/userinfo', state: { questionnaire } });
    expect(screen.getByRole('heading', { level: 1, name: '診断結果の確認' })).toBeInTheDocument();
    expect(document.title).toContain('診断結果の確認');
    await user.type(screen.getByLabelText(/氏名/), '山田 太郎');

    await user.click(screen.getByRole('button', { name: '入力内容に戻る' }));

    expect(view.currentLocation().pathname).toBe('/diagnosis');
    expect(view.currentLocation().state).toEqual({
      questionnaire,
      userInfo: { name: '山田 太郎', email: '', phone: '' },
    });
  });

  test('when valid contact data is sent, then /result receives the whole submission', async () => {
    const user = userEvent.setup();
    const questionnaire = buildQuestionnaire();
    const userInfo = { name: '山田 太郎', email: 'taro@example.co.jp', phone: '0312345678' };
    const view = renderRoute(<UserInfoPage />, { path: '/userinfo', state: { questionnaire, userInfo } });
    expect(screen.getByLabelText(/メールアドレス/)).toHaveValue('taro@example.co.jp');

    await user.click(screen.getByRole('button', { name: '診断結果を見る' }));

    expect(view.currentLocation().pathname).toBe('/result');
    expect(view.currentLocation().state).toEqual({ submission: { ...questionnaire, userInfo } });
  });

  test('when the contact data is typed in full-width, then /result receives it normalised', async () => {
    const user = userEvent.setup();
    const questionnaire = buildQuestionnaire();
    const view = renderRoute(<UserInfoPage />, { path: '/userinfo', state: { questionnaire } });
    await user.type(screen.getByLabelText(/氏名/), '山田 太郎');
    await user.type(screen.getByLabelText(/メールアドレス/), 'ｔａｒｏ＠ｅｘａｍｐｌｅ．ｃｏ．ｊｐ');
    await user.type(screen.getByLabelText(/電話番号/), '＋８１ ３（１２３４）５６７８');

    await user.click(screen.getByRole('button', { name: '診断結果を見る' }));

    expect(view.currentLocation().state).toEqual({
      submission: {
        ...questionnaire,
        userInfo: { name: '山田 太郎', email: 'taro@example.co.jp', phone: '03-1234-5678' },
      },
    });
  });
});

describe('/userinfo draft and leave confirmation', () => {
  test('when the page is reloaded, then the contact data typed so far is back', async () => {
    const user = userEvent.setup();
    const questionnaire = buildQuestionnaire();
    const first = renderRoute(<UserInfoPage />, { path: '/userinfo', state: { questionnaire } });
    await user.type(screen.getByLabelText(/氏名/), '山田 太郎');
    await user.type(screen.getByLabelText(/電話番号/), '０３１２３４５６７８');
    first.unmount();

    renderRoute(<UserInfoPage />, { path: '/userinfo', state: { questionnaire } });

    expect(screen.getByLabelText(/氏名/)).toHaveValue('山田 太郎');
    expect(screen.getByLabelText(/電話番号/)).toHaveValue('０３１２３４５６７８');
  });

  test('when the visitor heads for the top page before sending, then they are asked first', async () => {
    const user = userEvent.setup();
    const view = renderRoute(<UserInfoPage />, {
      path: '/userinfo',
      state: { questionnaire: buildQuestionnaire() },
    });

    await user.click(screen.getByRole('link', { name: 'DX・AI成熟度診断' }));
    const dialog = await screen.findByRole('dialog', { name: '診断を中断しますか？' });
    await user.click(within(dialog).getByRole('button', { name: 'ページを離れる' }));

    expect(view.currentLocation().pathname).toBe('/');
  });

  test('when there is no questionnaire, then nothing holds the visitor back', async () => {
    const user = userEvent.setup();
    const view = renderRoute(<UserInfoPage />, { path: '/userinfo' });

    await user.click(screen.getByRole('link', { name: 'DX・AI成熟度診断' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(view.currentLocation().pathname).toBe('/');
  });
});
