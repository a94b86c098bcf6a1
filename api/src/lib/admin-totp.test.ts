import { describe, expect, test } from 'vitest';
import { adminTotpIssuer, createTotpEnrollment, findTotpStep, totpCodeAt } from './admin-totp';

// RFC 6238 Appendix B: the SHA-1 key "12345678901234567890", in base32.
const rfcSecret = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
const stepMs = 30_000;

describe('totpCodeAt / findTotpStep', () => {
  test('when given the RFC 6238 test times, then the codes are the last 6 digits of its SHA-1 vectors', () => {
    expect(totpCodeAt(rfcSecret, 59_000)).toBe('287082');
    expect(totpCodeAt(rfcSecret, 1_111_111_109_000)).toBe('081804');
    expect(totpCodeAt(rfcSecret, 1_234_567_890_000)).toBe('005924');
  });

  test('when the code is of the current step or one step either side, then its step is returned', () => {
    const now = 1_234_567_890_000;
    const step = Math.floor(now / stepMs);

    expect(findTotpStep(rfcSecret, totpCodeAt(rfcSecret, now), now)).toBe(step);
    expect(findTotpStep(rfcSecret, totpCodeAt(rfcSecret, now - stepMs), now)).toBe(step - 1);
    expect(findTotpStep(rfcSecret, totpCodeAt(rfcSecret, now + stepMs), now)).toBe(step + 1);
  });

  test('when the code is two steps away, of another secret or malformed, then no step is found', () => {
    const now = 1_234_567_890_000;
    const other = createTotpEnrollment('someone').secret;

    expect(findTotpStep(rfcSecret, totpCodeAt(rfcSecret, now - 2 * stepMs), now)).toBeNull();
    expect(findTotpStep(rfcSecret, totpCodeAt(rfcSecret, now + 2 * stepMs), now)).toBeNull();
    expect(findTotpStep(rfcSecret, totpCodeAt(other, now), now)).toBeNull();
    expect(findTotpStep(rfcSecret, '', now)).toBeNull();
    expect(findTotpStep(rfcSecret, '0059245', now)).toBeNull();
  });
});

describe('createTotpEnrollment', () => {
  test('when an operator enrolls, then a fresh 160-bit secret and an otpauth URI naming the issuer and the operator are made', () => {
    const first = createTotpEnrollment('ops-鈴木');
    const second = createTotpEnrollment('ops-鈴木');

    expect(first.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(second.secret).not.toBe(first.secret);
    const uri = new URL(first.uri);
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.host).toBe('totp');
    expect(decodeURIComponent(uri.pathname)).toBe(`/${adminTotpIssuer}:ops-鈴木`);
    expect(Object.fromEntries(uri.searchParams)).toEqual({
      issuer: adminTotpIssuer,
      secret: first.secret,
      algorithm: 'SHA1',
      digits: '6',
      period: '30',
    });
  });
});
