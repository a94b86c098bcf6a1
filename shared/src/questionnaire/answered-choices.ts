import type { QuestionnaireVersion } from './catalogue';
import { freeTextPrompts } from './free-text-prompts';
import { choiceLetters, otherOptionLabel, type QuestionId } from './questions';
import { questionsAsAnswered } from './questions-as-answered';

/** One stored answer read back as the visitor saw it: a listed option, or E with its own text. */
export interface AnsweredChoice {
  id: QuestionId;
  topic: string;
  text: string;
  /** A–D, E for the typed text, or null when nothing is stored. */
  letter: string | null;
  /** The option's wording, the E text (maybe empty), or null when nothing is stored. */
  answer: string | null;
}

const letters: readonly string[] = choiceLetters;

/** The ten stored answers with the question and option wording of the version they were given in. */
export function answeredChoices(
  version: QuestionnaireVersion | string,
  answers: Partial<Record<string, string>>,
): AnsweredChoice[] {
  return questionsAsAnswered(version).map((question) => {
    const value = answers[question.id];
    const base = { id: question.id, topic: question.topic, text: question.text };
    if (value === undefined) return { ...base, letter: null, answer: null };
    if (letters.includes(value)) {
      const option = question.options.find((candidate) => candidate.letter === value);
      return { ...base, letter: value, answer: option?.label ?? value };
    }
    // SPEC §3: for E the typed text is stored in place of the letter.
    return { ...base, letter: 'E', answer: value };
  });
}

/** One stored answer as a single line of text, e.g. 「B：一部の業務で…」 or 「E（その他）：…」. */
export function answeredChoiceText(choice: AnsweredChoice): string {
  if (choice.letter === null) return '';
  if (choice.letter === 'E') return `E（${otherOptionLabel}）：${choice.answer ?? ''}`;
  return `${choice.letter}：${choice.answer ?? ''}`;
}

/** The three free-text answers with their prompts, in the questionnaire's order. */
export function answeredFreeTexts(
  freeText: Partial<Record<string, string>>,
): { key: string; label: string; text: string }[] {
  return freeTextPrompts.map((prompt) => ({
    key: prompt.key,
    label: prompt.label,
    text: freeText[prompt.key] ?? '',
  }));
}
