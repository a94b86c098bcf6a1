import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createLogger } from '@app/shared/logging';
import { afterEach, describe, expect, test } from 'vitest';
import { loadApiEnv } from '../config/env';
import { companyKeySecret } from './company-key-secret';

const logger = createLogger({ name: 'company-key-secret-test', level: 'silent' });
const dataDirs: string[] = [];

function embeddedEnv(extra: Record<string, string> = {}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'dx-company-key-'));
  dataDirs.push(dataDir);
  return loadApiEnv({ DATA_DIR: dataDir, ...extra }, { distributed: false });
}

afterEach(() => {
  for (const dataDir of dataDirs.splice(0)) rmSync(dataDir, { recursive: true, force: true });
});

describe('companyKeySecret', () => {
  test('when embedded without COMPANY_KEY_SECRET, then a secret is generated under DATA_DIR, private, and the same at every start', () => {
    const env = embeddedEnv();

    const first = companyKeySecret(env, logger);
    const second = companyKeySecret(env, logger);

    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(second).toBe(first);
    expect(statSync(path.join(env.DATA_DIR, 'company-key-secret')).mode & 0o777).toBe(0o600);
  });

  test('when COMPANY_KEY_SECRET is set, then it is used and nothing is written', () => {
    const env = embeddedEnv({ COMPANY_KEY_SECRET: 'configured-company-key-secret-0123456789' });

    expect(companyKeySecret(env, logger)).toBe('configured-company-key-secret-0123456789');
    expect(() => statSync(path.join(env.DATA_DIR, 'company-key-secret'))).toThrow();
  });
});
