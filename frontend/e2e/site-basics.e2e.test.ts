import type { Page } from 'playwright-core';
import { describe, expect, inject, test } from 'vitest';
import { sharedBrowser } from './support/shared-browser';
import { answerQuestionnaire, fillContact, visitor } from './support/visitor-steps';

const baseUrl = inject('baseUrl');
const { withPage, browser } = sharedBrowser();

/** The text of each rendered line of an element, from the boxes of its characters. */
function renderedLines(page: Page, selector: string): Promise<string[]> {
  return page.locator(selector).evaluate((element) => {
    const lines: { top: number; text: string }[] = [];
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (let index = 0; index < text.length; index += 1) {
        const range = document.createRange();
        range.setStart(node, index);
        range.setEnd(node, index + 1);
        const box = range.getClientRects()[0];
        if (!box || text[index]!.trim() === '') continue;
        const line = lines.find((candidate) => Math.abs(candidate.top - box.top) < box.height / 2);
        if (line) line.text += text[index];
        else lines.push({ top: box.top, text: text[index]! });
      }
    }
    return lines.sort((a, b) => a.top - b.top).map((line) => line.text);
  });
}

describe('site files and share previews', () => {
  test('when the built site is asked for robots.txt, the sitemap and the icons, then each is a real file of its type', async () => {
    const expected: [string, RegExp][] = [
      ['/robots.txt', /^text\/plain/],
      ['/sitemap.xml', /^application\/xml/],
      ['/favicon.ico', /^image\/(x-icon|vnd\.microsoft\.icon)/],
      ['/favicon.svg', /^image\/svg\+xml/],
      ['/og-image.png', /^image\/png/],
    ];
    for (const [path, type] of expected) {
      const response = await fetch(`${baseUrl}${path}`);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type'), path).toMatch(type);
    }
    expect(await (await fetch(`${baseUrl}/sitemap.xml`)).text()).toContain(`<loc>${baseUrl}/start</loc>`);
  });

  test('when the landing page is opened, then it has an icon and share tags with absolute URLs', async () => {
    await withPage({ width: 1280, height: 800 }, async (page) => {
      await page.goto(baseUrl);

      expect(await page.locator('link[rel="icon"][type="image/svg+xml"]').getAttribute('href')).toBe(
        '/favicon.svg',
      );
      expect(await page.locator('meta[property="og:image"]').getAttribute('content')).toBe(
        `${baseUrl}/og-image.png`,
      );
      expect(await page.locator('meta[property="og:url"]').getAttribute('content')).toBe(`${baseUrl}/`);
      expect(await page.locator('meta[name="twitter:card"]').getAttribute('content')).toBe(
        'summary_large_image',
      );
    });
  });

  test('when the operator is shown, then the footer names it with the privacy contact', async () => {
    await withPage({ width: 1280, height: 800 }, async (page) => {
      await page.goto(baseUrl);

      const footer = page.getByRole('contentinfo');
      await footer.getByText('運営：').waitFor();
      expect(await footer.textContent()).toContain('個人情報の取り扱いについて：');
      expect(await page.getByText('登録不要').count()).toBe(0);
    });
  });
});

describe('first visit', () => {
  test('when / and /start are opened with JavaScript off, then the headline, the start link and the policy are there', async () => {
    const context = await browser().newContext({
      viewport: { width: 390, height: 844 },
      javaScriptEnabled: false,
    });
    try {
      const page = await context.newPage();
      await page.goto(baseUrl);

      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(
        '貴社のDX・AI活用は、いまどの段階にありますか。',
      );
      expect(await page.title()).toBe('無料DX・AI成熟度診断｜5分で自社の現在地を可視化');
      expect(await page.getByRole('link', { name: '無料で診断を始める' }).first().getAttribute('href')).toBe(
        '/start',
      );

      await page.goto(`${baseUrl}/start`);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('診断を始める前に');
      expect(await page.getByTestId('privacy-policy').textContent()).toContain('（以下「当社」といいます）');
    } finally {
      await context.close();
    }
  });

  test('when the prerendered pages load, then React adopts them without an error and the consent leads on', async () => {
    await withPage({ width: 390, height: 844 }, async (page) => {
      const errors: string[] = [];
      const apiRequests: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('request', (request) => {
        if (new URL(request.url()).pathname.startsWith('/api/')) apiRequests.push(request.url());
      });
      // Hydrated once React has claimed the server's heading.
      const hydrated = () =>
        page.waitForFunction(() =>
          Object.keys(document.querySelector('h1') ?? {}).some((key) => key.startsWith('__reactFiber')),
        );

      await page.goto(baseUrl);
      await hydrated();
      await page.goto(`${baseUrl}/start`);
      await hydrated();
      await page.getByLabel('本診断の目的およびプライバシーポリシーに同意する').check();
      await page.getByRole('button', { name: '同意して診断を開始する' }).click();
      await page.waitForURL(`${baseUrl}/diagnosis`);

      expect(errors).toEqual([]);
      // The operator's details come with the page; the only calls are the page-view counts, sent as
      // beacons whenever the browser gets to them (their counting is tested in funnel.int.test.ts).
      expect(apiRequests.filter((url) => new URL(url).pathname !== '/api/funnel')).toEqual([]);
    });
  });
});

