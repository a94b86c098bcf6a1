import { deliveryLogRowSchema, totalCountHeader, type DeliveryLogRow } from '@app/shared/contract';
import { createOutboxStore, insertOutboxDrafts, submissions } from '@app/shared/db';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { getWithToken, seedResponse, useAdminTestApi, type SeededResponse } from './admin-test-support';

const testApi = useAdminTestApi({ signedIn: true });
const { database } = testApi;
let first: SeededResponse;
let second: SeededResponse;
const hookUrl = 'https://hooks.example.com/services/T000/B000/secret-path-token?key=abc';

async function idOf(no: number): Promise<string> {
  const [row] = await database.db
    .select({ id: submissions.id })
    .from(submissions)
    .where(eq(submissions.no, no));
  return row!.id;
}

async function list(query = ''): Promise<{ status: number; rows: DeliveryLogRow[]; total: number }> {
  const response = await getWithToken(`${testApi.api.url}/api/admin/deliveries${query}`, testApi.token);
  const body = (await response.json()) as unknown;
  return {
    status: response.status,
    rows: response.status === 200 ? deliveryLogRowSchema.array().parse(body) : [],
    total: Number(response.headers.get(totalCountHeader)),
  };
}

beforeAll(async () => {
  first = await seedResponse(database);
  second = await seedResponse(database);
  const outbox = createOutboxStore(database.db);
  await insertOutboxDrafts(database.db, await idOf(first.no), [
    { kind: 'visitor_report_email' },
    { kind: 'lead_email' },
    { kind: 'lead_webhook', target: hookUrl },
  ]);
  await insertOutboxDrafts(database.db, await idOf(second.no), [{ kind: 'visitor_report_email' }]);
  // The first response's webhook failed for good; its visitor e-mail was sent.
  const [visitorMail, , webhook] = await outbox
    .list({ no: first.no }, { limit: 10, offset: 0 })
    .then(({ rows }) =>
      ['visitor_report_email', 'lead_email', 'lead_webhook'].map((kind) =>
        rows.find((row) => row.kind === kind)!,
      ),
    );
  await outbox.startAttempt(visitorMail!.id);
  await outbox.markSent(visitorMail!.id);
  await outbox.startAttempt(webhook!.id);
  await outbox.recordFailure(webhook!.id, 'webhook_http_410', true);
});

describe('GET /api/admin/deliveries', () => {
  test('when no token is sent, then 401 answers and nothing is listed', async () => {
    const response = await fetch(`${testApi.api.url}/api/admin/deliveries`);

    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toBe('Bearer');
  });

  test('when an operator lists, then every message is shown with its status, tries and generic reason', async () => {
    const { status, rows, total } = await list();

    expect(status).toBe(200);
    expect(total).toBe(4);
    expect(rows).toHaveLength(4);
    const firsts = rows.filter((row) => row.no === first.no);
    expect(firsts.map((row) => [row.kind, row.status, row.attempts, row.lastError]).sort()).toEqual([
      ['lead_email', 'pending', 0, null],
      ['lead_webhook', 'failed', 1, 'webhook_http_410'],
      ['visitor_report_email', 'sent', 1, null],
    ]);
    // The webhook's path and query may be its secret: only the origin is shown. E-mails name no address.
    expect(firsts.find((row) => row.kind === 'lead_webhook')!.target).toBe('https://hooks.example.com');
    expect(firsts.find((row) => row.kind === 'visitor_report_email')!.target).toBeNull();
    expect(JSON.stringify(rows)).not.toContain(first.email);
    expect(firsts.find((row) => row.status === 'sent')!.sentAt).not.toBeNull();
  });

  test('when filtered by number and status and paged, then only those rows come, with the total', async () => {
    const byNo = await list(`?no=${second.no}`);
    const failed = await list('?status=failed');
    const page = await list(`?no=${first.no}&limit=2&offset=2`);

    expect(byNo.rows.map((row) => [row.no, row.kind])).toEqual([[second.no, 'visitor_report_email']]);
    expect(byNo.total).toBe(1);
    expect(failed.rows.map((row) => row.kind)).toEqual(['lead_webhook']);
    expect(page.total).toBe(3);
    expect(page.rows).toHaveLength(1);
  });

  test('when a filter is malformed, then 400 names it', async () => {
    const response = await getWithToken(
      `${testApi.api.url}/api/admin/deliveries?status=lost&limit=500`,
      testApi.token,
    );

    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { issues: { path: string }[] } };
    expect(body.error.issues.map((issue) => issue.path).sort()).toEqual(['limit', 'status']);
  });
});
