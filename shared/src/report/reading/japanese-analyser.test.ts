import { createRequire } from 'node:module';
import path from 'node:path';
import kuromoji, { type IpadicFeatures, type Tokenizer } from '@sglkc/kuromoji';
import { expect, test } from 'vitest';
import { loadAnalyser, longestDictionaryWord } from './japanese-analyser';

const require = createRequire(import.meta.url);
const dicPath = path.join(path.dirname(require.resolve('@sglkc/kuromoji/package.json')), 'dict');

/** kuromoji's dictionary as it stores it: per trie entry, the ids of its words and their features. */
interface TokenInfoDictionary {
  target_map: Record<string, number[]>;
  getFeatures(id: number): string;
}

test('the bounded dictionary lookup is at least as long as the dictionary’s longest word', async () => {
  const tokenizer = await new Promise<Tokenizer<IpadicFeatures>>((resolve, reject) =>
    kuromoji.builder({ dicPath }).build((error, built) => (error ? reject(error) : resolve(built))),
  );
  const dictionary = (tokenizer as unknown as { token_info_dictionary: TokenInfoDictionary })
    .token_info_dictionary;

  let longest = 0;
  for (const ids of Object.values(dictionary.target_map)) {
    for (const id of ids) longest = Math.max(longest, dictionary.getFeatures(id).split(',')[0]!.length);
  }

  expect(longest).toBeGreaterThan(10);
  expect(longest).toBeLessThanOrEqual(longestDictionaryWord);
});

test('a long sentence is analysed into the same words with the bounded lookup', async () => {
  const analyse = await loadAnalyser();
  const sentence =
    'ラテン・アメリカ・スモーラー・カンパニーズ・ファンドの資料を毎月紙で印刷して、ベテランの担当者が一件ずつ手入力で基幹システムに転記しています。';

  const words = analyse(sentence).map((morpheme) => morpheme.surface);

  expect(words.join('')).toBe(sentence);
  expect(words).toContain('ラテン・アメリカ・スモーラー・カンパニーズ・ファンド');
  expect(words).toContain('転記');
});
