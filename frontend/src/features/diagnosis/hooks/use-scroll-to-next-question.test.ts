import { describe, expect, test } from 'vitest';
import { keyboardScrollTop } from './use-scroll-to-next-question';

describe('keyboardScrollTop', () => {
  test('when the next question is near, then it scrolls there as a click would', () => {
    expect(keyboardScrollTop({ scrollY: 0, nextTop: 300, focusedTop: 500, stickyBottom: 60 })).toBe(300);
  });

  test('when the next question is far, then it stops where the focused option is still below the bar', () => {
    const top = keyboardScrollTop({ scrollY: 0, nextTop: 900, focusedTop: 500, stickyBottom: 60 });

    expect(top).toBe(428);
    // The focused option then sits 12 px under the sticky bar, in view.
    expect(500 - top!).toBeGreaterThan(60);
  });

  test('when the focused option is already at the top, then it does not scroll at all', () => {
    expect(keyboardScrollTop({ scrollY: 440, nextTop: 900, focusedTop: 500, stickyBottom: 60 })).toBeNull();
  });
});
