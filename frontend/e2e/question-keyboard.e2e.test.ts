import { questionnaireCatalogue } from '@app/shared/questionnaire';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { launchBrowser } from './support/launch-browser';
import { questionGroup } from './support/visitor-steps';

const baseUrl = inject('baseUrl');
const phone = { width: 390, height: 844 };
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The questionnaire on a phone, with scrolling made instant so positions can be read at once. */
async function withQuestionnaire(run: (page: Page) => Promise<void>) {
  const context = await browser.newContext({ viewport: phone, locale: 'ja-JP', reducedMotion: 'reduce' });
  try {
    const page = await context.newPage();
    await page.goto(`${baseUrl}/start`);
    await page.getByLabel('本診断の目的およびプライバシーポリシーに同意する').check();
    await page.getByRole('button', { name: '同意して診断を開始する' }).click();
    await page.waitForURL('**/diagnosis');
    await page.getByLabel('会社名').waitFor();
    await run(page);
  } finally {
    await context.close();
  }
}

/**
 * Resolves once the page has not scrolled for 30 frames (half a second): longer than the delay
 * (300 ms) after which a choice may scroll the page, so a late scroll is caught too.
 */
async function waitUntilStill(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let lastY = window.scrollY;
        let stillFrames = 0;
        const watch = () => {
          stillFrames = window.scrollY === lastY ? stillFrames + 1 : 0;
          lastY = window.scrollY;
          if (stillFrames >= 30) resolve();
          else requestAnimationFrame(watch);
        };
        requestAnimationFrame(watch);
      }),
  );
}

/** Where the first question, the focused element and the sticky bar are on the screen. */
function readScreen(page: Page) {
  return page.evaluate((questionText) => {
    const heading = [...document.querySelectorAll('h3')].find((h3) =>
      h3.textContent?.startsWith(questionText),
    )!;
    const active = document.activeElement as HTMLInputElement;
    const option = (active.closest('label') ?? active).getBoundingClientRect();
    return {
      headingTop: heading.getBoundingClientRect().top,
      stickyBottom: document.querySelector('[data-sticky-progress]')!.getBoundingClientRect().bottom,
      focused: { type: active.type, value: active.value, top: option.top, bottom: option.bottom },
    };
  }, questionnaireCatalogue.questions[0]!.text);
}

describe('the questionnaire with the keyboard', () => {
  test('when the arrow keys move through a question, then the question stays readable and the focus stays on the options', async () => {
    await withQuestionnaire(async (page) => {
      const options = questionGroup(page, 0).getByRole('radio');
      // The question starts halfway down the screen: its last options are below it.
      await page.evaluate((questionText) => {
        const heading = [...document.querySelectorAll('h3')].find((h3) =>
          h3.textContent?.startsWith(questionText),
        )!;
        const card = heading.closest('section')!;
        window.scrollTo({ top: window.scrollY + card.getBoundingClientRect().top - 400 });
      }, questionnaireCatalogue.questions[0]!.text);
      await options.first().focus();

      for (const letter of ['B', 'C', 'D', 'E']) {
        await page.keyboard.press('ArrowDown');
        await waitUntilStill(page);

        const screen = await readScreen(page);
        expect(screen.focused).toMatchObject({ type: 'radio', value: letter });
        expect(screen.headingTop).toBeGreaterThanOrEqual(screen.stickyBottom);
        expect(screen.focused.top).toBeGreaterThanOrEqual(screen.stickyBottom);
        expect(screen.focused.bottom).toBeLessThanOrEqual(phone.height);
      }
      await expect.poll(() => page.getByLabel('「その他」の内容').isVisible()).toBe(true);

      await page.keyboard.press('ArrowDown');
      expect((await readScreen(page)).focused).toMatchObject({ type: 'radio', value: 'A' });
      await page.keyboard.press('ArrowUp');
      await page.keyboard.press('Space');
      await expect
        .poll(() => page.getByLabel('「その他」の内容').evaluate((box) => box === document.activeElement))
        .toBe(true);
    });
  });
});
