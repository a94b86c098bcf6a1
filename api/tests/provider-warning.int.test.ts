import { Writable } from 'node:stream';
import { createLogger } from '@app/shared/logging';
import { useTestDatabase } from '@app/shared/testing';
import { describe, expect, test } from 'vitest';
import { loadApiEnv } from '../src/config/env';
import { startApiServer } from '../src/server';

const database = useTestDatabase();

/** Starts and stops the API with `env`, returning the messages it logged at warn level. */
async function startupWarnings(env: Record<string, string>): Promise<string[]> {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  const config = loadApiEnv(
    { PORT: '0', STATIC_DIR: '/nonexistent', DATABASE_URL: database.url, LOG_LEVEL: 'warn', ...env },
    { distributed: false },
  );
  const api = await startApiServer(config, createLogger({ name: 'api-test', level: 'warn' }, sink));
  await api.close();
  return lines.map((line) => (JSON.parse(line) as { msg: string }).msg);
}

describe('the provider check at start', () => {
  test('when the site has a public URL and no provider contact, then the API warns at start', async () => {
    const warnings = await startupWarnings({ PUBLIC_URL: 'https://dx.example.jp' });

    expect(warnings.filter((message) => message.includes('PROVIDER_CONTACT'))).toHaveLength(1);
  });

  test('when the provider contact is set, then the API starts without that warning', async () => {
    const warnings = await startupWarnings({
      PUBLIC_URL: 'https://dx.example.jp',
      PROVIDER_CONTACT: 'dx@example.jp／03-1234-5678',
    });

    expect(warnings.some((message) => message.includes('PROVIDER_CONTACT'))).toBe(false);
  });
});
