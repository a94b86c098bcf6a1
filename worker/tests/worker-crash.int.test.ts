import { diagnosisResultSchema } from '@app/shared/contract';
import { submissions } from '@app/shared/db';
import { narrativeParts } from '@app/shared/report';
import {
  buildSubmitRequest,
  startApiProcess,
  startFakeOpenAiServer,
  startWorkerProcess,
  testRedisUrl,
  uniqueQueuePrefix,
  useTestDatabase,
  type ApiProcess,
  type FakeOpenAiServer,
  type ServiceProcess,
} from '@app/shared/testing';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';

// Each report takes a while because the (fake) model answers slowly: long enough to act mid-job.
const modelLatencyMs = 2500;

const database = useTestDatabase();
let model: FakeOpenAiServer;
let api: ApiProcess;
let apiUrl: string;
let workerEnv: Record<string, string>;
const started: ServiceProcess[] = [];

async function startWorker(): Promise<ServiceProcess> {
  const worker = await startWorkerProcess(workerEnv);
  started.push(worker);
  return worker;
}

/** Resolves once the model has received `count` requests: a worker is then in the middle of a job. */
// One model report is a reading of the visitor's text, then parallel parts, each its own request.
const requestsPerReport = 1 + narrativeParts.length;

async function modelRequestsReach(count: number): Promise<void> {
  while (model.requests.length < count) await new Promise((resolve) => setTimeout(resolve, 20));
}

function submit(): { body: ReturnType<typeof buildSubmitRequest>; response: Promise<Response> } {
  const body = buildSubmitRequest();
  const response = fetch(`${apiUrl}/api/submit`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { body, response };
}

beforeAll(async () => {
  model = await startFakeOpenAiServer({ latencyMs: modelLatencyMs });
  const shared = { DATABASE_URL: database.url, REDIS_URL: testRedisUrl, QUEUE_PREFIX: uniqueQueuePrefix() };
  workerEnv = {
    ...shared,
    OPENAI_API_KEY: 'test-key',
    OPENAI_BASE_URL: model.baseUrl,
    OPENAI_TIMEOUT_MS: '20000',
    // A short lock, so a dead worker's job is taken over within seconds rather than 30 s.
    WORKER_LOCK_MS: '1500',
  };
  api = await startApiProcess(shared);
  apiUrl = api.url;
});

afterEach(async () => {
  await Promise.all(started.splice(0).map((worker) => worker.kill()));
  model.reset();
});

afterAll(async () => {
  await api?.stop();
  await model?.close();
});

describe('report workers under failure', () => {
  test('when a worker is killed mid-job, then another worker finishes it and the waiting visitor gets the report', async () => {
    const doomed = await startWorker();
    const { body, response } = submit();
    await modelRequestsReach(requestsPerReport);

    await doomed.kill();
    await startWorker();

    const answer = await response;
    expect(answer.status).toBe(200);
    const result = diagnosisResultSchema.parse(await answer.json());
    expect(result.companyProfile.companyName).toBe(body.companyInfo.companyName);
    const rows = await database.db.select().from(submissions);
    const mine = rows.filter((row) => row.email === body.userInfo.email);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ status: 'completed', writer: 'llm' });
    expect(mine[0]!.modelMs).toBeGreaterThanOrEqual(modelLatencyMs);
    expect(mine[0]!.modelError).toBeNull();
    // The killed worker's model calls were abandoned; the survivor made them again.
    expect(model.requests.length).toBe(2 * requestsPerReport);
  });

  test('when a worker gets SIGTERM mid-job, then it finishes the job before it exits', async () => {
    const worker = await startWorker();
    const { body, response } = submit();
    await modelRequestsReach(requestsPerReport);

    const exitCode = await worker.stop();

    expect(exitCode).toBe(0);
    expect((await response).status).toBe(200);
    const rows = await database.db.select().from(submissions);
    expect(rows.find((row) => row.email === body.userInfo.email)).toMatchObject({
      status: 'completed',
      writer: 'llm',
    });
    expect(model.requests.length).toBe(requestsPerReport);
  });

  test('when the model fails for every call, then every report comes from the fallback writer', async () => {
    model.setBehaviour({ kind: 'status', status: 500 });
    await startWorker();
    const submitted = [submit(), submit(), submit()];

    const answers = await Promise.all(submitted.map((entry) => entry.response));

    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    for (const answer of answers) diagnosisResultSchema.parse(await answer.json());
    const rows = await database.db.select().from(submissions);
    const emails = new Set(submitted.map((entry) => entry.body.userInfo.email));
    const mine = rows.filter((row) => emails.has(row.email));
    expect(mine.map((row) => row.writer)).toEqual(['fallback', 'fallback', 'fallback']);
    expect(mine.every((row) => row.modelError === 'server_error' && row.modelMs !== null)).toBe(true);
  });

  test('when the visitor disconnects while waiting, then the report is still stored', async () => {
    await startWorker();
    const body = buildSubmitRequest();
    const abort = new AbortController();
    const response = fetch(`${apiUrl}/api/submit`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: abort.signal,
    });
    await modelRequestsReach(requestsPerReport);

    abort.abort();

    await expect(response).rejects.toThrow();
    const deadline = Date.now() + 30_000;
    let row;
    do {
      await new Promise((resolve) => setTimeout(resolve, 100));
      [row] = (await database.db.select().from(submissions)).filter(
        (candidate) => candidate.email === body.userInfo.email,
      );
    } while (row?.status !== 'completed' && Date.now() < deadline);
    expect(row).toMatchObject({ status: 'completed', writer: 'llm' });
    expect(row?.result?.companyProfile.companyName).toBe(body.companyInfo.companyName);
  });
});
