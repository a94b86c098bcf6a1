import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { scoreAnswers } from '@app/shared/assessment';
import { diagnosisResultSchema } from '@app/shared/contract';
import { submissions } from '@app/shared/db';
import {
  buildSubmitRequest,
  startFakeOpenAiServer,
  useTestDatabase,
  type FakeOpenAiServer,
} from '@app/shared/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { RunningApi } from '../src/server';
import { postSubmit, startTestApi } from './start-test-api';

// The in-process report runner (no Redis) with the OpenAI writer pointed at a fake model server.
const database = useTestDatabase();
let fake: FakeOpenAiServer;
let api: RunningApi;
const dataDir = mkdtempSync(path.join(tmpdir(), 'dx-writers-'));

beforeAll(async () => {
  fake = await startFakeOpenAiServer();
  api = await startTestApi({
    DATABASE_URL: database.url,
    DATA_DIR: dataDir,
    OPENAI_API_KEY: 'test-key',
    OPENAI_BASE_URL: fake.baseUrl,
    OPENAI_MODEL: 'fake-model',
    OPENAI_TIMEOUT_MS: '2000',
  });
});

afterAll(async () => {
  await api?.close();
  await fake?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function storedRow(companyName: string) {
  const [row] = await database.db.select().from(submissions).where(eq(submissions.companyName, companyName));
  return row!;
}

describe('POST /api/submit with an OpenAI-compatible server', () => {
  test('when the model answers, then the report carries its narrative, the scored level and writer llm', async () => {
    fake.reset();
    const body = buildSubmitRequest();

    const response = await postSubmit(api.url, body);

    expect(response.status).toBe(200);
    const result = diagnosisResultSchema.parse(await response.json());
    const expected = scoreAnswers(body.answers);
    expect(result.scores?.level).toBe(expected.level);
    expect(result.executiveSummary.maturityLevel).toContain(`レベル${expected.level}`);
    expect(result.detailedAnalysis.overall).toContain('模擬モデル');
    expect(await storedRow(body.companyInfo.companyName)).toMatchObject({
      writer: 'llm',
      model: 'fake-model',
    });
  });

  test('when the model server fails, then the visitor still gets a valid report and the row says fallback', async () => {
    fake.setBehaviour({ kind: 'status', status: 500 });
    const body = buildSubmitRequest();

    const response = await postSubmit(api.url, body);

    expect(response.status).toBe(200);
    const result = diagnosisResultSchema.parse(await response.json());
    expect(result.detailedAnalysis.overall).not.toContain('模擬モデル');
    expect(result.scores?.level).toBe(scoreAnswers(body.answers).level);
    expect(await storedRow(body.companyInfo.companyName)).toMatchObject({ writer: 'fallback', model: null });
  });
});
