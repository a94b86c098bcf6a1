/**
 * Renders the site's raster images from frontend/public/favicon.svg with Debian's Chromium:
 * favicon.ico (16, 32 and 48 px PNGs), apple-touch-icon.png (180 px) and og-image.png (the
 * 1200×630 share preview). The results are committed; run again after changing the mark or the
 * preview's wording.
 * Usage: npx tsx scripts/generate-site-images.ts
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium, type Page } from 'playwright-core';

const repoRoot = path.resolve(import.meta.dirname, '..');
const publicDir = path.join(repoRoot, 'frontend/public');
const markSvg = readFileSync(path.join(publicDir, 'favicon.svg'), 'utf8');
const fontCss = (weight: number) =>
  pathToFileURL(path.join(repoRoot, `node_modules/@fontsource/noto-sans-jp/${weight}.css`)).href;

const workDir = mkdtempSync(path.join(tmpdir(), 'site-images-'));

// Loaded from a file (not setContent), so that the page may use the font files in node_modules.
async function render(
  page: Page,
  html: string,
  size: { width: number; height: number },
  transparent: boolean,
) {
  const file = path.join(workDir, 'page.html');
  writeFileSync(file, html);
  await page.setViewportSize(size);
  await page.goto(pathToFileURL(file).href, { waitUntil: 'load' });
  // A string: this script is type-checked without the DOM library.
  await page.evaluate('document.fonts.ready');
  return page.screenshot({ omitBackground: transparent, type: 'png' });
}

const iconHtml = (size: number) =>
  `<html><body style="margin:0">${markSvg.replace('<svg ', `<svg width="${size}" height="${size}" `)}</body></html>`;

// iOS rounds the corners itself and shows transparent ones black: a full square.
const appleHtml = `<html><body style="margin:0;background:#1d4ed8">
  <svg width="180" height="180" viewBox="0 0 32 32"><path d="M8 22V14M13 22V10M18 22v-6M23 22V8" stroke="#fff" stroke-width="2.6" stroke-linecap="round" fill="none"/></svg>
</body></html>`;

const ogHtml = `<html><head>
  <link rel="stylesheet" href="${fontCss(400)}"><link rel="stylesheet" href="${fontCss(700)}">
  <style>
    body { margin: 0; width: 1200px; height: 630px; font-family: 'Noto Sans JP', sans-serif;
      background: linear-gradient(160deg, #eff6ff 0%, #ffffff 55%, #dbeafe 100%); color: #0f172a;
      display: flex; flex-direction: column; justify-content: center; padding: 0 96px; box-sizing: border-box; }
    .brand { display: flex; align-items: center; gap: 20px; font-size: 34px; font-weight: 700; }
    h1 { font-size: 68px; line-height: 1.3; margin: 44px 0 0; letter-spacing: -0.01em; word-break: auto-phrase; }
    p { font-size: 30px; color: #334155; margin: 28px 0 0; }
    .badge { display: inline-block; margin-top: 40px; background: #1d4ed8; color: #fff; font-weight: 700;
      font-size: 28px; padding: 12px 28px; border-radius: 999px; align-self: flex-start; }
  </style></head><body lang="ja">
  <div class="brand">${markSvg.replace('<svg ', '<svg width="72" height="72" ')}DX・AI成熟度診断</div>
  <h1>貴社のDX・AI活用は、<br>いまどの段階にありますか。</h1>
  <p>5段階の成熟度評価・業界比較・アクションプランをレポートでお届け</p>
  <span class="badge">無料・約5分</span>
</body></html>`;

/** An ICO file holding PNG images (supported by every browser that asks for /favicon.ico). */
function ico(images: { size: number; png: Buffer }[]): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = 6 + 16 * images.length;
  const entries = images.map(({ size, png }) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size >= 256 ? 0 : size, 0);
    entry.writeUInt8(size >= 256 ? 0 : size, 1);
    entry.writeUInt16LE(1, 4);
    entry.writeUInt16LE(32, 6);
    entry.writeUInt32LE(png.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += png.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images.map(({ png }) => png)]);
}

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--allow-file-access-from-files'],
});
try {
  const page = await browser.newPage({ deviceScaleFactor: 1 });
  const icons = [];
  for (const size of [16, 32, 48]) {
    icons.push({ size, png: await render(page, iconHtml(size), { width: size, height: size }, true) });
  }
  writeFileSync(path.join(publicDir, 'favicon.ico'), ico(icons));
  writeFileSync(
    path.join(publicDir, 'apple-touch-icon.png'),
    await render(page, appleHtml, { width: 180, height: 180 }, false),
  );
  writeFileSync(
    path.join(publicDir, 'og-image.png'),
    await render(page, ogHtml, { width: 1200, height: 630 }, false),
  );
  console.log('Wrote favicon.ico, apple-touch-icon.png and og-image.png to frontend/public/');
} finally {
  await browser.close();
  rmSync(workDir, { recursive: true, force: true });
}
