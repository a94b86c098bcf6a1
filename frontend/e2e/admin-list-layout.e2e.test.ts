import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { buildSubmitRequest } from '@app/shared/testing';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { launchBrowser } from './support/launch-browser';
import { saveScreenshot } from './support/screenshots';
import { e2eAdminPassword, e2eAdminPathSecret, e2eAdminUsername } from './support/test-config';

const baseUrl = inject('baseUrl');
const loginPath = `/admin/login/${e2eAdminPathSecret}`;
const dashboardPath = `/admin/dashboard/${e2eAdminPathSecret}`;

/** In every company name of this file, so a search finds exactly its leads. */
const marker = `一覧${randomUUID().slice(0, 6)}`;
const leadCount = 10;
const leads: { companyName: string; name: string; phone: string; email: string }[] = [];

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
  // Long names, the longest industry and a hyphen-less phone: what used to wrap a row into many lines.
  for (let index = 0; index < leadCount; index += 1) {
    const base = buildSubmitRequest();
    const request = buildSubmitRequest({
      companyInfo: {
        ...base.companyInfo,
        companyName: `株式会社グローバルデジタルトランスフォーメーション総合研究所${marker}第${index}号`,
        industry: 'professional_services',
        companySize: 'gte1000',
      },
      userInfo: { ...base.userInfo, name: `長谷川 宗一郎左衛門${index}`, phone: '0312345678' },
    });
    const response = await fetch(`${baseUrl}/api/submit`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(request),
    });
    expect(response.status).toBe(200);
    leads.push({
      companyName: request.companyInfo.companyName,
      name: request.userInfo.name,
      phone: request.userInfo.phone,
      email: request.userInfo.email,
    });
  }
});

afterAll(async () => {
  await browser?.close();
});

async function logIn(page: Page): Promise<void> {
  await page.goto(`${baseUrl}${loginPath}`);
  await page.getByLabel('ユーザー名').fill(e2eAdminUsername);
  await page.getByLabel('パスワード').fill(e2eAdminPassword);
  await page.getByRole('button', { name: 'ログイン' }).click();
  await page.waitForURL((url) => url.pathname === dashboardPath);
}

/** How many of the elements lie wholly inside the viewport as it is scrolled now. */
function countFullyVisible(page: Page, selector: string): Promise<number> {
  return page.evaluate(
    (css) =>
      [...document.querySelectorAll(css)].filter((element) => {
        const box = element.getBoundingClientRect();
        return box.height > 0 && box.top >= 0 && box.bottom <= window.innerHeight;
      }).length,
    selector,
  );
}

/** Lines of text an element takes: its height over its line height. */
function linesOf(page: Page, selector: string): Promise<number[]> {
  return page.evaluate(
    (css) =>
      [...document.querySelectorAll<HTMLElement>(css)].map((element) => {
        const lineHeight = Number.parseFloat(getComputedStyle(element).lineHeight);
        return Math.round(element.getBoundingClientRect().height / lineHeight);
      }),
    selector,
  );
}

