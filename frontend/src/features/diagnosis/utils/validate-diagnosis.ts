import { questionIds, type QuestionId } from '@app/shared/questionnaire';
import { dropdownFields, type CompanyField, type DiagnosisDraft } from '../types/diagnosis-draft';

export type DiagnosisFieldKey = CompanyField | QuestionId;
export type DiagnosisErrors = Partial<Record<DiagnosisFieldKey, string>>;

/** Field order on the page; the first error in it is scrolled to. */
export const diagnosisFieldOrder: DiagnosisFieldKey[] = ['companyName', ...dropdownFields, ...questionIds];

/** SPEC §5 messages for the complete button; free text and E's text are optional. */
export function validateDiagnosis(draft: DiagnosisDraft): DiagnosisErrors {
  const errors: DiagnosisErrors = {};
  if (!draft.companyInfo.companyName.trim()) errors.companyName = '入力してください';
  for (const field of dropdownFields) {
    if (!draft.companyInfo[field]) errors[field] = '選択してください';
  }
  for (const id of questionIds) {
    if (!draft.choices[id]) errors[id] = 'この質問は必須です';
  }
  return errors;
}

export function firstErrorKey(errors: DiagnosisErrors): DiagnosisFieldKey | undefined {
  return diagnosisFieldOrder.find((key) => errors[key]);
}
