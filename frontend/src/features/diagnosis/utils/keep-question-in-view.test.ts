import { describe, expect, test } from 'vitest';
import { questionInViewScrollTop } from './keep-question-in-view';

// A phone screen 844 px high under a sticky bar ending at 60 px; 12 px are kept free on each side.
const screen = { scrollY: 1000, viewportHeight: 844, stickyBottom: 60 };

describe('questionInViewScrollTop', () => {
  test('when the question and the focused option are both in view, then nothing scrolls', () => {
    expect(
      questionInViewScrollTop({ ...screen, questionTop: 100, optionTop: 400, optionBottom: 460 }),
    ).toBeNull();
  });

  test('when the option moved below the screen, then it scrolls just far enough and the question stays below the bar', () => {
    const top = questionInViewScrollTop({ ...screen, questionTop: 300, optionTop: 800, optionBottom: 860 });

    expect(top).toBe(1000 + 860 - 832);
    expect(300 - (top! - 1000)).toBeGreaterThanOrEqual(72);
  });

  test('when the question went under the bar, then it scrolls back just far enough to show it', () => {
    expect(questionInViewScrollTop({ ...screen, questionTop: -40, optionTop: 200, optionBottom: 260 })).toBe(
      1000 - 40 - 72,
    );
  });

  test('when the question and the option do not fit together, then only the option is kept in view', () => {
    expect(
      questionInViewScrollTop({ ...screen, questionTop: -400, optionTop: 500, optionBottom: 560 }),
    ).toBeNull();
    expect(questionInViewScrollTop({ ...screen, questionTop: -900, optionTop: 30, optionBottom: 90 })).toBe(
      1000 + 30 - 72,
    );
  });
});
