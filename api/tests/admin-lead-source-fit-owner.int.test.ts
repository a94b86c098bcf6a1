import {
  submitRequestSchema,
  type AdminOverview,
  type AdminResponseRow,
  type ErrorBody,
  type LeadOwner,
} from '@app/shared/contract';
import { admins, createAdminAuditLog } from '@app/shared/db';
import { computeFitScore } from '@app/shared/leads';
import {
  buildSubmitRequest,
  startWorkerProcess,
  testRedisUrl,
  uniqueQueuePrefix,
  type ServiceProcess,
} from '@app/shared/testing';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestAdmin, getWithToken, sendWithToken, useAdminTestApi } from './admin-test-support';
import { postSubmit } from './start-test-api';

// Distributed mode for real: the API here, one worker process writing the reports, PostgreSQL, Redis.
const queue = { REDIS_URL: testRedisUrl, QUEUE_PREFIX: uniqueQueuePrefix() };
const testApi = useAdminTestApi({
  env: { ...queue, SUBMIT_RATE_LIMIT: '100000', SUBMIT_GLOBAL_RATE_LIMIT: '100000' },
  signedIn: true,
});
const { database, newOperator } = testApi;
let worker: ServiceProcess;

beforeAll(async () => {
  worker = await startWorkerProcess({ DATABASE_URL: database.url, ...queue });
});

afterAll(async () => {
  await worker?.stop();
});

async function listRows(query: Record<string, string>, bearer = testApi.token): Promise<AdminResponseRow[]> {
  const response = await getWithToken(
    `${testApi.api.url}/api/admin/data?${new URLSearchParams(query)}`,
    bearer,
  );
  expect(response.status).toBe(200);
  return (await response.json()) as AdminResponseRow[];
}

/** Submits a diagnosis through POST /api/submit and returns its list row (found by its unique company). */
async function submitLead(overrides: Parameters<typeof buildSubmitRequest>[0] = {}) {
  const body = buildSubmitRequest(overrides);
  const response = await postSubmit(testApi.api.url, body);
  expect(response.status).toBe(200);
  const [row] = await listRows({ companyName: body.companyInfo.companyName });
  return { body, row: row! };
}

describe('POST /api/submit with a source', () => {
  test('when the page sends UTM parameters and a referrer host, then the lead stores them (unknown keys dropped) and the list filters by utm_source', async () => {
    const campaign = `src-${randomUUID().slice(0, 8)}`;
    const source = {
      utmSource: campaign,
      utmMedium: 'cpc',
      utmCampaign: '秋の診断キャンペーン',
      referrerHost: 'WWW.Google.co.jp',
      visitorId: 'must-not-be-kept',
    };

    const { row } = await submitLead({ source } as never);
    const filtered = await listRows({ source: campaign });

    expect(row.source).toEqual({
      utmSource: campaign,
      utmMedium: 'cpc',
      utmCampaign: '秋の診断キャンペーン',
      referrerHost: 'www.google.co.jp',
    });
    expect(filtered.map((entry) => entry.no)).toEqual([row.no]);
    expect(await listRows({ source: `${campaign}-other` })).toEqual([]);
  });

  test('when the source holds a full referrer URL or an over-long UTM value, then the submit answers 400 naming the field', async () => {
    const badHost = buildSubmitRequest({ source: { referrerHost: 'https://example.com/path?q=1' } });
    const longValue = buildSubmitRequest({ source: { utmSource: 'x'.repeat(201) } });

    const responses = await Promise.all([
      postSubmit(testApi.api.url, badHost),
      postSubmit(testApi.api.url, longValue),
    ]);

    for (const response of responses) {
      expect(response.status).toBe(400);
      const { error } = (await response.json()) as ErrorBody;
      expect(error.issues?.map((issue) => issue.path)).toEqual(
        expect.arrayContaining([expect.stringMatching(/^source\./)]),
      );
    }
  });

  test('when the overview is read, then 流入元 counts the period’s leads by utm_source, referrer host or 直接・不明', async () => {
    const campaign = `ov-${randomUUID().slice(0, 8)}`;
    await submitLead({ source: { utmSource: campaign } });
    await submitLead({ source: { utmSource: campaign, referrerHost: 'news.example.jp' } });

    const response = await getWithToken(`${testApi.api.url}/api/admin/overview`, testApi.token);

    expect(response.status).toBe(200);
    const overview = (await response.json()) as AdminOverview;
    expect(overview.sources).toEqual(
      expect.arrayContaining([{ key: `utm:${campaign}`, label: campaign, count: 2 }]),
    );
    expect(overview.sources!.length).toBeLessThanOrEqual(11);
  });
});

