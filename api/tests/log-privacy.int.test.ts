import { randomInt, randomUUID } from 'node:crypto';
import type { SubmitRequestInput } from '@app/shared/contract';
import { submissions } from '@app/shared/db';
import {
  buildSubmitRequest,
  createConnectedTestDatabase,
  startApiProcess,
  startServiceProcess,
  startWorkerProcess,
  testRedisUrl,
  uniqueQueuePrefix,
  useTestDatabase,
  type ConnectedTestDatabase,
  type ServiceProcess,
} from '@app/shared/testing';
import { eq, sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

const database = useTestDatabase();

describe('API logs', () => {
  test('when a lead submits and an operator searches, then no contact data, answer, search term or report link is logged', async () => {
    const api = await startServiceProcess({
      entry: 'api/src/main.ts',
      env: { DATABASE_URL: database.url, PORT: '0', STATIC_DIR: '/nonexistent', LOG_LEVEL: 'debug' },
      ready: /"msg":"api listening"/,
    });
    try {
      const url = /"url":"([^"]+)"/.exec(api.output())![1]!;
      const body = buildSubmitRequest();
      body.companyInfo.companyName = '秘密ホールディングス';

      const submitted = await fetch(`${url}/api/submit`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-request-id': 'trace-me-123' },
        body: JSON.stringify(body),
      });
      await fetch(`${url}/api/admin/data?companyName=${encodeURIComponent('検索語カンパニー')}`, {
        headers: { authorization: 'Bearer not-a-real-token' },
      });
      const { reportUrl } = (await submitted.json()) as { reportUrl: string };
      const reportToken = reportUrl.split('/').at(-1)!;
      const opened = await fetch(`${url}/api${reportUrl}`);

      expect(submitted.status).toBe(200);
      expect(opened.status).toBe(200);
      expect(submitted.headers.get('x-request-id')).toBe('trace-me-123');
      await api.stop();
      const logs = api.output();
      expect(logs).toContain('trace-me-123');
      expect(logs).toContain('/api/admin/data');
      expect(logs).toContain('/api/report/:token');
      for (const secret of [
        body.userInfo.email,
        body.userInfo.name,
        body.userInfo.phone,
        body.freeText!.issue,
        '秘密ホールディングス',
        '検索語カンパニー',
        encodeURIComponent('検索語カンパニー'),
        'not-a-real-token',
        reportToken,
      ]) {
        expect(logs).not.toContain(secret);
      }
    } finally {
      await api.kill();
    }
  });
});

/** A lead whose every contact field carries a marker of its own, so any leak of it can be found. */
function distinctiveLead(companyTag = '') {
  const marker = `PII${randomUUID().replaceAll('-', '').slice(0, 10)}`;
  const phone = `090${String(randomInt(10_000_000, 99_999_999))}`;
  const body = buildSubmitRequest();
  body.companyInfo.companyName = `漏洩検査${marker}株式会社${companyTag}`;
  body.userInfo = { name: `秘密${marker}太郎`, email: `${marker.toLowerCase()}@leak.example.jp`, phone };
  body.freeText = { issue: `社外秘の課題${marker}`, expectation: '', support: '' };
  return { body, secrets: [marker, marker.toLowerCase(), phone, `秘密${marker}`, `社外秘の課題${marker}`] };
}

/** Every key under `prefix` with its whole value, whatever the Redis type, as one text. */
async function dumpRedis(redis: Redis, prefix: string): Promise<string> {
  const lines: string[] = [];
  let cursor = '0';
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 1000);
    cursor = next;
    for (const key of keys) {
      const type = await redis.type(key);
      let value: unknown;
      if (type === 'string') value = await redis.get(key);
      else if (type === 'hash') value = await redis.hgetall(key);
      else if (type === 'list') value = await redis.lrange(key, 0, -1);
      else if (type === 'set') value = await redis.smembers(key);
      else if (type === 'zset') value = await redis.zrange(key, 0, -1, 'WITHSCORES');
      else if (type === 'stream') value = await redis.xrange(key, '-', '+');
      lines.push(`${key} ${type} ${JSON.stringify(value)}`);
    }
  } while (cursor !== '0');
  return lines.join('\n');
}

