import { describe, expect, test } from 'vitest';
import { loginThrottleDefaults } from '../src/lib/admin-deps';
import { totpCodeAt } from '../src/lib/admin-totp';
import {
  createTestAdmin,
  createTestAdminWithTotp,
  postLoginFrom,
  testTotpKey,
  useAdminTestApi,
  wrongTotpCode,
} from './admin-test-support';
import { captureLogs } from './start-test-api';

const totpKey = testTotpKey();
const { logger, lines: logLines, raw: rawLog } = captureLogs();
const testApi = useAdminTestApi({ env: { LOG_LEVEL: 'info', ADMIN_TOTP_KEY: totpKey }, logger });
const { database } = testApi;

const loginEventsOf = (username: string) =>
  logLines.filter((line) => line.event === 'admin_login' && line.username === username);

describe('POST /api/admin/login events in the log', () => {
  test('when an operator logs in, fails and is throttled, then each attempt is logged with the username and the client address, never the password', async () => {
    const admin = await createTestAdmin(database);
    const wrongPassword = `wrong-${admin.password}`;

    const succeeded = await postLoginFrom(testApi.api.url, '127.0.0.2', admin);
    const failed = await postLoginFrom(testApi.api.url, '127.0.0.3', { ...admin, password: wrongPassword });
    // Past the free failures one more is counted, and the attempt after it must wait.
    for (let attempt = 0; attempt <= loginThrottleDefaults.freeFailuresPerAccount; attempt += 1) {
      await postLoginFrom(testApi.api.url, '127.0.0.4', { ...admin, password: wrongPassword });
    }
    const throttled = await postLoginFrom(testApi.api.url, '127.0.0.4', {
      ...admin,
      password: wrongPassword,
    });

    expect([succeeded.status, failed.status, throttled.status]).toEqual([200, 401, 429]);
    const events = loginEventsOf(admin.username);
    expect(events[0]).toMatchObject({ level: 30, outcome: 'succeeded', msg: 'admin login succeeded' });
    expect(events[0]!.clientIp).toContain('127.0.0.2');
    expect(events[1]).toMatchObject({ level: 40, outcome: 'failed', msg: 'admin login failed' });
    expect(events[1]!.clientIp).toContain('127.0.0.3');
    expect(events.filter((event) => event.outcome === 'failed')).toHaveLength(
      2 + loginThrottleDefaults.freeFailuresPerAccount,
    );
    expect(events.at(-1)).toMatchObject({ level: 40, outcome: 'throttled', msg: 'admin login throttled' });
    expect(events.at(-1)!.clientIp).toContain('127.0.0.4');
    const log = rawLog.join('');
    expect(log).not.toContain(admin.password);
    expect(log).not.toContain(wrongPassword);
  });

  test("when an operator's stored password predates the policy (too short), then the right password is refused and the log says why", async () => {
    const admin = await createTestAdmin(database, { password: 'secret1' });

    const response = await postLoginFrom(testApi.api.url, '127.0.0.6', admin);

    expect(response.status).toBe(401);
    expect(loginEventsOf(admin.username)).toEqual([
      expect.objectContaining({ outcome: 'failed', reason: 'weak_password' }),
    ]);
  });

  test('when an unknown username is tried, then the failure is logged under that username', async () => {
    const username = `nobody-${Date.now()}`;

    const response = await postLoginFrom(testApi.api.url, '127.0.0.5', {
      username,
      password: 'some-password',
    });

    expect(response.status).toBe(401);
    expect(loginEventsOf(username)).toEqual([
      expect.objectContaining({ outcome: 'failed', clientIp: expect.stringContaining('127.0.0.5') }),
    ]);
  });

  test('when the password is right but the code is wrong, missing or reused, then the failure is logged with that reason, never the password', async () => {
    const admin = await createTestAdminWithTotp(database, totpKey);
    const code = totpCodeAt(admin.totpSecret, Date.now());
    const wrongCode = wrongTotpCode(admin.totpSecret);
    const credentials = { username: admin.username, password: admin.password };

    await postLoginFrom(testApi.api.url, '127.0.0.6', credentials);
    await postLoginFrom(testApi.api.url, '127.0.0.6', { ...credentials, code: wrongCode });
    const succeeded = await postLoginFrom(testApi.api.url, '127.0.0.6', { ...credentials, code });
    await postLoginFrom(testApi.api.url, '127.0.0.6', { ...credentials, code });

    expect(succeeded.status).toBe(200);
    expect(loginEventsOf(admin.username).map(({ outcome, reason }) => ({ outcome, reason }))).toEqual([
      { outcome: 'failed', reason: 'code_missing' },
      { outcome: 'failed', reason: 'code_wrong' },
      { outcome: 'succeeded', reason: undefined },
      { outcome: 'failed', reason: 'code_reused' },
    ]);
    expect(rawLog.join('')).not.toContain(admin.password);
  });
});
