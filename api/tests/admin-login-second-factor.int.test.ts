import type { ErrorBody } from '@app/shared/contract';
import { admins } from '@app/shared/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { loginThrottleDefaults } from '../src/lib/admin-deps';
import { totpCodeAt } from '../src/lib/admin-totp';
import type { RunningApi } from '../src/server';
import {
  createTestAdmin,
  createTestAdminWithTotp,
  getWithToken,
  postLogin,
  postLoginFrom,
  startAdminTestApi,
  testTotpKey,
  useAdminTestApi,
  wrongTotpCode,
} from './admin-test-support';

const totpKey = testTotpKey();
const stepMs = 30_000;
const testApi = useAdminTestApi({ env: { ADMIN_TOTP_KEY: totpKey } });
const { database } = testApi;

const readError = async (response: Response) => ((await response.json()) as ErrorBody).error;
const storedAdmin = async (id: string) =>
  (await database.db.select().from(admins).where(eq(admins.id, id)))[0]!;
/** The code for a step no other login of the test used: the step after now, within the accepted drift. */
const nextStepCode = (secret: string) => totpCodeAt(secret, Date.now() + stepMs);

describe('POST /api/admin/login for an operator with a second factor', () => {
  test('when the password and the current code are right, then a token is issued and the code step is used up', async () => {
    const admin = await createTestAdminWithTotp(database, totpKey);
    const code = totpCodeAt(admin.totpSecret, Date.now());

    const response = await postLogin(testApi.api.url, {
      username: admin.username,
      password: admin.password,
      code,
    });

    expect(response.status).toBe(200);
    const { access_token: token } = (await response.json()) as { access_token: string };
    expect((await getWithToken(`${testApi.api.url}/api/admin/data`, token)).status).toBe(200);
    const stored = await storedAdmin(admin.id);
    expect(stored.lastLoginAt).toBeInstanceOf(Date);
    expect(stored.totpLastUsedStep).toBeGreaterThanOrEqual(Math.floor(Date.now() / stepMs) - 1);
  });

  test('when the code is wrong or missing, then 401 with the same body as a wrong password, and no login', async () => {
    const admin = await createTestAdminWithTotp(database, totpKey);
    const rightCode = totpCodeAt(admin.totpSecret, Date.now());
    const wrongCode = wrongTotpCode(admin.totpSecret);

    const wrong = await postLogin(testApi.api.url, {
      username: admin.username,
      password: admin.password,
      code: wrongCode,
    });
    const missing = await postLogin(testApi.api.url, { username: admin.username, password: admin.password });
    const empty = await postLogin(testApi.api.url, {
      username: admin.username,
      password: admin.password,
      code: '',
    });
    const wrongPassword = await postLogin(testApi.api.url, {
      username: admin.username,
      password: `${admin.password}x`,
      code: rightCode,
    });

    expect([wrong.status, missing.status, empty.status, wrongPassword.status]).toEqual([401, 401, 401, 401]);
    const passwordError = await readError(wrongPassword);
    expect(passwordError.code).toBe('unauthorized');
    expect(await readError(wrong)).toEqual(passwordError);
    expect(await readError(missing)).toEqual(passwordError);
    expect(await readError(empty)).toEqual(passwordError);
    const stored = await storedAdmin(admin.id);
    expect(stored.lastLoginAt).toBeNull();
    expect(stored.totpLastUsedStep).toBeNull();
  });

  test('when an accepted code is sent again, or an older one, then 401 even with the right password', async () => {
    const admin = await createTestAdminWithTotp(database, totpKey);
    const now = Date.now();
    const code = nextStepCode(admin.totpSecret);
    const credentials = { username: admin.username, password: admin.password };

    const first = await postLogin(testApi.api.url, { ...credentials, code });
    const replayed = await postLogin(testApi.api.url, { ...credentials, code });
    const older = await postLogin(testApi.api.url, {
      ...credentials,
      code: totpCodeAt(admin.totpSecret, now),
    });

    expect(first.status).toBe(200);
    expect(replayed.status).toBe(401);
    expect(older.status).toBe(401);
    expect((await readError(replayed)).code).toBe('unauthorized');
    expect((await storedAdmin(admin.id)).totpLastUsedStep).toBe(Math.floor(now / stepMs) + 1);
  });

  test('when the same code is sent twice at once, then only one login succeeds', async () => {
    const admin = await createTestAdminWithTotp(database, totpKey);
    const fields = {
      username: admin.username,
      password: admin.password,
      code: nextStepCode(admin.totpSecret),
    };

    const responses = await Promise.all([
      postLogin(testApi.api.url, fields),
      postLogin(testApi.api.url, fields),
    ]);

    expect(responses.map((response) => response.status).sort()).toEqual([200, 401]);
  });

  test('when wrong codes are sent with the right password, then they count towards the login throttle', async () => {
    const admin = await createTestAdminWithTotp(database, totpKey);
    const credentials = { username: admin.username, password: admin.password };

    // Past the free failures one more is counted, and the attempt after it must wait.
    for (let attempt = 0; attempt <= loginThrottleDefaults.freeFailuresPerAccount; attempt += 1) {
      await postLoginFrom(testApi.api.url, '127.0.0.6', {
        ...credentials,
        code: wrongTotpCode(admin.totpSecret),
      });
    }
    const withRightCode = await postLoginFrom(testApi.api.url, '127.0.0.6', {
      ...credentials,
      code: totpCodeAt(admin.totpSecret, Date.now()),
    });

    expect(withRightCode.status).toBe(429);
    expect(withRightCode.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await storedAdmin(admin.id)).lastLoginAt).toBeNull();
  });

  test('when the code is not six digits, then 400 names the code field', async () => {
    const admin = await createTestAdminWithTotp(database, totpKey);

    const response = await postLogin(testApi.api.url, {
      username: admin.username,
      password: admin.password,
      code: '12a456',
    });

    expect(response.status).toBe(400);
    expect((await readError(response)).issues?.map((issue) => issue.path)).toEqual(['code']);
  });

  test('when the code is typed with a space in the middle, as apps show it, then it is accepted', async () => {
    const admin = await createTestAdminWithTotp(database, totpKey);
    const code = totpCodeAt(admin.totpSecret, Date.now());

    const response = await postLogin(testApi.api.url, {
      username: admin.username,
      password: admin.password,
      code: `${code.slice(0, 3)} ${code.slice(3)}`,
    });

    expect(response.status).toBe(200);
  });
});

