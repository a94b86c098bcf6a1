import type { Industry } from '../../questionnaire/dropdown-options';
import type { ContentSource } from './content-source';

/** A law, guideline or sector change a consultant would raise for an industry (e.g. 2024年問題). */
export interface IndustryTopic {
  id: string;
  /** Short Japanese name, e.g. 「物流の2024年問題」. */
  label: string;
  industries: Industry[] | 'all';
  /** Matched against the visitor's text to raise the topic even outside its industries. */
  keywords: RegExp;
  /** What it requires or changes, from `sources` only (dates and limits as published). */
  summary: string;
  /** What the company should check or do about it, one sentence. */
  action: string;
  sources: ContentSource[];
}
