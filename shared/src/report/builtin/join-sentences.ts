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

/** Two sentences as one: 「…ており、…」. Empty parts are skipped. */
export function joinSentences(first: string, second: string): string {
  if (!first) return second;
  if (!second) return first;
  return `${asClause(first)}${second}`;
}
