import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, deflateSync, gzipSync } from 'node:zlib';
import { submitRequestSchema } from '@app/shared/contract';
import { submissions } from '@app/shared/db';
import { buildSubmitRequest } from '@app/shared/testing';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { useTestApi, postSubmit, startTestApi } from './start-test-api';

const testApi = useTestApi();

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
    const body = structuredClone(buildSubmitRequest()) as unknown as Record<string, Record<string, unknown>>;
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

/** Strings at the edges of Unicode and of what PostgreSQL, JSON and forms accept. */
const edgyText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  // Any UTF-16 code unit, so lone surrogates and control characters too.
  fc.string({
    unit: fc.integer({ min: 0, max: 0xffff }).map((unit) => String.fromCharCode(unit)),
    maxLength: 40,
  }),
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    '\ud800',
    '\udfff',
    '\ud83d\ude00',
    '\ufeff株式会社',
    '\u202e株式会社',
    '\u200b',
    '\uffff',
    '\ufffd',
    'が\u3099',
    '👨‍👩‍👧',
    '𠮷野家',
    'ｶﾌﾞｼｷｶﾞｲｼｬ',
    'Ｔｅｓｔ＠ｅｘａｍｐｌｅ．ｊｐ',
    '\r\n\t',
    '\u000b\u000c',
    '\u007f',
    '%00',
    '%zz',
    '\\u0000',
    'x'.repeat(5000),
  ),
);

/** A valid body with one string field, anywhere, replaced by an edgy string. */
const unicodeBody = fc
  .tuple(
    fc.constantFrom(
      ...['companyInfo', 'answers', 'freeText', 'userInfo'].flatMap((section) =>
        Object.keys(buildSubmitRequest()[section as 'answers'] ?? {}).map(
          (field) => [section, field] as const,
        ),
      ),
    ),
    edgyText,
  )
  .map(([[section, field], value]) => {
    const body = structuredClone(buildSubmitRequest()) as unknown as Record<string, Record<string, unknown>>;
    body[section]![field] = value;
    return JSON.stringify(body);
  });

const encodings = {
  identity: (raw: Buffer) => raw,
  gzip: (raw: Buffer) => gzipSync(raw),
  br: (raw: Buffer) => brotliCompressSync(raw),
  deflate: (raw: Buffer) => deflateSync(raw),
} as const;

/** How the body travels: its content type, coding and whether the bytes are damaged. */
const transport = fc.record({
  contentType: fc.constantFrom(
    'application/json',
    'application/json; charset=utf-8',
    'application/json; charset=UTF-8',
    'application/json; charset="utf-8"',
    'application/json; charset=iso-8859-1',
    'application/json; charset=shift_jis',
    'application/json; charset=utf-16le',
    'application/json; charset=utf-42',
    'application/json; charset=',
    'application/vnd.api+json',
    'text/plain',
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=x',
    'application/json; charset=utf-8; charset=latin1',
  ),
  encoding: fc.constantFrom('identity', 'gzip', 'br', 'deflate', 'gzip, br', 'x-gzip', 'compress', 'GZIP'),
  damage: fc.constantFrom('none', 'none', 'truncate', 'flip', 'garbage'),
});

function encodeBody(raw: string, { encoding, damage }: { encoding: string; damage: string }): Buffer {
  const codec = encodings[encoding.toLowerCase() as keyof typeof encodings] ?? encodings.identity;
  const bytes = Buffer.from(codec(Buffer.from(raw, 'utf8')));
  if (damage === 'truncate') return bytes.subarray(0, Math.floor(bytes.length / 2));
  if (damage === 'flip') {
    for (let index = 0; index < bytes.length; index += 7) bytes[index] = bytes[index]! ^ 0xa5;
    return bytes;
  }
  if (damage === 'garbage') return Buffer.from('\x1f\x8b\x08 not really compressed \xff\xfe', 'latin1');
  return bytes;
}