function post(url: string, body: SubmitRequestInput | string) {
  return fetch(`${url}/api/submit`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

describe('logs and job records on every failure path', () => {
  let failing: ConnectedTestDatabase;
  let redis: Redis;
  const queuePrefix = uniqueQueuePrefix();

  beforeAll(async () => {
    failing = await createConnectedTestDatabase();
    redis = new Redis(testRedisUrl);
    // The database refuses, on cue, the insert of a submission and the write of its report: the
    // real errors (DrizzleQueryError around PostgreSQL's) then carry every parameter of the query.
    await failing.db.execute(sql`
      create function refuse_on_cue() returns trigger language plpgsql as $$
      begin
        if tg_op = 'INSERT' and new.company_name like '%[refuse-intake]' then
          raise exception 'refused by the test';
        end if;
        if tg_op = 'UPDATE' and new.status = 'completed' and new.company_name like '%[refuse-report]' then
          raise exception 'refused by the test';
        end if;
        return new;
      end $$`);
    await failing.db.execute(
      sql`create trigger refuse_on_cue before insert or update on submissions for each row execute function refuse_on_cue()`,
    );
  });

  afterAll(async () => {
    redis?.disconnect();
    await failing?.drop();
  });

  test('when submits carry a NUL byte or a lone surrogate, storing a submission fails and every attempt to store a report fails, then no contact data is in any log line or Redis key', async () => {
    const env = {
      DATABASE_URL: failing.url,
      REDIS_URL: testRedisUrl,
      QUEUE_PREFIX: queuePrefix,
      LOG_LEVEL: 'debug',
    };
    const api = await startApiProcess({ ...env, REPORT_TIMEOUT_MS: '20000' });
    let worker: ServiceProcess | undefined;
    try {
      worker = await startWorkerProcess(env);
      const withNul = distinctiveLead();
      withNul.body.userInfo.name = `${withNul.body.userInfo.name}\u0000`;
      const withSurrogate = distinctiveLead();
      withSurrogate.body.freeText!.issue = `${withSurrogate.body.freeText!.issue}\ud800`;
      const intakeRefused = distinctiveLead('[refuse-intake]');
      const reportRefused = distinctiveLead('[refuse-report]');

      const responses = {
        nul: await post(api.url, withNul.body),
        surrogate: await post(api.url, withSurrogate.body),
        intake: await post(api.url, intakeRefused.body),
        report: await post(api.url, reportRefused.body),
      };

      expect(responses.nul.status).toBe(400);
      expect(responses.surrogate.status).toBe(400);
      expect(responses.intake.status).toBe(503);
      expect(responses.report.status).toBe(500);
      expect(((await responses.report.json()) as { error: { code: string } }).error.code).toBe(
        'report_failed',
      );
      const [row] = await failing.db
        .select()
        .from(submissions)
        .where(eq(submissions.companyName, reportRefused.body.companyInfo.companyName));
      expect(row).toMatchObject({ status: 'failed', error: 'report_store_failed' });
      const records = await dumpRedis(redis, queuePrefix);
      expect(records).toContain('report_store_failed');
      expect(records).toContain(row!.id);

      await Promise.all([api.stop(), worker.stop()]);
      const logs = `${api.output()}\n${worker.output()}`;
      // The failures were logged, with what an operator needs to act on them.
      expect(api.output()).toContain('storing the submission failed');
      expect(worker.output()).toContain('"reason":"report_store_failed"');
      expect(worker.output()).toMatch(/"msg":"report attempt error"/);
      expect(logs).toContain('Failed query');
      expect(logs).toContain('"code":"P0001"');
      for (const secret of [withNul, withSurrogate, intakeRefused, reportRefused].flatMap(
        (lead) => lead.secrets,
      )) {
        expect(logs, 'logs').not.toContain(secret);
        expect(records, 'Redis').not.toContain(secret);
      }
    } finally {
      await worker?.kill();
      await api.kill();
    }
  });

  test('when a page, an asset and an admin page are requested, then each request line is short, carries no admin secret, and assets log only at debug', async () => {
    const start = (level: string) =>
      startServiceProcess({
        entry: 'api/src/main.ts',
        env: { DATABASE_URL: database.url, PORT: '0', STATIC_DIR: '/nonexistent', LOG_LEVEL: level },
        ready: /"msg":"api listening"/,
      });
    for (const level of ['info', 'debug']) {
      const api = await start(level);
      try {
        const url = /"url":"([^"]+)"/.exec(api.output())![1]!;
        await fetch(`${url}/admin/dashboard/the-admin-path-secret-0123456789`);
        await fetch(`${url}/assets/index-abc123.js`);
        await fetch(`${url}/api/questionnaire`);
        await api.stop();
        const requestLines = api
          .output()
          .split('\n')
          .filter((line) => line.includes('"req":'));

        expect(api.output()).not.toContain('the-admin-path-secret-0123456789');
        expect(requestLines.some((line) => line.includes('/admin/dashboard/:secret'))).toBe(true);
        expect(requestLines.some((line) => line.includes('/api/questionnaire'))).toBe(true);
        expect(requestLines.some((line) => line.includes('/assets/index-abc123.js'))).toBe(level === 'debug');
        for (const line of requestLines) expect(line.length, line).toBeLessThan(400);
      } finally {
        await api.kill();
      }
    }
  });
});
