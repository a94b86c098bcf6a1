import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';

export const screenshotDir = path.resolve(import.meta.dirname, '../../../test-results/screenshots');

/** Saves a full-page capture as a test artifact: test-results/screenshots/<name>-<width>x<height>.png. */
export async function saveScreenshot(page: Page, name: string): Promise<string> {
  mkdirSync(screenshotDir, { recursive: true });
  const viewport = page.viewportSize();
  const file = path.join(screenshotDir, `${name}-${viewport?.width ?? 0}x${viewport?.height ?? 0}.png`);
  await page.screenshot({ path: file, fullPage: true, animations: 'disabled' });
  return file;
}
