import { randomInt, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { companyIdentity } from '@app/shared/assessment';
import {
  createContactRetentionStore,
  eraseExpiredContactData,
  submissions,
  type Database,
} from '@app/shared/db';
import { buildSubmitRequest, useTestDatabase } from '@app/shared/testing';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { RunningApi } from '../src/server';
import { createTestAdmin, getWithToken, loginToken, sendWithToken } from './admin-test-support';
import { postSubmit, startTestApi } from './start-test-api';

// One process with PostgreSQL, as a small deployment runs: the API writes the report itself.
const database = useTestDatabase();
let dataDir: string;
let api: RunningApi;
let operatorToken: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'dx-erasure-'));
  api = await startTestApi({ DATABASE_URL: database.url, DATA_DIR: dataDir });
  operatorToken = await loginToken(api.url, await createTestAdmin(database));
});

afterAll(async () => {
  await api?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

const fourDigits = () => String(randomInt(1000, 10000));

/** A respondent whose every string is unique to this test, with a person's name and phone in an E answer. */
function uniqueRespondent() {
  const unique = randomUUID().slice(0, 8);
  const domain = `shokyo-${unique}.co.jp`;
  const colleague = `鈴木${unique}`;
  const colleaguePhone = `090-${fourDigits()}-${fourDigits()}`;
  const body = buildSubmitRequest();
  body.companyInfo.companyName = `株式会社消去確認${unique}`;
  body.userInfo = {
    name: `消去花子${unique}`,
    email: `hanako.${unique}@${domain}`,
    phone: `03-${fourDigits()}-${fourDigits()}`,
  };
  body.answers.q4 = `窓口は経理の${colleague}（${colleaguePhone}）`;
  const identity = companyIdentity(body.companyInfo.companyName, body.userInfo.email);
  const strings = new Set([
    body.companyInfo.companyName,
    identity.nameKey,
    identity.domainKey!,
    body.userInfo.name,
    body.userInfo.email,
    domain,
    body.userInfo.phone,
    body.userInfo.phone.replaceAll('-', ''),
    body.answers.q4,
    colleague,
    colleaguePhone,
  ]);
  return { body, strings: [...strings] };
}

interface Column {
  table_schema: string;
  table_name: string;
  column_name: string;
}

/** The rows of a raw query (node-postgres and PGlite both expose them as `rows`). */
const rowsOf = <Row>(result: unknown) => (result as { rows: Row[] }).rows;

/**
 * Every column of every table that holds one of `strings` anywhere in its text form (JSON
 * included), as "table.column: string". Read from information_schema, so a column added later is
 * searched too.
 */
async function placesHolding(db: Database, strings: string[]): Promise<string[]> {
  const columns = await db.execute(sql`
    select c.table_schema, c.table_name, c.column_name
    from information_schema.columns c
    join information_schema.tables t using (table_schema, table_name)
    where t.table_type = 'BASE TABLE' and c.table_schema not in ('pg_catalog', 'information_schema')
    order by 1, 2, 3`);
  const places: string[] = [];
  for (const { table_schema, table_name, column_name } of rowsOf<Column>(columns)) {
    const found = await db.execute(sql`
      select needle as string from jsonb_array_elements_text(${JSON.stringify(strings)}::jsonb) as needle
      where exists (
        select 1 from ${sql.identifier(table_schema)}.${sql.identifier(table_name)} as stored
        where position(needle in stored.${sql.identifier(column_name)}::text) > 0)`);
    for (const { string } of rowsOf<{ string: string }>(found))
      places.push(`${table_name}.${column_name}: ${string}`);
  }
  return places;
}

/** Submits as the visitor, then an operator searches for the company, exports it and notes a call. */
async function submitAndFollowUp(body: ReturnType<typeof uniqueRespondent>['body']): Promise<number> {
  expect((await postSubmit(api.url, body)).status).toBe(200);
  const search = encodeURIComponent(body.companyInfo.companyName.slice(4));
  const listed = await getWithToken(`${api.url}/api/admin/data?companyName=${search}`, operatorToken);
  const [row] = (await listed.json()) as { no: number }[];
  expect(
    (await getWithToken(`${api.url}/api/admin/data.csv?companyName=${search}`, operatorToken)).status,
  ).toBe(200);
  const noted = await sendWithToken(`${api.url}/api/admin/responses/${row!.no}`, operatorToken, 'PATCH', {
    version: 0,
    note: `${body.userInfo.name}様に${body.userInfo.phone}で折り返し`,
  });
  expect(noted.status).toBe(200);
  return row!.no;
}

describe('erasure of a respondent', () => {
  test('when the retention sweep erased a respondent, then no column of any table holds their strings, while the chosen E and the scores stay', async () => {
    const { body, strings } = uniqueRespondent();
    const no = await submitAndFollowUp(body);
    expect(await placesHolding(database.db, strings)).toContain(
      `submissions.company_name: ${body.companyInfo.companyName}`,
    );
    await database.db
      .update(submissions)
      .set({ createdAt: new Date(Date.now() - 2 * 365 * 24 * 60 * 60 * 1000) })
      .where(eq(submissions.no, no));

    const erased = await eraseExpiredContactData({
      store: createContactRetentionStore(database.db),
      logger: { info: () => {}, warn: () => {} },
      months: 6,
    });

    expect(erased).toBe(1);
    expect(await placesHolding(database.db, strings)).toEqual([]);
    const [row] = await database.db.select().from(submissions).where(eq(submissions.no, no));
    expect(row!.answers).toEqual({ ...body.answers, q4: '' });
    expect(row!.scores).not.toBeNull();
  });

  test('when an operator deleted a respondent, then no column of any table holds their strings', async () => {
    const { body, strings } = uniqueRespondent();
    const no = await submitAndFollowUp(body);
    expect(await placesHolding(database.db, strings)).toContain(`submissions.email: ${body.userInfo.email}`);

    const deleted = await sendWithToken(`${api.url}/api/admin/responses/${no}`, operatorToken, 'DELETE');

    expect(deleted.status).toBe(204);
    expect(await placesHolding(database.db, strings)).toEqual([]);
  });
});
