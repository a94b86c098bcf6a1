import { isAdminPathSecretFormat } from '@app/shared/contract';
import { sha256Hex } from './sha256-hex';

// Set by frontend/vite.config.ts; absent in unit tests.
declare const __ADMIN_PATH_DIGEST__: string | undefined;

/** SHA-256 (hex) of the admin path secret this build was made with; empty when none was given. */
export const adminPathDigest = typeof __ADMIN_PATH_DIGEST__ === 'string' ? __ADMIN_PATH_DIGEST__ : '';

/**
 * True when `segment` is the admin path secret. Only its digest is in the bundle, so reading the
 * bundle does not reveal the admin URL (DESIGN §8).
 */
export async function isAdminPathSecret(
  segment: string | undefined,
  digest = adminPathDigest,
): Promise<boolean> {
  if (!digest || !segment || !isAdminPathSecretFormat(segment)) return false;
  return (await sha256Hex(segment)) === digest;
}

/** The two admin routes of SPEC §2, and the overview, failed deliveries and audit log beyond it, for a given secret segment. */
export const adminPaths = {
  login: (secret: string) => `/admin/login/${secret}`,
  dashboard: (secret: string) => `/admin/dashboard/${secret}`,
  overview: (secret: string) => `/admin/overview/${secret}`,
  deliveries: (secret: string) => `/admin/deliveries/${secret}`,
  audit: (secret: string) => `/admin/audit/${secret}`,
};
