/**
 * `npm run build`: builds the SPA with the admin path secret baked in as a digest. Without
 * ADMIN_PATH_SECRET a secret is generated once and kept in DATA_DIR/admin-path-secret, so that a
 * fresh clone's `npm start` works and prints the admin login URL.
 */
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { build } from 'vite';
import { readOrCreateSecretFile, secretFiles } from '../api/src/lib/secret-file';

const repoRoot = path.resolve(import.meta.dirname, '..');

async function main(): Promise<void> {
  const given = process.env.ADMIN_PATH_SECRET?.trim();
  if (given && !/^[0-9a-f]{128}$/i.test(given))
    throw new Error('ADMIN_PATH_SECRET must be 128 hex characters.');
  process.env.ADMIN_PATH_SECRET =
    given ||
    readOrCreateSecretFile(process.env.DATA_DIR || './data', secretFiles.adminPathSecret, () =>
      randomBytes(64).toString('hex'),
    );
  await build({ configFile: path.join(repoRoot, 'frontend/vite.config.ts') });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
