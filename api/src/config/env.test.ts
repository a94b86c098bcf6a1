import { describe, expect, test } from 'vitest';
import { assertSharedSecretsForDistributedMode, loadApiEnv } from './env';

const distributed = {
  DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/unused',
  REDIS_URL: 'redis://127.0.0.1:6379',
};

describe('assertSharedSecretsForDistributedMode', () => {
  test('when distributed without COMPANY_KEY_SECRET, then the configuration is refused naming it', () => {
    const env = loadApiEnv(
      { ...distributed, JWT_SECRET: 'jwt-secret-of-at-least-32-characters-000' },
      { distributed: true },
    );

    expect(() => assertSharedSecretsForDistributedMode(env)).toThrow(/COMPANY_KEY_SECRET: required/);
  });

  test('when distributed with both secrets, then the configuration is accepted', () => {
    const env = loadApiEnv(
      {
        ...distributed,
        JWT_SECRET: 'jwt-secret-of-at-least-32-characters-000',
        COMPANY_KEY_SECRET: 'company-key-secret-of-32-characters-0000',
      },
      { distributed: true },
    );

    expect(() => assertSharedSecretsForDistributedMode(env)).not.toThrow();
  });

  test('when embedded, then neither secret is required', () => {
    expect(() => assertSharedSecretsForDistributedMode(loadApiEnv({}, { distributed: false }))).not.toThrow();
  });
});
