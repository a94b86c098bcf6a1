import { describe, expect, inject, test } from 'vitest';
import { sharedBrowser } from './support/shared-browser';
import { saveScreenshot } from './support/screenshots';
import { e2eViewports } from './support/test-config';
import { answerQuestionnaire, fillContact } from './support/visitor-steps';

const baseUrl = inject('baseUrl');
const { withPage } = sharedBrowser();

describe.each(e2eViewports)('direct visits at $width×$height', (viewport) => {
  test('when /result is opened directly, then the no-data message is shown', async () => {
    await withPage(viewport, async (page) => {
      await page.goto(`${baseUrl}/result`);

      await page
        .getByRole('alert')
        .getByText('診断データが見つかりません。トップページからやり直してください。')
        .waitFor();
      expect(await page.getByText('診断結果を待っています...').count()).toBe(0);
      await saveScreenshot(page, '08-result-no-data');
    });
  });

  test('when /userinfo is opened directly, then the missing-questionnaire message is shown', async () => {
    await withPage(viewport, async (page) => {
      await page.goto(`${baseUrl}/userinfo`);

      await page
        .getByRole('alert')
        .getByText('アンケートデータが見つかりません。もう一度最初からやり直してください。')
        .waitFor();
      expect(await page.getByRole('button', { name: '診断結果を見る' }).count()).toBe(0);
      await saveScreenshot(page, '09-userinfo-no-data');
    });
  });
});

describe('other direct visits', () => {
  test('when an unknown path is opened, then the visitor lands on /', async () => {
    await withPage({ width: 1280, height: 800 }, async (page) => {
      await page.goto(`${baseUrl}/no-such-page`);

      await page.waitForURL(`${baseUrl}/`);
      await page.getByRole('heading', { level: 1 }).waitFor();
    });
  });

  test('when an unknown report link is opened, then the page says the report was not found', async () => {
    await withPage({ width: 1280, height: 800 }, async (page) => {
      await page.goto(`${baseUrl}/report/${'x'.repeat(43)}`);

      await page.getByRole('alert').getByText('レポートが見つかりません。').waitFor();
      expect(new URL(page.url()).pathname).toBe(`/report/${'x'.repeat(43)}`);
      expect(await page.getByRole('link', { name: 'トップページへ戻る' }).count()).toBe(1);
    });
  });

  test('when the submit fails, then the SPEC error alert replaces the report, and the retry resends the same submission', async () => {
    await withPage({ width: 390, height: 844 }, async (page) => {
      const keys: (string | undefined)[] = [];
      page.on('request', (request) => {
        if (request.url().endsWith('/api/submit')) keys.push(request.headers()['idempotency-key']);
      });
      await page.route('**/api/submit', (route) =>
        route.fulfill({
          status: 503,
          contentType: 'application/json',
          body: JSON.stringify({ error: { code: 'service_unavailable', message: 'down' } }),
        }),
      );
      await answerQuestionnaire(page, baseUrl);
      await fillContact(page);

      await page.getByRole('button', { name: '診断結果を見る' }).click();

      await page.getByRole('alert').getByText('診断結果の生成中にエラーが発生しました。').waitFor();
      expect(await page.getByRole('article').count()).toBe(0);
      await saveScreenshot(page, '10-result-submit-error');

      // The service is back: the visitor's retry sends the same submission with the same key.
      await page.unroute('**/api/submit');
      await page.getByRole('button', { name: 'もう一度送信する' }).click();
      await page.getByRole('heading', { level: 1, name: /様$/ }).waitFor({ timeout: 90_000 });
      expect(keys).toHaveLength(2);
      expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
      expect(keys[1]).toBe(keys[0]);
    });
  });
});
