/**
 * Shared plumbing of the benchmarks under scripts/bench/: their own database and queue prefix,
 * real API and worker processes, a timed fake model, a loopback HTTP client and the table printer.
 * Benchmarks print figures and assert no times (DESIGN §11).
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { loadavg } from 'node:os';
import { openDatabase } from '@app/shared/db';
import { readingSchemaName } from '@app/shared/report';
import {
  databaseUrl,
  onMaintenanceDatabase,
  sampleFromJsonSchema,
  startFakeOpenAiServer,
  startServiceProcess,
  testRedisUrl,
  type FakeChatRequest,
  type FakeOpenAiServer,
  type ServiceProcess,
} from '@app/shared/testing';
import { Redis } from 'ioredis';

export { testRedisUrl };

/** Undo steps run in reverse order, also when the benchmark fails or is interrupted. */
export interface Cleanup {
  add(step: () => Promise<unknown> | unknown): void;
  /** Registers a child process that is SIGKILLed should this process exit without cleaning up. */
  track(service: ServiceProcess): void;
  run(): Promise<void>;
}

export function createCleanup(): Cleanup {
  const steps: (() => Promise<unknown> | unknown)[] = [];
  const children = new Set<ServiceProcess>();
  // Last resort: never leave API or worker processes behind, whatever ended this process.
  const killChildren = () => {
    for (const service of children) service.child.kill('SIGKILL');
  };
  process.once('exit', killChildren);
  const onSignal = () => {
    void cleanup.run().finally(() => process.exit(130));
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);

  const cleanup: Cleanup = {
    add(step) {
      steps.push(step);
    },
    track(service) {
      children.add(service);
      steps.push(async () => {
        // SIGTERM lets the process close its pools; SIGKILL after 10 s keeps cleanup bounded.
        const timer = setTimeout(() => service.child.kill('SIGKILL'), 10_000);
        await service.stop();
        clearTimeout(timer);
        children.delete(service);
      });
    },
    async run() {
      while (steps.length > 0) {
        const step = steps.pop()!;
        try {
          await step();
        } catch (error) {
          console.error('cleanup step failed:', error);
        }
      }
    },
  };
  return cleanup;
}

/** Runs a benchmark's body with a cleanup stack and sets a failing exit code on error. */
export async function runBenchmark(name: string, body: (cleanup: Cleanup) => Promise<void>): Promise<void> {
  const cleanup = createCleanup();
  console.log(`\n## ${name}  (load average ${loadAverage()})`);
  try {
    await body(cleanup);
  } catch (error) {
    console.error(`${name} failed:`, error);
    process.exitCode = 1;
  } finally {
    await cleanup.run();
  }
}

export function loadAverage(): string {
  return loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
}

