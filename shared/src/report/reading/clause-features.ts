import type { Morpheme } from './japanese-analyser';

/** Parts of speech that carry what a clause is about. */
const contentParts = new Set(['名詞', '動詞', '形容詞']);
/** Sub-categories of those that carry nothing of the topic: numbers, pronouns, suffixes, 「こと」. */
const emptyDetails = new Set(['数', '代名詞', '非自立', '接尾']);
/** Verbs that only carry the grammar of the sentence. */
const lightVerbs = new Set(['する', 'ある', 'いる', 'なる', 'れる', 'られる', 'せる', 'させる', 'おる']);

const isContent = (morpheme: Morpheme) =>
  contentParts.has(morpheme.pos) &&
  !emptyDetails.has(morpheme.detail) &&
  !lightVerbs.has(morpheme.lemma) &&
  // A lone kana is a particle or a fragment the dictionary did not know.
  !/^[\p{Script=Hiragana}ー]$/u.test(morpheme.lemma);

/** Endings that carry the clause's stance: 「たい」「ない」「た」, 「ている」, 「済み」. */
const isGrammar = (morpheme: Morpheme) =>
  morpheme.pos === '助動詞' ||
  (morpheme.pos === '動詞' && morpheme.detail === '非自立') ||
  (morpheme.pos === '名詞' && morpheme.detail === '接尾' && morpheme.lemma === '済み');

/** The feature of one content word. */
export const wordFeature = (morpheme: Morpheme) => `w:${morpheme.lemma.normalize('NFKC')}`;

/**
 * What the theme model (theme-model.ts) sees of a clause: its content words by dictionary form
 * (「打ち直し」「集計」「ドライバー」), its compound nouns whole (「配送ルート」) and the endings that
 * carry its stance (「たい」「ない」「済み」: they tell 「ルールを作りたい」 from 「ルールは作りました」),
 * once each.
 */
export function clauseFeatures(morphemes: readonly Morpheme[], from: number, to: number): string[] {
  const features = new Set<string>();
  let compound: string[] = [];
  const closeCompound = () => {
    if (compound.length > 1) features.add(`c:${compound.join('')}`);
    compound = [];
  };
  for (let index = from; index < to; index += 1) {
    const morpheme = morphemes[index]!;
    if (morpheme.pos === '名詞' && !emptyDetails.has(morpheme.detail)) compound.push(morpheme.normal);
    else closeCompound();
    if (isContent(morpheme)) features.add(wordFeature(morpheme));
    else if (isGrammar(morpheme)) features.add(`g:${morpheme.lemma}`);
  }
  closeCompound();
  return [...features];
}
