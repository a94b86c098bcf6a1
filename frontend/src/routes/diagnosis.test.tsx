import { questionnaireCatalogue } from '@app/shared/questionnaire';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { draftFromQuestionnaire } from '@/features/diagnosis/utils/answers-codec';
import { loadQuestionnaireDraft, saveQuestionnaireDraft } from '@/features/diagnosis/utils/draft-storage';
import { buildQuestionnaire } from '@/testing/questionnaire-factory';
import { renderRoute } from '@/testing/render-route';
import Diagnosis from './diagnosis';

const questionGroup = (index: number) =>
  screen.getByRole('radiogroup', {
    name: (name) => name.startsWith(questionnaireCatalogue.questions[index]!.text),
  });
const logo = () => screen.getByRole('link', { name: 'DX・AI成熟度診断' });
const leaveDialog = () => screen.queryByRole('dialog', { name: '診断を中断しますか？' });

afterEach(() => {
  vi.restoreAllMocks();
});

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

describe('/diagnosis draft', () => {
  test('when the page is reloaded mid-way, then every answer typed so far is back', async () => {
    const user = userEvent.setup();
    const first = renderRoute(<Diagnosis />, { path: '/diagnosis' });
    await user.type(screen.getByLabelText(/会社名/), '株式会社下書き');
    await user.click(within(questionGroup(1)).getAllByRole('radio')[2]!);
    await user.click(within(questionGroup(3)).getByRole('radio', { name: 'その他' }));
    await user.type(screen.getByLabelText(/「その他」の内容/), '兼任で対応');
    first.unmount();

    renderRoute(<Diagnosis />, { path: '/diagnosis' });

    expect(screen.getByLabelText(/会社名/)).toHaveValue('株式会社下書き');
    expect(within(questionGroup(1)).getAllByRole('radio')[2]).toBeChecked();
    expect(within(questionGroup(3)).getByRole('radio', { name: 'その他' })).toBeChecked();
    expect(screen.getByLabelText(/「その他」の内容/)).toHaveValue('兼任で対応');
    expect(screen.getByTestId('progress-label')).toHaveTextContent('20%');
  });

  test('when navigation state is carried back, then it wins over a draft from another page visit (SPEC)', () => {
    const questionnaire = buildQuestionnaire();
    saveQuestionnaireDraft(
      'an-earlier-visit',
      draftFromQuestionnaire(
        buildQuestionnaire({ companyInfo: { ...questionnaire.companyInfo, companyName: '古い下書き' } }),
      ),
    );

    renderRoute(<Diagnosis />, { path: '/diagnosis', state: { questionnaire } });

    expect(screen.getByLabelText(/会社名/)).toHaveValue('株式会社テスト商事');
    expect(loadQuestionnaireDraft()?.data.companyInfo.companyName).toBe('株式会社テスト商事');
  });
});

describe('/diagnosis leave confirmation', () => {
  test('when nothing has been entered, then the logo leaves at once', async () => {
    const user = userEvent.setup();
    const view = renderRoute(<Diagnosis />, { path: '/diagnosis' });

    await user.click(logo());

    expect(leaveDialog()).not.toBeInTheDocument();
    expect(view.currentLocation().pathname).toBe('/');
  });

  test('when half-filled, then the logo asks first; staying keeps the page and its answers', async () => {
    const user = userEvent.setup();
    const view = renderRoute(<Diagnosis />, { path: '/diagnosis' });
    await user.type(screen.getByLabelText(/会社名/), '株式会社途中');

    await user.click(logo());

    const dialog = await screen.findByRole('dialog', { name: '診断を中断しますか？' });
    expect(dialog).toHaveAccessibleDescription(/このタブを閉じるまで保存/);
    expect(within(dialog).getByRole('button', { name: '回答を続ける' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: '回答を続ける' }));
    expect(leaveDialog()).not.toBeInTheDocument();
    expect(view.currentLocation().pathname).toBe('/diagnosis');
    expect(screen.getByLabelText(/会社名/)).toHaveValue('株式会社途中');
  });

  test('when half-filled and the visitor confirms, then the page is left and the draft is kept', async () => {
    const user = userEvent.setup();
    const view = renderRoute(<Diagnosis />, { path: '/diagnosis' });
    await user.click(within(questionGroup(0)).getAllByRole('radio')[0]!);

    await user.click(screen.getByRole('link', { name: 'プライバシーポリシー' }));
    await user.click(await screen.findByRole('button', { name: 'ページを離れる' }));

    expect(view.currentLocation().pathname).toBe('/start');
    expect(loadQuestionnaireDraft()?.data.choices).toEqual({ q1: 'A' });
  });

  test('when Escape closes the question, then the visitor stays', async () => {
    const user = userEvent.setup();
    const view = renderRoute(<Diagnosis />, { path: '/diagnosis' });
    await user.type(screen.getByLabelText(/会社名/), '株式会社途中');
    await user.click(logo());
    await screen.findByRole('dialog');

    await user.keyboard('{Escape}');

    expect(leaveDialog()).not.toBeInTheDocument();
    expect(view.currentLocation().pathname).toBe('/diagnosis');
  });

  test('when completed, then moving on to /userinfo does not ask', async () => {
    const user = userEvent.setup();
    const view = renderRoute(<Diagnosis />, {
      path: '/diagnosis',
      state: { questionnaire: buildQuestionnaire() },
    });

    await user.click(screen.getByRole('button', { name: '回答を完了する' }));

    expect(leaveDialog()).not.toBeInTheDocument();
    expect(view.currentLocation().pathname).toBe('/userinfo');
  });

  test('when a link leads to another site, then the visitor is asked before going', async () => {
    const user = userEvent.setup();
    renderRoute(<Diagnosis />, { path: '/diagnosis' });
    await user.type(screen.getByLabelText(/会社名/), '株式会社途中');
    const external = document.createElement('a');
    external.href = 'https://example.com/';
    external.textContent = '外部サイト';
    document.body.append(external);

    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    external.dispatchEvent(click);

    expect(click.defaultPrevented).toBe(true);
    expect(await screen.findByRole('dialog', { name: '診断を中断しますか？' })).toBeInTheDocument();
    external.remove();
  });

  test('when the draft is kept, then closing or reloading the tab does not warn; when it cannot be kept, it does', async () => {
    const user = userEvent.setup();
    const first = renderRoute(<Diagnosis />, { path: '/diagnosis' });
    await user.type(screen.getByLabelText(/会社名/), '株式会社途中');
    const saved = new Event('beforeunload', { cancelable: true });
    fireEvent(window, saved);
    expect(saved.defaultPrevented).toBe(false);
    first.unmount();

    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    renderRoute(<Diagnosis />, { path: '/diagnosis' });
    await user.type(screen.getByLabelText(/会社名/), '別');
    const unsaved = new Event('beforeunload', { cancelable: true });
    fireEvent(window, unsaved);

    expect(unsaved.defaultPrevented).toBe(true);
  });
});
