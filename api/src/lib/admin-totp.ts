import { Secret, TOTP } from 'otpauth';

/** The name authenticator apps show above the operator's codes. */
export const adminTotpIssuer = 'DX・AI成熟度診断';

// RFC 6238 as every authenticator app reads it: HMAC-SHA1, 6 digits, 30-second steps.
const totpParameters = { algorithm: 'SHA1', digits: 6, period: 30 } as const;

/**
 * Time steps either side of now a code may belong to: one step of clock drift or of typing time,
 * as RFC 6238 §5.2 recommends. Replays within that window are stopped by the last used step.
 */
const acceptedDriftSteps = 1;

/** A new second factor: the base32 secret to store, and the otpauth:// URI for the authenticator app. */
export function createTotpEnrollment(username: string): { secret: string; uri: string } {
  const totp = new TOTP({
    ...totpParameters,
    issuer: adminTotpIssuer,
    label: username,
    secret: new Secret(),
  });
  return { secret: totp.secret.base32, uri: totp.toString() };
}

/**
 * The time step `code` was generated for, when it is the operator's code for now or the step before
 * or after; null otherwise. The caller refuses a step already used.
 */
export function findTotpStep(secret: string, code: string, now = Date.now()): number | null {
  const options = { ...totpParameters, secret: Secret.fromBase32(secret) };
  const delta = TOTP.validate({ ...options, token: code, timestamp: now, window: acceptedDriftSteps });
  return delta === null ? null : TOTP.counter({ period: totpParameters.period, timestamp: now }) + delta;
}

/** The code the authenticator app shows at `now`. */
export function totpCodeAt(secret: string, now: number): string {
  return TOTP.generate({ ...totpParameters, secret: Secret.fromBase32(secret), timestamp: now });
}
