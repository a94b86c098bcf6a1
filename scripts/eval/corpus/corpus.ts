import { readFile } from 'node:fs/promises';
import type { LabelledStatement } from './labelled-statement';

/** The two parts of the corpus: lexicons are tuned on development only; test is never read while tuning. */
export const corpusSplits = ['development', 'test'] as const;
export type CorpusSplit = (typeof corpusSplits)[number];

/** The file of a split, beside this module. */
export const corpusFile = (split: CorpusSplit) => new URL(`./${split}.json`, import.meta.url);

/** The labelled statements of a split. */
export async function loadCorpus(split: CorpusSplit): Promise<LabelledStatement[]> {
  return JSON.parse(await readFile(corpusFile(split), 'utf8')) as LabelledStatement[];
}
