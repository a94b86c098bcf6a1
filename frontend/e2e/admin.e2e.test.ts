import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { questions } from '@app/shared/questionnaire';
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
async function submitLead(): Promise<{ companyName: string; q1Answer: string; issue: string }> {
  const request = buildSubmitRequest();
  const response = await fetch(`${baseUrl}/api/submit`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(request),
  });
  expect(response.status).toBe(200);
  const q1 = questions.find((question) => question.id === 'q1')!;
  const letter = request.answers.q1;
  const label = q1.options.find((option) => option.letter === letter)?.label ?? '';
  return {
    companyName: request.companyInfo.companyName,
    q1Answer: `${letter}：${label}`,
    issue: request.freeText?.issue ?? '',
  };
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

    // The row shows who the lead is and their segment; the rest (position and so on) is in the dialog
    expect(await leadRow.textContent()).toContain('製造業・30〜99名');

    // Open its report in the dialog (the whole row opens it), with the answers as the visitor saw them above it
    await leadRow.click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { level: 1, name: `${lead.companyName} 様` }).waitFor();
    expect(await dialog.getByRole('region', { name: 'エグゼクティブサマリー' }).count()).toBe(1);
    const answers = dialog.getByRole('region', { name: '回答内容', exact: true });
    expect(await answers.getByRole('listitem').count()).toBe(10);
    expect(await answers.textContent()).toContain(lead.q1Answer);
    expect(await answers.textContent()).toContain(lead.issue);
    expect(await answers.textContent()).toContain('部長・事業部長');
    await saveScreenshot(page, 'admin-03-report-dialog');

    // The long body scrolls by keyboard, and axe finds no unreachable scroll region
    // Evaluated over the DevTools protocol: the page's CSP (script-src 'self') would block a script tag.
    await page.evaluate(
      await readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8'),
    );
    const violations = await page.evaluate(async () => {
      const axe = (
        window as unknown as {
          axe: { run: (...args: unknown[]) => Promise<{ violations: { id: string }[] }> };
        }
      ).axe;
      const result = await axe.run('[role="dialog"]', { runOnly: ['scrollable-region-focusable'] });
      return result.violations.map((violation) => violation.id);
    });
    expect(violations).toEqual([]);
    const body = dialog.getByRole('region', { name: '回答内容と診断結果' });
    await body.focus();
    await page.keyboard.press('PageDown');
    await page.waitForFunction(
      () => (document.querySelector('[data-testid="response-detail-body"]')?.scrollTop ?? 0) > 0,
    );

    // Closing gives focus back to the row
    await dialog.getByRole('button', { name: '閉じる' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await leadRow.evaluate((row) => row === document.activeElement)).toBe(true);

    // Log out: the token is revoked on the server too, not just forgotten by the browser
    const token = await page.evaluate((key) => localStorage.getItem(key), tokenKey);
    await page.getByRole('button', { name: 'ログアウト' }).click();
    await page.waitForURL(atPath(loginPath));
    expect(await page.evaluate((key) => localStorage.getItem(key), tokenKey)).toBeNull();
    const withOldToken = await fetch(`${baseUrl}/api/admin/data`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(withOldToken.status).toBe(401);
    await page.goto(`${baseUrl}${dashboardPath}`);
    await page.waitForURL(atPath(loginPath));

    expect(pageErrors).toEqual([]);
  });
});
