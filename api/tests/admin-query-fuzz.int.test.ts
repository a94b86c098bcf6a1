import { adminDataQuerySchema } from '@app/shared/contract';
import { createConnectedTestDatabase, type ConnectedTestDatabase } from '@app/shared/testing';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { RunningApi } from '../src/server';
import {
  createTestAdmin,
  getWithToken,
  loginToken,
  seedResponse,
  startAdminTestApi,
} from './admin-test-support';

let database: ConnectedTestDatabase;
let api: RunningApi;
let token: string;

beforeAll(async () => {
  database = await createConnectedTestDatabase();
  api = await startAdminTestApi({ DATABASE_URL: database.url });
  token = await loginToken(api.url, await createTestAdmin(database));
  for (const companyName of ['100% 商事', 'A_B Trading', 'バックスラッシュ\\商会', '株式会社テスト']) {
    await seedResponse(database, { companyName });
  }
});

afterAll(async () => {
  await api?.close();
  await database?.drop();
});

/** Plausible and hostile values for each query parameter, plus unknown parameters. */
const queryValue = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 300 }),
  fc.integer().map(String),
  fc.double().map(String),
  fc.constantFrom(
    '',
    ' ',
    '%',
    '_',
    '\\',
    "'; drop table submissions; --",
    '2026-02-30',
    '2026-11-22',
    '10',
    '50',
    '-1',
    '1e3',
  ),
  fc.date({ noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10)),
);
const query = fc.dictionary(
  fc.constantFrom('companyName', 'timestamp', 'noFrom', 'noTo', 'limit', 'offset', 'extra', 'limit[]'),
  queryValue,
  { maxKeys: 6 },
);

describe('admin list under malformed queries', () => {
  test('when thousands of arbitrary queries arrive, then each answers 200 or 400 as the schema says, never 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(query, fc.boolean(), async (params, csv) => {
        const search = new URLSearchParams(params).toString();
        const path = csv ? '/api/admin/data.csv' : '/api/admin/data';

        const response = await getWithToken(`${api.url}${path}?${search}`, token);
        await response.arrayBuffer();

        const valid = adminDataQuerySchema.safeParse(Object.fromEntries(new URLSearchParams(search))).success;
        // The export takes the filters only, so a bad page size or offset does not concern it.
        if (!csv) expect(response.status).toBe(valid ? 200 : 400);
        else expect([200, 400]).toContain(response.status);
      }),
      { numRuns: 1500 },
    );

    expect((await fetch(`${api.url}/healthz`)).status).toBe(200);
  });

  test('when arbitrary queries arrive without a token, then every one answers 401', async () => {
    await fc.assert(
      fc.asyncProperty(query, async (params) => {
        const response = await fetch(`${api.url}/api/admin/data?${new URLSearchParams(params).toString()}`);
        await response.arrayBuffer();
        expect(response.status).toBe(401);
      }),
      { numRuns: 300 },
    );
  });
});
