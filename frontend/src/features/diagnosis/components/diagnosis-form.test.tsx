import { questionnaireCatalogue, type Question } from '@app/shared/questionnaire';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { buildQuestionnaire } from '@/testing/questionnaire-factory';
import { draftFromQuestionnaire, emptyDraft } from '../utils/answers-codec';
import { DiagnosisForm } from './diagnosis-form';

const questions = questionnaireCatalogue.questions;
const group = (question: Question) =>
  screen.getByRole('radiogroup', { name: (name) => name.startsWith(question.text) });
const radio = (question: Question, label: string) =>
  within(group(question)).getByRole('radio', { name: label });
const progressLabel = () => screen.getByTestId('progress-label');
const complete = (user: UserEvent) => user.click(screen.getByRole('button', { name: '回答を完了する' }));

async function fillBasicInfo(user: UserEvent) {
  await user.type(screen.getByLabelText(/会社名/), '株式会社テスト');
  await user.selectOptions(screen.getByLabelText(/設立年数/), '5〜10年');
  await user.selectOptions(screen.getByLabelText(/業種/), '製造業');
  await user.selectOptions(screen.getByLabelText(/従業員数/), '30〜99名');
  await user.selectOptions(screen.getByLabelText(/役職/), '一般社員');
}

function renderForm(initialDraft = emptyDraft) {
  const onComplete = vi.fn();
  render(<DiagnosisForm initialDraft={initialDraft} onComplete={onComplete} />);
  return { onComplete };
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('DiagnosisForm progress', () => {
  test('when items are filled, then the sticky bar shows filled / 15 rounded, ignoring free and custom text', async () => {
    const user = userEvent.setup();
    renderForm();
    expect(progressLabel()).toHaveTextContent('0%');

    await user.type(screen.getByLabelText(/会社名/), '株式会社テスト');
    expect(progressLabel()).toHaveTextContent('7%');

    await user.selectOptions(screen.getByLabelText(/業種/), '製造業');
    expect(progressLabel()).toHaveTextContent('13%');

    await user.click(radio(questions[0]!, 'その他'));
    expect(progressLabel()).toHaveTextContent('20%');

    await user.type(screen.getByLabelText(/「その他」の内容/), '独自の回答');
    await user.type(screen.getByLabelText(/現在、DX推進において/), '課題です');
    expect(progressLabel()).toHaveTextContent('20%');
    expect(screen.getByRole('progressbar', { name: '回答の進捗' })).toHaveAttribute('aria-valuenow', '20');
    // Typing 23 characters one event at a time takes seconds on a busy 2-core machine.
  }, 15_000);
});

describe('DiagnosisForm validation', () => {
  test('when completed empty, then every SPEC message is shown and the first error gets focus', async () => {
    const user = userEvent.setup();
    const scroll = vi.spyOn(Element.prototype, 'scrollIntoView');
    const { onComplete } = renderForm();

    await complete(user);

    expect(screen.getAllByText('入力してください')).toHaveLength(1);
    expect(screen.getAllByText('選択してください')).toHaveLength(4);
    expect(screen.getAllByText('この質問は必須です')).toHaveLength(10);
    expect(onComplete).not.toHaveBeenCalled();
    const companyName = screen.getByLabelText(/会社名/);
    expect(companyName).toHaveFocus();
    expect(companyName).toHaveAttribute('aria-invalid', 'true');
    expect(companyName).toHaveAccessibleDescription('入力してください');
    expect(screen.getByLabelText(/設立年数/)).toHaveAccessibleDescription('選択してください');
    expect(group(questions[4]!)).toHaveAttribute('aria-invalid', 'true');
    expect(group(questions[4]!)).toHaveAccessibleDescription('この質問は必須です');
    expect(scroll.mock.contexts.at(-1)).toBe(document.getElementById('basic-info'));
  });

  test('when the company name is only spaces, then it is still required', async () => {
    const user = userEvent.setup();
    renderForm();

    await user.type(screen.getByLabelText(/会社名/), '   ');
    await complete(user);

    expect(screen.getByText('入力してください')).toBeInTheDocument();
  });

  test('when only a question is missing, then that question is scrolled to and its first choice focused', async () => {
    const user = userEvent.setup();
    const data = buildQuestionnaire();
    const { q7: _missing, ...answers } = data.answers;
    renderForm(draftFromQuestionnaire({ ...data, answers: answers as typeof data.answers }));
    const scroll = vi.spyOn(Element.prototype, 'scrollIntoView');

    await complete(user);

    expect(screen.getAllByText('この質問は必須です')).toHaveLength(1);
    expect(scroll.mock.contexts.at(-1)).toBe(document.getElementById('question-q7'));
    expect(within(group(questions[6]!)).getAllByRole('radio')[0]).toHaveFocus();
  });

  test('when a field changes after a failed attempt, then only its error disappears', async () => {
    const user = userEvent.setup();
    renderForm();
    await complete(user);

    await user.type(screen.getByLabelText(/会社名/), 'A');
    await user.selectOptions(screen.getByLabelText(/業種/), '製造業');
    await user.click(radio(questions[0]!, questions[0]!.options[1]!.label));

    expect(screen.queryByText('入力してください')).not.toBeInTheDocument();
    expect(screen.getByLabelText(/会社名/)).not.toHaveAttribute('aria-invalid');
    expect(screen.getAllByText('選択してください')).toHaveLength(3);
    expect(screen.getAllByText('この質問は必須です')).toHaveLength(9);
    expect(group(questions[0]!)).not.toHaveAttribute('aria-invalid');
  });

  test('when everything is answered and E has no text, then the questionnaire is completed with an empty answer', async () => {
    const user = userEvent.setup();
    const { onComplete } = renderForm();
    await fillBasicInfo(user);
    for (const [index, question] of questions.entries()) {
      await user.click(radio(question, index === 1 ? 'その他' : question.options[index % 4]!.label));
    }
    await user.type(screen.getByLabelText(/外部から受けたい支援/), '相談したい');

    await complete(user);

    expect(screen.queryByText('この質問は必須です')).not.toBeInTheDocument();
    expect(onComplete).toHaveBeenCalledTimes(1);
    const [questionnaire] = onComplete.mock.calls[0]!;
    expect(questionnaire.companyInfo).toEqual({
      companyName: '株式会社テスト',
      establishmentYear: '5_10',
      industry: 'manufacturing',
      companySize: '30_99',
      position: 'employee',
    });
    expect(questionnaire.answers).toEqual({
      q1: 'A',
      q2: '',
      q3: 'C',
      q4: 'D',
      q5: 'A',
      q6: 'B',
      q7: 'C',
      q8: 'D',
      q9: 'A',
      q10: 'B',
    });
    expect(questionnaire.freeText).toEqual({ issue: '', expectation: '', support: '相談したい' });
  });
});

describe('DiagnosisForm choice E', () => {
  test('when E is chosen, then a text box appears; a non-E choice clears the text', async () => {
    const user = userEvent.setup();
    renderForm();
    const q1 = questions[0]!;
    expect(screen.queryByLabelText(/「その他」の内容/)).not.toBeInTheDocument();

    await user.click(radio(q1, 'その他'));
    const textBox = screen.getByLabelText(/「その他」の内容/);
    expect(textBox).toHaveFocus();
    await user.type(textBox, '独自の取り組み');
    await user.click(radio(q1, q1.options[0]!.label));
    expect(screen.queryByLabelText(/「その他」の内容/)).not.toBeInTheDocument();
    await user.click(radio(q1, 'その他'));

    expect(screen.getByLabelText(/「その他」の内容/)).toHaveValue('');
  });

  test('when restored from carried data, then every answer is back and custom text shows under E', () => {
    renderForm(draftFromQuestionnaire(buildQuestionnaire()));

    expect(screen.getByLabelText(/会社名/)).toHaveValue('株式会社テスト商事');
    expect(screen.getByLabelText(/業種/)).toHaveValue('manufacturing');
    expect(radio(questions[0]!, questions[0]!.options[0]!.label)).toBeChecked();
    expect(radio(questions[2]!, 'その他')).toBeChecked();
    expect(within(group(questions[2]!).parentElement!).getByLabelText(/「その他」の内容/)).toHaveValue(
      '独自の取り組みを進めている',
    );
    expect(screen.getByLabelText(/「その他」の内容/)).not.toHaveFocus();
    expect(screen.getByLabelText(/現在、DX推進において/)).toHaveValue('受発注がFAX中心');
    expect(progressLabel()).toHaveTextContent('100%');
  });
});

describe('DiagnosisForm choice E with the keyboard', () => {
  test('when the arrow keys land on E, then E is chosen but the focus stays on it, so the arrows keep working; Tab enters its box', async () => {
    const user = userEvent.setup();
    renderForm();
    const q1 = questions[0]!;
    radio(q1, q1.options[3]!.label).focus();

    await user.keyboard('{ArrowDown}');

    expect(radio(q1, 'その他')).toBeChecked();
    expect(radio(q1, 'その他')).toHaveFocus();
    expect(screen.getByLabelText(/「その他」の内容/)).not.toHaveFocus();
    await user.tab();
    expect(screen.getByLabelText(/「その他」の内容/)).toHaveFocus();
    radio(q1, 'その他').focus();
    await user.keyboard('{ArrowDown}');
    expect(radio(q1, q1.options[0]!.label)).toBeChecked();
    expect(radio(q1, q1.options[0]!.label)).toHaveFocus();
  });

  test('when Space is pressed on E, chosen with the arrows or not yet, then the focus moves into its text box', async () => {
    const user = userEvent.setup();
    renderForm();
    const [q1, q2] = [questions[0]!, questions[1]!];
    radio(q1, q1.options[0]!.label).focus();
    await user.keyboard('{ArrowUp}');
    expect(radio(q1, 'その他')).toHaveFocus();

    await user.keyboard(' ');
    radio(q2, 'その他').focus();
    await user.keyboard(' ');

    expect(radio(q1, 'その他')).toBeChecked();
    expect(radio(q2, 'その他')).toBeChecked();
    expect(within(group(q2).parentElement!).getByLabelText(/「その他」の内容/)).toHaveFocus();
  });

  test('when E chosen with the arrows is clicked, then the focus moves into its text box', async () => {
    const user = userEvent.setup();
    renderForm();
    const q1 = questions[0]!;
    radio(q1, q1.options[0]!.label).focus();
    await user.keyboard('{ArrowUp}');

    await user.click(radio(q1, 'その他'));

    expect(screen.getByLabelText(/「その他」の内容/)).toHaveFocus();
  });
});

describe('DiagnosisForm scroll with the arrow keys', () => {
  test('when the arrow keys move to an option below the screen, then the page scrolls only until it shows, not to the next question', () => {
    vi.useFakeTimers();
    const scrollTo = vi.spyOn(window, 'scrollTo');
    const scrollIntoView = vi.spyOn(Element.prototype, 'scrollIntoView');
    // jsdom lays nothing out: the question starts at 300 px, the options end at 860 px, the
    // sticky bar ends at 60 px, and the window is 768 px high.
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
      const [top, bottom] = this.matches('[data-sticky-progress]')
        ? [0, 60]
        : this.tagName === 'LABEL'
          ? [800, 860]
          : [300, 1100];
      return { top, bottom, left: 0, right: 400, width: 400, height: bottom - top, x: 0, y: top } as DOMRect;
    });
    renderForm();
    const q1 = questions[0]!;
    const next = radio(q1, q1.options[2]!.label);

    fireEvent.keyDown(radio(q1, q1.options[1]!.label), { key: 'ArrowDown' });
    next.focus();
    fireEvent.click(next);
    act(() => vi.advanceTimersByTime(1000));

    // 12 px stay free under the option: 860 - (768 - 12).
    expect(scrollTo.mock.calls).toEqual([[{ top: 104 }]]);
    expect(scrollIntoView).not.toHaveBeenCalled();
  });
});

