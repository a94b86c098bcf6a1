import { describe, expect, test } from 'vitest';
import { generatePassword, hashPassword, verifyPassword } from './password';

describe('hashPassword / verifyPassword', () => {
  test('when the same password is checked, then it matches; a different one does not', async () => {
    const hash = await hashPassword('正しいパスワード');

    expect(await verifyPassword('正しいパスワード', hash)).toBe(true);
    expect(await verifyPassword('正しいパスワード ', hash)).toBe(false);
    expect(await verifyPassword('', hash)).toBe(false);
  });

  test('when one password is hashed twice, then each hash has its own salt', async () => {
    const [first, second] = await Promise.all([hashPassword('same'), hashPassword('same')]);

    expect(first).not.toBe(second);
    expect(first.split('$')[4]).not.toBe(second.split('$')[4]);
    expect(await verifyPassword('same', second)).toBe(true);
  });

  test('when hashed, then the stored form names scrypt and its cost and never holds the password', async () => {
    const hash = await hashPassword('visible-password');

    expect(hash).toMatch(/^scrypt\$32768\$8\$1\$[A-Za-z0-9+/]+=*\$[A-Za-z0-9+/]+=*$/);
    expect(hash).not.toContain('visible-password');
  });

  test('when the hash was made with another cost, then it is still verified with that cost', async () => {
    const cheap = await hashPassword('old', { N: 1024, r: 8, p: 1 });

    expect(await verifyPassword('old', cheap)).toBe(true);
    expect(await verifyPassword('new', cheap)).toBe(false);
  });

  test.each([
    '',
    'plain',
    'bcrypt$x$y$z$a$b',
    'scrypt$abc$8$1$c2FsdA==$a2V5',
    'scrypt$1024$8$1$c2FsdA==$c2hvcnQ=',
  ])('when the stored hash %j is malformed, then nothing matches', async (stored) => {
    expect(await verifyPassword('plain', stored)).toBe(false);
  });

  test('when passwords are generated, then they are long, URL-safe and different', () => {
    const passwords = new Set(Array.from({ length: 20 }, generatePassword));

    expect(passwords.size).toBe(20);
    for (const password of passwords) expect(password).toMatch(/^[\w-]{24}$/);
  });
});
