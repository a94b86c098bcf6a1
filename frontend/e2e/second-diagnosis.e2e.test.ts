import { questionnaireCatalogue } from '@app/shared/questionnaire';
import { buildSubmitRequest } from '@app/shared/testing';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { axeViolations } from './support/axe';
import { launchBrowser } from './support/launch-browser';
import path from 'node:path';
import type { Locator } from 'playwright-core';
import { saveScreenshot, screenshotDir } from './support/screenshots';
import { e2eViewports } from './support/test-config';
import { fillContact, questionGroup, revealReport } from './support/visitor-steps';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A first diagnosis stored through the visitor API, as the result page sends it; its private link. */
async function firstDiagnosis() {
  const request = buildSubmitRequest();
  const response = await fetch(`${baseUrl}/api/submit`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(request),
  });
  expect(response.status).toBe(200);
  const { reportUrl, scores } = (await response.json()) as { reportUrl: string; scores: { level: number } };
  return { request, reportUrl, level: scores.level };
}

/** A capture of one part of the page: test-results/screenshots/<name>-<width>x<height>.png. */
async function capture(locator: Locator, name: string, width: number, height: number) {
  await locator.scrollIntoViewIfNeeded();
  await locator.screenshot({
    path: path.join(screenshotDir, `${name}-${width}x${height}.png`),
    animations: 'disabled',
  });
}

describe.each(e2eViewports)('second diagnosis from a saved report at $width×$height', (viewport) => {
  test('when a visitor opens a report by its link and starts 「半年後にもう一度診断する」, then the form starts with the company data and the new report shows the earlier level and what changed', async () => {
    const first = await firstDiagnosis();
    const context = await browser.newContext({ viewport, locale: 'ja-JP' });
    const page = await context.newPage();
    const pageErrors: Error[] = [];
    page.on('pageerror', (error) => pageErrors.push(error));
    const foreignRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).origin !== new URL(baseUrl).origin) foreignRequests.push(request.url());
    });

    // The saved report, at its private link: no Referer ever carries the token away.
    const opened = await page.goto(`${baseUrl}${first.reportUrl}`);
    expect(opened?.headers()['referrer-policy']).toBe('no-referrer');
    const offer = page.getByRole('region', { name: '半年後にもう一度診断する' });
    await offer.waitFor({ timeout: 30_000 });
    await capture(offer, '20-repeat-offer', viewport.width, viewport.height);
    expect(await axeViolations(page)).toEqual([]);
    await offer.getByRole('button', { name: '前回と比べる診断を始める' }).click();

    // Consent is asked as for every diagnosis, then the questionnaire follows.
    await page.waitForURL('**/start');
    await page.getByLabel('本診断の目的およびプライバシーポリシーに同意する').check();
    await page.getByRole('button', { name: '同意して診断を開始する' }).click();

    // The questionnaire: company data as last time, answers and contact data empty; the token is
    // in history state, not in the address.
    await page.waitForURL('**/diagnosis');
    expect(page.url()).not.toContain(first.reportUrl.slice('/report/'.length));
    const notice = page.getByRole('region', { name: /前回の診断（.+）と比べる診断です/ });
    await notice.waitFor();
    await capture(notice, '21-second-diagnosis-notice', viewport.width, viewport.height);
    expect(await axeViolations(page)).toEqual([]);
    expect(await page.getByLabel('会社名').inputValue()).toBe(first.request.companyInfo!.companyName);
    expect(await page.getByLabel('業種').inputValue()).toBe(first.request.companyInfo!.industry);
    expect(await page.getByLabel('従業員数').inputValue()).toBe(first.request.companyInfo!.companySize);
    expect(await page.getByLabel('設立年数').inputValue()).toBe(first.request.companyInfo!.establishmentYear);
    expect(await page.getByLabel('役職').inputValue()).toBe(first.request.companyInfo!.position);
    expect(await page.getByTestId('progress-label').textContent()).toBe('33%');

    // Six months on, every area moved up: the most mature option everywhere.
    for (const [index, question] of questionnaireCatalogue.questions.entries()) {
      await questionGroup(page, index)
        .getByRole('radio', { name: question.options[3]!.label, exact: true })
        .check();
    }
    await page.getByRole('button', { name: '回答を完了する' }).click();
    await page.waitForURL('**/userinfo');
    expect(await page.getByLabel('氏名').inputValue()).toBe('');
    await fillContact(page);
    await page.getByRole('button', { name: '診断結果を見る' }).click();
    await page.waitForURL('**/result');

    // The new report: the earlier level beside the new one, and the areas then and now.
    await page
      .getByRole('heading', { level: 1, name: `${first.request.companyInfo!.companyName} 様` })
      .waitFor({ timeout: 90_000 });
    expect(await page.getByTestId('previous-level').textContent()).toContain(`前回 レベル${first.level}`);
    const comparison = page.getByRole('region', { name: '前回の診断との比較' });
    expect(await comparison.count()).toBe(1);
    const table = comparison.getByRole('table', { name: '領域ごとの変化' });
    expect(await table.getByRole('rowheader').allTextContents()).toEqual([
      'DX推進・戦略',
      '組織・推進体制',
      '技術・スキル',
      'AI活用',
      '投資姿勢',
    ]);
    const changes = await table.locator('tbody tr td:last-child').allTextContents();
    expect(changes.some((change) => change.includes('（上昇）'))).toBe(true);
    expect(
      await comparison.getByRole('heading', { name: '前回のロードマップで測ることにした指標' }).count(),
    ).toBe(1);
    expect(await comparison.getByRole('listitem').count()).toBeGreaterThan(0);
    await revealReport(page);
    await capture(
      page.locator('#report-summary'),
      '22-second-report-summary',
      viewport.width,
      viewport.height,
    );
    await capture(comparison, '23-second-report-comparison', viewport.width, viewport.height);
    await saveScreenshot(page, '24-second-diagnosis-report');
    expect(await axeViolations(page)).toEqual([]);

    expect(foreignRequests).toEqual([]);
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
