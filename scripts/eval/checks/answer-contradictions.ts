import { maturityLevels } from '@app/shared/assessment';
import { choiceLetters, questions, type ChoiceLetter, type QuestionId } from '@app/shared/questionnaire';
import {
  answerReadings,
  challengeReadings,
  expectedEffectReadings,
} from '../../../shared/src/report/content/answer-readings';
import type { ReportText } from '../report-text';
import { comparable } from './seams';

/** What one option says: its label in the questionnaire, the report's reading of it, or its next step. */
export interface OptionText {
  question: QuestionId;
  letter: ChoiceLetter;
  source: 'label' | 'reading' | 'nextStep';
  text: string;
}

export interface AnswerContradiction {
  reportId: string;
  path: string;
  kind: 'other-option' | 'priority-claim';
  question?: QuestionId;
  /** The option the report echoes although the visitor chose another. */
  letter?: ChoiceLetter;
  source?: OptionText['source'];
  /** The shared words (normalised). */
  matched: string;
}

/**
 * Shortest run of shared characters (after normalising) that counts as echoing an option when it opens
 * one of the option's clauses; anywhere else a run must be `minLooseEchoLength` long, so that stock
 * endings such as 「…から始めるのが現実的です」 are not mistaken for an option.
 */
export const minEchoLength = 12;
export const minLooseEchoLength = 16;

/** Every option's label and readings, from the questionnaire and the report's content tables. */
export function optionTexts(): OptionText[] {
  const texts: OptionText[] = [];
  for (const question of questions) {
    for (const option of question.options) {
      texts.push({ question: question.id, letter: option.letter, source: 'label', text: option.label });
    }
  }
  for (const [id, readings] of Object.entries(answerReadings)) {
    for (const letter of choiceLetters) {
      const reading = readings[letter];
      texts.push({ question: id as QuestionId, letter, source: 'reading', text: reading.reading });
      if (reading.nextStep)
        texts.push({ question: id as QuestionId, letter, source: 'nextStep', text: reading.nextStep });
    }
  }
  for (const letter of choiceLetters) {
    texts.push({ question: 'q2', letter, source: 'reading', text: challengeReadings[letter] });
    texts.push({ question: 'q7', letter, source: 'reading', text: expectedEffectReadings[letter] });
  }
  return texts;
}

/**
 * What the level ladder says: the gates, which a report names as goals (「…という状態が必要です」), and
 * the level descriptions, which define the level the scoring gave; both are said whatever was answered.
 */
export function levelTexts(): string[] {
  return maturityLevels.flatMap((level) => [
    level.description,
    ...level.requires.map((requirement) => requirement.text),
  ]);
}

/** Text as compared: NFKC, one honorific, no spaces or punctuation. */
export function normalise(text: string): string {
  return text
    .normalize('NFKC')
    .replace(/\{貴社\}|貴院|貴法人/g, '貴社')
    .replace(/[\s、。,.・「」『』()（）:：!！?？…]/g, '');
}

function windowsOf(text: string, length: number): string[] {
  const chars = [...text];
  const windows: string[] = [];
  for (let start = 0; start + length <= chars.length; start += 1)
    windows.push(chars.slice(start, start + length).join(''));
  return windows;
}

/** Runs of an option's text that count as an echo: each clause's opening, and every longer run. */
function echoCandidates(text: string): { start: number; window: string }[] {
  const phrase = normalise(text);
  const chars = [...phrase];
  const candidates: { start: number; window: string }[] = [];
  let offset = 0;
  for (const clause of text.split(/[、。]/)) {
    const length = [...normalise(clause)].length;
    if (length >= minEchoLength) {
      candidates.push({ start: offset, window: chars.slice(offset, offset + minEchoLength).join('') });
    }
    offset += length;
  }
  windowsOf(phrase, minLooseEchoLength).forEach((window, start) => candidates.push({ start, window }));
  return candidates;
}

/** The longest run of `phrase` starting at `start` that `text` contains. */
function longestEcho(phrase: string, start: number, length: number, text: string): string {
  const chars = [...phrase];
  let end = start + length;
  while (end < chars.length && text.includes(chars.slice(start, end + 1).join(''))) end += 1;
  return chars.slice(start, end).join('');
}

export interface ContradictionOptions {
  /** Labels and readings of every option (default: the questionnaire and content tables). */
  options?: readonly OptionText[];
  /** Phrases a report may use whatever was answered (default: the level ladder's descriptions and gates). */
  allowed?: readonly string[];
  /** The visitor's own texts: quoting them is never a contradiction. */
  originals?: readonly string[];
}

/**
 * Where a report echoes an option the visitor did NOT choose: for every question answered with a listed
 * letter, a run of another letter's label or reading (a clause's first `minEchoLength` characters, or
 * any `minLooseEchoLength`) that the chosen letter's own texts (label, reading, next step) do not share.
 * Quotes of the visitor and the level ladder's own words are left out. Also flags the unsupported claim
 * 「…を優先して考慮しています」.
 */
export function findAnswerContradictions(
  report: ReportText,
  answers: Readonly<Record<string, string>>,
  settings: ContradictionOptions = {},
): AnswerContradiction[] {
  const options = settings.options ?? optionTexts();
  const allowed = (settings.allowed ?? levelTexts()).map(normalise).filter(Boolean);
  const originals = (settings.originals ?? []).map(comparable);
  const fields = report.fields.map((field) => {
    // The visitor's own words, quoted, are theirs to say.
    const unquoted = field.text.replace(/「([^「」]*)」/g, (whole, inner: string) => {
      const core = comparable(inner.replace(/…+$/, ''));
      return core !== '' && originals.some((original) => original.includes(core)) ? '「」' : whole;
    });
    let text = normalise(unquoted);
    for (const phrase of allowed) text = text.split(phrase).join('|');
    return { path: field.path, raw: field.text, text };
  });

  const found: AnswerContradiction[] = [];
  for (const [id, value] of Object.entries(answers)) {
    const chosen = choiceLetters.find((letter) => letter === value);
    if (!chosen) continue;
    const ownTexts = options
      .filter((option) => option.question === id && option.letter === chosen)
      .map((option) => normalise(option.text));
    const isOwn = (window: string) => ownTexts.some((text) => text.includes(window));
    const others = options.filter(
      (option) => option.question === id && option.letter !== chosen && option.source !== 'nextStep',
    );
    for (const option of others) {
      const phrase = normalise(option.text);
      const candidates = echoCandidates(option.text).filter(({ window }) => !isOwn(window));
      for (const field of fields) {
        const echo = candidates.find(({ window }) => field.text.includes(window));
        if (!echo) continue;
        found.push({
          reportId: report.id,
          path: field.path,
          kind: 'other-option',
          question: option.question,
          letter: option.letter,
          source: option.source,
          matched: longestEcho(phrase, echo.start, echo.window.length, field.text),
        });
      }
    }
  }
  for (const field of fields) {
    const claim = /優先(?:して|的に)(?:考慮|反映)/.exec(field.raw);
    if (claim)
      found.push({ reportId: report.id, path: field.path, kind: 'priority-claim', matched: claim[0] });
  }
  return found;
}
