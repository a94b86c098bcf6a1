import { brotliCompressSync, gzipSync } from 'node:zlib';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { unsafeCharacterMessage, type ErrorBody } from '@app/shared/contract';
import { submissions } from '@app/shared/db';
import { createLogger } from '@app/shared/logging';
import { buildSubmitRequest, useTestDatabase } from '@app/shared/testing';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { loadApiEnv } from '../src/config/env';
import { startApiServer, type RunningApi } from '../src/server';
import { getWithToken, loginToken, postLogin } from './admin-test-support';

// The audit's findings: each of these answered 500 or 503 with an error-level stack trace.
const database = useTestDatabase();
let api: RunningApi;
let staticDir: string;
let token: string;
const logLines: { level: number; msg: string }[] = [];
const operator = { username: 'ops', password: 'bad-input-operator-password' };

beforeAll(async () => {
  staticDir = await mkdtemp(path.join(tmpdir(), 'dx-static-'));
  await writeFile(
    path.join(staticDir, 'index.html'),
    '<!doctype html><title>SPA</title><div id="root"></div>',
  );
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) logLines.push(JSON.parse(line));
      done();
    },
  });
  const env = loadApiEnv(
    {
      DATABASE_URL: database.url,
      PORT: '0',
      STATIC_DIR: staticDir,
      LOG_LEVEL: 'info',
      ADMIN_USERNAME: operator.username,
      ADMIN_PASSWORD: operator.password,
      JWT_SECRET: 'bad-input-test-secret-of-at-least-32-chars',
      SUBMIT_RATE_LIMIT: '100000',
      SUBMIT_GLOBAL_RATE_LIMIT: '100000',
    },
    { distributed: false },
  );
  api = await startApiServer(env, createLogger({ name: 'api-test', level: 'info' }, destination));
  token = await loginToken(api.url, operator);
});

afterAll(async () => {
  await api?.close();
  await rm(staticDir, { recursive: true, force: true });
});

async function countSubmissions(): Promise<number> {
  const [row] = await database.db.select({ count: sql<number>`count(*)::int` }).from(submissions);
  return row!.count;
}

/** Asserts the status and the `{ error: { code, message } }` body; returns the error. */
async function expectErrorBody(response: Response, status: number, code: string) {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  const { error } = (await response.json()) as ErrorBody;
  expect(error.code).toBe(code);
  expect(error.message).toEqual(expect.any(String));
  return error;
}

function postRaw(body: string | Buffer, headers: Record<string, string>): Promise<Response> {
  return fetch(`${api.url}/api/submit`, { method: 'POST', headers, body });
}

const validJson = () => JSON.stringify(buildSubmitRequest());