describe('typography and keyboard', () => {
  test('when the hero heading wraps on a phone, then it breaks between phrases and leaves no lone character', async () => {
    await withPage({ width: 390, height: 844 }, async (page) => {
      await page.goto(baseUrl);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.evaluate(() => document.fonts.ready);

      const style = await page.getByRole('heading', { level: 1 }).evaluate((heading) => ({
        wordBreak: getComputedStyle(heading).wordBreak,
        wrap: getComputedStyle(heading).textWrap,
      }));
      const lines = await renderedLines(page, 'main h1');

      expect(style.wordBreak).toBe('auto-phrase');
      expect(style.wrap).toContain('balance');
      expect(lines.join('')).toBe('貴社のDX・AI活用は、いまどの段階にありますか。');
      expect(lines.length).toBeGreaterThan(1);
      for (const line of lines) {
        expect(line.length, line).toBeGreaterThan(2);
        // Never 「いまど／の段階」 or 「段／階」, never a line opening with a mark that must not lead.
        expect(line, line).not.toMatch(/^(の段階|段階|階|ど|ー|、|。)/);
      }
    });
  });

  test('when Tab is pressed on a page, then the first stop is a skip link that moves focus to the main content', async () => {
    await withPage({ width: 1280, height: 800 }, async (page) => {
      await page.goto(`${baseUrl}/start`);
      await page.getByRole('heading', { level: 1 }).waitFor();

      await page.keyboard.press('Tab');
      const skip = page.getByRole('link', { name: '本文へスキップ' });
      expect(await skip.evaluate((link) => link === document.activeElement)).toBe(true);
      expect(await skip.isVisible()).toBe(true);
      await page.keyboard.press('Enter');

      expect(await page.evaluate(() => document.activeElement?.id)).toBe('main-content');
      expect(new URL(page.url()).pathname).toBe('/start');
    });
  });
});

describe('printing the report', () => {
  test('when the report is printed on A4, then the executive summary starts on page 1 and the provider is named', async () => {
    await withPage({ width: 1280, height: 800 }, async (page) => {
      await answerQuestionnaire(page, baseUrl);
      await fillContact(page);
      await page.getByRole('button', { name: '診断結果を見る' }).click();
      await page
        .getByRole('heading', { level: 1, name: `${visitor.companyName} 様` })
        .waitFor({ timeout: 90_000 });

      // The print layout of an A4 page less its margins (210 × 297 mm, 12 and 14 mm) at 96 dpi.
      await page.emulateMedia({ media: 'print' });
      await page.setViewportSize({ width: 703, height: 1016 });
      const layout = await page.evaluate(() => {
        const summary = document.getElementById('report-summary-heading')!.closest('section')!;
        const firstItem = summary.querySelector('dl > div')!;
        const pageTop = document.documentElement.getBoundingClientRect().top;
        return {
          breakInside: getComputedStyle(summary).breakInside,
          headingBottom: summary.querySelector('h2')!.getBoundingClientRect().bottom - pageTop,
          firstItemBottom: firstItem.getBoundingClientRect().bottom - pageTop,
        };
      });
      const provider = page.getByText(/^DX・AI成熟度診断\s*提供：/);

      expect(layout.breakInside).toBe('auto');
      expect(layout.headingBottom).toBeLessThan(1016);
      expect(layout.firstItemBottom).toBeLessThan(1016);
      expect(await provider.isVisible()).toBe(true);
    });
  });
});
