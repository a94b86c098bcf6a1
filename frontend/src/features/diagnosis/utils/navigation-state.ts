import type { SubmitRequest, UserInfo } from '@app/shared/contract';
import type { FlowState, QuestionnaireData } from '../types/diagnosis-draft';

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

const companyKeys = ['companyName', 'establishmentYear', 'industry', 'companySize', 'position'];
const answerKeys = ['q1', 'q2', 'q3', 'q4', 'q5', 'q6', 'q7', 'q8', 'q9', 'q10'];
const freeTextKeys = ['issue', 'expectation', 'support'];
const userInfoKeys = ['name', 'email', 'phone'];

function readQuestionnaire(value: unknown): QuestionnaireData | null {
  if (!isRecord(value) || !isRecord(value.answers)) return null;
  const companyInfo = stringRecord(value.companyInfo, companyKeys);
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

/** The questionnaire (and contact data) carried between /diagnosis and /userinfo, or null. */
export function readFlowState(state: unknown): FlowState | null {
  if (!isRecord(state)) return null;
  const questionnaire = readQuestionnaire(state.questionnaire);
  if (!questionnaire) return null;
  const userInfo = state.userInfo === undefined ? undefined : stringRecord(state.userInfo, userInfoKeys);
  return { questionnaire, ...(userInfo ? { userInfo: userInfo as UserInfo } : {}) };
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
  return { submission: { ...questionnaire, userInfo: userInfo as UserInfo } };
}
