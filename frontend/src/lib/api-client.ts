import axios, { isAxiosError } from 'axios';
import type { ErrorBody } from '@app/shared/contract';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** The operator's token, sent as `Authorization: Bearer …` by the client's request interceptor. */
    adminToken?: string;
  }
}

/**
 * The one HTTP client of the SPA. SPEC §9: no timeout (POST /api/submit is held open until the
 * report is written) and only 2xx statuses count as success. Its interceptors send the admin token
 * a call names and turn every failure into an ApiError, so endpoint files make plain calls.
 */
export const apiClient = axios.create({
  baseURL: '/',
  timeout: 0,
  headers: { 'Content-Type': 'application/json' },
  validateStatus: (status) => status >= 200 && status < 300,
});

/** What a failed call may tell beyond its status and code. */
export interface ApiErrorDetails {
  /** Seconds to wait before trying again (429), from the body or the Retry-After header. */
  retryAfterSeconds?: number;
  /** The private report link of a stored submission whose report is not there yet. */
  reportUrl?: string;
  /** No answer came at all (offline, connection cut): a network error rather than a server's. */
  network?: boolean;
}

/** A failed call, with the API's error code when the server sent one. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status?: number,
    readonly code?: string,
    readonly details: ApiErrorDetails = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** Retry-After as seconds: either a number of seconds or an HTTP date. */
function parseRetryAfter(value: unknown): number | undefined {
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, Math.ceil(seconds));
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - Date.now()) / 1000));
}

/** Normalises anything axios throws into an ApiError. */
export function toApiError(error: unknown): ApiError {
  if (isAxiosError<Partial<ErrorBody>>(error)) {
    const response = error.response;
    const body = response?.data?.error;
    const retryAfterSeconds =
      typeof body?.retryAfterSeconds === 'number'
        ? body.retryAfterSeconds
        : parseRetryAfter(response?.headers?.['retry-after']);
    const details: ApiErrorDetails = {
      ...(retryAfterSeconds !== undefined ? { retryAfterSeconds } : {}),
      ...(typeof body?.reportUrl === 'string' ? { reportUrl: body.reportUrl } : {}),
      ...(response ? {} : { network: error.code !== 'ERR_CANCELED' }),
    };
    return new ApiError(body?.message ?? error.message, response?.status, body?.code, details);
  }
  return new ApiError(error instanceof Error ? error.message : String(error));
}

apiClient.interceptors.request.use((config) => {
  if (config.adminToken !== undefined) config.headers.set('Authorization', `Bearer ${config.adminToken}`);
  return config;
});
apiClient.interceptors.response.use(undefined, (error: unknown) => Promise.reject(toApiError(error)));
