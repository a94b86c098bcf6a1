import { Writable } from 'node:stream';
import type { ErrorBody } from '@app/shared/contract';
import { createLogger, type Logger } from '@app/shared/logging';
import { useTestDatabase, type ConnectedTestDatabase } from '@app/shared/testing';
import { afterAll, beforeAll } from 'vitest';
import { loadApiEnv } from '../src/config/env';
import { startApiServer, type RunningApi } from '../src/server';

/**
 * Starts the real API on a free port with the given environment on top of quiet test defaults;
 * it logs to `logger` when given one (a test reading its lines), else as LOG_LEVEL says.
 */
export async function startTestApi(env: Record<string, string>, logger?: Logger): Promise<RunningApi> {
  const config = loadApiEnv(
    {
      PORT: '0',
      LOG_LEVEL: 'silent',
      STATIC_DIR: '/nonexistent',
      // Tests send everything from one address.
      SUBMIT_RATE_LIMIT: '100000',
      SUBMIT_GLOBAL_RATE_LIMIT: '100000',
      REPORT_VIEW_RATE_LIMIT: '100000',
      ...env,
    },
    { distributed: false },
  );
  return startApiServer(config, logger ?? createLogger({ name: 'api-test', level: config.LOG_LEVEL }));
}

/** One JSON line the API logged: pino's level and message, and the fields logged with them. */
export type LogLine = { level: number; msg: string } & Record<string, unknown>;

/**
 * A logger at `info` whose lines the test reads back, parsed, from `lines`, and as written, from
 * `raw` (for asserting that a value appears nowhere in the log).
 */
export function captureLogs(): { logger: Logger; lines: LogLine[]; raw: string[] } {
  const lines: LogLine[] = [];
  const raw: string[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      raw.push(chunk.toString());
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { logger: createLogger({ name: 'api-test', level: 'info' }, destination), lines, raw };
}

/** POSTs a JSON (or raw string) body to /api/submit, with more headers (an Idempotency-Key) if given. */
export async function postSubmit(
  baseUrl: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<Response> {
  return fetch(`${baseUrl}/api/submit`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/** The `error` object of an error response (`{ error: { code, message, issues? } }`). */
export async function readError(response: Response): Promise<ErrorBody['error']> {
  return ((await response.json()) as ErrorBody).error;
}

/**
 * One API on a fresh test database for a test file: started before its tests and stopped after.
 * Read `.api` and `.database` inside tests (they are set once `beforeAll` has run).
 */
export function useTestApi(env: Record<string, string> = {}): {
  api: RunningApi;
  database: ConnectedTestDatabase;
} {
  const context = { database: useTestDatabase() } as { api: RunningApi; database: ConnectedTestDatabase };
  beforeAll(async () => {
    context.api = await startTestApi({ DATABASE_URL: context.database.url, ...env });
  });
  afterAll(async () => {
    await context.api?.close();
  });
  return context;
}