describe('fit score', () => {
  test('when a decision maker in a hurry asks for a consultation, then the stored score and reasons are the table’s, and sort=fit puts the lead above a cold one', async () => {
    const tag = randomUUID().slice(0, 8);
    const hot = buildSubmitRequest({
      companyInfo: {
        ...buildSubmitRequest().companyInfo,
        companyName: `熱い商事${tag}`,
        companySize: '30_99',
        position: 'ceo',
      },
      answers: { ...buildSubmitRequest().answers, q9: 'D', q10: 'D' },
      freeText: { issue: '', expectation: '', support: '一度ご相談したいです' },
    });
    const cold = buildSubmitRequest({
      companyInfo: {
        ...buildSubmitRequest().companyInfo,
        companyName: `冷たい商事${tag}`,
        companySize: 'lt10',
        position: 'employee',
      },
      answers: { ...buildSubmitRequest().answers, q9: 'A', q10: 'A' },
      freeText: { issue: '', expectation: '', support: '' },
    });
    expect((await postSubmit(testApi.api.url, hot)).status).toBe(200);
    expect((await postSubmit(testApi.api.url, cold)).status).toBe(200);

    const byFit = await listRows({ q: tag, sort: 'fit', order: 'desc' });
    const ascending = await listRows({ q: tag, sort: 'fit', order: 'asc' });

    expect(byFit.map((row) => row.companyName)).toEqual([`熱い商事${tag}`, `冷たい商事${tag}`]);
    expect(ascending.map((row) => row.companyName)).toEqual([`冷たい商事${tag}`, `熱い商事${tag}`]);
    expect(byFit[0]!.fitScore).toBe(100);
    expect(byFit[0]!.fitReasons).toEqual(computeFitScore(submitRequestSchema.parse(hot)).reasons);
    expect(byFit[0]!.fitReasons!.find((reason) => reason.factor === 'consultation')!.reason).toContain(
      '相談',
    );
    expect(byFit[1]!.fitScore).toBe(computeFitScore(submitRequestSchema.parse(cold)).score);
    expect(byFit[1]!.fitScore).toBeLessThan(10);
  });

  test('when sort names an unknown key, then the list answers 400', async () => {
    const response = await getWithToken(`${testApi.api.url}/api/admin/data?sort=fitness`, testApi.token);

    expect(response.status).toBe(400);
  });
});

