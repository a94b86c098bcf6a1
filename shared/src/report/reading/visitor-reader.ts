import type { Reading, VisitorTexts } from './reading';

/** What a reader knows besides the texts: who wrote them (never read as content). */
export interface ReadingContext {
  industry: string;
  companySize: string;
  /** The chosen options in words, e.g. 「AIの活用状況：個人が試している」. */
  answers: readonly string[];
}

/** Turns the visitor's texts into a verified Reading (DESIGN §7a). */
export interface VisitorReader {
  kind: Reading['reader'];
  read(texts: VisitorTexts, context: ReadingContext): Promise<Reading>;
}
