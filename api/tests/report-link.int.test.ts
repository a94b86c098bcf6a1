import { createHash } from 'node:crypto';
import {
  diagnosisResultSchema,
  linkedReportResponseSchema,
  submitResponseSchema,
  type SubmitResponse,
} from '@app/shared/contract';
import { reportLinks, submissions } from '@app/shared/db';
import { buildSubmitRequest, startWorkerProcess, testRedisUrl, uniqueQueuePrefix } from '@app/shared/testing';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { postSubmit, readError, startTestApi, useTestApi } from './start-test-api';

// The API with its in-process runner on the machine's PostgreSQL: links are a storage matter.
const testApi = useTestApi({ REPORT_VIEW_RATE_LIMIT: '1000' });
const { database } = testApi;

async function submitForLink(baseUrl = testApi.api.url): Promise<SubmitResponse & { reportUrl: string }> {
  const response = await postSubmit(baseUrl, buildSubmitRequest());
  expect(response.status).toBe(200);
  const body = submitResponseSchema.parse(await response.json());
  expect(body.reportUrl).toMatch(/^\/report\/[A-Za-z0-9_-]{43}$/);
  return body as SubmitResponse & { reportUrl: string };
}

const tokenOf = (reportUrl: string) => reportUrl.slice('/report/'.length);
const openLink = (baseUrl: string, token: string) => fetch(`${baseUrl}/api/report/${token}`);

describe('GET /api/report/:token', () => {
  test('when the link from a submit is opened, then the same stored result is returned and not cached', async () => {
    const { reportUrl, ...submitted } = await submitForLink();

    const response = await openLink(testApi.api.url, tokenOf(reportUrl));

    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('x-robots-tag')).toContain('noindex');
    const body = linkedReportResponseSchema.parse(await response.json());
    const { createdAt: _createdAt, expiresAt: _expiresAt, companyInfo: _companyInfo, ...result } = body;
    expect(diagnosisResultSchema.safeParse(result).success).toBe(true);
    expect(result).toEqual(submitted);
  });

  test('when a link is opened, then the body says when the report was made and when the link expires', async () => {
    const { reportUrl } = await submitForLink();
    const hash = createHash('sha256').update(tokenOf(reportUrl)).digest('hex');
    const [stored] = await database.db
      .select({ completedAt: submissions.completedAt, expiresAt: reportLinks.expiresAt })
      .from(reportLinks)
      .innerJoin(submissions, eq(reportLinks.submissionId, submissions.id))
      .where(eq(reportLinks.tokenHash, hash));

    const response = await openLink(testApi.api.url, tokenOf(reportUrl));

    const body = linkedReportResponseSchema.parse(await response.json());
    expect(body.createdAt).toBe(stored!.completedAt!.toISOString());
    expect(body.expiresAt).toBe(stored!.expiresAt.toISOString());
    // The default REPORT_LINK_TTL_DAYS (200: a half-year second diagnosis needs the link) after the report was made.
    const lifetimeDays = (Date.parse(body.expiresAt) - Date.parse(body.createdAt)) / (24 * 60 * 60 * 1000);
    expect(lifetimeDays).toBeCloseTo(200, 0);
  });

  test('when a link is stored, then only the SHA-256 of its token is kept, nowhere the token itself', async () => {
    const { reportUrl, companyProfile } = await submitForLink();
    const token = tokenOf(reportUrl);

    const [submission] = await database.db
      .select({ id: submissions.id })
      .from(submissions)
      .where(eq(submissions.companyName, companyProfile.companyName));
    const links = await database.db
      .select()
      .from(reportLinks)
      .where(eq(reportLinks.submissionId, submission!.id));
    expect(links).toHaveLength(1);
    expect(links[0]!.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    const everything = await database.db.execute(
      sql`select (select coalesce(json_agg(s)::text, '') from submissions s) || (select coalesce(json_agg(l)::text, '') from report_links l) as dump`,
    );
    const dump = (everything as unknown as { rows: { dump: string }[] }).rows[0]!.dump;
    expect(dump).toContain(links[0]!.tokenHash);
    expect(dump).not.toContain(token);
  });

  test('when the token is unknown or malformed, then 404 answers with the error body', async () => {
    const unknown = await openLink(testApi.api.url, 'A'.repeat(43));
    const malformed = await openLink(testApi.api.url, 'not-a-token');

    for (const response of [unknown, malformed]) {
      expect(response.status).toBe(404);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(await readError(response)).toMatchObject({ code: 'not_found', message: expect.any(String) });
    }
  });

  test('when the link has expired, then 404 answers and says it expired', async () => {
    const { reportUrl } = await submitForLink();
    const hash = createHash('sha256').update(tokenOf(reportUrl)).digest('hex');
    await database.db
      .update(reportLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(reportLinks.tokenHash, hash));

    const response = await openLink(testApi.api.url, tokenOf(reportUrl));

    expect(response.status).toBe(404);
    expect((await readError(response)).code).toBe('link_expired');
  });

  test('when REPORT_LINK_TTL_DAYS is tiny, then a new link expires by itself', async () => {
    // 0.00001 days is under a second.
    const shortLived = await startTestApi({ DATABASE_URL: database.url, REPORT_LINK_TTL_DAYS: '0.00001' });
    try {
      const { reportUrl } = await submitForLink(shortLived.url);
      await new Promise((resolve) => setTimeout(resolve, 1000));

      const response = await openLink(shortLived.url, tokenOf(reportUrl));

      expect(response.status).toBe(404);
      expect((await readError(response)).code).toBe('link_expired');
    } finally {
      await shortLived.close();
    }
  });

  test('when one address opens links too often, then 429 with Retry-After answers', async () => {
    const limited = await startTestApi({ DATABASE_URL: database.url, REPORT_VIEW_RATE_LIMIT: '2' });
    try {
      const { reportUrl } = await submitForLink(limited.url);
      expect((await openLink(limited.url, tokenOf(reportUrl))).status).toBe(200);
      expect((await openLink(limited.url, 'B'.repeat(43))).status).toBe(404);

      const response = await openLink(limited.url, tokenOf(reportUrl));

      expect(response.status).toBe(429);
      expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await readError(response)).toMatchObject({
        code: 'rate_limited',
        retryAfterSeconds: Number(response.headers.get('retry-after')),
      });
    } finally {
      await limited.close();
    }
  });
});

