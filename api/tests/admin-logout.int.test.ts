import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { admins, createAdminAuditLog, createAdminStore } from '@app/shared/db';
import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { hashPassword } from '../src/lib/password';
import type { RunningApi } from '../src/server';
import { createTestAdmin, getWithToken, loginToken, useAdminTestApi } from './admin-test-support';
import { startTestApi } from './start-test-api';

const testApi = useAdminTestApi();
const { database } = testApi;

const dataUrl = () => `${testApi.api.url}/api/admin/data`;

function postLogout(token?: string): Promise<Response> {
  return fetch(`${testApi.api.url}/api/admin/logout`, {
    method: 'POST',
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

async function storedTokenVersion(adminId: string): Promise<number> {
  const [row] = await database.db
    .select({ tokenVersion: admins.tokenVersion })
    .from(admins)
    .where(eq(admins.id, adminId));
  return row!.tokenVersion;
}

/** The body and challenge of a request without any token: what every rejected token must look like. */
async function noTokenAnswer() {
  const response = await fetch(dataUrl());
  return {
    status: response.status,
    challenge: response.headers.get('www-authenticate'),
    body: await response.json(),
  };
}

describe('POST /api/admin/logout', () => {
  test('when an operator logs out, then 204, the same token answers 401 like an invalid one, and a fresh login works', async () => {
    const admin = await createTestAdmin(database);
    const token = await loginToken(testApi.api.url, admin);
    expect((await getWithToken(dataUrl(), token)).status).toBe(200);

    const logout = await postLogout(token);

    expect(logout.status).toBe(204);
    expect(await logout.text()).toBe('');
    const afterLogout = await getWithToken(dataUrl(), token);
    expect({
      status: afterLogout.status,
      challenge: afterLogout.headers.get('www-authenticate'),
      body: await afterLogout.json(),
    }).toEqual(await noTokenAnswer());
    expect(await storedTokenVersion(admin.id)).toBe(1);
    const fresh = await loginToken(testApi.api.url, admin);
    expect((await getWithToken(dataUrl(), fresh)).status).toBe(200);
  });

  test('when an operator logs out, then the logout is in the audit log', async () => {
    const admin = await createTestAdmin(database);
    const token = await loginToken(testApi.api.url, admin);

    await postLogout(token);

    expect(await createAdminAuditLog(database.db).findByAdmin(admin.id)).toEqual([
      { adminId: admin.id, action: 'logout', filters: {}, resultCount: 0, createdAt: expect.any(Date) },
    ]);
  });

  test('when an operator logs out on one device, then their tokens elsewhere answer 401 and other operators stay signed in', async () => {
    const admin = await createTestAdmin(database);
    const colleague = await createTestAdmin(database);
    const [here, elsewhere, colleagueToken] = [
      await loginToken(testApi.api.url, admin),
      await loginToken(testApi.api.url, admin),
      await loginToken(testApi.api.url, colleague),
    ];

    await postLogout(here);

    expect((await getWithToken(dataUrl(), elsewhere)).status).toBe(401);
    expect((await getWithToken(dataUrl(), colleagueToken)).status).toBe(200);
  });

  test('when logout is called without a token or with a revoked one, then 401 and nothing is revoked or recorded', async () => {
    const admin = await createTestAdmin(database);
    const revoked = await loginToken(testApi.api.url, admin);
    await postLogout(revoked);
    const current = await loginToken(testApi.api.url, admin);

    const withoutToken = await postLogout();
    const withRevokedToken = await postLogout(revoked);

    expect(withoutToken.status).toBe(401);
    expect(withoutToken.headers.get('www-authenticate')).toBe('Bearer');
    expect(withRevokedToken.status).toBe(401);
    expect(await storedTokenVersion(admin.id)).toBe(1);
    expect(await createAdminAuditLog(database.db).findByAdmin(admin.id)).toHaveLength(1);
    expect((await getWithToken(dataUrl(), current)).status).toBe(200);
  });
});

describe('password change', () => {
  test('when an operator gets a new password (as `npm run admin:create` sets it), then earlier tokens answer 401 and the new password logs in', async () => {
    const admin = await createTestAdmin(database);
    const earlier = await loginToken(testApi.api.url, admin);

    await createAdminStore(database.db).upsert(admin.username, await hashPassword('a-new-password'));

    expect((await getWithToken(dataUrl(), earlier)).status).toBe(401);
    const fresh = await loginToken(testApi.api.url, { username: admin.username, password: 'a-new-password' });
    expect((await getWithToken(dataUrl(), fresh)).status).toBe(200);
  });
});

describe('embedded mode (PGlite)', () => {
  test('when restarted with the same ADMIN_PASSWORD the token stays valid; logout and a new ADMIN_PASSWORD each revoke it', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'dx-admin-logout-'));
    const operator = { username: 'ops', password: 'first-password' };
    const startEmbedded = (password: string) =>
      startTestApi({ DATA_DIR: dataDir, ADMIN_USERNAME: operator.username, ADMIN_PASSWORD: password });
    const data = (embedded: RunningApi, token: string) =>
      getWithToken(`${embedded.url}/api/admin/data`, token).then((response) => response.status);
    try {
      const first = await startEmbedded(operator.password);
      const loggedOut = await loginToken(first.url, operator);
      const logout = await fetch(`${first.url}/api/admin/logout`, {
        method: 'POST',
        headers: { authorization: `Bearer ${loggedOut}` },
      });
      const kept = await loginToken(first.url, operator);
      await first.close();

      const second = await startEmbedded(operator.password);
      const keptAfterRestart = await data(second, kept);
      await second.close();
      const third = await startEmbedded('second-password');
      const keptAfterNewPassword = await data(third, kept);
      const fresh = await loginToken(third.url, { ...operator, password: 'second-password' });
      const freshStatus = await data(third, fresh);
      const loggedOutStatus = await data(third, loggedOut);
      await third.close();

      expect(first.mode).toBe('embedded');
      expect(logout.status).toBe(204);
      expect(keptAfterRestart).toBe(200);
      expect(keptAfterNewPassword).toBe(401);
      expect(freshStatus).toBe(200);
      expect(loggedOutStatus).toBe(401);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
