import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
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
});
