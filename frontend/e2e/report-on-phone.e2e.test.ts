import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { launchBrowser } from './support/launch-browser';
import { screenshotDir } from './support/screenshots';
import { answerQuestionnaire, fillContact, visitor } from './support/visitor-steps';

const baseUrl = inject('baseUrl');
const phone = { width: 390, height: 844 };
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Where an element is on the first screen, measured with the page scrolled to the top. */
async function firstScreenBox(page: Page, selector: string) {
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  const box = await page.locator(selector).first().boundingBox();
  if (!box) throw new Error(`${selector} is not rendered`);
  return { top: box.y, bottom: box.y + box.height };
}

/**
 * Follows an in-page link and waits until its target's heading is on screen, at the top or as
 * near as the end of the page allows (the page scrolls smoothly).
 */
async function jumpThrough(page: Page, link: Locator): Promise<string> {
  const targetId = (await link.getAttribute('href'))!.slice(1);
  await link.click();
  await page.waitForFunction((id) => {
    const heading = document.getElementById(id)?.querySelector('h2');
    if (!heading || location.hash !== `#${id}`) return false;
    const { top, bottom } = heading.getBoundingClientRect();
    const atEnd = Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight;
    return top >= 0 && bottom <= window.innerHeight && (top <= 80 || atEnd);
  }, targetId);
  return targetId;
}

describe(`the report at ${phone.width}×${phone.height}`, () => {
  test('when the report arrives on a phone, then the level ring and the summary are on the first screen and the contents and 「相談する」 jump to their sections', async () => {
    const context = await browser.newContext({ viewport: phone, locale: 'ja-JP' });
    const page = await context.newPage();
    await answerQuestionnaire(page, baseUrl);
    await fillContact(page);
    await page.getByRole('button', { name: '診断結果を見る' }).click();
    await page
      .getByRole('heading', { level: 1, name: `${visitor.companyName} 様` })
      .waitFor({ timeout: 90_000 });
    const summary = page.getByRole('region', { name: 'エグゼクティブサマリー' });

    const ring = await firstScreenBox(page, '[data-testid="maturity-ring"]');
    // What the visitor sees first, not the whole page (saveScreenshot captures full pages).
    mkdirSync(screenshotDir, { recursive: true });
    await page.locator('#report-summary[data-visible="true"]').waitFor();
    await page.screenshot({
      path: path.join(screenshotDir, 'report-first-screen-390x844.png'),
      animations: 'disabled',
    });
    const firstSummaryItem = await firstScreenBox(page, '[data-testid="summary-item"]');

    expect(ring.top).toBeGreaterThanOrEqual(0);
    expect(ring.bottom).toBeLessThanOrEqual(phone.height);
    // The summary starts on the first screen: its first item, 「現在のポジション」, begins there.
    expect(await summary.getByRole('term').first().textContent()).toBe('現在のポジション');
    expect(firstSummaryItem.top).toBeLessThan(phone.height - 120);

    const consult = summary.getByRole('link', { name: '相談する' });
    expect(await jumpThrough(page, consult)).toBe('report-call-to-action');

    const contents = page.getByRole('navigation', { name: '目次' });
    const links = await contents.getByRole('link').all();
    expect(links.length).toBeGreaterThanOrEqual(10);
    for (const link of links) {
      const title = (await link.textContent())!;
      const targetId = await jumpThrough(page, link);
      expect(await page.locator(`#${targetId}`).textContent()).toContain(title);
    }

    // The saved link opens the same report with the same first screen.
    await page.goto(await page.getByRole('textbox', { name: 'レポートのリンク' }).inputValue());
    await page.getByRole('heading', { level: 1, name: `${visitor.companyName} 様` }).waitFor();
    const linkedRing = await firstScreenBox(page, '[data-testid="maturity-ring"]');
    expect(linkedRing.bottom).toBeLessThanOrEqual(phone.height);
    await context.close();
  });
});
