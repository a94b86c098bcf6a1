/**
 * Built-in reader cost: the dictionary and theme model load once per process (time and resident memory), then the CPU
 * time of reading one report's texts, over every statement of the corpus's development split (each
 * statement is what one visitor typed). Target: ≤ 5 ms of CPU per report (issue 17).
 *
 *   node --import tsx scripts/bench/reader-cpu.ts
 */
import { loadAnalyser } from '../../shared/src/report/reading/japanese-analyser';
import { readWith } from '../../shared/src/report/reading/builtin-reader';
import { loadThemeModel } from '../../shared/src/report/reading/theme-model';
import { loadCorpus } from '../eval/corpus/corpus';
import { formatMs, percentile, printTable } from './bench-support';

const targetMs = 5;
const rounds = 5;
const mb = (bytes: number) => `${Math.round(bytes / 1024 ** 2)} MB`;

const rssBefore = process.memoryUsage().rss;
const loadStarted = performance.now();
const [analyse, themeModel] = await Promise.all([loadAnalyser(), loadThemeModel()]);
const loadMs = performance.now() - loadStarted;
const rssLoaded = process.memoryUsage().rss;

const statements = await loadCorpus('development');
// The first reading compiles the lexicons; it is part of the load, not of a report.
readWith(analyse, statements[0]!.texts, themeModel);
const cpuMs: number[] = [];
for (let round = 0; round < rounds; round += 1) {
  for (const statement of statements) {
    const started = process.cpuUsage();
    readWith(analyse, statement.texts, themeModel);
    const used = process.cpuUsage(started);
    cpuMs.push((used.user + used.system) / 1000);
  }
}
const characters = statements.map((statement) => Object.values(statement.texts).join('').length);
cpuMs.sort((a, b) => a - b);
const p95 = percentile(cpuMs, 95);
printTable(
  ['figure', 'value', 'target'],
  [
    ['dictionary load (once per process), ms', formatMs(loadMs), ''],
    ['resident memory added by the load', mb(rssLoaded - rssBefore), ''],
    ['reports read', String(cpuMs.length), ''],
    [
      'characters per report (median / max)',
      `${percentile(characters, 50)} / ${Math.max(...characters)}`,
      '',
    ],
    ['CPU per report p50, ms', formatMs(percentile(cpuMs, 50)), ''],
    ['CPU per report p95, ms', formatMs(p95), `≤ ${targetMs} ms ${p95 <= targetMs ? 'met' : 'missed'}`],
    ['CPU per report max, ms', formatMs(cpuMs[cpuMs.length - 1]!), ''],
  ],
);
