import { submitRequestSchema } from '@app/shared/contract';
import { submissions } from '@app/shared/db';
import {
  buildSubmitRequest,
  createConnectedTestDatabase,
  type ConnectedTestDatabase,
} from '@app/shared/testing';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { RunningApi } from '../src/server';
import { postSubmit, startTestApi } from './start-test-api';

let database: ConnectedTestDatabase;
let api: RunningApi;

beforeAll(async () => {
  database = await createConnectedTestDatabase();
  api = await startTestApi({ DATABASE_URL: database.url });
});

afterAll(async () => {
  await api?.close();
  await database?.drop();
});

/** A valid body with one field, anywhere in it, replaced by an arbitrary JSON value or removed. */
const mutatedBody = fc
  .tuple(
    fc.constantFrom(
      ...['companyInfo', 'answers', 'freeText', 'userInfo'].flatMap((section) => {
        const fields = Object.keys(buildSubmitRequest()[section as 'answers'] ?? {});
        return [[section], ...fields.map((field) => [section, field])];
      }),
    ),
    fc.option(fc.jsonValue(), { nil: undefined }),
  )
  .map(([path, value]) => {
    const body = structuredClone(buildSubmitRequest()) as Record<string, Record<string, unknown>>;
    if (path.length === 1) body[path[0]!] = value as Record<string, unknown>;
    else body[path[0]!]![path[1]!] = value;
    return JSON.stringify(body);
  });

const arbitraryBody = fc.oneof(
  fc.jsonValue().map((value) => JSON.stringify(value)),
  fc.string(),
  mutatedBody,
  mutatedBody,
);

describe('POST /api/submit under malformed input', () => {
  test('when thousands of malformed bodies arrive, then only valid ones are stored and nothing answers 5xx', async () => {
    const statuses = new Map<number, number>();

    await fc.assert(
      fc.asyncProperty(arbitraryBody, async (raw) => {
        const response = await postSubmit(api.url, raw);
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        let valid = false;
        try {
          valid = submitRequestSchema.safeParse(JSON.parse(raw)).success;
        } catch {
          valid = false;
        }
        expect(response.status).toBe(valid ? 200 : 400);
      }),
      { numRuns: 2000 },
    );

    expect([...statuses.keys()].every((status) => status < 500)).toBe(true);
    expect((await fetch(`${api.url}/healthz`)).status).toBe(200);
    const rows = await database.db.select().from(submissions);
    expect(rows.length).toBe(statuses.get(200) ?? 0);
    for (const row of rows) {
      const stored = {
        companyInfo: row.companyInfo,
        answers: row.answers,
        freeText: row.freeText,
        userInfo: { name: row.contactName, email: row.email, phone: row.phone },
      };
      expect(submitRequestSchema.safeParse(stored).success).toBe(true);
      expect(row.status).toBe('completed');
    }
  });
});
