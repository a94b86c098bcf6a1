import { spawn } from 'node:child_process';
import path from 'node:path';
import type { AdminLoginResponse, AdminOperator, AdminResponseRow, ErrorBody } from '@app/shared/contract';
import { admins, createAdminStore, submissions } from '@app/shared/db';
import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import {
  createTestAdmin,
  getWithToken,
  postLogin,
  seedResponse,
  sendWithToken,
  useAdminTestApi,
} from './admin-test-support';
import { captureLogs } from './start-test-api';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const { logger, lines: logLines, raw: rawLog } = captureLogs();
// Distributed (REDIS_URL), so that Bull Board is mounted.
const testApi = useAdminTestApi({ env: { LOG_LEVEL: 'info' }, logger });
const { database, newOperator } = testApi;

async function storedSubmission(no: number) {
  const [row] = await database.db
    .select({ no: submissions.no, leadStatus: submissions.leadStatus })
    .from(submissions)
    .where(eq(submissions.no, no));
  return row;
}

/** Runs `npm run admin:disable -- …` against the test database. */
function runDisableScript(args: string[]): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/disable-admin.ts', ...args], {
    cwd: repoRoot,
    env: { PATH: process.env.PATH, DATABASE_URL: database.url },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, output })));
}

describe('who is signed in', () => {
  test('when a member logs in, then the login and GET /api/admin/me name them with role member', async () => {
    const member = await createTestAdmin(database, { role: 'member' });

    const login = await postLogin(testApi.api.url, { username: member.username, password: member.password });
    const body = (await login.json()) as AdminLoginResponse;
    const me = await getWithToken(`${testApi.api.url}/api/admin/me`, body.access_token);

    expect(login.status).toBe(200);
    expect(body.operator).toEqual({ username: member.username, role: 'member' });
    expect(me.status).toBe(200);
    expect(me.headers.get('cache-control')).toBe('no-store');
    expect(await me.json()).toEqual({ username: member.username, role: 'member' } satisfies AdminOperator);
  });

  test('when an operator stored before roles existed (the default) asks, then the role is admin', async () => {
    const admin = await newOperator();

    const me = await getWithToken(`${testApi.api.url}/api/admin/me`, admin.token);

    expect(me.status).toBe(200);
    expect(await me.json()).toEqual({ username: admin.username, role: 'admin' });
  });

  test('when GET /api/admin/me has no valid token, then 401 answers', async () => {
    const missing = await fetch(`${testApi.api.url}/api/admin/me`);
    const forged = await getWithToken(`${testApi.api.url}/api/admin/me`, 'a.b.c');

    expect(missing.status).toBe(401);
    expect(forged.status).toBe(401);
  });
});

describe('a member', () => {
  test('when a member reads the list and changes a lead’s status and note, then both succeed and are stored', async () => {
    const member = await newOperator('member');
    const lead = await seedResponse(database, { companyName: 'メンバー閲覧商事' });

    const list = await getWithToken(
      `${testApi.api.url}/api/admin/data?${new URLSearchParams({ noFrom: String(lead.no), noTo: String(lead.no) })}`,
      member.token,
    );
    const patch = await sendWithToken(
      `${testApi.api.url}/api/admin/responses/${lead.no}`,
      member.token,
      'PATCH',
      {
        version: 0,
        status: 'in_progress',
        note: '来週電話',
      },
    );

    expect(list.status).toBe(200);
    expect(((await list.json()) as AdminResponseRow[]).map((row) => row.companyName)).toEqual([
      'メンバー閲覧商事',
    ]);
    expect(patch.status).toBe(200);
    expect(await patch.json()).toMatchObject({
      no: lead.no,
      leadStatus: 'in_progress',
      leadNote: '来週電話',
    });
    expect(await storedSubmission(lead.no)).toEqual({ no: lead.no, leadStatus: 'in_progress' });
  });

  test('when a member deletes a respondent, then 403 forbidden answers and the response is still there; an admin may', async () => {
    const member = await newOperator('member');
    const admin = await newOperator();
    const lead = await seedResponse(database, { companyName: '削除拒否商事' });

    const refused = await sendWithToken(
      `${testApi.api.url}/api/admin/responses/${lead.no}`,
      member.token,
      'DELETE',
    );

    expect(refused.status).toBe(403);
    const body = (await refused.json()) as ErrorBody;
    expect(body.error.code).toBe('forbidden');
    expect(await storedSubmission(lead.no)).toBeDefined();

    const deleted = await sendWithToken(
      `${testApi.api.url}/api/admin/responses/${lead.no}`,
      admin.token,
      'DELETE',
    );

    expect(deleted.status).toBe(204);
    expect(await storedSubmission(lead.no)).toBeUndefined();
  });

  test('when a member is refused, then the log names the operator, role and path without the query string or contact data', async () => {
    const member = await newOperator('member');
    const lead = await seedResponse(database, { companyName: 'ログ確認商事' });

    const refused = await sendWithToken(
      `${testApi.api.url}/api/admin/responses/${lead.no}?companyName=${encodeURIComponent(lead.companyName)}`,
      member.token,
      'DELETE',
    );

    expect(refused.status).toBe(403);
    const refusals = logLines.filter(
      (line) => line.event === 'admin_forbidden' && line.adminId === member.id,
    );
    expect(refusals).toEqual([
      expect.objectContaining({
        role: 'member',
        method: 'DELETE',
        path: `/api/admin/responses/${lead.no}`,
      }),
    ]);
    const log = rawLog.join('');
    expect(log).not.toContain(lead.companyName);
    expect(log).not.toContain(lead.email);
  });

  test('when a member opens Bull Board (API, page or session), then 403 answers and no cookie is set; an admin gets the queues', async () => {
    const member = await newOperator('member');
    const admin = await newOperator();

    const queues = await getWithToken(`${testApi.api.url}/api/admin/queues/api/queues`, member.token);
    const page = await getWithToken(`${testApi.api.url}/api/admin/queues/`, member.token);
    const session = await fetch(`${testApi.api.url}/api/admin/queues/session`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ access_token: member.token }).toString(),
      redirect: 'manual',
    });
    const adminQueues = await getWithToken(`${testApi.api.url}/api/admin/queues/api/queues`, admin.token);

    expect(queues.status).toBe(403);
    expect(((await queues.json()) as ErrorBody).error.code).toBe('forbidden');
    expect(page.status).toBe(403);
    expect(session.status).toBe(403);
    expect(session.headers.get('set-cookie')).toBeNull();
    expect(adminQueues.status).toBe(200);
    const body = (await adminQueues.json()) as { queues: { name: string }[] };
    expect(body.queues.map((queue) => queue.name)).toContain('report-generation');
  });

  test('when a member reads the retention preview, the failed deliveries and one respondent’s data, then each answers 200', async () => {
    const member = await newOperator('member');
    const lead = await seedResponse(database, { companyName: '開示請求商事' });

    const preview = await getWithToken(`${testApi.api.url}/api/admin/retention/preview`, member.token);
    const failed = await getWithToken(`${testApi.api.url}/api/admin/deliveries/failed`, member.token);
    const respondent = await getWithToken(
      `${testApi.api.url}/api/admin/responses/${lead.no}/export`,
      member.token,
    );

    expect(preview.status).toBe(200);
    expect(failed.status).toBe(200);
    expect(respondent.status).toBe(200);
    expect(JSON.stringify(await respondent.json())).toContain('開示請求商事');
  });

  test('when an admin is made a member, then their next request is refused with the same token (the role is read per request)', async () => {
    const admin = await newOperator();
    const lead = await seedResponse(database, { companyName: '降格商事' });

    await database.db.update(admins).set({ role: 'member' }).where(eq(admins.username, admin.username));
    const refused = await sendWithToken(
      `${testApi.api.url}/api/admin/responses/${lead.no}`,
      admin.token,
      'DELETE',
    );
    const me = await getWithToken(`${testApi.api.url}/api/admin/me`, admin.token);

    expect(refused.status).toBe(403);
    expect(await me.json()).toEqual({ username: admin.username, role: 'member' });
    expect(await storedSubmission(lead.no)).toBeDefined();
  });

  test('when the database is asked to store an unknown role, then the check constraint refuses it', async () => {
    const admin = await createTestAdmin(database);

    const update = database.db
      .update(admins)
      .set({ role: 'owner' as 'admin' })
      .where(eq(admins.id, admin.id));

    await expect(update).rejects.toThrow();
    expect((await createAdminStore(database.db).findById(admin.id))!.role).toBe('admin');
  });
});

