import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { parse } from 'yaml';
import { apiEnvKeys } from '../api/src/config/env';
import { workerEnvKeys } from '../worker/src/config/env';

// The deployment files against the env schemas: a variable the code reads but Compose does not pass
// is silently ignored in production, and one .env.example does not mention is unknown to operators.
const repoFile = (name: string) => readFileSync(new URL(`../${name}`, import.meta.url), 'utf8');

interface ComposeService {
  env_file?: (string | { path: string; required?: boolean })[];
  environment?: Record<string, unknown>;
  restart?: string;
  stop_grace_period?: string;
}
const compose = parse(repoFile('docker-compose.yml'), { merge: true }) as {
  services: Record<string, ComposeService>;
};
const documented = new Set(
  [...repoFile('.env.example').matchAll(/^#?\s*([A-Z][A-Z0-9_]+)=/gm)].map((match) => match[1]!),
);
/** Variables Compose itself reads (interpolation), not the services. */
const composeOnly = ['POSTGRES_PASSWORD', 'PUBLISH_HOST'];

const seconds = (span: string | undefined) => {
  const match = /^(\d+)(s|m)$/.exec(span ?? '');
  return match ? Number(match[1]) * (match[2] === 'm' ? 60 : 1) : 0;
};

describe('deployment configuration', () => {
  test('every variable the API or a worker reads is documented in .env.example', () => {
    const undocumented = [...new Set([...apiEnvKeys, ...workerEnvKeys])].filter(
      (key) => !documented.has(key),
    );

    expect(undocumented).toEqual([]);
  });

  test('every variable .env.example documents is read by a service or by Compose itself', () => {
    const unread = [...documented].filter(
      (key) => !apiEnvKeys.includes(key) && !workerEnvKeys.includes(key) && !composeOnly.includes(key),
    );

    expect(unread).toEqual([]);
  });

  test.each(['api', 'worker'])('Compose passes all of .env to the %s service', (name) => {
    const service = compose.services[name]!;
    const files = (service.env_file ?? []).map((entry) => (typeof entry === 'string' ? entry : entry.path));

    expect(files).toContain('.env');
  });

  test('every variable Compose interpolates is documented', () => {
    const referenced = [...repoFile('docker-compose.yml').matchAll(/\$\{([A-Z][A-Z0-9_]*)/g)].map(
      (match) => match[1]!,
    );

    expect(referenced.filter((key) => !documented.has(key))).toEqual([]);
  });

  test('every service restarts, and the API gets longer to stop than its shutdown timeout', () => {
    const shutdownTimeoutSeconds =
      Number(/^SHUTDOWN_TIMEOUT_MS=(\d+)/m.exec(repoFile('.env.example'))![1]) / 1000;

    for (const [name, service] of Object.entries(compose.services))
      expect(service.restart, name).toBe('unless-stopped');
    expect(seconds(compose.services.api!.stop_grace_period)).toBeGreaterThan(shutdownTimeoutSeconds);
  });
});
