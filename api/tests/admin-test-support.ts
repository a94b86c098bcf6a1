import { randomBytes, randomUUID } from 'node:crypto';
import http from 'node:http';
import { diagnosisResultSchema, type AdminRole, type DiagnosisResult } from '@app/shared/contract';
import { createAdminStore, submissions, type DatabaseHandle } from '@app/shared/db';
import { createLogger, type Logger } from '@app/shared/logging';
import {
  buildParsedSubmitRequest,
  storeSubmission,
  testRedisUrl,
  uniqueQueuePrefix,
  useTestDatabase,
  type ConnectedTestDatabase,
} from '@app/shared/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { loadApiEnv } from '../src/config/env';
import { createTotpEnrollment, totpCodeAt } from '../src/lib/admin-totp';
import { createTotpSecretBox } from '../src/lib/admin-totp-secret-box';
import { hashPassword } from '../src/lib/password';
import { startApiServer, type RunningApi } from '../src/server';

/** A signing key for one test file's API. */
export function testJwtSecret(): string {
  return randomBytes(32).toString('hex');
}

/**
 * The real API in distributed mode (PostgreSQL + Redis) on a free port. The queue prefix also
 * namespaces the login throttle in Redis, so each call gets counters of its own unless given one.
 */
export async function startAdminTestApi(
  env: Record<string, string> & { DATABASE_URL: string },
  /** Where the API logs (tests reading its lines); silent without it. */
  logger?: Logger,
): Promise<RunningApi> {
  const config = loadApiEnv(
    {
      PORT: '0',
      LOG_LEVEL: 'silent',
      STATIC_DIR: '/nonexistent',
      REDIS_URL: testRedisUrl,
      QUEUE_PREFIX: uniqueQueuePrefix(),
      JWT_SECRET: testJwtSecret(),
      ...env,
    },
    { distributed: false },
  );
  return startApiServer(config, logger ?? createLogger({ name: 'admin-test', level: config.LOG_LEVEL }));
}

/** An operator account a test stored, with its known password. */
export type TestAdmin = { id: string; username: string; password: string };

/**
 * Stores an operator account with a known password (random unless given) and a role (default
 * admin), as `npm run admin:create -- --role …` does; returns its credentials and id.
 */
export async function createTestAdmin(
  database: Pick<DatabaseHandle, 'db'>,
  options: { password?: string; role?: AdminRole } = {},
): Promise<TestAdmin> {
  const username = `operator-${randomUUID().slice(0, 8)}`;
  const password = options.password ?? `pw-${randomUUID()}`;
  const { id } = await createAdminStore(database.db).upsert(username, await hashPassword(password), {
    role: options.role,
  });
  return { id, username, password };
}

