import { describe, expect, test } from 'vitest';
import { getWithToken, useAdminTestApi } from './admin-test-support';

// Distributed (startAdminTestApi's REDIS_URL), so that Bull Board is mounted.
const testApi = useAdminTestApi({ signedIn: true });

describe('queue dashboard (Bull Board)', () => {
  test('when no admin token is given, then 401 answers', async () => {
    const page = await fetch(`${testApi.api.url}/api/admin/queues/`);
    const queues = await fetch(`${testApi.api.url}/api/admin/queues/api/queues`);

    expect(page.status).toBe(401);
    expect(queues.status).toBe(401);
  });

  test('when the bearer token is valid, then the report queue is listed', async () => {
    const response = await getWithToken(`${testApi.api.url}/api/admin/queues/api/queues`, testApi.token);

    expect(response.status).toBe(200);
    const body = (await response.json()) as { queues: { name: string }[] };
    expect(body.queues.map((queue) => queue.name)).toContain('report-generation');
  });

  test('when the bearer token is valid, then the deliveries queue is listed beside it, without retries (a resend is audited in the admin)', async () => {
    const response = await getWithToken(`${testApi.api.url}/api/admin/queues/api/queues`, testApi.token);

    expect(response.status).toBe(200);
    const body = (await response.json()) as {
      queues: { name: string; allowRetries: boolean; description?: string }[];
    };
    expect(body.queues.map((queue) => queue.name).sort()).toEqual(['deliveries', 'report-generation']);
    const deliveries = body.queues.find((queue) => queue.name === 'deliveries')!;
    expect(deliveries.allowRetries).toBe(false);
    expect(deliveries.description).toContain('配信の失敗');
  });

  test('when an operator opens a session with the token, then the page works from its cookie alone', async () => {
    const session = await fetch(`${testApi.api.url}/api/admin/queues/session`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ access_token: testApi.token }).toString(),
      redirect: 'manual',
    });

    expect(session.status).toBe(303);
    const cookie = session.headers.get('set-cookie')!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Strict/i);
    expect(cookie).toMatch(/Path=\/api\/admin\/queues/);
    const page = await fetch(`${testApi.api.url}/api/admin/queues/`, {
      headers: { cookie: cookie.split(';')[0]! },
    });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('__UI_CONFIG__');
  });

  test('when the session is asked for with a forged token, then no cookie is set', async () => {
    const session = await fetch(`${testApi.api.url}/api/admin/queues/session`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ access_token: `${testApi.token}x` }).toString(),
      redirect: 'manual',
    });

    expect(session.status).toBe(401);
    expect(session.headers.get('set-cookie')).toBeNull();
  });
});
