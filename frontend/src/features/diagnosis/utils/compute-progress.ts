import { questionIds } from '@app/shared/questionnaire';
import { dropdownFields, type DiagnosisDraft } from '../types/diagnosis-draft';

/** SPEC §4/§9: 1 company name + 4 dropdowns + 10 questions. */
export const progressTotal = 1 + dropdownFields.length + questionIds.length;

/**
 * Filled items / 15 × 100, rounded. Free text and the custom text of E do not count; choosing E
 * answers its question.
 */
export function computeProgress(draft: DiagnosisDraft): number {
  const filled =
    (draft.companyInfo.companyName.trim() ? 1 : 0) +
    dropdownFields.filter((field) => draft.companyInfo[field] !== '').length +
    questionIds.filter((id) => draft.choices[id] !== undefined).length;
  return Math.round((filled / progressTotal) * 100);
}
