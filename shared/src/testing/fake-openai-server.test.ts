import OpenAI from 'openai';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import {
  estimateTokens,
  sampleFromJsonSchema,
  startFakeOpenAiServer,
  type FakeOpenAiServer,
} from './fake-openai-server';

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

  test('when asked for a part by its schema name, then a by-part behaviour answers that part and the others well', async () => {
    fake.setBehaviour({ kind: 'by-part', parts: { part_b: { kind: 'status', status: 500 } } });
    const ask = (name: string) =>
      client.chat.completions.create({
        model: 'm',
        messages: [{ role: 'user', content: 'hi' }],
        response_format: { type: 'json_schema', json_schema: { name, strict: true, schema } },
      });

    const [a, b] = await Promise.allSettled([ask('part_a'), ask('part_b')]);

    expect(a.status).toBe('fulfilled');
    expect(b).toMatchObject({ status: 'rejected', reason: { status: 500 } });
    expect(fake.requests.map((request) => request.part).sort()).toEqual(['part_a', 'part_b']);
  });
  test('when a refusal is the behaviour, then the message carries a refusal and no content', async () => {
    fake.setBehaviour({ kind: 'refusal' });

    const completion = await client.chat.completions.create({
      model: 'm',
      messages: [{ role: 'user', content: 'hi' }],
    });

    expect(completion.choices[0]!.message.content).toBeNull();
    expect(completion.choices[0]!.message.refusal).toMatch(/お答えできません/);
  });
});

describe('fake OpenAI server with a generation speed', () => {
  test('when tokensPerSecond is set, then an answer takes its estimated output tokens at that speed', async () => {
    const slow = await startFakeOpenAiServer({ tokensPerSecond: 1000 });
    try {
      const slowClient = new OpenAI({ apiKey: 'k', baseURL: slow.baseUrl, maxRetries: 0, timeout: 5_000 });
      const long = { type: 'object', properties: { text: { type: 'string', description: '本文（8文）' } } };
      const startedAt = performance.now();

      const completion = await slowClient.chat.completions.create({
        model: 'm',
        messages: [{ role: 'user', content: 'hi' }],
        response_format: { type: 'json_schema', json_schema: { name: 'x', strict: true, schema: long } },
      });

      const tokens = completion.usage!.completion_tokens;
      expect(tokens).toBe(estimateTokens(completion.choices[0]!.message.content!));
      expect(tokens).toBeGreaterThan(250);
      expect(performance.now() - startedAt).toBeGreaterThanOrEqual(tokens - 10);
      expect(slow.requests[0]!.completionTokens).toBe(tokens);
    } finally {
      await slow.close();
    }
  });
});

describe('sampleFromJsonSchema', () => {
  test('when a description asks for sentences, items or characters, then the sample has that length', () => {
    const value = sampleFromJsonSchema({
      type: 'object',
      properties: {
        long: { type: 'string', description: '総合評価（4〜6文）' },
        list: {
          type: 'array',
          description: '課題（2〜3件、各1〜2文）',
          items: { type: 'string' },
          maxItems: 5,
        },
        short: { type: 'string', description: '期間（10字以内）' },
      },
    }) as { long: string; list: string[]; short: string };

    expect(value.long.split('。').filter(Boolean)).toHaveLength(6);
    expect(value.list).toHaveLength(3);
    for (const item of value.list) expect(item.split('。').filter(Boolean)).toHaveLength(2);
    expect([...value.short].length).toBeLessThanOrEqual(10);
    expect(estimateTokens('日本語abcd')).toBe(4);
  });
});

describe('sampleFromJsonSchema with enums and nullable types', () => {
  test('when a strict schema has enums and type unions, then the sample takes the first listed value and the first non-null type', () => {
    const value = sampleFromJsonSchema({
      type: 'object',
      properties: {
        kind: { type: 'string', enum: ['has', 'no_problem'] },
        theme: { type: ['string', 'null'], enum: [null, 'paper_fax'] },
        programme: { type: ['string', 'null'], description: '制度名（20字以内）' },
        nothing: { type: ['null'] },
        score: { type: ['number', 'null'] },
      },
    }) as Record<string, unknown>;

    expect(value.kind).toBe('has');
    expect(value.theme).toBe('paper_fax');
    expect(typeof value.programme).toBe('string');
    expect([...(value.programme as string)].length).toBeLessThanOrEqual(20);
    expect(value.nothing).toBeNull();
    expect(value.score).toBe(1);
  });
});
