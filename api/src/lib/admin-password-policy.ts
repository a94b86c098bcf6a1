import { dictionary } from '@zxcvbn-ts/language-common';

/**
 * The shortest operator password: an admin account opens every lead's contact data, and its second
 * factor (TOTP) is optional unless ADMIN_TOTP_REQUIRED is set, so the password alone may guard it;
 * it asks for more than the usual eight characters.
 */
export const minAdminPasswordLength = 12;
/** The longest one the login form takes. */
export const maxAdminPasswordLength = 1000;

let commonPasswords: Set<string> | undefined;
/** zxcvbn-ts's list of common passwords (lower case), built on first use. */
function commonPasswordSet(): Set<string> {
  commonPasswords ??= new Set(dictionary['passwords-common']);
  return commonPasswords;
}

// Padding people put around a common word to pass a length rule (`password2026!`).
const padding = /^[\d\W_]+|[\d\W_]+$/gu;

/**
 * Why `password` may not protect an operator account, or null when it may: too short or too long,
 * on the common-password list (also once digits and symbols around it are taken away, or as a
 * repeated part), a short part repeated, or holding the username. Never says what the password was.
 */
export function adminPasswordProblem(password: string, username?: string): string | null {
  const normalized = password.normalize('NFC');
  const length = [...normalized].length;
  if (length < minAdminPasswordLength) return `use at least ${minAdminPasswordLength} characters`;
  if (length > maxAdminPasswordLength) return `use at most ${maxAdminPasswordLength} characters`;
  const lower = normalized.toLowerCase();
  const common = commonPasswordSet();
  // `aaaaaaaaaaaa`, `trustno1trustno1`: one short part repeated to reach the length.
  const repeated = /^(.+?)\1+$/su.exec(lower)?.[1] ?? lower;
  if ([lower, lower.replace(padding, ''), repeated].some((form) => common.has(form)))
    return 'this is a commonly used password: choose another one';
  if ([...repeated].length < minAdminPasswordLength / 2)
    return 'the password repeats a short sequence: choose another one';
  const name = username?.trim().toLowerCase() ?? '';
  // Very short usernames are left out: they would forbid ordinary syllables.
  if (name.length >= 4 && lower.includes(name)) return 'the password must not contain the username';
  return null;
}
