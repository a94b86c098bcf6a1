export type MaturityLevel = 1 | 2 | 3 | 4 | 5;

/**
 * SPEC §3: the level is the first number in the maturityLevel text, 1 when there is none.
 * Full-width digits are normalised first because Japanese model output often uses them.
 */
export function parseMaturityLevel(text: string): MaturityLevel {
  const normalised = text.replace(/[０-９]/g, (digit) => String.fromCharCode(digit.charCodeAt(0) - 0xfee0));
  const match = /\d+/.exec(normalised);
  if (!match) return 1;
  const level = Math.min(5, Math.max(1, Number.parseInt(match[0], 10)));
  return level as MaturityLevel;
}
