import type { ErrorBody } from '@app/shared/contract';
import { createLogger } from '@app/shared/logging';
import { loadApiEnv } from '../src/config/env';
import { startApiServer, type RunningApi } from '../src/server';

/** Starts the real API on a free port with the given environment on top of quiet test defaults. */
export async function startTestApi(env: Record<string, string>): Promise<RunningApi> {
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
  return startApiServer(config, createLogger({ name: 'api-test', level: config.LOG_LEVEL }));
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
