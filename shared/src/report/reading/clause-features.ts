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

/** The feature of one content word. */
export const wordFeature = (morpheme: Morpheme) => `w:${morpheme.lemma.normalize('NFKC')}`;

/**
 * What the theme model (theme-model.ts) sees of a clause: its content words by dictionary form
 * (「打ち直し」「集計」「ドライバー」) and its compound nouns whole (「配送ルート」), once each. The
 * clause's grammar (negation, wish, question) is read by the reader itself, not here.
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
  }
  closeCompound();
  return [...features];
}
