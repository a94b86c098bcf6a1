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
});
