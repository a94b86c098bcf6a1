import type { Answers } from '@app/shared/contract';
import { choiceLetters, questionIds, type QuestionId } from '@app/shared/questionnaire';
import type { Choice, DiagnosisDraft, QuestionnaireData } from '../types/diagnosis-draft';

const letters: readonly string[] = choiceLetters;

/** E sends the typed text in place of the letter, possibly empty (SPEC §3, §5). */
export function toAnswers(
  choices: DiagnosisDraft['choices'],
  customTexts: DiagnosisDraft['customTexts'],
): Answers {
  const entries = questionIds.map((id) => {
    const choice = choices[id];
    return [id, choice === 'E' ? (customTexts[id] ?? '') : (choice ?? '')] as const;
  });
  return Object.fromEntries(entries) as Answers;
}

/** SPEC §4: a stored answer that is not one of the listed letters is E with that text restored. */
export function fromAnswers(
  answers: Partial<Record<QuestionId, unknown>>,
): Pick<DiagnosisDraft, 'choices' | 'customTexts'> {
  const choices: DiagnosisDraft['choices'] = {};
  const customTexts: DiagnosisDraft['customTexts'] = {};
  for (const id of questionIds) {
    const answer = answers[id];
    if (typeof answer !== 'string') continue;
    if (letters.includes(answer)) {
      choices[id] = answer as Choice;
    } else {
      choices[id] = 'E';
      customTexts[id] = answer;
    }
  }
  return { choices, customTexts };
}

export const emptyDraft: DiagnosisDraft = {
  companyInfo: { companyName: '', establishmentYear: '', industry: '', companySize: '', position: '' },
  choices: {},
  customTexts: {},
  freeText: { issue: '', expectation: '', support: '' },
};

/** Rebuilds the form from questionnaire data carried back from /userinfo. */
export function draftFromQuestionnaire(data: QuestionnaireData): DiagnosisDraft {
  return {
    companyInfo: { ...emptyDraft.companyInfo, ...data.companyInfo },
    ...fromAnswers(data.answers),
    freeText: { ...emptyDraft.freeText, ...data.freeText },
  };
}

/** The submission's shape of a draft that passed validation. */
export function questionnaireFromDraft(draft: DiagnosisDraft): QuestionnaireData {
  return {
    companyInfo: {
      ...draft.companyInfo,
      companyName: draft.companyInfo.companyName.trim(),
    } as QuestionnaireData['companyInfo'],
    answers: toAnswers(draft.choices, draft.customTexts),
    freeText: draft.freeText,
  };
}
