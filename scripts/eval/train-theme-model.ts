/**
 * Trains the reader's theme model (shared/src/report/reading/theme-model.ts) on the development
 * split, never the test split, and writes it beside the reader:
 *
 *   node --import tsx scripts/eval/train-theme-model.ts
 *
 * Run it after the development split changes; corpus.test.ts fails while the model is stale.
 */
import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { loadAnalyser } from '../../shared/src/report/reading/japanese-analyser';
import { themeModelFile } from '../../shared/src/report/reading/theme-model';
import { corpusFile, loadCorpus } from './corpus/corpus';
import { clauseExamples, trainThemeModel } from './theme-model-training';

const analyse = await loadAnalyser();
const statements = await loadCorpus('development');
const sha256 = createHash('sha256')
  .update(await readFile(corpusFile('development')))
  .digest('hex');
const model = trainThemeModel(clauseExamples(analyse, statements), {
  corpus: 'scripts/eval/corpus/development.json',
  sha256,
  statements: statements.length,
});
await writeFile(themeModelFile, `${JSON.stringify(model)}\n`);
console.log(
  `theme model: ${model.trainedOn.clauses} clauses of ${statements.length} statements, ${Object.keys(model.weights).length} features`,
);
