import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { buildSubmitRequest } from '@app/shared/testing';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { launchBrowser } from './support/launch-browser';
import { saveScreenshot } from './support/screenshots';
import { e2eAdminPassword, e2eAdminPathSecret, e2eAdminUsername } from './support/test-config';

const baseUrl = inject('baseUrl');
const loginPath = `/admin/login/${e2eAdminPathSecret}`;
const dashboardPath = `/admin/dashboard/${e2eAdminPathSecret}`;
const tokenKey = 'dx-diagnosis.admin-token';

let browser: Browser;
let context: BrowserContext;
let page: Page;
const pageErrors: Error[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    locale: 'ja-JP',
    acceptDownloads: true,
  });
  page = await context.newPage();
  page.on('pageerror', (error) => pageErrors.push(error));
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
});

const atPath = (path: string) => (url: URL) => url.pathname === path;

/** A lead submitted through the visitor API, as the result page does. */
async function submitLead(): Promise<{ companyName: string }> {
  const request = buildSubmitRequest();
  const response = await fetch(`${baseUrl}/api/submit`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(request),
  });
  expect(response.status).toBe(200);
  return { companyName: request.companyInfo.companyName };
}

describe('operator journey', () => {
  test('when the secret segment is wrong, then both admin pages redirect to /', async () => {
    const wrongSecret = `${e2eAdminPathSecret.slice(0, -1)}${e2eAdminPathSecret.endsWith('0') ? '1' : '0'}`;

    await page.goto(`${baseUrl}/admin/login/${wrongSecret}`);
    await page.waitForURL(atPath('/'));
    await page.goto(`${baseUrl}/admin/dashboard/${wrongSecret}`);
    await page.waitForURL(atPath('/'));

    expect(await page.getByLabel('パスワード').count()).toBe(0);
  });

  test('when the admin chunks are read, then they hold only the digest of the path secret, never the secret', async () => {
    await page.goto(`${baseUrl}${loginPath}`);
    await page.getByRole('heading', { name: '管理者ログイン' }).waitFor();
    const scripts = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((name) => name.endsWith('.js')),
    );

    const bodies = await Promise.all(scripts.map(async (url) => (await fetch(url)).text()));

    const digest = createHash('sha256').update(e2eAdminPathSecret).digest('hex');
    expect(bodies.some((body) => body.includes(digest))).toBe(true);
    for (const body of bodies) expect(body).not.toContain(e2eAdminPathSecret);
  });

  test('when there is no token, then the dashboard redirects to the login', async () => {
    await page.goto(`${baseUrl}${dashboardPath}`);

    await page.waitForURL(atPath(loginPath));
    await page.getByRole('heading', { name: '管理者ログイン' }).waitFor();
  });

  test('when the fields are empty or the password is wrong, then the login says so', async () => {
    await page.goto(`${baseUrl}${loginPath}`);
    await page.getByRole('button', { name: 'ログイン' }).click();
    await page.getByText('ユーザー名を入力してください').waitFor();
    expect(await page.getByText('パスワードを入力してください').count()).toBe(1);

    await page.getByLabel('ユーザー名').fill(e2eAdminUsername);
    await page.getByLabel('パスワード').fill(`${e2eAdminPassword}-wrong`);
    await page.getByRole('button', { name: 'ログイン' }).click();

    await page.getByText('ログインに失敗しました。ユーザー名またはパスワードを確認してください。').waitFor();
    expect(page.url()).toBe(`${baseUrl}${loginPath}`);
    expect(await page.evaluate((key) => localStorage.getItem(key), tokenKey)).toBeNull();
    await saveScreenshot(page, 'admin-01-login-failed');
  });

  test('when the operator logs in, then a lead from the visitor API can be found, opened and read; logout locks the dashboard again', async () => {
    const lead = await submitLead();
    const otherLead = await submitLead();

    // Log in
    await page.goto(`${baseUrl}${loginPath}`);
    await page.getByLabel('ユーザー名').fill(e2eAdminUsername);
    await page.getByLabel('パスワード').fill(e2eAdminPassword);
    await page.getByRole('button', { name: 'ログイン' }).click();
    await page.waitForURL(atPath(dashboardPath));
    expect(await page.evaluate((key) => localStorage.getItem(key), tokenKey)).toMatch(
      /^[\w-]+\.[\w-]+\.[\w-]+$/,
    );

    // The newest lead is on the first page, with a Japanese hyphenated timestamp
    const table = page.getByRole('table', { name: '回答一覧' });
    const leadRow = table.getByRole('row').filter({ hasText: lead.companyName });
    await leadRow.waitFor();
    const otherRow = table.getByRole('row').filter({ hasText: otherLead.companyName });
    expect(await otherRow.count()).toBe(1);
    expect(await leadRow.getByRole('cell').nth(1).textContent()).toMatch(
      /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/,
    );
    await saveScreenshot(page, 'admin-02-dashboard');

    // Filter by its company name
    await page.getByLabel('会社名').fill(lead.companyName.slice(-8));
    await page.getByRole('button', { name: '検索' }).click();
    await page.getByTestId('result-range').filter({ hasText: '全1件中' }).waitFor();
    expect(await table.getByRole('row').count()).toBe(2); // header + the lead
    expect(await otherRow.count()).toBe(0);

    // Export the filtered list
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'CSVダウンロード' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^responses-\d{14}\.csv$/);
    const csv = await readFile((await download.path())!, 'utf8');
    expect(csv.startsWith('\uFEFF"No","回答日時","会社名"')).toBe(true);
    expect(csv).toContain(lead.companyName);
    expect(csv).not.toContain(otherLead.companyName);

    // Open its report in the dialog
    await leadRow.getByRole('button', { name: /詳細を開く/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { level: 1, name: `${lead.companyName} 様` }).waitFor();
    expect(await dialog.getByRole('region', { name: 'エグゼクティブサマリー' }).count()).toBe(1);
    await saveScreenshot(page, 'admin-03-report-dialog');
    await dialog.getByRole('button', { name: '閉じる' }).click();
    await dialog.waitFor({ state: 'detached' });

    // Log out
    await page.getByRole('button', { name: 'ログアウト' }).click();
    await page.waitForURL(atPath(loginPath));
    expect(await page.evaluate((key) => localStorage.getItem(key), tokenKey)).toBeNull();
    await page.goto(`${baseUrl}${dashboardPath}`);
    await page.waitForURL(atPath(loginPath));

    expect(pageErrors).toEqual([]);
  });
});