describe('POST /api/submit under malformed input', () => {
  test('when thousands of malformed bodies arrive, then only valid ones are stored and nothing answers 5xx', async () => {
    const statuses = new Map<number, number>();

    await fc.assert(
      fc.asyncProperty(arbitraryBody, async (raw) => {
        const response = await postSubmit(testApi.api.url, raw);
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
    expect((await fetch(`${testApi.api.url}/healthz`)).status).toBe(200);
    const rows = await testApi.database.db.select().from(submissions);
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

  test('when bodies arrive in odd charsets, codings, damaged bytes and Unicode edge cases, then every answer is 2xx or 4xx and only valid ones are stored', async () => {
    const before = (await testApi.database.db.select().from(submissions)).length;
    let stored = 0;

    await fc.assert(
      fc.asyncProperty(fc.oneof(unicodeBody, unicodeBody, mutatedBody), transport, async (raw, how) => {
        const headers: Record<string, string> = { 'content-type': how.contentType };
        if (how.encoding !== 'identity') headers['content-encoding'] = how.encoding;

        const response = await fetch(`${testApi.api.url}/api/submit`, {
          method: 'POST',
          headers,
          body: encodeBody(raw, how),
        });
        const answer = (await response.json()) as { error?: { code: string } };

        expect([200, 400, 413, 415]).toContain(response.status);
        if (response.status !== 200) expect(answer.error?.code).toEqual(expect.any(String));
        if (response.status === 200) stored += 1;
        // Plain UTF-8 JSON, sound bytes, a coding the API reads: the schema alone decides.
        const plain =
          /^application\/json(; charset="?utf-8"?)?$/i.test(how.contentType) &&
          how.damage === 'none' &&
          ['identity', 'gzip', 'br', 'deflate', 'GZIP'].includes(how.encoding);
        if (plain) {
          const valid = submitRequestSchema.safeParse(JSON.parse(raw)).success;
          expect(response.status).toBe(valid ? 200 : 400);
        }
      }),
      { numRuns: 500 },
    );

    expect((await fetch(`${testApi.api.url}/healthz`)).status).toBe(200);
    const rows = await testApi.database.db.select().from(submissions);
    expect(rows.length - before).toBe(stored);
    for (const row of rows) expect(row.status).toBe('completed');
  });

  test('when paths carry malformed or hostile percent-encodings, then nothing answers 5xx, the web app’s routes included', async () => {
    const staticDir = await mkdtemp(path.join(tmpdir(), 'dx-static-'));
    await writeFile(path.join(staticDir, 'index.html'), '<!doctype html><title>SPA</title>');
    const withSpa = await startTestApi({ DATABASE_URL: testApi.database.url, STATIC_DIR: staticDir });
    const percentPath = fc
      .array(
        fc.oneof(
          fc.integer({ min: 0, max: 255 }).map((byte) => `%${byte.toString(16).padStart(2, '0')}`),
          fc.constantFrom(
            '%',
            '%z',
            '%zz',
            '%e3%81',
            '%c0%af',
            '%ed%a0%80',
            '..',
            '%2e%2e',
            '%2f',
            '+',
            ';',
            '~',
          ),
          fc.string({ unit: 'grapheme-ascii', maxLength: 4 }).map(encodeURIComponent),
        ),
        { minLength: 1, maxLength: 8 },
      )
      .map((parts) => parts.join(''));

    await fc
      .assert(
        fc.asyncProperty(
          fc.constantFrom(
            '/',
            '/api/',
            '/api/report/',
            '/report/',
            '/api/questionnaire/',
            '/api/admin/data/',
          ),
          percentPath,
          async (prefix, tail) => {
            const response = await fetch(`${withSpa.url}${prefix}${tail}`);
            await response.arrayBuffer();

            expect(response.status).toBeLessThan(500);
          },
        ),
        { numRuns: 300 },
      )
      .finally(async () => {
        await withSpa.close();
        await rm(staticDir, { recursive: true, force: true });
      });
  });
});
