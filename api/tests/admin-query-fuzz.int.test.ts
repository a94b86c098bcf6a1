import querystring from 'node:querystring';
import { adminDataQuerySchema } from '@app/shared/contract';
import fc from 'fast-check';
import { beforeAll, describe, expect, test } from 'vitest';
import { getWithToken, seedResponse, useAdminTestApi } from './admin-test-support';

const testApi = useAdminTestApi({ signedIn: true });

beforeAll(async () => {
  for (const companyName of ['100% 商事', 'A_B Trading', 'バックスラッシュ\\商会', '株式会社テスト']) {
    await seedResponse(testApi.database, { companyName });
  }
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

        const response = await getWithToken(`${testApi.api.url}${path}?${search}`, testApi.token);
        await response.arrayBuffer();

        const valid = adminDataQuerySchema.safeParse(Object.fromEntries(new URLSearchParams(search))).success;
        // The export takes the filters only, so a bad page size or offset does not concern it.
        if (!csv) expect(response.status).toBe(valid ? 200 : 400);
        else expect([200, 400]).toContain(response.status);
      }),
      { numRuns: 1500 },
    );

    expect((await fetch(`${testApi.api.url}/healthz`)).status).toBe(200);
  });

  test('when query values are raw percent-encodings (NUL, invalid UTF-8, lone surrogates, stray %), then each answers 200 or 400 as the schema says', async () => {
    // Any byte percent-encoded, malformed escapes, and Unicode edge cases the URL will encode.
    const rawValue = fc
      .array(
        fc.oneof(
          fc.integer({ min: 0, max: 255 }).map((byte) => `%${byte.toString(16).padStart(2, '0')}`),
          fc.constantFrom(
            '%',
            '%z',
            '%zz',
            '%00',
            '%e3%81',
            '%c0%80',
            '%ed%a0%80',
            '%ef%bf%bf',
            '+',
            '%2B',
            '%26',
          ),
          fc.constantFrom(
            '株式会社',
            '\ufeff',
            '\u202e',
            '𠮷',
            '👨‍👩‍👧',
            '1970-01-01',
            '0000-01-01',
            '9999-12-31',
            '10',
          ),
          fc.string({ unit: 'grapheme-ascii', maxLength: 3 }).map(encodeURIComponent),
        ),
        { maxLength: 6 },
      )
      .map((parts) => parts.join(''));
    const rawQuery = fc
      .array(
        fc.tuple(fc.constantFrom('companyName', 'timestamp', 'noFrom', 'noTo', 'limit', 'offset'), rawValue),
        {
          maxLength: 4,
        },
      )
      .map((pairs) => pairs.map(([key, value]) => `${key}=${value}`).join('&'));

    await fc.assert(
      fc.asyncProperty(rawQuery, async (search) => {
        const response = await getWithToken(`${testApi.api.url}/api/admin/data?${search}`, testApi.token);
        await response.arrayBuffer();

        // Express reads the query with node:querystring, as here.
        const sent = new URL(`${testApi.api.url}/api/admin/data?${search}`).search.slice(1);
        const valid = adminDataQuerySchema.safeParse(querystring.parse(sent)).success;
        expect(response.status).toBe(valid ? 200 : 400);
      }),
      { numRuns: 600 },
    );

    expect((await fetch(`${testApi.api.url}/healthz`)).status).toBe(200);
  });

  test('when arbitrary queries arrive without a token, then every one answers 401', async () => {
    await fc.assert(
      fc.asyncProperty(query, async (params) => {
        const response = await fetch(
          `${testApi.api.url}/api/admin/data?${new URLSearchParams(params).toString()}`,
        );
        await response.arrayBuffer();
        expect(response.status).toBe(401);
      }),
      { numRuns: 300 },
    );
  });
});
