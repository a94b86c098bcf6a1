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

describe('TRUST_PROXY', () => {
  test.each([
    ['127.0.0.1', ['127.0.0.1']],
    ['10.0.0.0/8, 172.16.0.0/12', ['10.0.0.0/8', '172.16.0.0/12']],
    ['loopback', ['loopback']],
    ['2001:db8::/32', ['2001:db8::/32']],
    ['false', false],
    ['', false],
  ])('when it is 「%s」, then the trusted proxies are %j', (value, expected) => {
    expect(loadApiEnv({ TRUST_PROXY: value }, { distributed: false }).TRUST_PROXY).toEqual(expected);
  });

  test.each(['1', 'true', '10.0.0.0/33', 'proxy.example.com'])(
    'when it is 「%s」 (a hop count, true, or no address), then the configuration is refused',
    (value) => {
      expect(() => loadApiEnv({ TRUST_PROXY: value }, { distributed: false })).toThrow(/TRUST_PROXY/);
    },
  );
});
