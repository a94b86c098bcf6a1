import { chmodSync, existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { isMainThread } from 'node:worker_threads';
import { secretFiles } from './secret-file';

/**
 * Embedded mode keeps leads, password hashes and signing keys under DATA_DIR: the folder is made
 * 0700 and the secret files in it 0600, also when an older version left them open, and every file
 * this process creates from now on is private (umask 077). The database folder itself is
 * tightened by openDatabase, since PGlite sets modes of its own.
 */
export function secureDataDir(dataDir: string): void {
  // A worker thread (some test runners) may not change the umask; the explicit modes still hold.
  if (isMainThread) process.umask(0o077);
  const folder = path.resolve(dataDir);
  mkdirSync(folder, { recursive: true, mode: 0o700 });
  chmodSync(folder, 0o700);
  for (const name of Object.values(secretFiles)) {
    const file = path.join(folder, name);
    if (existsSync(file)) chmodSync(file, 0o600);
  }
}
