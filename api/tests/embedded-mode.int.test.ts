import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { submitResponseSchema } from '@app/shared/contract';
import { openDatabase, submissions } from '@app/shared/db';
import { buildSubmitRequest } from '@app/shared/testing';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { postSubmit, readError, startTestApi } from './start-test-api';

let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'dx-embedded-'));
});

afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

describe('embedded mode (PGlite and the in-process runner)', () => {
  test('when a diagnosis is submitted, then the report is returned, answered once per key and kept with its link across a restart', async () => {
    const body = buildSubmitRequest();
    const key = randomUUID();
    let reportUrl: string | undefined;
    let result: Record<string, unknown> = {};
    const first = await startTestApi({ DATA_DIR: dataDir });
    try {
      const response = await postSubmit(first.url, body, { 'Idempotency-Key': key });

      expect(first.mode).toBe('embedded');
      expect(response.status).toBe(200);
      ({ reportUrl, ...result } = submitResponseSchema.parse(await response.json()));
      expect(reportUrl).toMatch(/^\/report\//);
      // The same submission again (same key) is answered from the stored one.
      const repeat = await postSubmit(first.url, body, { 'Idempotency-Key': key });
      expect(repeat.status).toBe(200);
    } finally {
      await first.close();
    }

    // A second start on the same folder finds the stored submission and takes new ones.
    const second = await startTestApi({ DATA_DIR: dataDir });
    try {
      const again = await postSubmit(second.url, buildSubmitRequest());
      expect(again.status).toBe(200);
      const opened = await fetch(`${second.url}/api${reportUrl}`);
      expect(opened.status).toBe(200);
      expect(await opened.json()).toEqual({
        ...result,
        createdAt: expect.any(String),
        expiresAt: expect.any(String),
        // The company data a second diagnosis starts from (never the contact data).
        companyInfo: body.companyInfo,
      });
    } finally {
      await second.close();
    }
    const database = await openDatabase({ dataDir });
    try {
      const rows = await database.db.select().from(submissions).orderBy(submissions.no);
      expect(rows.map((row) => row.status)).toEqual(['completed', 'completed']);
      expect(rows[0]).toMatchObject({ email: body.userInfo.email, no: 1 });
      expect(rows[1]!.no).toBe(2);
    } finally {
      await database.close();
    }
  });

  test('when the body is invalid, then 400 answers in embedded mode too', async () => {
    const api = await startTestApi({ DATA_DIR: dataDir });
    try {
      const response = await postSubmit(api.url, {
        ...buildSubmitRequest(),
        userInfo: { name: 'x', email: 'x', phone: 'x' },
      });

      expect(response.status).toBe(400);
      expect((await readError(response)).code).toBe('validation_failed');
    } finally {
      await api.close();
    }
  });
});
