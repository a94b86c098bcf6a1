import { describe, expect, test } from 'vitest';
import { loadAnalyser } from '../../shared/src/report/reading/japanese-analyser';
import { likeliestTheme, themeProbabilities } from '../../shared/src/report/reading/theme-model';
import type { LabelledStatement } from './corpus/labelled-statement';
import { clauseExamples, defaultTrainingOptions, trainThemeModel } from './theme-model-training';

const statement = (
  id: string,
  issue: string,
  cues: [LabelledStatement['expected']['themes'][number]['id'], string][],
) =>
  ({
    id,
    industry: 'transport_logistics',
    size: '10_29',
    position: 'ceo',
    texts: { issue },
    expected: {
      themes: cues.map(([theme, text]) => ({ id: theme, cues: [{ field: 'issue', text }] })),
      possessions: [],
      asks: [],
      constraints: [],
      injection: false,
    },
  }) satisfies LabelledStatement;

describe('theme model training', () => {
  test('a clause is an example of the themes and the possession whose labelled words it holds', async () => {
    const labelled = statement('t1', '配車は専務が一人で組んでいますが、勤怠はクラウドです。', [
      ['dispatch', '配車は専務が一人で'],
    ]);
    const possession = {
      kind: 'has',
      theme: 'shifts_attendance',
      cue: { field: 'issue', text: '勤怠はクラウド' },
    } as const;
    const examples = clauseExamples(await loadAnalyser(), [
      { ...labelled, expected: { ...labelled.expected, possessions: [possession] } },
    ]);

    expect(examples.map((example) => example.themes)).toEqual([['dispatch'], []]);
    expect(examples.map((example) => example.possession)).toEqual([false, true]);
    expect(examples[0]!.features).toContain('w:配車');
  });

  test('trained on clauses of two themes, the model tells a new clause of each apart, and training twice gives the same model', async () => {
    const analyse = await loadAnalyser();
    const statements = Array.from({ length: 4 }, (_, index) => [
      statement(`d${index}`, `配車をドライバーごとに毎晩組み直しています${index}。`, [
        ['dispatch', '配車をドライバーごとに'],
      ]),
      statement(`i${index}`, `お客様からの電話の問い合わせに追われています${index}。`, [
        ['inquiries', 'お客様からの電話の'],
      ]),
    ]).flat();
    const options = { ...defaultTrainingOptions, minCount: 1, prune: 0 };
    const trainedOn = { corpus: 'test', sha256: '', statements: statements.length };

    const model = trainThemeModel(clauseExamples(analyse, statements), trainedOn, options);

    expect(likeliestTheme(model, themeProbabilities(model, ['w:配車', 'w:ドライバー']))?.id).toBe('dispatch');
    expect(likeliestTheme(model, themeProbabilities(model, ['w:電話', 'w:問い合わせ']))?.id).toBe(
      'inquiries',
    );
    expect(trainThemeModel(clauseExamples(analyse, statements), trainedOn, options)).toEqual(model);
  });
});
