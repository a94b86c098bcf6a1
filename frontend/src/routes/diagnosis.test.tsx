import { questionnaireCatalogue } from '@app/shared/questionnaire';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { buildQuestionnaire } from '@/testing/questionnaire-factory';
import { renderRoute } from '@/testing/render-route';
import Diagnosis from './diagnosis';

describe('/diagnosis', () => {
  test('when coming back from /userinfo, then the answers are restored and the contact data travels on', async () => {
    const user = userEvent.setup();
    const questionnaire = buildQuestionnaire();
    const userInfo = { name: '山田 太郎', email: 'taro@example.co.jp', phone: '0312345678' };
    const view = renderRoute(<Diagnosis />, { path: '/diagnosis', state: { questionnaire, userInfo } });
    const q3 = screen.getByRole('radiogroup', {
      name: (name) => name.startsWith(questionnaireCatalogue.questions[2]!.text),
    });
    expect(within(q3).getByRole('radio', { name: 'その他' })).toBeChecked();
    expect(screen.getByLabelText(/「その他」の内容/)).toHaveValue('独自の取り組みを進めている');

    await user.click(screen.getByRole('button', { name: '回答を完了する' }));

    expect(view.currentLocation().pathname).toBe('/userinfo');
    expect(view.currentLocation().state).toEqual({ questionnaire, userInfo });
  });
});
