import { AxiosError, AxiosHeaders, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { describe, expect, test } from 'vitest';
import { apiClient, ApiError, toApiError } from './api-client';

/** A stand-in server for one call: records the request it got and answers `status` with `data`. */
function fakeServer(status: number, data: unknown) {
  const requests: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    requests.push(config);
    const response = { config, status, statusText: '', headers: {}, data };
    if (config.validateStatus?.(status)) return response;
    throw new AxiosError('Request failed', AxiosError.ERR_BAD_REQUEST, config, null, response);
  };
  return { adapter, requests };
}

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

describe('apiClient interceptors', () => {
  test('when a call names the admin token, then it goes out as a Bearer header; otherwise none is sent', async () => {
    const server = fakeServer(200, {});

    await apiClient.get('/api/admin/me', { adminToken: 'header.payload.signature', adapter: server.adapter });
    await apiClient.get('/api/site', { adapter: server.adapter });

    expect(server.requests.map((request) => request.headers.get('Authorization'))).toEqual([
      'Bearer header.payload.signature',
      undefined,
    ]);
  });

  test('when the API answers 401 with an error body, then the call rejects with an ApiError of that status and code', async () => {
    const server = fakeServer(401, { error: { code: 'unauthorized', message: 'Token expired.' } });

    const failure = apiClient.get('/api/admin/data', { adminToken: 'expired', adapter: server.adapter });

    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({
      status: 401,
      code: 'unauthorized',
      message: 'Token expired.',
    });
  });

  test('when a call is cancelled, then it rejects with an ApiError that is no network error', async () => {
    const controller = new AbortController();
    controller.abort();

    const failure = apiClient.get('/api/admin/data', {
      signal: controller.signal,
      adapter: fakeServer(200, {}).adapter,
    });

    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status: undefined, details: { network: false } });
  });
});
