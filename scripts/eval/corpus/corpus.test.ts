import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { describe, expect, test } from 'vitest';
import { themeIds } from '../../../shared/src/report/content/theme-ids';
import { askKinds, constraintKinds, isVerbatim } from '../../../shared/src/report/reading/reading';
import { loadThemeModel } from '../../../shared/src/report/reading/theme-model';
import { corpusFile, corpusSplits, loadCorpus } from './corpus';

/**
 * The test split as it was written and split on 2026-11-24. Lexicons are tuned on the development
 * split only; a change to test.json changes this hash, so it cannot pass review unnoticed.
 */
const testSplitSha256 = 'd00ac37868f0f8b00bd16e49a8f8339485e936b5043c70b484e29c980cfa9767';

describe('reading corpus', () => {
  test('the test split is the one written and split once (its hash is pinned)', async () => {
    const bytes = await readFile(corpusFile('test'));

    expect(createHash('sha256').update(bytes).digest('hex')).toBe(testSplitSha256);
  });

  test('the reader’s theme model was trained on the development split as it is now (scripts/eval/train-theme-model.ts)', async () => {
    const [bytes, model, development] = await Promise.all([
      readFile(corpusFile('development')),
      loadThemeModel(),
      loadCorpus('development'),
    ]);

    expect(model.trainedOn.sha256).toBe(createHash('sha256').update(bytes).digest('hex'));
    expect(model.trainedOn.statements).toBe(development.length);
  });

  test('there are at least 300 statements across all twelve industries, no id in both splits', async () => {
    const [development, test] = await Promise.all(corpusSplits.map(loadCorpus));
    const all = [...development!, ...test!];

    expect(all.length).toBeGreaterThanOrEqual(300);
    expect(new Set(all.map((statement) => statement.industry)).size).toBe(12);
    expect(new Set(all.map((statement) => statement.id)).size).toBe(all.length);
  });

  test.each(corpusSplits)(
    'every label of the %s split is a known kind with a verbatim cue',
    async (split) => {
      for (const statement of await loadCorpus(split)) {
        const { expected, texts } = statement;
        for (const theme of expected.themes) {
          expect(themeIds, statement.id).toContain(theme.id);
          for (const cue of theme.cues)
            expect(isVerbatim(cue, texts), `${statement.id} ${cue.text}`).toBe(true);
        }
        for (const ask of expected.asks) {
          expect(askKinds, statement.id).toContain(ask.kind);
          expect(isVerbatim(ask.cue, texts), `${statement.id} ${ask.cue.text}`).toBe(true);
        }
        for (const constraint of expected.constraints) {
          expect(constraintKinds, statement.id).toContain(constraint.kind);
          expect(isVerbatim(constraint.cue, texts), statement.id).toBe(true);
        }
        for (const possession of expected.possessions) {
          expect(isVerbatim(possession.cue, texts), statement.id).toBe(true);
        }
      }
    },
  );
});
