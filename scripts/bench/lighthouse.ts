/**
 * `npm run lighthouse`: Lighthouse (mobile preset: a mid-range phone on a slow 4G link, simulated
 * throttling) on /, /start and /diagnosis of the built site served by the embedded API, in Debian's
 * Chromium. Prints the Performance and Accessibility scores with the metrics behind them, the
 * median of several runs per page. Targets (issue 12): Performance ≥ 95, Accessibility 100. Like
 * every benchmark it prints and asserts nothing.
 *
 * Usage: npm run lighthouse [-- --no-build] [--runs 3] [--url http://host:port] [--pages /,/start]
 *   --no-build  measure the current frontend/dist
 *   --url       measure a server already running instead of starting one
 */
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { buildFrontend, serveBuiltSite } from '../lib/serve-built-site';

const { values } = parseArgs({
  options: {
    'no-build': { type: 'boolean', default: false },
    runs: { type: 'string', default: '3' },
    url: { type: 'string' },
    pages: { type: 'string', default: '/,/start,/diagnosis' },
    chrome: { type: 'string', default: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
  },
});
const runs = Math.max(1, Number(values.runs) || 1);
const pages = values.pages.split(',').map((page) => page.trim());
const targets = { performance: 95, accessibility: 100 };
/** The version that measured, from its own report (for docs/PERFORMANCE.md). */
let lighthouseVersion = '';

interface RunFigures {
  performance: number;
  accessibility: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  speedIndexMs: number;
  transferBytes: number;
  requests: number;
  /** Accessibility audits that failed, by id. */
  failedAccessibility: string[];
}

const median = (numbers: number[]) => {
  const sorted = [...numbers].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

async function measure(url: string): Promise<RunFigures> {
  // A fresh browser per run: no cache, no service state, nothing carried over from the last page.
  const chrome = await launch({
    chromePath: values.chrome,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
    logLevel: 'silent',
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      locale: 'en',
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    lighthouseVersion = lhr.lighthouseVersion;
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const requests = lhr.audits['network-requests']?.details;
    const accessibilityAudits = lhr.categories.accessibility?.auditRefs ?? [];
    return {
      performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
      fcpMs: audit('first-contentful-paint'),
      lcpMs: audit('largest-contentful-paint'),
      tbtMs: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      speedIndexMs: audit('speed-index'),
      transferBytes: audit('total-byte-weight'),
      requests: requests && 'items' in requests ? requests.items.length : Number.NaN,
      failedAccessibility: accessibilityAudits
        .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score === 0)
        .map((ref) => ref.id),
    };
  } finally {
    chrome.kill();
  }
}

/** Lighthouse now and then loses the trace (NO_NAVSTART, NO_FCP) on a busy machine: run again. */
async function measureWithRetry(url: string, attempts = 3): Promise<RunFigures> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await measure(url);
    } catch (error) {
      if (attempt >= attempts) throw error;
      console.log(`${error instanceof Error ? error.message : String(error)}; running again`);
    }
  }
}

async function main(): Promise<void> {
  if (!values.url && !values['no-build']) buildFrontend();
  if (!existsSync(values.chrome))
    throw new Error(`No Chromium at ${values.chrome} (apt-get install chromium).`);
  const site = values.url ? undefined : await serveBuiltSite();
  const baseUrl = (values.url ?? site!.url).replace(/\/$/, '');
  // Lighthouse multiplies the main-thread time it observes (×4, a mid-range phone): a busy
  // machine inflates Total Blocking Time, so the load is printed with the figures.
  const load = () =>
    loadavg()
      .map((value) => value.toFixed(1))
      .join(' ');
  console.log(`Mobile preset, ${runs} run(s) per page, ${baseUrl}, load average ${load()}\n`);

  const rows: string[][] = [];
  try {
    for (const page of pages) {
      const figures: RunFigures[] = [];
      for (let run = 0; run < runs; run += 1) figures.push(await measureWithRetry(`${baseUrl}${page}`));
      const pick = (key: keyof Omit<RunFigures, 'failedAccessibility'>) => median(figures.map((f) => f[key]));
      const performance = pick('performance');
      const accessibility = pick('accessibility');
      rows.push([
        page,
        `${performance}${performance >= targets.performance ? '' : ' (miss)'}`,
        `${accessibility}${accessibility >= targets.accessibility ? '' : ' (miss)'}`,
        (pick('fcpMs') / 1000).toFixed(2),
        (pick('lcpMs') / 1000).toFixed(2),
        pick('tbtMs').toFixed(0),
        pick('cls').toFixed(3),
        (pick('speedIndexMs') / 1000).toFixed(2),
        (pick('transferBytes') / 1024).toFixed(1),
        pick('requests').toFixed(0),
        `${figures.map((f) => f.performance).join('/')}`,
      ]);
      const failed = [...new Set(figures.flatMap((f) => f.failedAccessibility))];
      if (failed.length) console.log(`${page}: failed accessibility audits: ${failed.join(', ')}`);
    }
  } finally {
    await site?.close();
  }

  printTable(
    [
      'page',
      'Perf',
      'A11y',
      'FCP s',
      'LCP s',
      'TBT ms',
      'CLS',
      'SI s',
      'KiB sent',
      'requests',
      'Perf per run',
    ],
    rows,
  );
  console.log(
    `\nLighthouse ${lighthouseVersion}, load average at the end ${load()}. Targets: Performance ≥ ${targets.performance}, Accessibility ${targets.accessibility} (medians; "miss" marks a miss).`,
  );
}

function printTable(headers: string[], rows: string[][]): void {
  const widths = headers.map((header, column) =>
    Math.max(header.length, ...rows.map((row) => row[column]!.length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!)))
      .join('  ');
  console.log(line(headers));
  for (const row of rows) console.log(line(row));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
  process.exit(1);
});