/** A fresh, migrated PostgreSQL database of the benchmark's own, dropped by cleanup. */
export async function createBenchDatabase(cleanup: Cleanup): Promise<string> {
  const name = `dx_bench_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  await onMaintenanceDatabase(`CREATE DATABASE ${name}`);
  cleanup.add(() => onMaintenanceDatabase(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  const url = databaseUrl(name);
  const database = await openDatabase({ url, poolSize: 1 });
  await database.close();
  return url;
}

/** A queue prefix of the benchmark's own; cleanup deletes its keys from Redis. */
export function createQueuePrefix(cleanup: Cleanup): string {
  const prefix = `bench-${randomUUID().slice(0, 8)}`;
  cleanup.add(async () => {
    const redis = new Redis(testRedisUrl, { maxRetriesPerRequest: 1 });
    try {
      let cursor = '0';
      // Bounded: SCAN walks the keyspace once; each batch is deleted as it comes.
      do {
        const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 1000);
        if (keys.length > 0) await redis.del(...keys);
        cursor = next;
      } while (cursor !== '0');
    } finally {
      redis.disconnect();
    }
  });
  return prefix;
}

export const benchJwtSecret = 'bench-jwt-secret-0123456789abcdef0123456789';
export const benchCompanyKeySecret = 'bench-company-key-secret-0123456789abcdef';

export interface ApiProcess {
  service: ServiceProcess;
  url: string;
  pid: number;
}

/**
 * `node --import tsx <nodeArgs…> <entry> <args…>`: `startServiceProcess` puts `--import tsx`
 * first, and any flag before the entry file is still Node's own (`--cpu-prof` is not allowed in
 * NODE_OPTIONS).
 */
export function withNodeArgs(
  entry: string,
  args: string[],
  nodeArgs: string[] = [],
): { entry: string; args: string[] } {
  if (nodeArgs.length === 0) return { entry, args };
  return { entry: nodeArgs[0]!, args: [...nodeArgs.slice(1), entry, ...args] };
}

/** Starts `api/src/main.ts` as its own process; distributed unless `embedded` (PGlite, no Redis). */
export async function startApiProcess(
  cleanup: Cleanup,
  env: Record<string, string>,
  options: { embedded?: boolean; nodeArgs?: string[] } = {},
): Promise<ApiProcess> {
  const service = await startServiceProcess({
    ...withNodeArgs('api/src/main.ts', options.embedded ? [] : ['--distributed'], options.nodeArgs),
    env: {
      PORT: '0',
      STATIC_DIR: '/nonexistent',
      LOG_LEVEL: 'info',
      // One loopback client sends every request: neither submit limit may answer 429.
      SUBMIT_RATE_LIMIT: '1000000000',
      SUBMIT_GLOBAL_RATE_LIMIT: '1000000000',
      ...(options.embedded ? {} : { JWT_SECRET: benchJwtSecret, COMPANY_KEY_SECRET: benchCompanyKeySecret }),
      ...env,
    },
    ready: /"msg":"api listening"/,
    timeoutMs: 60_000,
  });
  cleanup.track(service);
  const url = /"url":"([^"]+)"/.exec(service.output())![1]!.replace('localhost', '127.0.0.1');
  return { service, url, pid: service.child.pid! };
}

/** Starts `count` worker processes with the given environment. */
export async function startWorkerProcesses(
  cleanup: Cleanup,
  count: number,
  env: Record<string, string>,
  options: { nodeArgs?: string[] } = {},
): Promise<ServiceProcess[]> {
  return Promise.all(
    Array.from({ length: count }, async () => {
      const service = await startServiceProcess({
        ...withNodeArgs('worker/src/main.ts', [], options.nodeArgs),
        env: { LOG_LEVEL: 'info', COMPANY_KEY_SECRET: benchCompanyKeySecret, ...env },
        ready: /worker ready/,
        timeoutMs: 60_000,
      });
      cleanup.track(service);
      return service;
    }),
  );
}

export interface TimedFakeModel {
  fake: FakeOpenAiServer;
  env: Record<string, string>;
  /** Changes the latency of requests that arrive from now on. */
  setLatency(ms: number): void;
  /** Milliseconds the fake held the model request of a company, measured inside the fake. */
  writerMs: Map<string, number>;
  /** Model requests that named none of the companies the benchmark registered. */
  unmatched(): number;
  /** The model reader's requests (schema `visitor_reading`), answered without the set latency. */
  readerRequests(): number;
  /** Registers a company name so its model request can be told apart in the prompt. */
  expect(companyName: string): void;
}

/**
 * The fake OpenAI server with a set latency that also measures, per company, how long it held the
 * request: from the moment its body was read to the moment the answer was written. That is the
 * writer time subtracted from a round trip; everything else is the system around the model.
 *
 * The model reader's request (made before the writer's parts, schema `visitor_reading`) carries no
 * company name and is answered at once, so the set latency stays the whole model time of a submit
 * and decides the rate; the reader's HTTP round trip and the SDK's work count as overhead.
 */
export async function startTimedFakeModel(cleanup: Cleanup, latencyMs: number): Promise<TimedFakeModel> {
  let latency = latencyMs;
  const expected = new Set<string>();
  const startedAt = new WeakMap<FakeChatRequest, number>();
  const writerMs = new Map<string, number>();
  let unmatched = 0;
  let readerRequests = 0;
  const isReaderRequest = (request: FakeChatRequest) =>
    request.response_format?.json_schema?.name === readingSchemaName;

  const companyOf = (request: FakeChatRequest): string | undefined => {
    const text = (request.messages ?? []).map((message) => message.content).join('\n');
    const match = /テスト商事[0-9a-f]{8}/.exec(text);
    return match && expected.has(match[0]) ? match[0] : undefined;
  };

  const fake: FakeOpenAiServer = await startFakeOpenAiServer({
    // Called synchronously right after the fake recorded the request: the last one is this one.
    latencyMs: () => {
      const request = fake.requests.at(-1)?.body;
      if (request) startedAt.set(request, performance.now());
      return request && isReaderRequest(request) ? 0 : latency;
    },
    behaviour: {
      kind: 'content',
      // Called once the latency has passed, just before the answer is written.
      content: (request) => {
        const started = startedAt.get(request);
        const company = companyOf(request);
        if (isReaderRequest(request)) readerRequests += 1;
        else if (started === undefined || company === undefined) unmatched += 1;
        // The parts of one report run in parallel: the writer takes as long as the slowest.
        else writerMs.set(company, Math.max(writerMs.get(company) ?? 0, performance.now() - started));
        const schema = request.response_format?.json_schema?.schema ?? { type: 'object' };
        return JSON.stringify(sampleFromJsonSchema(schema));
      },
    },
  });
  cleanup.add(() => fake.close());
  // Recorded requests would pile up over thousands of submits; only the newest is read.
  const trim = setInterval(() => fake.requests.splice(0, Math.max(0, fake.requests.length - 1)), 1000);
  cleanup.add(() => clearInterval(trim));

  return {
    fake,
    env: { OPENAI_API_KEY: 'bench-key', OPENAI_BASE_URL: fake.baseUrl, OPENAI_TIMEOUT_MS: '600000' },
    setLatency(ms) {
      latency = ms;
    },
    writerMs,
    unmatched: () => unmatched,
    readerRequests: () => readerRequests,
    expect: (companyName) => expected.add(companyName),
  };
}

export interface HttpResult {
  status: number;
  body: string;
  ms: number;
  /** performance.now() when the response ended. */
  endedAt: number;
}

/** One HTTP request over loopback through `agent`; network errors become status 0. */
export function httpRequest(
  agent: http.Agent,
  method: 'GET' | 'POST',
  url: string,
  options: { body?: string; headers?: Record<string, string>; timeoutMs?: number } = {},
): Promise<HttpResult> {
  const started = performance.now();
  return new Promise((resolve) => {
    const finish = (status: number, body: string) => {
      const endedAt = performance.now();
      resolve({ status, body, ms: endedAt - started, endedAt });
    };
    const request = http.request(url, { method, agent, headers: options.headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => finish(response.statusCode ?? 0, Buffer.concat(chunks).toString('utf8')));
      response.on('error', (error) => finish(0, String(error)));
    });
    request.setTimeout(options.timeoutMs ?? 600_000, () => request.destroy(new Error('client timeout')));
    request.on('error', (error) => finish(0, String(error)));
    request.end(options.body);
  });
}

/** POST /api/submit with a JSON body. */
export function postSubmit(
  agent: http.Agent,
  apiUrl: string,
  body: unknown,
  timeoutMs?: number,
): Promise<HttpResult> {
  return httpRequest(agent, 'POST', `${apiUrl}/api/submit`, {
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json' },
    timeoutMs,
  });
}

/** Nearest-rank percentile of `values` (p in 0..100). */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

export function formatMs(ms: number): string {
  return Number.isFinite(ms) ? ms.toFixed(1) : '-';
}

/** Prints a plain left-aligned table. */
export function printTable(headers: string[], rows: (string | number)[][]): void {
  const cells = [headers, ...rows.map((row) => row.map(String))];
  // Japanese text is wide, but the tables only hold ASCII, so length is the width.
  const widths = headers.map((_, column) => Math.max(...cells.map((row) => (row[column] ?? '').length)));
  const line = (row: string[]) =>
    row
      .map((cell, column) => cell.padEnd(widths[column]!))
      .join(' | ')
      .trimEnd();
  console.log(line(cells[0]!));
  console.log(widths.map((width) => '-'.repeat(width)).join('-|-'));
  for (const row of cells.slice(1)) console.log(line(row));
}

/** A field of /proc/<pid>/status in MB (VmRSS, VmHWM, …); NaN once the process is gone. */
export function procStatusMb(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status);
    return match ? Number(match[1]) / 1024 : Number.NaN;
  } catch {
    return Number.NaN;
  }
}

/** CPU time (user + system) a process has used so far, in ms; NaN once it is gone. */
export function processCpuMs(pid: number): number {
  try {
    // Fields after the parenthesised command name; utime and stime are the 12th and 13th of them.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * (1000 / clockTicksPerSecond);
  } catch {
    return Number.NaN;
  }
}

// USER_HZ is 100 on every Linux build this project targets.
const clockTicksPerSecond = 100;

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
