import { jaModel, Parser } from 'budoux';
import { PhraseText } from '@/components/ui/phrase-text';

// Report headings hold the writer's words (company and programme names, unknown section keys),
// known only once the report arrives: they are segmented here, in the report's chunk only.
const parser = new Parser(jaModel);

/** A short report heading broken between its phrases, segmented by BudouX as it renders. */
export function HeadingPhrases({ text }: { text: string }) {
  return <PhraseText phrases={parser.parse(text)} />;
}
