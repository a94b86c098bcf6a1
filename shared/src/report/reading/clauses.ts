import type { Morpheme } from './japanese-analyser';

/** One clause of a text: morphemes [from, to) and the characters they span. */
export interface Clause {
  from: number;
  to: number;
  start: number;
  end: number;
}

/** Conjunctive particles after which a new statement begins (「…済みですが、…」「…ので、…」). */
const clauseEndingParticles = new Set([
  'が',
  'けど',
  'けれど',
  'けれども',
  'ものの',
  'のに',
  'ので',
  'から',
  'し',
]);
/** Conjunctions that open a contrasting or new statement (「ただ、」「一方で」). */
const openingConjunctions = new Set([
  'ただ',
  'でも',
  'しかし',
  'ところが',
  'ですが',
  'だが',
  'ただし',
  'とはいえ',
  '一方',
]);
const sentenceEnd = /^[。！？!?\n]+$/u;
/** A list item's number (「①」「⑵」): each item of 「①…②…」 is a statement of its own. */
const listMarker = /^[\u2460-\u2473\u2474-\u2487\u2776-\u277f]$/u;

/**
 * Splits analysed text into clauses: at sentence ends, after a conjunctive particle such as 「が」
 * 「ので」, and before a conjunction such as 「ただ」 or a list item's number (「②」). A clause is what one polarity applies to:
 * 「受発注はEDIに切り替え済みですが、配車は担当者しか分からない」 is two.
 */
export function splitClauses(morphemes: readonly Morpheme[]): Clause[] {
  const clauses: Clause[] = [];
  let from = 0;
  const close = (to: number) => {
    if (to > from) {
      clauses.push({ from, to, start: morphemes[from]!.start, end: morphemes[to - 1]!.end });
    }
    from = to;
  };
  morphemes.forEach((morpheme, index) => {
    if (
      index > from &&
      (((morpheme.pos === '接続詞' || morpheme.detail === '副詞可能') &&
        openingConjunctions.has(morpheme.surface)) ||
        listMarker.test(morpheme.surface))
    ) {
      close(index);
    }
    const endsSentence = morpheme.pos === '記号' && sentenceEnd.test(morpheme.surface);
    const conjunctive =
      morpheme.pos === '助詞' &&
      morpheme.detail === '接続助詞' &&
      clauseEndingParticles.has(morpheme.surface);
    if (endsSentence || conjunctive || morpheme.surface.includes('\n')) {
      // The comma after 「が」 belongs to the clause it ends.
      const next = morphemes[index + 1];
      close(next && next.pos === '記号' && next.detail === '読点' ? index + 2 : index + 1);
    }
  });
  close(morphemes.length);
  return clauses.filter((clause) => clause.to > clause.from);
}
