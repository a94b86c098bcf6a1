import { splitClauses } from '../../shared/src/report/reading/clauses';
import { clauseFeatures } from '../../shared/src/report/reading/clause-features';
import type { Analyser } from '../../shared/src/report/reading/japanese-analyser';
import type { Evidence, VisitorField } from '../../shared/src/report/reading/reading';
import type { ThemeModel } from '../../shared/src/report/reading/theme-model';
import { themeIds, type ThemeId } from '../../shared/src/report/content/theme-ids';
import type { LabelledStatement } from './corpus/labelled-statement';

/** One clause of the corpus: its features, the themes whose labelled words it holds, and whether it holds a possession's. */
export interface ClauseExample {
  features: string[];
  themes: ThemeId[];
  possession: boolean;
}

/**
 * The corpus as clauses, split as the reader splits them. A clause is an example of a theme when it
 * shares a character with one of the words labelled for that theme; every other clause of the
 * corpus is an example of what the theme is not. Injected texts teach nothing.
 */
export function clauseExamples(analyse: Analyser, statements: readonly LabelledStatement[]): ClauseExample[] {
  const examples: ClauseExample[] = [];
  for (const statement of statements) {
    if (statement.expected.injection) continue;
    for (const [field, text] of Object.entries(statement.texts) as [VisitorField, string][]) {
      const morphemes = analyse(text);
      // Where each labelled cue of this field stands (its first occurrence, as the labels are read).
      const spanOf = (cue: Evidence) => {
        const start = cue.field === field ? text.indexOf(cue.text) : -1;
        return start < 0 ? null : { start, end: start + cue.text.length };
      };
      const themeSpans = statement.expected.themes.flatMap((theme) =>
        theme.cues.flatMap((cue) => {
          const span = spanOf(cue);
          return span ? [{ ...span, theme: theme.id }] : [];
        }),
      );
      const possessionSpans = statement.expected.possessions.flatMap(({ cue }) => spanOf(cue) ?? []);
      for (const clause of splitClauses(morphemes)) {
        const features = clauseFeatures(morphemes, clause.from, clause.to);
        if (features.length === 0) continue;
        const inClause = (span: { start: number; end: number }) =>
          span.start < clause.end && clause.start < span.end;
        const themes = [...new Set(themeSpans.filter(inClause).map((span) => span.theme))];
        const possession = possessionSpans.some(inClause);
        examples.push({ features, themes, possession });
      }
    }
  }
  return examples;
}

export interface TrainingOptions {
  epochs: number;
  learningRate: number;
  /** L2 penalty per update. */
  l2: number;
  /** Weights smaller than this are dropped from the saved model. */
  prune: number;
  /** Words seen in fewer clauses than this are left out: one clause's wording teaches nothing general. */
  minCount: number;
}

export const defaultTrainingOptions: TrainingOptions = {
  epochs: 30,
  learningRate: 0.3,
  l2: 1e-3,
  prune: 0.5,
  minCount: 3,
};

/** A fixed sequence of pseudo-random numbers, so that training gives the same model each time. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/** One-vs-rest logistic regression, trained by AdaGrad over shuffled clauses. */
export function trainThemeModel(
  examples: readonly ClauseExample[],
  trainedOn: Omit<ThemeModel['trainedOn'], 'clauses'>,
  options: TrainingOptions = defaultTrainingOptions,
): ThemeModel {
  const seen = new Map<string, number>();
  for (const example of examples)
    for (const feature of example.features) seen.set(feature, (seen.get(feature) ?? 0) + 1);
  const featureIndex = new Map<string, number>();
  for (const [feature, count] of seen)
    if (count >= options.minCount) featureIndex.set(feature, featureIndex.size);
  // The themes, then the class "a possession".
  const themeCount = themeIds.length + 1;
  const weights = new Float64Array(featureIndex.size * themeCount);
  const squares = new Float64Array(featureIndex.size * themeCount).fill(1e-8);
  const bias = new Float64Array(themeCount);
  const biasSquares = new Float64Array(themeCount).fill(1e-8);
  const encoded = examples.map((example) => ({
    features: example.features.flatMap((feature) => featureIndex.get(feature) ?? []),
    themes: new Set([
      ...example.themes.map((theme) => themeIds.indexOf(theme)),
      ...(example.possession ? [themeIds.length] : []),
    ]),
  }));
  const random = seededRandom(17);
  const order = encoded.map((_, index) => index);
  for (let epoch = 0; epoch < options.epochs; epoch += 1) {
    for (let index = order.length - 1; index > 0; index -= 1) {
      const other = Math.floor(random() * (index + 1));
      [order[index], order[other]] = [order[other]!, order[index]!];
    }
    for (const exampleIndex of order) {
      const example = encoded[exampleIndex]!;
      for (let theme = 0; theme < themeCount; theme += 1) {
        let score = bias[theme]!;
        for (const feature of example.features) score += weights[feature * themeCount + theme]!;
        const gradient = 1 / (1 + Math.exp(-score)) - (example.themes.has(theme) ? 1 : 0);
        biasSquares[theme]! += gradient * gradient;
        bias[theme]! -= (options.learningRate * gradient) / Math.sqrt(biasSquares[theme]!);
        for (const feature of example.features) {
          const at = feature * themeCount + theme;
          const step = gradient + options.l2 * weights[at]!;
          squares[at]! += step * step;
          weights[at]! -= (options.learningRate * step) / Math.sqrt(squares[at]!);
        }
      }
    }
  }
  const saved: ThemeModel['weights'] = {};
  const round = (value: number) => Math.round(value * 100) / 100;
  for (const [feature, index] of [...featureIndex.entries()].sort(([a], [b]) =>
    a < b ? -1 : a > b ? 1 : 0,
  )) {
    const kept: [number, number][] = [];
    for (let theme = 0; theme < themeCount; theme += 1) {
      const weight = weights[index * themeCount + theme]!;
      if (Math.abs(weight) >= options.prune) kept.push([theme, round(weight)]);
    }
    if (kept.length > 0) saved[feature] = kept;
  }
  return {
    trainedOn: { ...trainedOn, clauses: examples.length },
    themes: [...themeIds],
    bias: [...bias].map(round),
    weights: saved,
  };
}
