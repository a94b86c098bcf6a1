import type { UserInfo } from '@app/shared/contract';
import { questionIds, type QuestionId } from '@app/shared/questionnaire';
import { companyFields, type Choice, type DiagnosisDraft } from '../types/diagnosis-draft';

// sessionStorage: the draft survives reloads of this tab and dies with it, so contact data typed
// on a shared computer does not outlive the visit (localStorage would keep it for the next user).
const questionnaireKey = 'dx-diagnosis:draft:questionnaire:v1';
const contactKey = 'dx-diagnosis:draft:contact:v1';

/** A saved draft and the history entry (React Router location key) it was last saved from. */
export interface StoredDraft<Data> {
  entry: string;
  data: Data;
}

const choices: readonly string[] = ['A', 'B', 'C', 'D', 'E'];
const freeTextKeys = ['issue', 'expectation', 'support'] as const;
const userInfoKeys = ['name', 'email', 'phone'] as const;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function strings<Key extends string>(value: unknown, keys: readonly Key[]): Record<Key, string> | null {
  if (!isRecord(value)) return null;
  const out = {} as Record<Key, string>;
  for (const key of keys) {
    const field = value[key] ?? '';
    if (typeof field !== 'string') return null;
    out[key] = field;
  }
  return out;
}

// Storage can hold anything (an older release, another tab's bug, a hand edit): read defensively.
function readQuestionnaireDraft(value: unknown): DiagnosisDraft | null {
  if (!isRecord(value) || !isRecord(value.choices) || !isRecord(value.customTexts)) return null;
  const companyInfo = strings(value.companyInfo, companyFields);
  const freeText = strings(value.freeText, freeTextKeys);
  if (!companyInfo || !freeText) return null;
  const draftChoices: DiagnosisDraft['choices'] = {};
  const customTexts: DiagnosisDraft['customTexts'] = {};
  for (const id of questionIds) {
    const choice = value.choices[id];
    if (typeof choice === 'string' && choices.includes(choice)) draftChoices[id] = choice as Choice;
    const text = value.customTexts[id];
    if (typeof text === 'string' && draftChoices[id] === 'E') customTexts[id as QuestionId] = text;
  }
  return { companyInfo, choices: draftChoices, customTexts, freeText };
}

function read<Data>(key: string, parse: (value: unknown) => Data | null): StoredDraft<Data> | null {
  try {
    const raw = window.sessionStorage.getItem(key);
    if (!raw) return null;
    const stored: unknown = JSON.parse(raw);
    if (!isRecord(stored) || typeof stored.entry !== 'string') return null;
    const data = parse(stored.data);
    return data ? { entry: stored.entry, data } : null;
  } catch {
    // Storage switched off, or a value that is not JSON: as if nothing was saved.
    return null;
  }
}

/** Writes or (for `null`) removes a draft; false when the browser refused (storage off or full). */
function write(key: string, value: StoredDraft<unknown> | null): boolean {
  try {
    if (value) window.sessionStorage.setItem(key, JSON.stringify(value));
    else window.sessionStorage.removeItem(key);
    return true;
  } catch {
    return false;
  }
}

/** Whether the visitor has entered anything at all into the questionnaire. */
export function hasQuestionnaireInput(draft: DiagnosisDraft): boolean {
  return (
    Object.values(draft.companyInfo).some((value) => value.trim() !== '') ||
    Object.keys(draft.choices).length > 0 ||
    Object.values(draft.freeText).some((value) => value.trim() !== '')
  );
}

/** Whether any contact field has been typed in. */
export const hasContactInput = (userInfo: UserInfo) =>
  userInfoKeys.some((key) => userInfo[key].trim() !== '');

export function loadQuestionnaireDraft(): StoredDraft<DiagnosisDraft> | null {
  return read(questionnaireKey, readQuestionnaireDraft);
}

/** Saves the questionnaire as typed so far (an empty one removes the draft); false if it could not be kept. */
export function saveQuestionnaireDraft(entry: string, draft: DiagnosisDraft): boolean {
  return write(questionnaireKey, hasQuestionnaireInput(draft) ? { entry, data: draft } : null);
}

export function loadContactDraft(): StoredDraft<UserInfo> | null {
  return read(contactKey, (value) => strings(value, userInfoKeys));
}

/** Saves the contact form as typed so far (an empty one removes the draft); false if it could not be kept. */
export function saveContactDraft(entry: string, userInfo: UserInfo): boolean {
  return write(contactKey, hasContactInput(userInfo) ? { entry, data: userInfo } : null);
}

/**
 * Forgets the questionnaire and contact drafts. The result page calls it once the report has
 * arrived, so that the next diagnosis in this tab starts empty.
 */
export function clearDiagnosisDraft(): void {
  write(questionnaireKey, null);
  write(contactKey, null);
}

/**
 * What a form starts from. Navigation state (SPEC §2: the data carried back from /userinfo) wins,
 * unless the draft was saved from this very history entry: then it holds what the visitor typed
 * after arriving with that state, and the page is being reloaded.
 */
export function pickInitial<Data>(
  fromState: Data | undefined,
  stored: StoredDraft<Data> | null,
  entry: string,
): Data | undefined {
  if (fromState !== undefined && stored?.entry !== entry) return fromState;
  return stored?.data ?? fromState;
}
