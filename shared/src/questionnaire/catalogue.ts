import {
  companySizes,
  establishmentYears,
  industries,
  positions,
  type DropdownOption,
} from './dropdown-options';
import { freeTextPrompts, type FreeTextPrompt } from './free-text-prompts';
import { otherOptionLabel, questions, type Question } from './questions';

/**
 * Version of the questionnaire wording. Bump it whenever a question or option changes meaning:
 * every stored submission records the version it answered.
 */
export const questionnaireVersion = '2026-11-v2';

/**
 * Versions whose stored answers the assessment still reads. v1 had the same questions and letters;
 * v2 sharpened the option wording into a clear A→D ladder, so v1 answers are read with v1's words.
 */
export const readableQuestionnaireVersions = ['2026-11-v1', questionnaireVersion] as const;
export type QuestionnaireVersion = (typeof readableQuestionnaireVersions)[number];

/** Everything the questionnaire page renders; served by GET /api/questionnaire. */
export interface QuestionnaireCatalogue {
  version: string;
  dropdowns: {
    establishmentYear: DropdownOption[];
    industry: DropdownOption[];
    companySize: DropdownOption[];
    position: DropdownOption[];
  };
  questions: Question[];
  otherOptionLabel: string;
  freeTextPrompts: FreeTextPrompt[];
}

export const questionnaireCatalogue: QuestionnaireCatalogue = {
  version: questionnaireVersion,
  dropdowns: {
    establishmentYear: establishmentYears.options,
    industry: industries.options,
    companySize: companySizes.options,
    position: positions.options,
  },
  questions,
  otherOptionLabel,
  freeTextPrompts,
};
