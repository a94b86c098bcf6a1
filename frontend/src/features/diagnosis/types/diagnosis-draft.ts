import type { Answers, CompanyInfo, FreeText, UserInfo } from '@app/shared/contract';
import type { ChoiceLetter, QuestionId } from '@app/shared/questionnaire';

export type Choice = ChoiceLetter | 'E';

export const companyFields = [
  'companyName',
  'establishmentYear',
  'industry',
  'companySize',
  'position',
] as const;
export type CompanyField = (typeof companyFields)[number];
export const dropdownFields = ['establishmentYear', 'industry', 'companySize', 'position'] as const;
export type DropdownField = (typeof dropdownFields)[number];

/** The questionnaire while it is being filled in: '' or missing means not answered yet. */
export interface DiagnosisDraft {
  companyInfo: Record<CompanyField, string>;
  choices: Partial<Record<QuestionId, Choice>>;
  /** Text typed for choice E, kept per question. */
  customTexts: Partial<Record<QuestionId, string>>;
  freeText: FreeText;
}

/** A completed questionnaire in the submission's shape (SPEC §3), without the contact data. */
export interface QuestionnaireData {
  companyInfo: CompanyInfo;
  answers: Answers;
  freeText: FreeText;
}

/**
 * The earlier report a second diagnosis follows: the token of its private link (kept in history
 * state only, never in a URL, so no address bar, log or Referer carries it) and its 「診断日」.
 */
export interface PreviousReportRef {
  token: string;
  /** ISO 8601 instant the earlier report was made. */
  diagnosedAt: string;
}

/**
 * Navigation state of /diagnosis started from an earlier report (「半年後にもう一度診断する」):
 * its company data fills the basic-info fields; contact data is never carried.
 */
export interface RepeatDiagnosisState {
  previousReport: PreviousReportRef & { companyInfo: Record<CompanyField, string> };
}

/** Navigation state between /diagnosis and /userinfo (SPEC §2). */
export interface FlowState {
  questionnaire: QuestionnaireData;
  userInfo?: UserInfo;
  /** A second diagnosis: the earlier report it is compared with. */
  previousReport?: PreviousReportRef;
}
