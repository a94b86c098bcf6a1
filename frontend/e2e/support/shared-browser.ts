import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser } from './launch-browser';

/**
 * One browser for a test file, launched before its tests and closed after them; each `withPage`
 * runs in a fresh Japanese-locale context (its own storage), closed even when the test fails.
 */
export function sharedBrowser(): {
  browser: () => Browser;
  withPage: (
    viewport: { width: number; height: number },
    run: (page: Page) => Promise<void>,
  ) => Promise<void>;
} {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return {
    browser: () => browser,
    async withPage(viewport, run) {
      const context = await browser.newContext({ viewport, locale: 'ja-JP' });
      try {
        await run(await context.newPage());
      } finally {
        await context.close();
      }
    },
  };
}
