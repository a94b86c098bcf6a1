import { expect, test } from 'vitest';
import { clauseFeatures } from './clause-features';
import { loadAnalyser } from './japanese-analyser';

test('a clause’s features are its content words by dictionary form and its compound nouns, without particles or light verbs', async () => {
  const morphemes = (await loadAnalyser())('配送ルートは担当者が毎朝手で組んでいます');

  const features = clauseFeatures(morphemes, 0, morphemes.length);

  expect(features).toEqual(
    expect.arrayContaining(['w:配送', 'w:ルート', 'c:配送ルート', 'w:担当', 'w:組む']),
  );
  expect(features).not.toContain('w:は');
  expect(features).not.toContain('w:いる');
  expect(new Set(features).size).toBe(features.length);
});
