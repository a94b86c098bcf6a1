import { Router } from 'express';

export interface HealthDeps {
  /** Each check resolves when its dependency answers. */
  checks: Record<string, () => Promise<void>>;
  /** A check that takes longer counts as unavailable (a hung dependency must not pass as ready). */
  checkTimeoutMs?: number;
}

/** Resolves when `check` does within `timeoutMs`, rejects otherwise. */
async function withinTime(check: () => Promise<void>, timeoutMs: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      check(),
      new Promise<never>((_resolve, reject) => {
        timer = setTimeout(() => reject(new Error('timed out')), timeoutMs);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/** /healthz: the process is alive. /readyz: every dependency answers. */
export function healthRouter(deps: HealthDeps): Router {
  const router = Router();
  router.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  router.get('/readyz', async (_req, res) => {
    const results = await Promise.all(
      Object.entries(deps.checks).map(async ([name, check]) => {
        try {
          await withinTime(check, deps.checkTimeoutMs ?? 2000);
          return [name, 'ok'] as const;
        } catch {
          return [name, 'unavailable'] as const;
        }
      }),
    );
    const ready = results.every(([, state]) => state === 'ok');
    res
      .status(ready ? 200 : 503)
      .json({ status: ready ? 'ok' : 'unavailable', checks: Object.fromEntries(results) });
  });
  return router;
}