describe('npm run admin:disable', () => {
  test('when an operator is disabled, then their token answers 401 at once and their login is refused like a wrong password; --enable lets them log in again but the old token stays dead', async () => {
    const operator = await newOperator();
    const wrongPassword = await postLogin(testApi.api.url, {
      username: operator.username,
      password: 'wrong-one',
    });
    const wrongBody = await wrongPassword.json();

    const disabled = await runDisableScript([operator.username]);
    const list = await getWithToken(`${testApi.api.url}/api/admin/data`, operator.token);
    const me = await getWithToken(`${testApi.api.url}/api/admin/me`, operator.token);
    const login = await postLogin(testApi.api.url, {
      username: operator.username,
      password: operator.password,
    });

    expect(disabled).toMatchObject({ code: 0 });
    expect(disabled.output).toContain(`Disabled operator "${operator.username}"`);
    expect(list.status).toBe(401);
    expect(me.status).toBe(401);
    expect(login.status).toBe(401);
    expect(await login.json()).toEqual(wrongBody);
    expect(
      logLines.filter((line) => line.event === 'admin_login' && line.username === operator.username),
    ).toContainEqual(expect.objectContaining({ outcome: 'failed', reason: 'disabled' }));

    const enabled = await runDisableScript(['--enable', operator.username]);
    const again = await postLogin(testApi.api.url, {
      username: operator.username,
      password: operator.password,
    });
    const oldToken = await getWithToken(`${testApi.api.url}/api/admin/data`, operator.token);

    expect(enabled).toMatchObject({ code: 0 });
    expect(again.status).toBe(200);
    const newToken = ((await again.json()) as AdminLoginResponse).access_token;
    expect((await getWithToken(`${testApi.api.url}/api/admin/data`, newToken)).status).toBe(200);
    expect(oldToken.status).toBe(401);
  });

  test('when an operator is disabled by hand in SQL (token version untouched), then the lead PATCH and Bull Board answer 401 all the same', async () => {
    const member = await newOperator('member');
    const lead = await seedResponse(database, { companyName: '停止後商事' });

    await database.db
      .update(admins)
      .set({ disabledAt: new Date() })
      .where(eq(admins.username, member.username));
    const patch = await sendWithToken(
      `${testApi.api.url}/api/admin/responses/${lead.no}`,
      member.token,
      'PATCH',
      {
        version: 0,
        status: 'won',
      },
    );
    const queues = await getWithToken(`${testApi.api.url}/api/admin/queues/api/queues`, member.token);

    expect(patch.status).toBe(401);
    expect(queues.status).toBe(401);
    expect(await storedSubmission(lead.no)).toEqual({ no: lead.no, leadStatus: 'new' });
  });
});
