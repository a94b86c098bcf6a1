import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Names of the generated secrets kept under DATA_DIR in embedded mode. */
export const secretFiles = {
  jwtSecret: 'jwt-secret',
  companyKeySecret: 'company-key-secret',
  /** Key of the operators' encrypted TOTP secrets (ADMIN_TOTP_KEY), shared with `npm run admin:create`. */
  adminTotpKey: 'admin-totp-key',
  /** Written by the frontend build (scripts/build-frontend.ts) when ADMIN_PATH_SECRET is not given. */
  adminPathSecret: 'admin-path-secret',
} as const;

/** Reads a secret file under `dataDir`; undefined when absent or empty. */
export function readSecretFile(dataDir: string, name: string): string | undefined {
  const file = path.resolve(dataDir, name);
  if (!existsSync(file)) return undefined;
  return readFileSync(file, 'utf8').trim() || undefined;
}

/** Reads the secret file, or creates it (readable by this user only) with `generate()`. */
export function readOrCreateSecretFile(dataDir: string, name: string, generate: () => string): string {
  const existing = readSecretFile(dataDir, name);
  if (existing) return existing;
  mkdirSync(path.resolve(dataDir), { recursive: true, mode: 0o700 });
  const secret = generate();
  writeFileSync(path.resolve(dataDir, name), `${secret}\n`, { mode: 0o600 });
  return secret;
}
