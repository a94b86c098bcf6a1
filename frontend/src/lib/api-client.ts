import axios, { isAxiosError } from 'axios';
import type { ErrorBody } from '@app/shared/contract';

/**
 * The one HTTP client of the SPA. SPEC §9: no timeout (POST /api/submit is held open until the
 * report is written) and only 2xx statuses count as success.
 */
export const apiClient = axios.create({
  baseURL: '/',
  timeout: 0,
  headers: { 'Content-Type': 'application/json' },
  validateStatus: (status) => status >= 200 && status < 300,
});

/** A failed call, with the API's error code when the server sent one. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status?: number,
    readonly code?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** Normalises anything axios throws into an ApiError. */
export function toApiError(error: unknown): ApiError {
  if (isAxiosError<Partial<ErrorBody>>(error)) {
    const body = error.response?.data?.error;
    return new ApiError(body?.message ?? error.message, error.response?.status, body?.code);
  }
  return new ApiError(error instanceof Error ? error.message : String(error));
}
