import { diagnosisResultSchema } from '@app/shared/contract';
import { submissions } from '@app/shared/db';
import { questionnaireVersion, type QuestionnaireCatalogue } from '@app/shared/questionnaire';
import {
  buildSubmitRequest,
  countSubmissions,
  startWorkerProcess,
  testRedisUrl,
  uniqueQueuePrefix,
  useTestDatabase,
  type ServiceProcess,
} from '@app/shared/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { RunningApi } from '../src/server';
import { postSubmit, readError, startTestApi } from './start-test-api';

// Distributed mode for real: API in this process, one worker process, PostgreSQL and Redis.
const database = useTestDatabase();
let api: RunningApi;
let worker: ServiceProcess;
const queuePrefix = uniqueQueuePrefix();

beforeAll(async () => {
  const env = { DATABASE_URL: database.url, REDIS_URL: testRedisUrl, QUEUE_PREFIX: queuePrefix };
  api = await startTestApi(env);
  worker = await startWorkerProcess(env);
});

afterAll(async () => {
  await worker?.stop();
  await api?.close();
});

describe('POST /api/submit', () => {
  test('when the answers are valid, then the stored report is returned and the row is completed', async () => {
    const body = buildSubmitRequest();

    const response = await postSubmit(api.url, body);

    expect(response.status).toBe(200);
    const result = diagnosisResultSchema.parse(await response.json());
    expect(result.companyProfile.companyName).toBe(body.companyInfo.companyName);
    const [row] = await database.db
      .select()
      .from(submissions)
      .where(eq(submissions.companyName, body.companyInfo.companyName));
    expect(row).toMatchObject({
      status: 'completed',
      questionnaireVersion,
      email: body.userInfo.email,
      answers: body.answers,
    });
    expect(row!.result).toEqual(result);
    expect(row!.no).toBeGreaterThan(0);
  });

  test('when the body is oversized, then 413 answers and nothing is stored', async () => {
    const before = await countSubmissions(database);
    const body = buildSubmitRequest({
      freeText: { issue: 'あ'.repeat(70_000), expectation: '', support: '' },
    });

    const response = await postSubmit(api.url, body);

    expect(response.status).toBe(413);
    expect((await readError(response)).code).toBe('payload_too_large');
    expect(await countSubmissions(database)).toBe(before);
  });

  test.each([
    ['missing sections', { companyInfo: buildSubmitRequest().companyInfo }, ['answers', 'userInfo']],
    [
      'an unknown question id',
      { ...buildSubmitRequest(), answers: { ...buildSubmitRequest().answers, q11: 'A' } },
      ['answers'],
    ],
    [
      'wrong types',
      { ...buildSubmitRequest(), answers: { ...buildSubmitRequest().answers, q3: 3 } },
      ['answers.q3'],
    ],
    [
      'an invalid dropdown value and contact data',
      {
        ...buildSubmitRequest(),
        companyInfo: { ...buildSubmitRequest().companyInfo, industry: 'mining' },
        userInfo: { name: ' ', email: 'not an email', phone: '12-34' },
      },
      ['companyInfo.industry', 'userInfo.name', 'userInfo.email', 'userInfo.phone'],
    ],
  ])(
    'when the body has %s, then 400 lists every invalid field and nothing is stored',
    async (_case, body, paths) => {
      const before = await countSubmissions(database);

      const response = await postSubmit(api.url, body);

      expect(response.status).toBe(400);
      const error = await readError(response);
      expect(error.code).toBe('validation_failed');
      expect(error.issues?.map((issue) => issue.path)).toEqual(expect.arrayContaining(paths));
      expect(await countSubmissions(database)).toBe(before);
    },
  );

  test('when the body is not JSON, then 400 answers and the server keeps serving', async () => {
    const response = await postSubmit(api.url, '{"companyInfo": ');

    expect(response.status).toBe(400);
    expect((await readError(response)).code).toBe('invalid_json');
    const next = await postSubmit(api.url, buildSubmitRequest());
    expect(next.status).toBe(200);
  });

  test('when E is chosen with an empty text, then the empty answer is accepted and stored', async () => {
    const body = buildSubmitRequest();
    body.answers.q4 = '';
    body.answers.q7 = '社内にAI勉強会を立ち上げた';

    const response = await postSubmit(api.url, body);

    expect(response.status).toBe(200);
    const [row] = await database.db
      .select({ answers: submissions.answers })
      .from(submissions)
      .where(eq(submissions.email, body.userInfo.email));
    expect(row!.answers).toMatchObject({ q4: '', q7: '社内にAI勉強会を立ち上げた' });
  });
});

describe('GET /api/questionnaire', () => {
  test('when requested, then the catalogue with its version, dropdowns and ten questions is returned', async () => {
    const response = await fetch(`${api.url}/api/questionnaire`);

    expect(response.status).toBe(200);
    const catalogue = (await response.json()) as QuestionnaireCatalogue;
    expect(catalogue.version).toBe(questionnaireVersion);
    expect(catalogue.questions.map((question) => question.id)).toEqual([
      'q1',
      'q2',
      'q3',
      'q4',
      'q5',
      'q6',
      'q7',
      'q8',
      'q9',
      'q10',
    ]);
    expect(catalogue.dropdowns.industry).toHaveLength(12);
    expect(catalogue.dropdowns.companySize).toHaveLength(6);
  });
});
