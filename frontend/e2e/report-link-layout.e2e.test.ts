import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { buildSubmitRequest } from '@app/shared/testing';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { launchBrowser } from './support/launch-browser';
import { screenshotDir } from './support/screenshots';
import { e2eViewports } from './support/test-config';

const baseUrl = inject('baseUrl');
const request = buildSubmitRequest();
let browser: Browser;
let reportUrl: string;

beforeAll(async () => {
  browser = await launchBrowser();
  // A stored report, submitted through the visitor API as the result page does.
  const response = await fetch(`${baseUrl}/api/submit`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(request),
  });
  expect(response.status).toBe(200);
  ({ reportUrl } = (await response.json()) as { reportUrl: string });
});
afterAll(async () => {
  await browser?.close();
});

/**
 * Runs in the page before its scripts: adds up the layout shifts without recent input, as
 * Cumulative Layout Shift does, from the first paint on. `layoutShiftSoFar()` also counts the
 * entries the observer has not delivered yet.
 */
function recordLayoutShifts() {
  interface LayoutShiftEntry extends PerformanceEntry {
    value: number;
    hadRecentInput: boolean;
  }
  let total = 0;
  const add = (entries: PerformanceEntryList) => {
    for (const entry of entries as LayoutShiftEntry[]) if (!entry.hadRecentInput) total += entry.value;
  };
  const observer = new PerformanceObserver((list) => add(list.getEntries()));
  observer.observe({ type: 'layout-shift', buffered: true });
  Object.assign(window, {
    layoutShiftSoFar: () => {
      add(observer.takeRecords());
      return total;
    },
  });
}

/** Resolves once the page has rendered the frame after the current one (layout shifts are found while rendering). */
const afterNextFrame = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

describe.each(e2eViewports)('the report link page at $width×$height', (viewport) => {
  test('when the report replaces the loading screen, then nothing on the page shifts (CLS < 0.05)', async () => {
    const context = await browser.newContext({ viewport, locale: 'ja-JP' });
    const page = await context.newPage();
    await page.addInitScript(recordLayoutShifts);
    // The report is held until the loading screen has been painted, as on a slow link.
    let releaseReport!: () => void;
    const reportHeld = new Promise<void>((resolve) => (releaseReport = resolve));
    await page.route('**/api/report/*', async (route) => {
      await reportHeld;
      await route.continue();
    });

    await page.goto(`${baseUrl}${reportUrl}`);
    await page.getByRole('status').filter({ hasText: 'レポートを読み込んでいます' }).waitFor();
    await afterNextFrame(page);
    // The first screen only: a full-page capture resizes the view, which would shift the page.
    mkdirSync(screenshotDir, { recursive: true });
    await page.screenshot({
      path: path.join(screenshotDir, `report-link-loading-${viewport.width}x${viewport.height}.png`),
      animations: 'disabled',
    });
    releaseReport();
    await page.getByRole('heading', { level: 1, name: `${request.companyInfo.companyName} 様` }).waitFor();
    await afterNextFrame(page);
    const shift = await page.evaluate(() =>
      (window as unknown as { layoutShiftSoFar: () => number }).layoutShiftSoFar(),
    );

    expect(shift).toBeLessThan(0.05);
    await context.close();
  });
});