/** A key for the operators' TOTP secrets (ADMIN_TOTP_KEY) of one test file's API. */
export function testTotpKey(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * Stores an operator with a known password and an enrolled second factor, its secret sealed under
 * `totpKey` as `npm run admin:create -- --totp` does; returns the base32 secret with the credentials.
 */
export async function createTestAdminWithTotp(
  database: Pick<DatabaseHandle, 'db'>,
  totpKey: string,
): Promise<{ id: string; username: string; password: string; totpSecret: string }> {
  const username = `operator-${randomUUID().slice(0, 8)}`;
  const password = `pw-${randomUUID()}`;
  const { secret } = createTotpEnrollment(username);
  const { id } = await createAdminStore(database.db).upsert(username, await hashPassword(password), {
    totpSecretEncrypted: createTotpSecretBox(totpKey).seal(secret),
  });
  return { id, username, password, totpSecret: secret };
}

/**
 * A 6-digit code that is not the operator's for any step near now (a fixed guess like 000000 is, a
 * few times in a million runs).
 */
export function wrongTotpCode(secret: string): string {
  const stepMs = 30_000;
  const nearby = [-2, -1, 0, 1, 2].map((steps) => totpCodeAt(secret, Date.now() + steps * stepMs));
  let code = 0;
  while (nearby.includes(String(code).padStart(6, '0'))) code += 1;
  return String(code).padStart(6, '0');
}

/** POSTs a form-encoded login. */
export function postLogin(baseUrl: string, fields: Record<string, string>): Promise<Response> {
  return fetch(`${baseUrl}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
}

/**
 * POSTs a form-encoded login from a chosen loopback address (127.0.0.1, 127.0.0.2, …): the client
 * socket is bound to `localAddress`, so the API sees each as a client of its own.
 */
export function postLoginFrom(
  baseUrl: string,
  localAddress: string,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
): Promise<Response> {
  const url = new URL('/api/admin/login', baseUrl);
  url.hostname = '127.0.0.1';
  const body = new URLSearchParams(fields).toString();
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method: 'POST',
        localAddress,
        agent: false,
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const responseHeaders = new Headers();
          for (const [name, value] of Object.entries(response.headers)) {
            if (typeof value === 'string') responseHeaders.set(name, value);
          }
          resolve(
            new Response(Buffer.concat(chunks), { status: response.statusCode, headers: responseHeaders }),
          );
        });
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

/** Logs in and returns the bearer token; fails the test when the login does not succeed. */
export async function loginToken(
  baseUrl: string,
  admin: { username: string; password: string },
): Promise<string> {
  const response = await postLogin(baseUrl, { username: admin.username, password: admin.password });
  if (response.status !== 200) throw new Error(`login answered ${response.status}`);
  return ((await response.json()) as { access_token: string }).access_token;
}

/** GET with a bearer token. */
export function getWithToken(url: string, token: string): Promise<Response> {
  return fetch(url, { headers: { authorization: `Bearer ${token}` } });
}

/** Any method with a bearer token, and a JSON body when given. */
export function sendWithToken(url: string, token: string, method: string, body?: unknown): Promise<Response> {
  return fetch(url, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body !== undefined && { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** A complete, schema-valid stored report. */
export function buildDiagnosisResult(companyName: string): DiagnosisResult {
  const section = (title: string) => `${title}についての所見です。\n次の行です。`;
  return diagnosisResultSchema.parse({
    executiveSummary: {
      maturityLevel: 'レベル3：推進期',
      position: '業界平均並み',
      priorityIssue: 'データ活用の仕組みづくり',
      strength: '経営層の理解',
      keyFinding: '手作業の多さが成長の妨げになっています。',
      recommendedAction: '受発注のデジタル化から着手しましょう。',
    },
    companyProfile: { companyName, contactPerson: '山田様', details: '製造業・30〜99名' },
    issueAnalysis: { high: ['受発注の手入力'], medium: ['人材育成'] },
    benchmark: { comparison: '同業同規模の平均をやや上回ります。', areaToStrengthen: 'AI活用' },
    detailedAnalysis: {
      overall: section('総合'),
      dxProgress: section('DX'),
      organization: section('組織'),
      technicalAndSkills: section('技術'),
      aiAdoption: section('AI'),
      investmentStrategy: section('投資'),
      freeTextInsights: section('自由記述'),
      nextSteps: section('次の一手'),
    },
  });
}

export interface SeededResponse {
  no: number;
  companyName: string;
  name: string;
  email: string;
  phone: string;
  result: DiagnosisResult | null;
}

/** Stores one submission as a visitor would, optionally completed and backdated; returns what the list should show. */
export async function seedResponse(
  database: Pick<DatabaseHandle, 'db'>,
  options: {
    companyName?: string;
    name?: string;
    phone?: string;
    createdAt?: Date;
    completed?: boolean;
  } = {},
): Promise<SeededResponse> {
  // Overrides skip the visitor validation on purpose: stored data may hold anything (CSV tests).
  const request = buildParsedSubmitRequest();
  const companyName = options.companyName ?? request.companyInfo.companyName;
  const userInfo = {
    ...request.userInfo,
    ...(options.name && { name: options.name }),
    ...(options.phone && { phone: options.phone }),
  };
  const { id, no } = await storeSubmission(database, {
    ...request,
    companyInfo: { ...request.companyInfo, companyName },
    userInfo,
  });
  const result = options.completed === false ? null : buildDiagnosisResult(companyName);
  const changes = {
    ...(result && { result, status: 'completed' as const, writer: 'builtin' as const }),
    ...(options.createdAt && { createdAt: options.createdAt }),
  };
  if (Object.keys(changes).length > 0) {
    await database.db.update(submissions).set(changes).where(eq(submissions.id, id));
  }
  return { no, companyName, name: userInfo.name, email: userInfo.email, phone: userInfo.phone, result };
}

/**
 * The admin API of one test file, on a database of its own. `database` (a handle whose fields are
 * read when used) and `newOperator` may be taken apart at the top of the file; `api` is set once
 * `beforeAll` has run.
 */
export interface AdminTestApi {
  api: RunningApi;
  database: ConnectedTestDatabase;
  /** Stores a fresh operator (role admin unless given) and signs them in. */
  newOperator(role?: AdminRole): Promise<TestAdmin & { token: string }>;
}

/** An admin test API with an operator (role admin) signed in before the file's tests. */
export interface SignedInAdminTestApi extends AdminTestApi {
  admin: TestAdmin;
  token: string;
}

export interface AdminTestApiOptions {
  /** More environment for the API (DATABASE_URL is the file's database). */
  env?: Record<string, string>;
  /** Where the API logs (tests reading its lines); silent without it. */
  logger?: Logger;
  /** Arranges rows before the API starts, for what the API does at its start (backfills). */
  beforeStart?: (database: ConnectedTestDatabase) => Promise<void>;
  /** Signs in an operator (role admin) before the tests: `admin` and `token`. */
  signedIn?: boolean;
}

/**
 * The real API (`startAdminTestApi`) on a fresh test database for one test file: started before its
 * tests and stopped after, optionally with rows arranged before the start and an operator signed in.
 */
export function useAdminTestApi(options: AdminTestApiOptions & { signedIn: true }): SignedInAdminTestApi;
export function useAdminTestApi(options?: AdminTestApiOptions): AdminTestApi;
export function useAdminTestApi(options: AdminTestApiOptions = {}): AdminTestApi {
  const database = useTestDatabase();
  const context = {
    database,
    async newOperator(role?: AdminRole) {
      const operator = await createTestAdmin(database, { role });
      return { ...operator, token: await loginToken(context.api.url, operator) };
    },
  } as SignedInAdminTestApi;
  beforeAll(async () => {
    await options.beforeStart?.(database);
    context.api = await startAdminTestApi({ DATABASE_URL: database.url, ...options.env }, options.logger);
    if (options.signedIn) {
      context.admin = await createTestAdmin(database);
      context.token = await loginToken(context.api.url, context.admin);
    }
  });
  afterAll(async () => {
    await context.api?.close();
  });
  return context;
}
