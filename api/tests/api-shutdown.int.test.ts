import { diagnosisResultSchema } from '@app/shared/contract';
import {
  buildSubmitRequest,
  startApiProcess,
  startFakeOpenAiServer,
  startWorkerProcess,
  testRedisUrl,
  uniqueQueuePrefix,
  useTestDatabase,
  type FakeOpenAiServer,
  type ServiceProcess,
} from '@app/shared/testing';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

const database = useTestDatabase();
let model: FakeOpenAiServer;
let worker: ServiceProcess;
let env: Record<string, string>;

beforeAll(async () => {
  model = await startFakeOpenAiServer({ latencyMs: 2000 });
  env = { DATABASE_URL: database.url, REDIS_URL: testRedisUrl, QUEUE_PREFIX: uniqueQueuePrefix() };
  worker = await startWorkerProcess({ ...env, OPENAI_API_KEY: 'test-key', OPENAI_BASE_URL: model.baseUrl });
});

afterAll(async () => {
  await worker?.kill();
  await model?.close();
});

describe('API shutdown', () => {
  test('when the API gets SIGTERM while a visitor waits, then the report is still delivered and the process exits cleanly', async () => {
    const api = await startApiProcess(env);
    const body = buildSubmitRequest();
    const waiting = fetch(`${api.url}/api/submit`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    while (model.requests.length === 0) await new Promise((resolve) => setTimeout(resolve, 20));

    const exited = api.stop();

    const response = await waiting;
    expect(response.status).toBe(200);
    expect(diagnosisResultSchema.parse(await response.json()).companyProfile.companyName).toBe(
      body.companyInfo.companyName,
    );
    expect(await exited).toBe(0);
    // Once stopped, it takes no new connections.
    await expect(fetch(`${api.url}/healthz`)).rejects.toThrow();
  });
});
