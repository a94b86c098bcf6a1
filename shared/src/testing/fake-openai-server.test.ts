import OpenAI from 'openai';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { startFakeOpenAiServer, type FakeOpenAiServer } from './fake-openai-server';

let fake: FakeOpenAiServer;
let client: OpenAI;

beforeAll(async () => {
  fake = await startFakeOpenAiServer({ latencyMs: 150 });
  client = new OpenAI({ apiKey: 'k', baseURL: fake.baseUrl, maxRetries: 0, timeout: 5_000 });
});
afterAll(() => fake?.close());
beforeEach(() => fake.reset());

const schema = {
  type: 'object',
  properties: { summary: { type: 'string' }, items: { type: 'array', items: { type: 'string' } } },
  required: ['summary', 'items'],
  additionalProperties: false,
};

describe('fake OpenAI server', () => {
  test('when asked for a JSON-schema answer, then it answers with a value of that schema after the configured latency', async () => {
    const startedAt = performance.now();

    const completion = await client.chat.completions.create({
      model: 'm',
      messages: [{ role: 'user', content: 'hi' }],
      response_format: { type: 'json_schema', json_schema: { name: 'x', strict: true, schema } },
    });

    expect(performance.now() - startedAt).toBeGreaterThanOrEqual(140);
    const value = JSON.parse(completion.choices[0]!.message.content!) as { summary: string; items: string[] };
    expect(value.summary).toMatch(/summary/);
    expect(value.items.length).toBeGreaterThan(0);
    expect(completion.usage?.total_tokens).toBeGreaterThan(0);
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]).toMatchObject({ path: '/v1/chat/completions', authorization: 'Bearer k' });
  });

  test('when steps are scripted, then they answer in order before the default applies again', async () => {
    fake.script({ kind: 'status', status: 503 }, { kind: 'schema-mismatch' });
    const ask = () =>
      client.chat.completions.create({ model: 'm', messages: [{ role: 'user', content: 'hi' }] });

    await expect(ask()).rejects.toMatchObject({ status: 503 });
    expect(JSON.parse((await ask()).choices[0]!.message.content!)).toHaveProperty('level', 5);
    expect(JSON.parse((await ask()).choices[0]!.message.content!)).toHaveProperty('text');
  });
});
