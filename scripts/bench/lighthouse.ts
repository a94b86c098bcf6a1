/**
 * `npm run lighthouse`: Lighthouse on /, /start, /diagnosis and a private report link of the built
 * site served by the embedded API, in Debian's Chromium, with the mobile preset (a mid-range phone
 * on a slow 4G link, simulated throttling) and the desktop preset. Prints the Performance and
 * Accessibility scores with the metrics behind them, the median of several runs per page and form
 * factor. Targets (issues 12 and 22): Performance ≥ 95, Accessibility 100, Cumulative Layout Shift
 * < 0.05. Like every benchmark it prints and asserts nothing.
 *
 * Usage: npm run lighthouse [-- --no-build] [--runs 3] [--url http://host:port] [--pages /,/start]
 *                           [--form-factors mobile,desktop]
 *   --no-build  measure the current frontend/dist
 *   --url       measure a server already running instead of starting one
 *   --pages     `/report/<token>` stands for a report submitted through the API before measuring
 *               (with --url, a lead on that server); its token is never printed: the link is private
 */
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { launch } from 'chrome-launcher';
import { buildSubmitRequest } from '@app/shared/testing';
import lighthouse, { desktopConfig } from 'lighthouse';
import { buildFrontend, serveBuiltSite } from '../lib/serve-built-site';

const { values } = parseArgs({
  options: {
    'no-build': { type: 'boolean', default: false },
    runs: { type: 'string', default: '3' },
    url: { type: 'string' },
    pages: { type: 'string', default: '/,/start,/diagnosis,/report/<token>' },
    'form-factors': { type: 'string', default: 'mobile,desktop' },
    chrome: { type: 'string', default: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
  },
});
const runs = Math.max(1, Number(values.runs) || 1);
const pages = values.pages.split(',').map((page) => page.trim());
const formFactors = values['form-factors'].split(',').map((formFactor) => {
  const name = formFactor.trim();
  if (name !== 'mobile' && name !== 'desktop') throw new Error(`Unknown form factor: ${name}`);
  return name;
});
type FormFactor = (typeof formFactors)[number];
/** In --pages, the report link page: a report is submitted first and its link measured. */
const reportLinkPlaceholder = '/report/<token>';
const targets = { performance: 95, accessibility: 100, cls: 0.05 };
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

/**
 * A stored report's private link, submitted through the visitor API as the result page does (and
 * as the e2e suite's admin journey does), so that its page has something to show.
 */
async function submitReport(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/submit`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(buildSubmitRequest()),
  });
  if (!response.ok) throw new Error(`POST /api/submit answered ${response.status}`);
  const { reportUrl } = (await response.json()) as { reportUrl?: string };
  if (!reportUrl) throw new Error('POST /api/submit answered without a reportUrl');
  return reportUrl;
}

/** `label` names the page in messages: a report link's URL holds its token, which is never printed. */
async function measure(url: string, label: string, formFactor: FormFactor): Promise<RunFigures> {
  // A fresh browser per run: no cache, no service state, nothing carried over from the last page.
  const chrome = await launch({
    chromePath: values.chrome,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
    logLevel: 'silent',
  });
  try {
    const result = await lighthouse(
      url,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
        locale: 'en',
      },
      // Without a config Lighthouse uses its mobile preset.
      formFactor === 'desktop' ? desktopConfig : undefined,
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${label}`);
    const { lhr } = result;
    lighthouseVersion = lhr.lighthouseVersion;
    if (lhr.runtimeError) throw new Error(`${label}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
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
async function measureWithRetry(
  url: string,
  label: string,
  formFactor: FormFactor,
  attempts = 3,
): Promise<RunFigures> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await measure(url, label, formFactor);
    } catch (error) {
      // Chromium's and Lighthouse's messages may quote the URL, and with it a report's token.
      const message = (error instanceof Error ? error.message : String(error)).replaceAll(
        new URL(url).pathname,
        label,
      );
      if (attempt >= attempts) throw new Error(message);
      console.log(`${message}; running again`);
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
  console.log(
    `Presets ${formFactors.join(', ')}, ${runs} run(s) per page, ${baseUrl}, load average ${load()}\n`,
  );

  const rows: string[][] = [];
  try {
    const reportUrl = pages.includes(reportLinkPlaceholder) ? await submitReport(baseUrl) : undefined;
    for (const page of pages) {
      const url = `${baseUrl}${page === reportLinkPlaceholder ? reportUrl! : page}`;
      for (const formFactor of formFactors) {
        const figures: RunFigures[] = [];
        for (let run = 0; run < runs; run += 1) {
          const figure = await measureWithRetry(url, page, formFactor);
          figures.push(figure);
          // Each run with the load it ran at: one busy moment can cost a run ten points.
          console.log(
            `${page} (${formFactor}) run ${run + 1}: Performance ${figure.performance}, FCP ${(figure.fcpMs / 1000).toFixed(2)} s, LCP ${(figure.lcpMs / 1000).toFixed(2)} s, TBT ${figure.tbtMs.toFixed(0)} ms, CLS ${figure.cls.toFixed(3)}, ${(figure.transferBytes / 1024).toFixed(1)} KiB in ${figure.requests} requests, load average ${load()}`,
          );
        }
        const pick = (key: keyof Omit<RunFigures, 'failedAccessibility'>) =>
          median(figures.map((f) => f[key]));
        const performance = pick('performance');
        const accessibility = pick('accessibility');
        const cls = pick('cls');
        rows.push([
          page,
          formFactor,
          `${performance}${performance >= targets.performance ? '' : ' (miss)'}`,
          `${accessibility}${accessibility >= targets.accessibility ? '' : ' (miss)'}`,
          (pick('fcpMs') / 1000).toFixed(2),
          (pick('lcpMs') / 1000).toFixed(2),
          pick('tbtMs').toFixed(0),
          `${cls.toFixed(3)}${cls < targets.cls ? '' : ' (miss)'}`,
          (pick('speedIndexMs') / 1000).toFixed(2),
          (pick('transferBytes') / 1024).toFixed(1),
          pick('requests').toFixed(0),
          `${figures.map((f) => f.performance).join('/')}`,
        ]);
        const failed = [...new Set(figures.flatMap((f) => f.failedAccessibility))];
        if (failed.length)
          console.log(`${page} (${formFactor}): failed accessibility audits: ${failed.join(', ')}`);
      }
    }
  } finally {
    await site?.close();
  }

  printTable(
    [
      'page',
      'preset',
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
    `\nLighthouse ${lighthouseVersion}, load average at the end ${load()}. Targets: Performance ≥ ${targets.performance}, Accessibility ${targets.accessibility}, CLS < ${targets.cls} (medians; "miss" marks a miss).`,
  );
}

function printTable(headers: string[], rows: string[][]): void {
  const widths = headers.map((header, column) =>
    Math.max(header.length, ...rows.map((row) => row[column]!.length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => (column <= 1 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!)))
      .join('  ');
  console.log(line(headers));
  for (const row of rows) console.log(line(row));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
  process.exit(1);
});
