import jwt from 'jsonwebtoken';

/** Who a valid admin token was issued to. */
export interface AdminTokenClaims {
  adminId: string;
  username: string;
  /** The operator's token version when the token was issued (claim `ver`); stale once it is raised. */
  tokenVersion: number;
}

export interface AdminTokenOptions {
  secret: string;
  /** Lifetime: seconds, or a span like `8h` or `30m`. */
  expiresIn: string | number;
}

const issuer = 'dx-diagnosis-api';
const audience = 'dx-diagnosis-admin';

const isTokenVersion = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;

/** Issues and checks the operators' bearer tokens: HS256 JWTs with expiry, issuer and audience. */
export function createAdminTokens(options: AdminTokenOptions) {
  return {
    /** A signed token and its lifetime in seconds. */
    issue(claims: AdminTokenClaims): { token: string; expiresIn: number } {
      const token = jwt.sign({ username: claims.username, ver: claims.tokenVersion }, options.secret, {
        algorithm: 'HS256',
        subject: claims.adminId,
        issuer,
        audience,
        expiresIn: options.expiresIn as jwt.SignOptions['expiresIn'],
      });
      const payload = jwt.decode(token) as jwt.JwtPayload;
      return { token, expiresIn: payload.exp! - payload.iat! };
    },

    /**
     * The claims of a valid token, or null for anything expired, never expiring, without a version,
     * tampered, foreign or malformed. Whether the version is still current is the caller's check.
     */
    verify(token: string): AdminTokenClaims | null {
      try {
        const payload = jwt.verify(token, options.secret, { algorithms: ['HS256'], issuer, audience });
        if (
          typeof payload === 'string' ||
          typeof payload.sub !== 'string' ||
          typeof payload.username !== 'string' ||
          // jsonwebtoken accepts a token without expiry; one that never expires is never ours.
          typeof payload.exp !== 'number' ||
          // Tokens issued before versions existed cannot be revoked, so they are not accepted either.
          !isTokenVersion(payload.ver)
        ) {
          return null;
        }
        return { adminId: payload.sub, username: payload.username, tokenVersion: payload.ver };
      } catch {
        return null;
      }
    },
  };
}

export type AdminTokens = ReturnType<typeof createAdminTokens>;

/** Reads a token lifetime: whole seconds (`28800`) or a span in s, m, h or d (`8h`); null otherwise. */
export function parseTokenLifetime(value: string): string | number | null {
  if (/^[1-9]\d{0,8}$/.test(value)) return Number(value); // jsonwebtoken reads a numeric string as milliseconds
  return /^[1-9]\d{0,5}[smhd]$/.test(value) ? value : null;
}
