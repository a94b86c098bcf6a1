import { createRequire } from 'node:module';
import path from 'node:path';
import kuromoji, { type IpadicFeatures, type Tokenizer } from '@sglkc/kuromoji';

/** One morpheme of a text, with where it sits in that text. */
export interface Morpheme {
  surface: string;
  /** Dictionary form (「使っ」→「使う」); the surface, lower-cased, for words the dictionary lacks. */
  lemma: string;
  /** The surface in NFKC, lower-cased, as lexicon phrases are written (「ＦＡＸ」 is 「fax」). */
  normal: string;
  /** Part of speech: 名詞, 動詞, 助詞, 助動詞, 記号, … */
  pos: string;
  /** First sub-category: 接続助詞, 非自立, 自立, 句点, … */
  detail: string;
  /** A potential verb (「守れる」「追える」 from 「守る」「追う」): negated, it states an inability. */
  potential?: boolean;
  start: number;
  end: number;
}

/** Splits Japanese text into morphemes. */
export type Analyser = (text: string) => Morpheme[];

const require = createRequire(import.meta.url);
const dictionaryPath = path.join(path.dirname(require.resolve('@sglkc/kuromoji/package.json')), 'dict');

let loading: Promise<Analyser> | null = null;

/** The e-row kana of a potential verb's stem and the u-row kana of the verb it comes from. */
const potentialEndings: Record<string, string> = {
  え: 'う',
  け: 'く',
  げ: 'ぐ',
  せ: 'す',
  て: 'つ',
  ね: 'ぬ',
  べ: 'ぶ',
  め: 'む',
  れ: 'る',
};

/**
 * Whether an ichidan verb is the potential form of a godan verb (「守れる」 of 「守る」): the IPA
 * dictionary lists potentials as verbs of their own, so the godan verb is looked up in it.
 */
function potentialCheck(tokenizer: Tokenizer<IpadicFeatures>): (token: IpadicFeatures) => boolean {
  const known = new Map<string, boolean>();
  return (token) => {
    const lemma = token.basic_form;
    if (token.pos !== '動詞' || token.conjugated_type !== '一段' || !lemma.endsWith('る')) return false;
    const godan = potentialEndings[lemma.at(-2) ?? ''];
    if (!godan || lemma.length < 3) return false;
    const candidate = `${lemma.slice(0, -2)}${godan}`;
    let found = known.get(candidate);
    if (found === undefined) {
      const tokens = tokenizer.tokenize(candidate);
      found =
        tokens.length === 1 &&
        tokens[0]!.basic_form === candidate &&
        tokens[0]!.conjugated_type.startsWith('五段');
      known.set(candidate, found);
    }
    return found;
  };
}

function toMorpheme(token: IpadicFeatures, isPotential: (token: IpadicFeatures) => boolean): Morpheme {
  const start = token.word_position - 1;
  const surface = token.surface_form;
  const lemma = token.basic_form === '*' ? surface : token.basic_form;
  return {
    surface,
    normal: surface.normalize('NFKC').toLowerCase(),
    // 「ません」「知らぬ」 negate like 「ない」: one form, so that lexicons need to name only 「ない」.
    lemma: token.pos === '助動詞' && (lemma === 'ん' || lemma === 'ぬ') ? 'ない' : lemma.toLowerCase(),
    pos: token.pos,
    detail: token.pos_detail_1,
    ...(isPotential(token) ? { potential: true } : {}),
    start,
    end: start + surface.length,
  };
}

/** At least as long as the IPA dictionary's longest word (26 characters; a test checks it). */
export const longestDictionaryWord = 32;

/**
 * kuromoji looks up, at every position of a sentence, the words that start there by converting the
 * whole rest of the sentence to UTF-8: quadratic in the sentence's length, and most of the reader's
 * time on long sentences. No word is longer than `longestDictionaryWord`, so the lookup is given only
 * that much; the words found are the same.
 */
function boundDictionaryLookups(tokenizer: Tokenizer<IpadicFeatures>): void {
  const { trie } = (tokenizer as unknown as { viterbi_builder: { trie: PrefixTrie } }).viterbi_builder;
  const search = trie.commonPrefixSearch.bind(trie);
  trie.commonPrefixSearch = (key) =>
    search(key.length > longestDictionaryWord ? key.slice(0, longestDictionaryWord) : key);
}

/** The part of kuromoji's dictionary trie (doublearray) the analyser bounds. */
interface PrefixTrie {
  commonPrefixSearch(key: string): { k: string; v: number }[];
}

/**
 * The morphological analyser (kuromoji with the IPA dictionary it ships), loaded once per process
 * on first use: the dictionary takes about a second and ~100 MB, so a process that never reads a
 * visitor's text (the API in distributed mode) never pays for it.
 */
export function loadAnalyser(): Promise<Analyser> {
  loading ??= new Promise<Tokenizer<IpadicFeatures>>((resolve, reject) => {
    kuromoji.builder({ dicPath: dictionaryPath }).build((error, tokenizer) => {
      if (error) reject(error);
      else resolve(tokenizer);
    });
  }).then(
    (tokenizer) => {
      boundDictionaryLookups(tokenizer);
      const isPotential = potentialCheck(tokenizer);
      return (text: string) => tokenizer.tokenize(text).map((token) => toMorpheme(token, isPotential));
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}
