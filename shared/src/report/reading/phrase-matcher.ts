import type { Analyser, Morpheme } from './japanese-analyser';

/** A lexicon phrase as dictionary forms, ready to be found in analysed text. */
export interface Phrase {
  text: string;
  lemmas: readonly string[];
  /** Nouns and symbols only (「受発注」「FAX」): also found inside a longer compound word. */
  nounOnly: boolean;
}

/** Where a phrase was found: morpheme indexes [first, last]. */
export interface PhraseMatch {
  phrase: Phrase;
  first: number;
  last: number;
}

const normalise = (text: string) => text.normalize('NFKC').toLowerCase();

/** Analyses lexicon phrases once, into their dictionary forms. */
export function compilePhrases(analyse: Analyser, phrases: readonly string[]): Phrase[] {
  return phrases.map((text) => {
    const morphemes = analyse(normalise(text));
    return {
      text: normalise(text),
      lemmas: morphemes.map((morpheme) => morpheme.lemma),
      nounOnly: morphemes.every((morpheme) => morpheme.pos === '名詞' || morpheme.pos === '記号'),
    };
  });
}

/** Particles, auxiliaries, dependent words and adverbs may stand between a phrase's words (「単価がなかなか上がらない」). */
const isFunctionWord = (morpheme: Morpheme) =>
  morpheme.pos === '助詞' ||
  morpheme.pos === '副詞' ||
  morpheme.pos === '助動詞' ||
  morpheme.detail === '非自立' ||
  morpheme.detail === '接尾' ||
  (morpheme.pos === '記号' && morpheme.detail !== '句点');
const maxGap = 3;

const sameWord = (morpheme: Morpheme, lemma: string) => morpheme.lemma === lemma || morpheme.normal === lemma;
const isLatin = (text: string) => /^[a-z0-9]/.test(text);

/** Whether a phrase's first word is this morpheme (or, for a one-word noun phrase, inside it). */
function startsAt(word: Morpheme, phrase: Phrase): boolean {
  const head = phrase.lemmas[0];
  if (head === undefined) return false;
  if (sameWord(word, head)) return true;
  // A one-word noun phrase is also found inside a compound (「発注」 in 「受発注」), never inside a Latin word.
  return (
    phrase.nounOnly &&
    phrase.lemmas.length === 1 &&
    phrase.text.length >= 2 &&
    !isLatin(phrase.text) &&
    word.normal.includes(phrase.text)
  );
}

/** The phrase matched from morpheme `first`, small gaps of function words allowed, or null. */
function matchAt(
  morphemes: readonly Morpheme[],
  phrase: Phrase,
  first: number,
  to: number,
): PhraseMatch | null {
  if (!startsAt(morphemes[first]!, phrase)) return null;
  let at = first;
  for (const lemma of phrase.lemmas.slice(1)) {
    let next = at + 1;
    let gap = 0;
    while (next < to && gap < maxGap && !sameWord(morphemes[next]!, lemma)) {
      // An aside in brackets (「安全書類（作業員名簿など）を集める」) does not part a phrase's words.
      const closing = closingBracketOf(morphemes, next, to);
      if (closing !== null) {
        next = closing + 1;
        continue;
      }
      if (!isFunctionWord(morphemes[next]!)) break;
      next += 1;
      gap += 1;
    }
    if (next >= to || !sameWord(morphemes[next]!, lemma)) return null;
    at = next;
  }
  return { phrase, first, last: at };
}

/** The index of the bracket closing the one opened at `index`, or null when none opens there or it stays open. */
function closingBracketOf(morphemes: readonly Morpheme[], index: number, to: number): number | null {
  if (morphemes[index]!.detail !== '括弧開') return null;
  for (let at = index + 1; at < to; at += 1) {
    if (morphemes[at]!.detail === '括弧閉') return at;
  }
  return null;
}

/** Phrases looked up by their first word, so that a clause is matched in one pass. */
export interface PhraseIndex {
  byHead: Map<string, Phrase[]>;
  /** One-word noun phrases by their text, also found inside compounds. */
  inside: Map<string, Phrase[]>;
}

export function indexPhrases(phrases: readonly Phrase[]): PhraseIndex {
  const byHead = new Map<string, Phrase[]>();
  for (const phrase of phrases) {
    const head = phrase.lemmas[0];
    if (head === undefined) continue;
    byHead.set(head, [...(byHead.get(head) ?? []), phrase]);
  }
  const inside = new Map<string, Phrase[]>();
  for (const phrase of phrases) {
    if (!phrase.nounOnly || phrase.lemmas.length !== 1 || phrase.text.length < 2 || isLatin(phrase.text))
      continue;
    inside.set(phrase.text, [...(inside.get(phrase.text) ?? []), phrase]);
  }
  return { byHead, inside };
}

/** The one-word noun phrases standing inside a longer noun, looked up by each of its substrings. */
function phrasesInside(surface: string, index: PhraseIndex): Phrase[] {
  const found: Phrase[] = [];
  for (let start = 0; start < surface.length; start += 1) {
    for (let end = start + 2; end <= surface.length; end += 1) {
      if (end - start === surface.length) continue;
      found.push(...(index.inside.get(surface.slice(start, end)) ?? []));
    }
  }
  return found;
}

/** Every phrase of an index found in morphemes[from, to), the first match of each. */
export function findPhrases(
  morphemes: readonly Morpheme[],
  index: PhraseIndex,
  from = 0,
  to = morphemes.length,
): PhraseMatch[] {
  const found = new Map<Phrase, PhraseMatch>();
  const tryAt = (first: number, phrases: readonly Phrase[] | undefined) => {
    if (!phrases) return;
    for (const phrase of phrases) {
      if (found.has(phrase)) continue;
      const match = matchAt(morphemes, phrase, first, to);
      if (match) found.set(phrase, match);
    }
  };
  for (let first = from; first < to; first += 1) {
    const word = morphemes[first]!;
    const surface = word.normal;
    tryAt(first, index.byHead.get(word.lemma));
    if (surface !== word.lemma) tryAt(first, index.byHead.get(surface));
    // Only a noun longer than a phrase can hold it inside (「受発注」 holds 「発注」).
    if (word.pos === '名詞' && surface.length > 2 && index.inside.size > 0)
      tryAt(first, phrasesInside(surface, index));
  }
  return [...found.values()];
}