describe('POST /api/admin/login for an operator without a second factor', () => {
  test('when ADMIN_TOTP_REQUIRED is unset, then the password alone logs in and a code sent along is ignored', async () => {
    const admin = await createTestAdmin(database);

    const withoutCode = await postLogin(testApi.api.url, admin);
    const withCode = await postLogin(testApi.api.url, { ...admin, code: '123456' });

    expect([withoutCode.status, withCode.status]).toEqual([200, 200]);
  });
});

describe('POST /api/admin/login with ADMIN_TOTP_REQUIRED=true', () => {
  let strictApi: RunningApi;
  beforeAll(async () => {
    strictApi = await startAdminTestApi({
      DATABASE_URL: database.url,
      ADMIN_TOTP_KEY: totpKey,
      ADMIN_TOTP_REQUIRED: 'true',
    });
  });
  afterAll(async () => {
    await strictApi?.close();
  });

  test('when the operator has no second factor, then the right password is refused like a wrong one', async () => {
    const admin = await createTestAdmin(database);

    const response = await postLogin(strictApi.url, admin);
    const wrongPassword = await postLogin(strictApi.url, { ...admin, password: `${admin.password}x` });

    expect(response.status).toBe(401);
    expect(await readError(response)).toEqual(await readError(wrongPassword));
    expect((await storedAdmin(admin.id)).lastLoginAt).toBeNull();
  });

  test('when the operator has a second factor, then the password and code log in', async () => {
    const admin = await createTestAdminWithTotp(database, totpKey);

    const response = await postLogin(strictApi.url, {
      username: admin.username,
      password: admin.password,
      code: totpCodeAt(admin.totpSecret, Date.now()),
    });

    expect(response.status).toBe(200);
  });
});

describe('POST /api/admin/login on an API with another ADMIN_TOTP_KEY', () => {
  let otherKeyApi: RunningApi;
  beforeAll(async () => {
    otherKeyApi = await startAdminTestApi({ DATABASE_URL: database.url, ADMIN_TOTP_KEY: testTotpKey() });
  });
  afterAll(async () => {
    await otherKeyApi?.close();
  });

  test('when the stored secret cannot be decrypted, then the login is refused, not let through on the password', async () => {
    const admin = await createTestAdminWithTotp(database, totpKey);

    const response = await postLogin(otherKeyApi.url, {
      username: admin.username,
      password: admin.password,
      code: totpCodeAt(admin.totpSecret, Date.now()),
    });

    expect(response.status).toBe(401);
    expect((await storedAdmin(admin.id)).totpLastUsedStep).toBeNull();
  });
});
