/** One piece of the provider's contact text: plain text, or an address the visitor can tap. */
export type ContactPart =
  { kind: 'text'; text: string } | { kind: 'email' | 'phone'; text: string; href: string };

const emailPattern = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/gu;

/**
 * A Japanese phone number as people write it: 0 or +81, then groups of digits (half- or
 * full-width) separated by hyphens, spaces or brackets: 03-1234-5678, 0120（123）456, +81 3 1234 5678.
 */
const phonePattern =
  /(?<![\d０-９])(?:\+81|＋８１|[0０])[\s\-‐－―−ー()（）]*[\d０-９]{1,4}(?:[\s\-‐－―−ー()（）]*[\d０-９]{1,4}){1,3}(?![\d０-９])/gu;

/** The number for a tel: link (+81…), or null when the text is not a Japanese phone number. */
function telHref(text: string): string | null {
  const plain = text.normalize('NFKC').replace(/[^\d+]/gu, '');
  const national = plain.startsWith('+81') ? plain.slice(3) : plain.startsWith('0') ? plain.slice(1) : null;
  // Numbers are ten digits with the leading 0 (mobile, 050 and 0120 numbers included: 9–10 after it).
  if (national === null || national.startsWith('0') || national.length < 9 || national.length > 10)
    return null;
  return `tel:+81${national}`;
}

/** Splits `text` at the matches of `pattern` that `hrefOf` accepts. */
function splitBy(
  text: string,
  pattern: RegExp,
  kind: 'email' | 'phone',
  hrefOf: (match: string) => string | null,
): ContactPart[] {
  const parts: ContactPart[] = [];
  let rest = 0;
  for (const match of text.matchAll(pattern)) {
    const href = hrefOf(match[0]);
    if (!href) continue;
    if (match.index > rest) parts.push({ kind: 'text', text: text.slice(rest, match.index) });
    parts.push({ kind, text: match[0], href });
    rest = match.index + match[0].length;
  }
  if (rest < text.length) parts.push({ kind: 'text', text: text.slice(rest) });
  return parts;
}

/**
 * The contact text as it was written, with its e-mail addresses as mailto: and its Japanese phone
 * numbers as tel: links; everything else stays text.
 */
export function contactParts(contact: string): ContactPart[] {
  return splitBy(contact, emailPattern, 'email', (address) => `mailto:${address}`).flatMap((part) =>
    part.kind === 'text' ? splitBy(part.text, phonePattern, 'phone', telHref) : [part],
  );
}
