/**
 * The built SPA served by the real API in embedded mode, as a visitor reaches it: its own process,
 * a free port, a fresh DATA_DIR (PGlite), none of the shell's variables, and a private copy of frontend/dist, so that a rebuild by
 * someone else during a measurement changes nothing. Used by `npm run budget` and
 * `npm run lighthouse`.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { repoRoot, startServiceProcess } from '@app/shared/testing';

export const distDir = path.join(repoRoot, 'frontend/dist');

export interface BuiltSite {
  /** http://127.0.0.1:<port>, no trailing slash. */
  url: string;
  /** The copy of frontend/dist being served. */
  staticDir: string;
  close(): Promise<void>;
}

/** `npm run build` with the output hidden unless it fails (Vite prints every file it writes). */
export function buildFrontend(): void {
  execFileSync('npm', ['run', 'build'], {
    cwd: repoRoot,
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/** Starts `api/src/main.ts` in embedded mode on the current frontend/dist. */
export async function serveBuiltSite(): Promise<BuiltSite> {
  const workDir = mkdtempSync(path.join(tmpdir(), 'dx-site-'));
  const staticDir = path.join(workDir, 'dist');
  cpSync(distDir, staticDir, { recursive: true });
  try {
    const service = await startServiceProcess({
      entry: 'api/src/main.ts',
      env: {
        PORT: '0',
        DATA_DIR: path.join(workDir, 'data'),
        STATIC_DIR: staticDir,
        LOG_LEVEL: 'warn',
      },
      ready: /診断サービスを起動しました: (\S+)/,
      timeoutMs: 120_000,
    });
    const url = /診断サービスを起動しました: (\S+)/
      .exec(service.output())![1]!
      .replace('localhost', '127.0.0.1')
      .replace(/\/$/, '');
    return {
      url,
      staticDir,
      async close() {
        await service.stop();
        rmSync(workDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    rmSync(workDir, { recursive: true, force: true });
    throw error;
  }
}
