import { itaijiFolds } from './itaiji-variants';

const commonFormOf = new Map(
  itaijiFolds.flatMap(({ common, variants }) => [...variants].map((variant) => [variant, common] as const)),
);

/** ぁ–ゖ and ゝゞ sit exactly this far below their katakana. */
const katakanaOffset = 0x60;
const isFoldableHiragana = (code: number) =>
  (code >= 0x3041 && code <= 0x3096) || code === 0x309d || code === 0x309e;

/**
 * Text as the admin search compares it: NFKC (full-width ＡＢＣ and half-width ﾐﾗｲ become abc and
 * ミライ), lower case, hiragana as katakana, kanji variants in their common form (itaiji-variants.ts),
 * and no whitespace, so 「山田 太郎」 and 「山田太郎」 are one name.
 */
export function foldForSearch(text: string): string {
  let folded = '';
  for (const char of text.normalize('NFKC').toLowerCase()) {
    if (/\s/u.test(char)) continue;
    const code = char.codePointAt(0)!;
    const kana = isFoldableHiragana(code) ? String.fromCodePoint(code + katakanaOffset) : char;
    folded += commonFormOf.get(kana) ?? kana;
  }
  return folded;
}

const digitsOf = (text: string) => text.replace(/[^0-9]/g, '');

/** Digits and what phone numbers are written with between them, the long-vowel mark typed for a hyphen included. */
const phoneNumberLike = /^[0-9()+.\-‐‑‒–—―−ー]*[0-9][0-9()+.\-‐‑‒–—―−ー]*$/;

/** The contact data a submission is found by. */
export interface SearchableContact {
  companyName: string;
  contactName: string;
  email: string;
  phone: string;
}

/**
 * The stored search text of a submission: company, name and e-mail folded, and the phone as its
 * digits, one per line. The line breaks keep a search from matching across two fields.
 */
export function searchTextOf(contact: SearchableContact): string {
  return [
    foldForSearch(contact.companyName),
    foldForSearch(contact.contactName),
    foldForSearch(contact.email),
    digitsOf(foldForSearch(contact.phone)),
  ].join('\n');
}

/**
 * What a search box entry is looked for as in the stored search text: folded like it, and, when it
 * reads as a phone number (03-1234-5678, ０３（１２３４）５６７８), its digits only. Empty when
 * nothing searchable is left.
 */
export function searchTermOf(query: string): string {
  const folded = foldForSearch(query);
  return phoneNumberLike.test(folded) ? digitsOf(folded) : folded;
}
