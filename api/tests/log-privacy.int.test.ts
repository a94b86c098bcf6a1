import {
  buildSubmitRequest,
  createTestDatabase,
  startServiceProcess,
  type TestDatabase,
} from '@app/shared/testing';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database?.drop();
});

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
