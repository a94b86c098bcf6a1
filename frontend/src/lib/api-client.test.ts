import { AxiosError, AxiosHeaders } from 'axios';
import { describe, expect, test } from 'vitest';
import { apiClient, toApiError } from './api-client';

describe('apiClient', () => {
  test('has no timeout and accepts only 2xx statuses (SPEC §9)', () => {
    const validate = apiClient.defaults.validateStatus!;

    expect(apiClient.defaults.timeout).toBe(0);
    expect([199, 200, 299, 300, 404, 504].map((status) => validate(status))).toEqual([
      false,
      true,
      true,
      false,
      false,
      false,
    ]);
  });

  test('when the API answers with an error body, then its code and status are kept', () => {
    const response = {
      status: 503,
      data: { error: { code: 'service_unavailable', message: 'down' } },
      statusText: '',
      headers: {},
      config: { headers: new AxiosHeaders() },
    };
    const error = toApiError(new AxiosError('failed', 'ERR_BAD_RESPONSE', undefined, undefined, response));

    expect(error).toMatchObject({
      name: 'ApiError',
      status: 503,
      code: 'service_unavailable',
      message: 'down',
    });
  });

  test('when a 429 carries Retry-After, then the seconds to wait are kept', () => {
    const response = {
      status: 429,
      data: { error: { code: 'rate_limited', message: 'slow down' } },
      statusText: '',
      headers: { 'retry-after': '90' },
      config: { headers: new AxiosHeaders() },
    };
    const error = toApiError(new AxiosError('failed', 'ERR_BAD_REQUEST', undefined, undefined, response));

    expect(error).toMatchObject({ status: 429, code: 'rate_limited', details: { retryAfterSeconds: 90 } });
  });

  test('when a 504 body carries the report link, then it is kept', () => {
    const response = {
      status: 504,
      data: { error: { code: 'report_timeout', message: 'late', reportUrl: '/report/abc' } },
      statusText: '',
      headers: {},
      config: { headers: new AxiosHeaders() },
    };
    const error = toApiError(new AxiosError('failed', 'ERR_BAD_RESPONSE', undefined, undefined, response));

    expect(error.details).toEqual({ reportUrl: '/report/abc' });
  });

  test('when no answer came at all, then it is a network error', () => {
    const error = toApiError(new AxiosError('Network Error', 'ERR_NETWORK'));

    expect(error).toMatchObject({ status: undefined, details: { network: true } });
  });
});
