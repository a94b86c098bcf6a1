/**
 * The reader alone on one corpus split, faster than the whole `npm run eval` while tuning lexicons
 * (on the development split only):
 *
 *   node --import tsx scripts/eval/read-corpus.ts development [--misses]
 *
 * A path to a JSON file of labelled statements instead of a split name reads a new batch before it
 * joins the development split, so that the reader is measured on it once while still unseen.
 */
import { createBuiltinReader } from '../../shared/src/report/reading/builtin-reader';
import { measureReading } from './checks/reading-accuracy';
import { readFile } from 'node:fs/promises';
import { corpusSplits, loadCorpus, type CorpusSplit } from './corpus/corpus';
import type { LabelledStatement } from './corpus/labelled-statement';
import { printReadingAccuracy } from './print-reading-accuracy';

const split = process.argv[2] ?? 'development';
const reader = createBuiltinReader();
const statements = corpusSplits.includes(split as CorpusSplit)
  ? await loadCorpus(split as CorpusSplit)
  : (JSON.parse(await readFile(split, 'utf8')) as LabelledStatement[]);
const readings = await Promise.all(
  statements.map((statement) =>
    reader.read(statement.texts, { industry: statement.industry, companySize: statement.size, answers: [] }),
  ),
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
