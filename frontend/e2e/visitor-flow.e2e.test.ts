import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { launchBrowser } from './support/launch-browser';
import { saveScreenshot, screenshotDir } from './support/screenshots';
import { e2eViewports } from './support/test-config';
import { fillContact, fillDiagnosis, revealReport, visitor } from './support/visitor-steps';

const baseUrl = inject('baseUrl');
const reportPdfPath = path.join(screenshotDir, 'report-a4.pdf');

// Chunks of the admin routes, from the manifest of the build the server is serving.
const manifest = JSON.parse(
  readFileSync(path.join(inject('staticDir'), '.vite/manifest.json'), 'utf8'),
) as Record<string, { file: string; src?: string }>;
const adminChunks = Object.values(manifest)
  .filter((chunk) => chunk.src?.startsWith('src/routes/admin/'))
  .map((chunk) => `/${chunk.file}`);
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe.each(e2eViewports)('visitor flow at $width×$height', (viewport) => {
  test('when a visitor walks from / to the report, then every page works, the report is rendered and its link opens it again', async () => {
    const context = await browser.newContext({ viewport, locale: 'ja-JP' });
    // The copy button writes to the clipboard, which Chromium allows once granted.
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
    const page: Page = await context.newPage();
    const pageErrors: Error[] = [];
    page.on('pageerror', (error) => pageErrors.push(error));
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));

    // Landing
    await page.goto(baseUrl);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.title()).toContain('DX・AI成熟度診断');
    expect(await page.getByText('診断は5分で完了').first().isVisible()).toBe(true);
    for (const heading of [
      'こんなお悩みはありませんか？',
      '客観的な成熟度評価',
      '業界比較',
      'アクションプラン',
      '売上',
      '業務効率',
      'コスト・IT投資',
      '組織の一体感',
    ]) {
      expect(await page.getByRole('heading', { name: heading, exact: true }).count()).toBe(1);
    }
    expect(await page.getByRole('contentinfo').getByText(`© ${new Date().getFullYear()}`).count()).toBe(1);
    await saveScreenshot(page, '01-landing');
    await page.getByRole('link', { name: '無料で診断を始める' }).first().click();

    // Consent
    await page.waitForURL('**/start');
    const startButton = page.getByRole('button', { name: '同意して診断を開始する' });
    await startButton.waitFor();
    expect(await startButton.isDisabled()).toBe(true);
    await saveScreenshot(page, '02-start');
    await page.getByLabel('本診断の目的およびプライバシーポリシーに同意する').check();
    expect(await startButton.isEnabled()).toBe(true);
    await startButton.click();

    // Questionnaire: empty, then with every error, then complete
    await page.waitForURL('**/diagnosis');
    const progressLabel = page.getByTestId('progress-label');
    await progressLabel.waitFor();
    expect(await progressLabel.textContent()).toBe('0%');
    await saveScreenshot(page, '03-diagnosis');
    await page.getByRole('button', { name: '回答を完了する' }).click();
    await page.getByText('この質問は必須です').first().waitFor();
    expect(await page.getByText('この質問は必須です').count()).toBe(10);
    expect(await page.getByLabel('会社名').evaluate((element) => element === document.activeElement)).toBe(
      true,
    );
    await saveScreenshot(page, '04-diagnosis-errors');
    await fillDiagnosis(page);
    expect(await progressLabel.textContent()).toBe('100%');
    expect(await page.getByText('この質問は必須です').count()).toBe(0);
    await page.getByRole('button', { name: '回答を完了する' }).click();

    // Contact
    await page.waitForURL('**/userinfo');
    await page.getByRole('heading', { name: '診断結果の確認' }).waitFor();
    await saveScreenshot(page, '05-userinfo');
    await fillContact(page);

    // Hold the real submit until the loading screen is captured, then let it through.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/submit', async (route) => {
      await released;
      await route.continue();
    });
    await page.getByRole('button', { name: '診断結果を見る' }).click();
    await page.waitForURL('**/result');
    await page.getByText('診断結果を待っています...').waitFor();
    expect(await page.getByRole('progressbar', { name: '診断レポートの作成状況' }).isVisible()).toBe(true);
    await saveScreenshot(page, '06-result-loading');
    release();

    // Report
    await page
      .getByRole('heading', { level: 1, name: `${visitor.companyName} 様` })
      .waitFor({ timeout: 90_000 });
    for (const title of [
      'エグゼクティブサマリー',
      '課題分析',
      'ベンチマーク',
      '総合評価と現状認識',
      'ロードマップ',
    ]) {
      expect(await page.getByRole('region', { name: title }).count()).toBe(1);
    }
    expect(await page.getByTestId('maturity-ring').getAttribute('data-level')).toMatch(/^[1-5]$/);
    expect(await page.title()).toContain('診断レポート');
    await revealReport(page);
    await saveScreenshot(page, '07-result-report');

    // The private link: copied, then opened in a new page, where the same report is rendered.
    const reportLink = await page.getByRole('textbox', { name: 'レポートのリンク' }).inputValue();
    expect(new URL(reportLink).pathname).toMatch(/^\/report\/[A-Za-z0-9_-]{43}$/);
    await page.getByRole('button', { name: 'リンクをコピー' }).click();
    await page.getByText('コピーしました').waitFor();
    const linkPage = await context.newPage();
    linkPage.on('pageerror', (error) => pageErrors.push(error));
    await linkPage.goto(reportLink);
    await linkPage.getByRole('heading', { level: 1, name: `${visitor.companyName} 様` }).waitFor();
    expect(await linkPage.getByRole('region', { name: 'エグゼクティブサマリー' }).count()).toBe(1);
    expect(await linkPage.getByTestId('maturity-ring').getAttribute('data-level')).toBe(
      await page.getByTestId('maturity-ring').getAttribute('data-level'),
    );
    expect(await linkPage.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex');
    expect(await linkPage.getByRole('region', { name: '本レポートの提供元' }).count()).toBe(1);
    await revealReport(linkPage);
    await saveScreenshot(linkPage, '07-report-link');
    await linkPage.close();

    // Print: only the report, no site chrome or buttons; an A4 PDF is kept as an artifact.
    await page.emulateMedia({ media: 'print' });
    expect(await page.getByRole('banner').isVisible()).toBe(false);
    expect(await page.getByRole('contentinfo').isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: '印刷・PDFで保存' }).isVisible()).toBe(false);
    expect(await page.getByRole('region', { name: 'エグゼクティブサマリー' }).isVisible()).toBe(true);
    // The paper names who provides the report, with the operator's contacts.
    expect(await page.getByRole('region', { name: '本レポートの提供元' }).isVisible()).toBe(true);
    if (viewport.name === 'desktop') {
      // The width of an A4 page at 96 dpi, as the print layout sees it.
      await page.setViewportSize({ width: 794, height: 1123 });
      await saveScreenshot(page, '07-result-report-print');
      await page.pdf({ path: reportPdfPath, format: 'A4', printBackground: true });
      await page.setViewportSize(viewport);
    }
    await page.emulateMedia({ media: 'screen' });

    // The navigation state was cleared: a reload has nothing to submit.
    await page.reload();
    await page.getByText('診断データが見つかりません。トップページからやり直してください。').waitFor();

    expect(pageErrors).toEqual([]);
    expect(adminChunks.length).toBeGreaterThan(0);
    expect(requested.filter((url) => adminChunks.includes(url))).toEqual([]);
    // No web font: Japanese text uses the platform's own gothic (issue 12, docs/PERFORMANCE.md).
    expect(requested.filter((url) => /\.(woff2?|ttf|otf)$/.test(url))).toEqual([]);
    await context.close();
  });
});