describe('lead owner', () => {
  test('when the operators are listed, then enabled ones are answered with id and username only, and a disabled one is left out', async () => {
    const enabled = await createTestAdmin(database);
    const disabled = await createTestAdmin(database);
    await database.db.update(admins).set({ disabledAt: new Date() }).where(eq(admins.id, disabled.id));

    const response = await getWithToken(`${testApi.api.url}/api/admin/operators`, testApi.token);

    expect(response.status).toBe(200);
    const operators = (await response.json()) as LeadOwner[];
    expect(operators).toContainEqual({ id: enabled.id, username: enabled.username });
    expect(operators.map((operator) => operator.id)).not.toContain(disabled.id);
    expect(Object.keys(operators[0]!).sort()).toEqual(['id', 'username']);
  });

  test('when the operators are asked for without a token or with a query, then 401 and 400', async () => {
    const anonymous = await fetch(`${testApi.api.url}/api/admin/operators`);
    const withQuery = await getWithToken(`${testApi.api.url}/api/admin/operators?role=admin`, testApi.token);

    expect(anonymous.status).toBe(401);
    expect(withQuery.status).toBe(400);
  });

  test('when an owner is set on the version seen, then the version rises, the row and the owner filter show it and the audit log names operator ids only', async () => {
    const owner = await createTestAdmin(database);
    const actor = await newOperator();
    const { row } = await submitLead();

    const response = await sendWithToken(
      `${testApi.api.url}/api/admin/responses/${row.no}`,
      actor.token,
      'PATCH',
      {
        version: row.leadVersion,
        owner: owner.id,
      },
    );
    const stale = await sendWithToken(
      `${testApi.api.url}/api/admin/responses/${row.no}`,
      actor.token,
      'PATCH',
      {
        version: row.leadVersion,
        owner: null,
      },
    );

    expect(response.status).toBe(200);
    const updated = (await response.json()) as AdminResponseRow;
    expect(updated.owner).toEqual({ id: owner.id, username: owner.username });
    expect(updated.leadVersion).toBe(row.leadVersion! + 1);
    expect(stale.status).toBe(409);
    expect((await listRows({ owner: owner.id })).map((entry) => entry.no)).toEqual([row.no]);
    expect((await listRows({ owner: 'none', noFrom: String(row.no), noTo: String(row.no) })).length).toBe(0);
    const entries = await createAdminAuditLog(database.db).findByAdmin(actor.id);
    expect(entries).toEqual([
      expect.objectContaining({
        action: 'update_lead',
        filters: { no: row.no, owner: { from: null, to: owner.id } },
      }),
    ]);
    expect(JSON.stringify(entries)).not.toContain(row.email);
  });

  test('when the owner is unknown or disabled, not an id, or the version is missing, then the PATCH answers 400 and nothing changes', async () => {
    const disabled = await createTestAdmin(database);
    await database.db.update(admins).set({ disabledAt: new Date() }).where(eq(admins.id, disabled.id));
    const { row } = await submitLead();
    const patch = (body: unknown) =>
      sendWithToken(`${testApi.api.url}/api/admin/responses/${row.no}`, testApi.token, 'PATCH', body);

    const answers = await Promise.all([
      patch({ version: row.leadVersion, owner: randomUUID() }),
      patch({ version: row.leadVersion, owner: disabled.id }),
      patch({ version: row.leadVersion, owner: 'someone' }),
      patch({ owner: null }),
    ]);

    expect(answers.map((answer) => answer.status)).toEqual([400, 400, 400, 400]);
    const [after] = await listRows({ noFrom: String(row.no), noTo: String(row.no) });
    expect(after).toMatchObject({ owner: null, leadVersion: row.leadVersion });
  });

  test('when the list is filtered by a malformed owner, then it answers 400', async () => {
    const response = await getWithToken(`${testApi.api.url}/api/admin/data?owner=not-an-id`, testApi.token);

    expect(response.status).toBe(400);
  });
});

describe('GET /api/admin/data.csv', () => {
  test('when leads are exported, then the last columns are the UTM parameters, the referrer host, the fit score and the owner, formulas neutralised', async () => {
    const owner = await createTestAdmin(database);
    const source = {
      utmSource: 'newsletter',
      utmMedium: 'email',
      utmCampaign: '=1+1',
      referrerHost: 'news.example.jp',
    };
    const { row } = await submitLead({ source });
    const { row: bare } = await submitLead();
    const taken = await sendWithToken(
      `${testApi.api.url}/api/admin/responses/${row.no}`,
      testApi.token,
      'PATCH',
      {
        version: row.leadVersion,
        owner: owner.id,
      },
    );
    expect(taken.status).toBe(200);

    const range = new URLSearchParams({
      noFrom: String(Math.min(row.no, bare.no)),
      noTo: String(Math.max(row.no, bare.no)),
    });
    const response = await getWithToken(`${testApi.api.url}/api/admin/data.csv?${range}`, testApi.token);

    expect(response.status).toBe(200);
    const [header, ...lines] = (await response.text()).split('\r\n').slice(0, -1);
    expect(header).toMatch(
      /,"utm_source","utm_medium","utm_campaign","utm_term","utm_content","参照元ホスト","適合度","担当者"$/,
    );
    const lineOf = (no: number) => lines.find((line) => line.startsWith(`"${no}",`))!;
    const sourced = `,"newsletter","email","'=1+1","","","news.example.jp","${row.fitScore}","${owner.username}"`;
    const unsourced = `,"","","","","","","${bare.fitScore}",""`;
    expect(lineOf(row.no).slice(-sourced.length)).toBe(sourced);
    expect(lineOf(bare.no).slice(-unsourced.length)).toBe(unsourced);
  });
});