describe('report link of a report that takes longer than the timeout', () => {
  test('when the submit answers 504, then its body carries the link, which works once a worker has written the report', async () => {
    const env = { DATABASE_URL: database.url, REDIS_URL: testRedisUrl, QUEUE_PREFIX: uniqueQueuePrefix() };
    const distributed = await startTestApi({ ...env, REPORT_TIMEOUT_MS: '300' });
    try {
      // No worker yet: the job waits in the queue past the timeout.
      const response = await postSubmit(distributed.url, buildSubmitRequest());

      expect(response.status).toBe(504);
      const error = await readError(response);
      expect(error.code).toBe('report_timeout');
      expect(error.reportUrl).toMatch(/^\/report\/[A-Za-z0-9_-]{43}$/);
      const token = tokenOf(error.reportUrl!);
      const early = await openLink(distributed.url, token);
      expect(early.status).toBe(409);
      expect((await readError(early)).code).toBe('report_not_ready');

      const worker = await startWorkerProcess(env);
      try {
        let later = await openLink(distributed.url, token);
        for (let attempt = 0; later.status !== 200 && attempt < 300; attempt += 1) {
          await new Promise((resolve) => setTimeout(resolve, 100));
          later = await openLink(distributed.url, token);
        }
        expect(later.status).toBe(200);
        expect(diagnosisResultSchema.safeParse(await later.json()).success).toBe(true);
      } finally {
        await worker.stop();
      }
    } finally {
      await distributed.close();
    }
  });
});
