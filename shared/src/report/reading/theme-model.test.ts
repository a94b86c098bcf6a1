import { describe, expect, test } from 'vitest';
import { themeIds } from '../content/theme-ids';
import { clauseFeatures } from './clause-features';
import { loadAnalyser } from './japanese-analyser';
import {
  likeliestTheme,
  loadThemeModel,
  possessionProbability,
  themeProbabilities,
  type ThemeModel,
} from './theme-model';

const model: ThemeModel = {
  trainedOn: { corpus: 'hand-made', sha256: '', statements: 0, clauses: 0 },
  themes: ['dispatch', 'inquiries'],
  bias: [-3, -3],
  weights: {
    'w:配車': [[0, 5]],
    'w:電話': [[1, 4]],
    'w:ドライバー': [
      [0, 2],
      [1, -1],
    ],
  },
};

describe('theme model', () => {
  test('when a clause holds a theme’s words, then that theme is the likeliest, with the logistic probability of its weights', () => {
    const probabilities = themeProbabilities(model, ['w:配車', 'w:ドライバー']);

    expect(probabilities[0]).toBeCloseTo(1 / (1 + Math.exp(-4)), 10);
    expect(probabilities[1]).toBeCloseTo(1 / (1 + Math.exp(4)), 10);
    expect(likeliestTheme(model, probabilities)).toEqual({ id: 'dispatch', probability: probabilities[0] });
  });

  test('when a clause holds no word the model knows, then every theme keeps its prior only', () => {
    const probabilities = themeProbabilities(model, ['w:見積']);

    expect(probabilities).toEqual([1 / (1 + Math.exp(3)), 1 / (1 + Math.exp(3))]);
  });

  test('the shipped model tells a clause saying what the company has from one stating how work is done', async () => {
    const [analyse, shipped] = await Promise.all([loadAnalyser(), loadThemeModel()]);
    const possession = (text: string) => {
      const morphemes = analyse(text);
      return possessionProbability(
        shipped,
        themeProbabilities(shipped, clauseFeatures(morphemes, 0, morphemes.length)),
      );
    };

    expect(possession('勤怠はクラウドに移行済みで、特に困っていません')).toBeGreaterThan(0.5);
    expect(possession('配車は専務が一人で組んでいます')).toBeLessThan(0.5);
  });

  test('the model shipped with the reader loads, with one bias per theme of the catalogue', async () => {
    const shipped = await loadThemeModel();

    expect(shipped.themes).toEqual([...themeIds]);
    expect(shipped.bias).toHaveLength(themeIds.length + 1);
    expect(Object.keys(shipped.weights).length).toBeGreaterThan(500);
  });
});