describe('bad input answers 4xx', () => {
  test('when JSON is declared in a charset other than UTF-8, then 415', async () => {
    for (const charset of ['iso-8859-1', 'shift_jis', 'utf-42']) {
      const response = await postRaw(validJson(), { 'content-type': `application/json; charset=${charset}` });
      await expectErrorBody(response, 415, 'unsupported_media_type');
    }
  });

  test('when a gzip, br or deflate body is broken, then 400; a sound one is read; an unknown coding is 415', async () => {
    const garbage = Buffer.from('this is not compressed at all');
    const truncatedGzip = gzipSync(validJson()).subarray(0, 40);
    for (const [coding, body] of [
      ['gzip', garbage],
      ['gzip', truncatedGzip],
      ['br', garbage],
      ['deflate', garbage],
    ] as const) {
      const response = await postRaw(body, {
        'content-type': 'application/json',
        'content-encoding': coding,
      });
      await expectErrorBody(response, 400, 'bad_request');
    }

    const sound = await postRaw(brotliCompressSync(validJson()), {
      'content-type': 'application/json',
      'content-encoding': 'br',
    });
    const unknown = await postRaw(validJson(), {
      'content-type': 'application/json',
      'content-encoding': 'compress',
    });

    expect(sound.status).toBe(200);
    await expectErrorBody(unknown, 415, 'unsupported_media_type');
  });

  test('when a path holds a malformed percent-encoding, then 400', async () => {
    for (const pathname of ['/%zz', '/start/%E0%A4%A', '/api/report/%zz']) {
      const response = await fetch(`${api.url}${pathname}`);
      await expectErrorBody(response, 400, 'bad_request');
    }
    expect((await fetch(`${api.url}/start`)).status).toBe(200);
  });

  test.each([
    ['a NUL byte in the name', ['userInfo', 'name'], '山田\u0000太郎'],
    ['a NUL byte in the company name', ['companyInfo', 'companyName'], '株式会社\u0000テスト'],
    ['a NUL byte in the free text', ['freeText', 'issue'], '課題\u0000です'],
    ['a NUL byte in an E answer', ['answers', 'q3'], '独自\u0000回答'],
    ['a NUL byte in the e-mail address', ['userInfo', 'email'], 'taro\u0000@example.jp'],
    ['a lone high surrogate in the name', ['userInfo', 'name'], '山田\ud800太郎'],
    ['a lone low surrogate in the free text', ['freeText', 'expectation'], '期待\udc00'],
    ['a vertical tab in the company name', ['companyInfo', 'companyName'], '株式会社\u000bテスト'],
  ])(
    'when a submit holds %s, then 400 names the field and nothing is stored',
    async (_case, fieldPath, value) => {
      const body = buildSubmitRequest() as unknown as Record<string, Record<string, unknown>>;
      body[fieldPath[0]!]![fieldPath[1]!] = value;
      const before = await countSubmissions();

      // JSON.stringify writes a lone surrogate as a \ud800 escape, as a hostile client would.
      const response = await postRaw(JSON.stringify(body), { 'content-type': 'application/json' });

      const error = await expectErrorBody(response, 400, 'validation_failed');
      expect(error.issues).toContainEqual({ path: fieldPath.join('.'), message: expect.any(String) });
      expect(error.issues!.some((issue) => issue.message.length > 0)).toBe(true);
      expect(await countSubmissions()).toBe(before);
    },
  );

  test('when a free text holds line breaks, tabs, emoji and combining marks, then it is accepted as typed', async () => {
    const body = buildSubmitRequest();
    body.freeText = { issue: '一行目\r\n二行目\tタブ', expectation: '👨‍👩‍👧 と 𠮷野家', support: 'が\u3099' };

    const response = await postRaw(JSON.stringify(body), { 'content-type': 'application/json' });

    expect(response.status).toBe(200);
  });

  test('when a control character reaches the contact form schema, then its message is the Japanese one', async () => {
    const body = buildSubmitRequest();
    body.userInfo.name = '山田\u0000太郎';

    const error = await expectErrorBody(
      await postRaw(JSON.stringify(body), { 'content-type': 'application/json' }),
      400,
      'validation_failed',
    );

    expect(error.issues).toContainEqual({ path: 'userInfo.name', message: unsafeCharacterMessage });
  });

  test('when the admin list is filtered by a company name with a NUL byte or a lone surrogate, then 400', async () => {
    for (const companyName of ['%00', 'abc%00def', '%ED%A0%80', '%C0%80']) {
      for (const listPath of ['/api/admin/data', '/api/admin/data.csv']) {
        const response = await getWithToken(`${api.url}${listPath}?companyName=${companyName}`, token);
        if (companyName === '%ED%A0%80' || companyName === '%C0%80') {
          // Invalid UTF-8 is decoded to U+FFFD by the query parser: a harmless search.
          expect(response.status, `${listPath} ${companyName}`).toBe(200);
          await response.arrayBuffer();
        } else {
          await expectErrorBody(response, 400, 'validation_failed');
        }
      }
    }
  });

  test.each(['0000-01-01', '0001-01-01', '1969-12-31', '-001-01-01', '+10000-01-01', '2026-00-10'])(
    'when the admin list is filtered by the day %j, then 400',
    async (day) => {
      const response = await getWithToken(
        `${api.url}/api/admin/data?timestamp=${encodeURIComponent(day)}`,
        token,
      );

      await expectErrorBody(response, 400, 'validation_failed');
    },
  );

  test('when a login names a username with a NUL byte, then 400 and no stack trace', async () => {
    const response = await postLogin(api.url, { username: 'ops\u0000', password: 'whatever' });

    await expectErrorBody(response, 400, 'validation_failed');
  });

  test('when all of the above has run, then the API logged no error and stays healthy', async () => {
    expect((await fetch(`${api.url}/healthz`)).status).toBe(200);
    expect(logLines.filter((line) => line.level >= 50)).toEqual([]);
    expect(logLines.some((line) => line.msg === 'request completed')).toBe(true);
  });
});
