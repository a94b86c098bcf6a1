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
  /** Short syntax `[host:]published:target`, or long syntax with `host_ip`. */
  ports?: (string | { host_ip?: string; published?: string | number; target: number })[];
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

/** Compose's `${NAME}` and `${NAME:-default}` interpolation, `shell` standing for its environment. */
const interpolate = (value: string, shell: Record<string, string>) =>
  value.replace(
    /\$\{([A-Z][A-Z0-9_]*)(?::-([^}]*))?\}/g,
    (_match, name: string, fallback?: string) => shell[name] || fallback || '',
  );

/** The address each published port listens on; a port without one listens on every interface. */
const publishedHosts = (shell: Record<string, string>) =>
  Object.entries(compose.services).flatMap(([service, { ports = [] }]) =>
    ports.map((port) => {
      if (typeof port !== 'string') return { service, host: port.host_ip ?? '0.0.0.0' };
      const parts = interpolate(port, shell).split(':');
      return { service, host: parts.length === 3 ? parts[0] : '0.0.0.0' };
    }),
  );

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

  test('when PUBLISH_HOST is unset or as .env.example has it, then every published port, the API’s too, listens on 127.0.0.1 only', () => {
    const example = /^PUBLISH_HOST=(.*)$/m.exec(repoFile('.env.example'))![1]!;

    const shells: Record<string, string>[] = [{}, { PUBLISH_HOST: '' }, { PUBLISH_HOST: example }];
    for (const shell of shells) {
      const hosts = publishedHosts(shell);
      expect(hosts.map(({ service }) => service)).toContain('api');
      expect(hosts.filter(({ host }) => host !== '127.0.0.1')).toEqual([]);
    }
  });

  test('when PUBLISH_HOST says 0.0.0.0, then the API’s port is published on every interface', () => {
    const hosts = publishedHosts({ PUBLISH_HOST: '0.0.0.0' });

    expect(hosts.filter(({ service }) => service === 'api')).toEqual([{ service: 'api', host: '0.0.0.0' }]);
  });

  test('every service restarts, and the API gets longer to stop than its shutdown timeout', () => {
    const shutdownTimeoutSeconds =
      Number(/^SHUTDOWN_TIMEOUT_MS=(\d+)/m.exec(repoFile('.env.example'))![1]) / 1000;

    for (const [name, service] of Object.entries(compose.services))
      expect(service.restart, name).toBe('unless-stopped');
    expect(seconds(compose.services.api!.stop_grace_period)).toBeGreaterThan(shutdownTimeoutSeconds);
  });
});
