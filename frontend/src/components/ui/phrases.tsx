import { phraseBreaks } from 'virtual:phrase-breaks';
import { PhraseText } from './phrase-text';

/** The text cut at the given offsets. */
function splitAt(text: string, offsets: readonly number[]): string[] {
  return [0, ...offsets].map((start, index) => text.slice(start, offsets[index]));
}

/**
 * Fixed copy (questions, options, labels, the privacy policy) broken between phrases, with the
 * boundaries BudouX found at build time (vite-plugins/phrase-breaks.ts), so that the visitor
 * pages need no segmenter of their own.
 */
export function Phrases({ text }: { text: string }) {
  const breaks = phraseBreaks.get(text);
  if (!breaks) {
    if (import.meta.env.DEV) {
      console.warn(
        `No phrase breaks for 「${text}」: add its module to copyModules in vite-plugins/phrase-breaks.ts.`,
      );
    }
    return text;
  }
  return <PhraseText phrases={splitAt(text, breaks)} />;
}
