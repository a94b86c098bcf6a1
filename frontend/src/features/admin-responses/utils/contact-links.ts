/**
 * A `tel:` link for a stored phone number: its digits (and a leading +) only, so that
 * 「03-1234-5678」 dials as 0312345678; null when nothing dialable is left.
 */
export function telHref(phone: string): string | null {
  const normalised = phone.normalize('NFKC').trim();
  const digits = normalised.replace(/\D/g, '');
  if (digits === '') return null;
  return `tel:${normalised.startsWith('+') ? '+' : ''}${digits}`;
}

/**
 * A `mailto:` link for a stored e-mail address, each side of the @ percent-encoded so that a stray
 * `?` or `&` cannot add a subject, a body or other recipients; null for a blank address.
 */
export function mailtoHref(email: string): string | null {
  const trimmed = email.trim();
  const at = trimmed.lastIndexOf('@');
  if (at <= 0 || at === trimmed.length - 1) return null;
  return `mailto:${encodeURIComponent(trimmed.slice(0, at))}@${encodeURIComponent(trimmed.slice(at + 1))}`;
}
