import { createRequire } from 'node:module';
import path from 'node:path';
import kuromoji, { type IpadicFeatures, type Tokenizer } from '@sglkc/kuromoji';

/** One morpheme of a text, with where it sits in that text. */
export interface Morpheme {
  surface: string;
  /** Dictionary form (「使っ」→「使う」); the surface, lower-cased, for words the dictionary lacks. */
  lemma: string;
  /** Part of speech: 名詞, 動詞, 助詞, 助動詞, 記号, … */
  pos: string;
  /** First sub-category: 接続助詞, 非自立, 自立, 句点, … */
  detail: string;
  start: number;
  end: number;
}

/** Splits Japanese text into morphemes. */
export type Analyser = (text: string) => Morpheme[];

const require = createRequire(import.meta.url);
const dictionaryPath = path.join(path.dirname(require.resolve('@sglkc/kuromoji/package.json')), 'dict');

let loading: Promise<Analyser> | null = null;

function toMorpheme(token: IpadicFeatures): Morpheme {
  const start = token.word_position - 1;
  const surface = token.surface_form;
  const lemma = token.basic_form === '*' ? surface : token.basic_form;
  return {
    surface,
    // 「ません」「知らぬ」 negate like 「ない」: one form, so that lexicons need to name only 「ない」.
    lemma: token.pos === '助動詞' && (lemma === 'ん' || lemma === 'ぬ') ? 'ない' : lemma.toLowerCase(),
    pos: token.pos,
    detail: token.pos_detail_1,
    start,
    end: start + surface.length,
  };
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
    (tokenizer) => (text: string) => tokenizer.tokenize(text).map(toMorpheme),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}
