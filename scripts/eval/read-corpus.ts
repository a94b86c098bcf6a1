/**
 * The reader alone on one corpus split, faster than the whole `npm run eval` while tuning lexicons
 * (on the development split only):
 *
 *   node --import tsx scripts/eval/read-corpus.ts development [--misses] [--without-model]
 *
 * A path to a JSON file of labelled statements instead of a split name reads a new batch before it
 * joins the development split, so that the reader is measured on it once while still unseen.
 * `--without-model` reads with the lexicons alone, to see what the theme model adds.
 */
import { readWith } from '../../shared/src/report/reading/builtin-reader';
import { loadAnalyser } from '../../shared/src/report/reading/japanese-analyser';
import { loadThemeModel } from '../../shared/src/report/reading/theme-model';
import { measureReading } from './checks/reading-accuracy';
import { readFile } from 'node:fs/promises';
import { corpusSplits, loadCorpus, type CorpusSplit } from './corpus/corpus';
import type { LabelledStatement } from './corpus/labelled-statement';
import { printReadingAccuracy } from './print-reading-accuracy';

const split = process.argv[2] ?? 'development';
const [analyse, themeModel] = await Promise.all([loadAnalyser(), loadThemeModel()]);
const statements = corpusSplits.includes(split as CorpusSplit)
  ? await loadCorpus(split as CorpusSplit)
  : (JSON.parse(await readFile(split, 'utf8')) as LabelledStatement[]);
const withModel = !process.argv.includes('--without-model');
const readings = statements.map((statement) =>
  readWith(analyse, statement.texts, withModel ? themeModel : null),
);
printReadingAccuracy(split, measureReading(statements, readings), 40);
if (process.argv.includes('--misses')) {
  statements.forEach((statement, index) => {
    const read = readings[index]!.themes.map((theme) => theme.id);
    const labelled = statement.expected.themes.map((theme) => theme.id);
    const wrong = read.filter((id) => !labelled.includes(id));
    const missed = labelled.filter((id) => !read.includes(id));
    if (wrong.length === 0 && missed.length === 0) return;
    console.log(`\n${statement.id} read [${read.join(', ')}] labelled [${labelled.join(', ')}]`);
    for (const [field, text] of Object.entries(statement.texts)) console.log(`  ${field}: ${text}`);
    for (const theme of readings[index]!.themes)
      console.log(`  → ${theme.id} 「${theme.evidence[0]!.text}」`);
  });
}
