/**
 * How well the theme model does on clauses it was not trained on: the development split in five
 * parts by statement, each part read by a model trained on the other four.
 *
 *   node --import tsx scripts/eval/cross-validate-theme-model.ts
 */
import { readWith } from '../../shared/src/report/reading/builtin-reader';
import { loadAnalyser } from '../../shared/src/report/reading/japanese-analyser';
import type { Reading } from '../../shared/src/report/reading/reading';
import { measureReading } from './checks/reading-accuracy';
import type { LabelledStatement } from './corpus/labelled-statement';
import { likeliestTheme, themeProbabilities } from '../../shared/src/report/reading/theme-model';
import { loadCorpus } from './corpus/corpus';
import { clauseExamples, trainThemeModel } from './theme-model-training';

const folds = 5;
const thresholds = [0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9];
const analyse = await loadAnalyser();
const statements = await loadCorpus('development');
/** Each part of the split with the model trained on the other parts. */
const parts = Array.from({ length: folds }, (_, fold) => {
  const training = statements.filter((_, index) => index % folds !== fold);
  const heldOut = statements.filter((_, index) => index % folds === fold);
  const trainedOn = {
    corpus: `development without part ${fold + 1}`,
    sha256: '',
    statements: training.length,
  };
  return { heldOut, model: trainThemeModel(clauseExamples(analyse, training), trainedOn) };
});

const counts = thresholds.map(() => ({ right: 0, wrong: 0 }));
let labelled = 0;
for (const { heldOut, model } of parts) {
  for (const example of clauseExamples(analyse, heldOut)) {
    labelled += example.themes.length;
    const best = likeliestTheme(model, themeProbabilities(model, example.features));
    if (!best) continue;
    thresholds.forEach((threshold, index) => {
      if (best.probability < threshold) return;
      if (example.themes.includes(best.id)) counts[index]!.right += 1;
      else counts[index]!.wrong += 1;
    });
  }
}
console.log(`held-out clauses labelled with a theme: ${labelled}`);
thresholds.forEach((threshold, index) => {
  const { right, wrong } = counts[index]!;
  console.log(
    `p ≥ ${threshold}: ${right + wrong} clauses given a theme, precision ${(right / Math.max(1, right + wrong)).toFixed(2)}, recall ${(right / labelled).toFixed(2)}`,
  );
});

// The whole reader on each held-out part, without the model and with the one trained without that part.
const without: Reading[] = [];
const withModel: Reading[] = [];
const ordered: LabelledStatement[] = [];
for (const { heldOut, model } of parts) {
  for (const statement of heldOut) {
    ordered.push(statement);
    without.push(readWith(analyse, statement.texts));
    withModel.push(readWith(analyse, statement.texts, model));
  }
}
for (const [name, readings] of [
  ['reader without the model', without],
  ['reader with the held-out model', withModel],
] as const) {
  const accuracy = measureReading(ordered, readings);
  console.log(
    `${name}: precision ${accuracy.precision.toFixed(3)}, recall ${accuracy.recall.toFixed(3)}, misattributed ${accuracy.misattributedQuotes.length}, possession errors ${accuracy.possessionErrors.length}, abstentions ${accuracy.abstentions.correct}/${accuracy.abstentions.expected}`,
  );
}
