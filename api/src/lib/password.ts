import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

// N = 2^15, r = 8 costs 32 MiB and some tens of milliseconds per hash: slow for guessing, fine for logins.
const defaultCost = { N: 2 ** 15, r: 8, p: 1 };
const keyLength = 64;
const saltLength = 16;

function deriveKey(
  password: string,
  salt: Buffer,
  cost: { N: number; r: number; p: number },
): Promise<Buffer> {
  const options: ScryptOptions = { ...cost, maxmem: 256 * cost.N * cost.r };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, keyLength, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** Hashes a password with scrypt and a random salt of its own: `scrypt$N$r$p$salt$key` (base64). */
export async function hashPassword(password: string, cost = defaultCost): Promise<string> {
  const salt = randomBytes(saltLength);
  const key = await deriveKey(password, salt, cost);
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64'), key.toString('base64')].join('$');
}

/** True when `password` matches `storedHash`; compares in constant time, false for a malformed hash. */
export async function verifyPassword(password: string, storedHash: string): Promise<boolean> {
  const parts = storedHash.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [N, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  if (![N, r, p].every((value) => Number.isSafeInteger(value) && value > 0)) return false;
  const salt = Buffer.from(parts[4]!, 'base64');
  const expected = Buffer.from(parts[5]!, 'base64');
  if (expected.length !== keyLength) return false;
  const actual = await deriveKey(password, salt, { N, r, p });
  return timingSafeEqual(actual, expected);
}

/** A readable random password for generated accounts (24 characters). */
export function generatePassword(): string {
  return randomBytes(18).toString('base64url');
}
