import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import { sharedEnvFields } from './env-fields';
import { parseEnv } from './parse-env';

const schema = z.object(sharedEnvFields);

describe('the env fragments the API and the workers share', () => {
  test('when nothing is set, then the defaults apply and the optional keys are unset', () => {
    const env = parseEnv(schema, { OPENAI_API_KEY: '', ADMIN_PATH_SECRET: '' });

    expect(env).toEqual({
      QUEUE_PREFIX: 'bull',
      WORKER_CONCURRENCY: 10,
      OPENAI_MODEL: 'gpt-4o-mini',
      OPENAI_TIMEOUT_MS: 45_000,
      LOG_LEVEL: 'info',
      REPORT_LINK_TTL_DAYS: 200,
    });
  });

  test('when ADMIN_PATH_SECRET is 128 hex characters in either case, then it is kept as given', () => {
    const secret = 'aB'.repeat(64);

    expect(parseEnv(schema, { ADMIN_PATH_SECRET: secret }).ADMIN_PATH_SECRET).toBe(secret);
  });

  test('when ADMIN_PATH_SECRET is not 128 hex characters, then the error names the key and the form', () => {
    for (const value of ['ab'.repeat(63), 'ab'.repeat(65), 'g'.repeat(128)])
      expect(() => parseEnv(schema, { ADMIN_PATH_SECRET: value })).toThrow(
        'ADMIN_PATH_SECRET: expected 128 hex characters',
      );
  });

  test('when PUBLIC_URL ends with slashes, then they are dropped', () => {
    expect(parseEnv(schema, { PUBLIC_URL: 'https://dx.example.jp//' }).PUBLIC_URL).toBe(
      'https://dx.example.jp',
    );
  });
});