describe('the response list at 1280×800', () => {
  test('when the operator opens the list, then at least 8 one-line rows fit on the first screen and each opens by click or keyboard', async () => {
    const context = await browser.newContext({
      viewport: { width: 1280, height: 800 },
      locale: 'ja-JP',
      acceptDownloads: true,
    });
    const page = await context.newPage();
    const pageErrors: Error[] = [];
    page.on('pageerror', (error) => pageErrors.push(error));
    await logIn(page);

    // The list of this file's leads, as a reload of a filtered list would show it
    await page.goto(`${baseUrl}${dashboardPath}?q=${encodeURIComponent(marker)}`);
    const table = page.getByRole('table', { name: /回答一覧/ });
    await page
      .getByTestId('result-range')
      .filter({ hasText: `全${leadCount}件中` })
      .waitFor();
    expect(await page.getByRole('searchbox', { name: 'キーワード' }).inputValue()).toBe(marker);
    const rows = table.locator('tbody tr');
    expect(await rows.count()).toBe(leadCount);
    await saveScreenshot(page, 'admin-list-01-laptop');

    // At least eight whole rows on the first screen, without scrolling
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(await countFullyVisible(page, 'table tbody tr')).toBeGreaterThanOrEqual(8);
    // No column runs off to the side
    expect(
      await page.evaluate(() => {
        const wrapper = document.querySelector('table')!.parentElement!;
        return wrapper.scrollWidth - wrapper.clientWidth;
      }),
    ).toBe(0);

    // Company, name and segment take one line each, cut with the full text in a tooltip
    expect(await linesOf(page, 'table tbody tr td:nth-child(4) span[title]')).toEqual(
      Array(leadCount).fill(1),
    );
    expect(await linesOf(page, 'table tbody tr td:nth-child(5) span[title]')).toEqual(
      Array(leadCount).fill(1),
    );
    expect(await linesOf(page, 'table tbody tr td:nth-child(7) span[title]')).toEqual(
      Array(leadCount).fill(1),
    );
    const newest = leads.at(-1)!;
    const newestRow = rows.first();
    expect(await newestRow.textContent()).toContain(newest.companyName);
    const company = newestRow.locator('td:nth-child(4) span[title]');
    expect(await company.getAttribute('title')).toBe(newest.companyName);
    expect(await company.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
    expect(await newestRow.locator('td:nth-child(7) span[title]').getAttribute('title')).toBe(
      '専門サービス業（コンサルティング・デザイン）・1,000名以上',
    );

    // Phone and e-mail are links that dial and write
    expect(await newestRow.getByRole('link', { name: newest.phone }).getAttribute('href')).toBe(
      'tel:0312345678',
    );
    expect(await newestRow.getByRole('link', { name: `メール ${newest.email}` }).getAttribute('href')).toBe(
      `mailto:${newest.email}`,
    );

    // A click anywhere on the row opens its dialog; closing gives the row the focus back
    await newestRow.locator('td:nth-child(2)').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { level: 1, name: `${newest.companyName} 様` }).waitFor();
    expect(await dialog.getByRole('link', { name: newest.phone }).getAttribute('href')).toBe(
      'tel:0312345678',
    );
    // What left the row is in the dialog: the position among the answers
    expect(await dialog.getByRole('region', { name: '回答内容', exact: true }).textContent()).toContain(
      '部長・事業部長',
    );
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await newestRow.evaluate((row) => row === document.activeElement)).toBe(true);

    // By keyboard: Tab to the next row's links and on to that row, then Enter; Space works too
    const second = rows.nth(1);
    await page.keyboard.press('Tab'); // the first row's phone link
    await page.keyboard.press('Tab'); // its e-mail link
    await page.keyboard.press('Tab');
    expect(await second.evaluate((row) => row === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await page.keyboard.press('Space');
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    // The reports come as a file of their own, one JSON object per lead
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: '診断結果JSONダウンロード' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^reports-\d{14}\.jsonl$/);
    const lines = (await readFile((await download.path())!, 'utf8'))
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { companyName: string; diagnosisResult: unknown });
    expect(lines.map((line) => line.companyName)).toEqual(leads.map((lead) => lead.companyName).reverse());
    for (const line of lines)
      expect(line.diagnosisResult).toMatchObject({ executiveSummary: expect.any(Object) });

    expect(pageErrors).toEqual([]);
    await context.close();
  });
});

describe('the response list on a phone', () => {
  test('when the operator opens the list on a phone, then each lead is a card with call and mail links, nothing overflows sideways', async () => {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      locale: 'ja-JP',
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    await logIn(page);

    await page.goto(`${baseUrl}${dashboardPath}?q=${encodeURIComponent(marker)}`);
    const list = page.getByRole('list', { name: '回答一覧' });
    await page
      .getByTestId('result-range')
      .filter({ hasText: `全${leadCount}件中` })
      .waitFor();
    await list.waitFor();
    await saveScreenshot(page, 'admin-list-02-phone');

    expect(await page.getByRole('table').count()).toBe(0);
    const cards = list.getByRole('listitem');
    expect(await cards.count()).toBe(leadCount);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    ).toBe(0);
    const first = cards.first();
    const newest = leads.at(-1)!;
    expect(await first.textContent()).toContain('専門サービス業・1,000名以上');
    expect(await first.getByRole('link', { name: newest.phone }).getAttribute('href')).toBe('tel:0312345678');
    expect(await first.getByRole('link', { name: newest.email }).getAttribute('href')).toBe(
      `mailto:${newest.email}`,
    );
    // The company takes one line, cut, with its full name in the tooltip
    const company = first.locator(`span[title="${newest.companyName}"]`);
    expect(await company.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
    expect(await linesOf(page, 'ul[aria-label="回答一覧"] li button > span[title]')).toEqual(
      Array(leadCount * 2).fill(1),
    );

    // A tap on the card opens the lead
    // On the card's first line, outside its button's own text: the button stretches over the card.
    await first.tap({ position: { x: 40, y: 14 } });
    await page
      .getByRole('dialog')
      .getByRole('heading', { level: 1, name: `${newest.companyName} 様` })
      .waitFor();
    await context.close();
  });
});
