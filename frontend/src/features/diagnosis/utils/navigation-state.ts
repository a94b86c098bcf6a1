import { reportLinkTokenSchema, type SubmitRequest, type UserInfo } from '@app/shared/contract';
import {
  companyFields,
  type CompanyField,
  type FlowState,
  type PreviousReportRef,
  type QuestionnaireData,
} from '../types/diagnosis-draft';

// History state survives reloads and can be stale or hand-made, so it is checked before use.
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

const stringRecord = (value: unknown, keys: readonly string[]): Record<string, string> | null => {
  if (!isRecord(value)) return null;
  const out: Record<string, string> = {};
  for (const key of keys) {
    const field = value[key];
    if (field === undefined) out[key] = '';
    else if (typeof field === 'string') out[key] = field;
    else return null;
  }
  return out;
};

const answerKeys = ['q1', 'q2', 'q3', 'q4', 'q5', 'q6', 'q7', 'q8', 'q9', 'q10'];
const freeTextKeys = ['issue', 'expectation', 'support'];
const userInfoKeys = ['name', 'email', 'phone'];

function readQuestionnaire(value: unknown): QuestionnaireData | null {
  if (!isRecord(value) || !isRecord(value.answers)) return null;
  const companyInfo = stringRecord(value.companyInfo, companyFields);
  const freeText = stringRecord(value.freeText ?? {}, freeTextKeys);
  // Answers keep only the keys present, so a missing one stays unanswered on restore.
  const answers = Object.fromEntries(
    answerKeys.flatMap((key) => {
      const answer = (value.answers as Record<string, unknown>)[key];
      return typeof answer === 'string' ? [[key, answer]] : [];
    }),
  );
  if (!companyInfo || !freeText) return null;
  return { companyInfo, answers, freeText } as unknown as QuestionnaireData;
}

function readPreviousRef(value: unknown): PreviousReportRef | null {
  if (!isRecord(value) || typeof value.diagnosedAt !== 'string') return null;
  if (!reportLinkTokenSchema.safeParse(value.token).success) return null;
  return { token: value.token as string, diagnosedAt: value.diagnosedAt };
}

/**
 * The earlier report a second diagnosis follows, from the state of /diagnosis or /userinfo, with
 * its company data when the diagnosis has just been started from it; null for a first diagnosis.
 */
export function readPreviousReport(
  state: unknown,
): (PreviousReportRef & { companyInfo?: Record<CompanyField, string> }) | null {
  if (!isRecord(state)) return null;
  const ref = readPreviousRef(state.previousReport);
  if (!ref) return null;
  const companyInfo = stringRecord(
    (state.previousReport as Record<string, unknown>).companyInfo,
    companyFields,
  );
  return companyInfo ? { ...ref, companyInfo: companyInfo as Record<CompanyField, string> } : ref;
}

/** The questionnaire (and contact data) carried between /diagnosis and /userinfo, or null. */
export function readFlowState(state: unknown): FlowState | null {
  if (!isRecord(state)) return null;
  const questionnaire = readQuestionnaire(state.questionnaire);
  if (!questionnaire) return null;
  const userInfo = state.userInfo === undefined ? undefined : stringRecord(state.userInfo, userInfoKeys);
  const previousReport = readPreviousRef(state.previousReport);
  return {
    questionnaire,
    ...(userInfo ? { userInfo: userInfo as UserInfo } : {}),
    ...(previousReport ? { previousReport } : {}),
  };
}

/** Navigation state of /result: the final submission (SPEC §4). */
export interface ResultState {
  submission: SubmitRequest;
}

export function readResultState(state: unknown): ResultState | null {
  if (!isRecord(state) || !isRecord(state.submission)) return null;
  const questionnaire = readQuestionnaire(state.submission);
  const userInfo = stringRecord(state.submission.userInfo, userInfoKeys);
  if (!questionnaire || !userInfo) return null;
  const token = state.submission.previousReportToken;
  const previousReportToken = reportLinkTokenSchema.safeParse(token).success ? (token as string) : undefined;
  return {
    submission: {
      ...questionnaire,
      userInfo: userInfo as UserInfo,
      ...(previousReportToken ? { previousReportToken } : {}),
    },
  };
}
