import { afterEach, describe, expect, test, vi } from 'vitest';
import { buildQuestionnaire } from '@/testing/questionnaire-factory';
import { draftFromQuestionnaire, emptyDraft } from './answers-codec';
import {
  clearDiagnosisDraft,
  loadContactDraft,
  loadQuestionnaireDraft,
  pickInitial,
  saveContactDraft,
  saveQuestionnaireDraft,
} from './draft-storage';

const contact = { name: '山田 太郎', email: 'taro@example.co.jp', phone: '０３１２３４５６７８' };

afterEach(() => {
  vi.restoreAllMocks();
});

describe('draft storage', () => {
  test('when a questionnaire is saved, then it is read back with the entry it came from', () => {
    const draft = draftFromQuestionnaire(buildQuestionnaire());

    expect(saveQuestionnaireDraft('entry-1', draft)).toBe(true);

    expect(loadQuestionnaireDraft()).toEqual({ entry: 'entry-1', data: draft });
  });

  test('when a half-filled questionnaire is saved, then unanswered questions stay unanswered', () => {
    const draft = { ...emptyDraft, choices: { q2: 'B' as const, q5: 'E' as const }, customTexts: { q5: '' } };

    saveQuestionnaireDraft('entry-1', draft);

    expect(loadQuestionnaireDraft()?.data).toEqual(draft);
  });

  test('when the questionnaire is emptied again, then no draft is kept', () => {
    saveQuestionnaireDraft('entry-1', draftFromQuestionnaire(buildQuestionnaire()));

    saveQuestionnaireDraft('entry-1', emptyDraft);

    expect(loadQuestionnaireDraft()).toBeNull();
    expect(window.sessionStorage.length).toBe(0);
  });

  test('when the stored value is not a draft, then it is ignored', () => {
    window.sessionStorage.setItem('dx-diagnosis:draft:questionnaire:v1', '{not json');
    window.sessionStorage.setItem(
      'dx-diagnosis:draft:contact:v1',
      JSON.stringify({ entry: 'e', data: { name: 1, email: '', phone: '' } }),
    );

    expect(loadQuestionnaireDraft()).toBeNull();
    expect(loadContactDraft()).toBeNull();
  });

  test('when a stored draft holds unknown choices, then only the listed letters are restored', () => {
    const stored = {
      entry: 'e',
      data: {
        ...emptyDraft,
        choices: { q1: 'A', q2: 'Z', q3: 'E', q99: 'B' },
        customTexts: { q1: 'stale', q3: '独自' },
      },
    };
    window.sessionStorage.setItem('dx-diagnosis:draft:questionnaire:v1', JSON.stringify(stored));

    expect(loadQuestionnaireDraft()?.data).toMatchObject({
      choices: { q1: 'A', q3: 'E' },
      customTexts: { q3: '独自' },
    });
  });

  test('when contact data is saved, then it is read back as typed', () => {
    expect(saveContactDraft('entry-2', contact)).toBe(true);

    expect(loadContactDraft()).toEqual({ entry: 'entry-2', data: contact });
  });

  test('when the report has arrived, then clearDiagnosisDraft forgets both drafts', () => {
    saveQuestionnaireDraft('entry-1', draftFromQuestionnaire(buildQuestionnaire()));
    saveContactDraft('entry-2', contact);

    clearDiagnosisDraft();

    expect(loadQuestionnaireDraft()).toBeNull();
    expect(loadContactDraft()).toBeNull();
  });

  test('when the browser refuses to store, then saving says so and nothing throws', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });

    expect(saveContactDraft('entry-2', contact)).toBe(false);
    expect(() => clearDiagnosisDraft()).not.toThrow();
  });
});

describe('pickInitial', () => {
  const stored = { entry: 'entry-1', data: 'typed after arriving' };

  test('when navigation state is present and the draft is from another entry, then the state wins (SPEC)', () => {
    expect(pickInitial('carried back', stored, 'entry-2')).toBe('carried back');
  });

  test('when the draft was saved from this very entry, then it wins: the page was reloaded', () => {
    expect(pickInitial('carried back', stored, 'entry-1')).toBe('typed after arriving');
  });

  test('when there is no state, then the draft is used, and without either nothing', () => {
    expect(pickInitial(undefined, stored, 'entry-3')).toBe('typed after arriving');
    expect(pickInitial(undefined, null, 'entry-3')).toBeUndefined();
    expect(pickInitial('carried back', null, 'entry-3')).toBe('carried back');
  });
});
