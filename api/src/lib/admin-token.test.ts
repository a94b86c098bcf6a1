import jwt from 'jsonwebtoken';
import { describe, expect, test } from 'vitest';
import { createAdminTokens, parseTokenLifetime } from './admin-token';

describe('createAdminTokens', () => {
  const tokens = createAdminTokens({ secret: 'a'.repeat(64), expiresIn: '30m' });

  const operator = { adminId: 'id-1', username: 'ops', tokenVersion: 3 };

  test('when a token is issued, then it verifies to the same operator and version and states its lifetime', () => {
    const { token, expiresIn } = tokens.issue(operator);

    expect(expiresIn).toBe(30 * 60);
    expect(jwt.decode(token)).toMatchObject({ sub: 'id-1', ver: 3 });
    expect(tokens.verify(token)).toEqual(operator);
  });

  test('when the token comes from another key or is garbage, then it does not verify', () => {
    const foreign = createAdminTokens({ secret: 'b'.repeat(64), expiresIn: '30m' }).issue(operator);

    expect(tokens.verify(foreign.token)).toBeNull();
    expect(tokens.verify('not.a.token')).toBeNull();
    expect(tokens.verify('')).toBeNull();
  });

  test('when a token signed with the same key, issuer and audience has no expiry, then it does not verify', () => {
    const { token } = tokens.issue(operator);
    const { exp: _exp, ...claims } = jwt.decode(token) as jwt.JwtPayload;
    const neverExpiring = jwt.sign(claims, 'a'.repeat(64), { algorithm: 'HS256' });

    expect(jwt.decode(neverExpiring)).toMatchObject({ iss: 'dx-diagnosis-api', aud: 'dx-diagnosis-admin' });
    expect(tokens.verify(neverExpiring)).toBeNull();
  });

  test.each([
    ['no version', undefined],
    ['a negative version', -1],
    ['a fractional version', 1.5],
    ['a version as text', '3'],
  ])('when a token signed with the same key has %s, then it does not verify', (_case, ver) => {
    const { token } = tokens.issue(operator);
    const { ver: _ver, ...claims } = jwt.decode(token) as jwt.JwtPayload;
    const resigned = jwt.sign(ver === undefined ? claims : { ...claims, ver }, 'a'.repeat(64), {
      algorithm: 'HS256',
    });

    expect(jwt.decode(resigned)).toMatchObject({ sub: 'id-1', exp: expect.any(Number) });
    expect(tokens.verify(resigned)).toBeNull();
  });
});

describe('parseTokenLifetime', () => {
  test.each([
    ['28800', 28800],
    ['8h', '8h'],
    ['30m', '30m'],
    ['1d', '1d'],
  ])('when the lifetime is %j, then it is understood as %j', (value, expected) => {
    expect(parseTokenLifetime(value)).toBe(expected);
  });

  test.each(['', '0', '8 hours', '-5', '5ms', 'h', '1.5h'])(
    'when the lifetime is %j, then it is refused',
    (value) => {
      expect(parseTokenLifetime(value)).toBeNull();
    },
  );
});
