/**
 * Joins sentences the way a writer would: the first sentence's polite ending becomes its
 * continuative form (〜ており、〜で、〜ず、masu-stem、), so two facts read as one thought.
 */
const continuative: [RegExp, string][] = [
  [/ていません。$/u, 'ておらず、'],
  [/ありません。$/u, 'なく、'],
  [/ません。$/u, 'ず、'],
  [/ています。$/u, 'ており、'],
  [/ました。$/u, '、'],
  [/ます。$/u, '、'],
  [/でした。$/u, 'で、'],
  [/です。$/u, 'で、'],
];

/** The sentence in its continuative form, or unchanged (with 。) when no rule fits. */
export function asClause(sentence: string): string {
  for (const [ending, replacement] of continuative) {
    if (ending.test(sentence)) return sentence.replace(ending, replacement);
  }
  return sentence;
}

// A comma after a continuative ending (「…ており、」「…ため、」) starts another clause.
const clauseBreak = /(?:て|で|り|し|が|ず|く|ため|ので|から|おり|つつ|ながら)、/gu;

/** The most clauses a joined sentence may have. */
const maxClauses = 3;

/** How many clauses a sentence has, by its continuative commas outside quotations. */
export function clauseCount(sentence: string): number {
  // A quotation is the visitor's words, one part of the writer's sentence whatever its commas.
  const own = sentence.replace(/「[^「」]*」/gu, '「」');
  return 1 + (own.match(clauseBreak)?.length ?? 0);
}

/**
 * Two sentences as one, 「…ており、…」, when the result keeps to three clauses; otherwise the two
 * sentences as they are, since a reader loses a longer sentence. Empty parts are skipped.
 */
export function joinSentences(first: string, second: string): string {
  if (!first) return second;
  if (!second) return first;
  if (clauseCount(first) + clauseCount(second) > maxClauses) return `${first}${second}`;
  return `${asClause(first)}${second}`;
}
