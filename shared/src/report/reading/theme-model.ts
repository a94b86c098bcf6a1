import { readFile } from 'node:fs/promises';
import { z } from 'zod';
import { themeIds, type ThemeId } from '../content/theme-ids';

/**
 * A theme model learned from the development split of the labelled corpus
 * (scripts/eval/train-theme-model.ts): for each theme, a logistic regression over a clause's
 * features (clause-features.ts). The lexicons name a theme by the words someone chose; the model
 * has weighed every word of the clauses labelled for each theme, so it still recognises a clause
 * written in words no lexicon lists. The reader consults it only for clauses the lexicons leave
 * without a theme (builtin-reader.ts).
 */
export interface ThemeModel {
  /** What it was trained on: the split's file and SHA-256, so that a stale model shows (a test checks). */
  trainedOn: { corpus: string; sha256: string; statements: number; clauses: number };
  themes: ThemeId[];
  /**
   * One per theme, in the order of `themes`, then one for the class "a possession": the clause says
   * what the company has or what is fine (「勤怠はクラウド化済みで、特に困っていません」).
   */
  bias: number[];
  /** Per feature, the non-zero weights as [class index, weight] (classes as in `bias`). */
  weights: Record<string, [number, number][]>;
}

const themeModelSchema = z.object({
  trainedOn: z.object({
    corpus: z.string(),
    sha256: z.string(),
    statements: z.number().int(),
    clauses: z.number().int(),
  }),
  themes: z.array(z.enum(themeIds)),
  bias: z.array(z.number()),
  weights: z.record(z.string(), z.array(z.tuple([z.number().int(), z.number()]))),
});

export const themeModelFile = new URL('./theme-model.json', import.meta.url);

let loading: Promise<ThemeModel> | null = null;

/** The trained model, read once per process. */
export function loadThemeModel(): Promise<ThemeModel> {
  loading ??= readFile(themeModelFile, 'utf8').then(
    (json) => themeModelSchema.parse(JSON.parse(json)),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));

/** Each class's probability for a clause with these features: the themes, then a possession. */
export function themeProbabilities(model: ThemeModel, features: readonly string[]): number[] {
  const scores = [...model.bias];
  for (const feature of features) {
    for (const [theme, weight] of model.weights[feature] ?? []) scores[theme]! += weight;
  }
  return scores.map(sigmoid);
}

/** The likeliest theme of a clause, from its themes' probabilities, with its probability. */
export function likeliestTheme(
  model: ThemeModel,
  probabilities: readonly number[],
): { id: ThemeId; probability: number } | null {
  let best = -1;
  model.themes.forEach((_, index) => {
    if (best < 0 || probabilities[index]! > probabilities[best]!) best = index;
  });
  return best < 0 ? null : { id: model.themes[best]!, probability: probabilities[best]! };
}

/** The probability that the clause says what the company has or what is fine, from `themeProbabilities`. */
export const possessionProbability = (model: ThemeModel, probabilities: readonly number[]): number =>
  probabilities[model.themes.length] ?? 0;