describe('DiagnosisForm scroll to the next question', () => {
  test('when a non-E choice is made, then the next question scrolls into view smoothly after 300 ms', () => {
    vi.useFakeTimers();
    const scroll = vi.spyOn(Element.prototype, 'scrollIntoView');
    renderForm();

    fireEvent.click(radio(questions[0]!, questions[0]!.options[2]!.label));
    act(() => vi.advanceTimersByTime(299));
    expect(scroll).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));

    expect(scroll).toHaveBeenCalledTimes(1);
    expect(scroll).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
    expect(scroll.mock.contexts[0]).toBe(document.getElementById('question-q2'));
  });

  test('when E is chosen, then nothing scrolls', () => {
    vi.useFakeTimers();
    const scroll = vi.spyOn(Element.prototype, 'scrollIntoView');
    renderForm();

    fireEvent.click(radio(questions[0]!, 'その他'));
    act(() => vi.advanceTimersByTime(1000));

    expect(scroll).not.toHaveBeenCalled();
  });

  test('when the last question is answered, then nothing scrolls', () => {
    vi.useFakeTimers();
    const scroll = vi.spyOn(Element.prototype, 'scrollIntoView');
    renderForm();

    fireEvent.click(radio(questions[9]!, questions[9]!.options[0]!.label));
    act(() => vi.advanceTimersByTime(1000));

    expect(scroll).not.toHaveBeenCalled();
  });
});
