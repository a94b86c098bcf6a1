import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { launchBrowser } from './support/launch-browser';
import { answerQuestionnaire, fillContact, revealReport, visitor } from './support/visitor-steps';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Nothing may stick out sideways: a horizontal scrollbar on a phone means clipped content. */
const horizontalOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe('at 360px wide', () => {
  test('when a visitor takes the diagnosis on a small phone, then no page overflows sideways', async () => {
    const context = await browser.newContext({ viewport: { width: 360, height: 740 }, locale: 'ja-JP' });
    const page = await context.newPage();

    for (const path of ['/', '/start']) {
      await page.goto(`${baseUrl}${path}`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(await horizontalOverflow(page), path).toBe(0);
    }

    await answerQuestionnaire(page, baseUrl);
    expect(await horizontalOverflow(page), '/userinfo').toBe(0);
    await page.goBack();
    await page.getByLabel('会社名').waitFor();
    expect(await horizontalOverflow(page), '/diagnosis').toBe(0);
    await page.goForward();
    await fillContact(page);
    await page.getByRole('button', { name: '診断結果を見る' }).click();
    await page
      .getByRole('heading', { level: 1, name: `${visitor.companyName} 様` })
      .waitFor({ timeout: 90_000 });
    await revealReport(page);

    expect(await horizontalOverflow(page), '/result').toBe(0);
    await context.close();
  });
});
