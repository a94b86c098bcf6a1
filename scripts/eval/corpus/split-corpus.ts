/**
 * Splits the written statements into the development and test parts, once: each statement goes to
 * test when the first byte of the SHA-256 of its id is below 77 (about 30 %), so the split does not
 * depend on the order or content of the statements. Refuses to run when the parts already exist:
 * the test part is fixed, and corpus.test.ts pins its hash.
 *
 *   node --import tsx scripts/eval/corpus/split-corpus.ts statements-a.json statements-b.json
 */
import { createHash } from 'node:crypto';
import { access, readFile, writeFile } from 'node:fs/promises';
import { corpusFile } from './corpus';
import type { LabelledStatement } from './labelled-statement';

const testShare = 77; // of 256

const exists = (file: URL) =>
  access(file).then(
    () => true,
    () => false,
  );
if ((await exists(corpusFile('development'))) || (await exists(corpusFile('test')))) {
  console.error('the corpus is already split; edit development.json by hand, never test.json');
  process.exit(1);
}
const statements: LabelledStatement[] = [];
for (const name of process.argv.slice(2)) {
  statements.push(
    ...(JSON.parse(await readFile(new URL(name, corpusFile('test')), 'utf8')) as LabelledStatement[]),
  );
}
const inTest = (statement: LabelledStatement) =>
  createHash('sha256').update(statement.id).digest()[0]! < testShare;
const write = (split: 'development' | 'test', part: LabelledStatement[]) =>
  writeFile(corpusFile(split), `${JSON.stringify(part, null, 2)}\n`, 'utf8');
await write(
  'development',
  statements.filter((statement) => !inTest(statement)),
);
await write('test', statements.filter(inTest));
console.log(
  `${statements.length} statements: ${statements.filter((statement) => !inTest(statement)).length} development, ${statements.filter(inTest).length} test`,
);
