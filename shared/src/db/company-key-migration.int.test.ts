import { asc, eq, sql } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { migrationStatements, useDatabaseEngines } from '../testing/database-engines';
import { fillMissingCompanyKeys } from './company-key-backfill';
import { createCompanyKeyHasher } from './company-key-hasher';
import type { DatabaseHandle } from './database';
import { adminAuditLog, submissions } from './schema';

const companyKeys = createCompanyKeyHasher('company-key-migration-test-secret-0123');

/** The id an `insert … returning id` gave back (node-postgres and PGlite both expose `rows`). */
const returnedId = (result: unknown) => (result as { rows: { id: string }[] }).rows[0]!.id;

/** Rows as the version before migration 0009 left them: plain keys, E texts and search terms. */
async function storeRowsOfTheOldVersion(database: DatabaseHandle) {
  const insertSubmission = (values: {
    companyName: string;
    email: string;
    nameKey: string;
    domainKey: string;
    answers: Record<string, string>;
    erased: boolean;
  }) =>
    database.db.execute(sql`
      insert into submissions (company_name, company_name_key, email, email_domain_key, industry, company_size,
        company_info, answers, free_text, questionnaire_version, contact_name, phone, contact_erased_at)
      values (${values.companyName}, ${values.nameKey}, ${values.email}, ${values.domainKey}, 'other', 'lt10',
        '{}', ${JSON.stringify(values.answers)}::jsonb, '{}', 'v1', '', '',
        ${values.erased ? sql`now()` : sql`null`})
      returning id`);
  const held = await insertSubmission({
    companyName: '株式会社 山田製作所',
    email: 'taro@yamada-ss.co.jp',
    nameKey: '山田製作所',
    domainKey: 'yamada-ss.co.jp',
    answers: { q1: 'A', q2: '総務の山田太郎（090-1234-5678）' },
    erased: false,
  });
  const erased = await insertSubmission({
    companyName: '（削除済み）',
    email: '',
    nameKey: '旧町製作所',
    domainKey: 'kyumachi.jp',
    answers: { q1: 'B', q2: '経理の佐藤花子 03-9876-5432', q3: '' },
    erased: true,
  });
  const admin = await database.db.execute(
    sql`insert into admins (username, password_hash) values ('operator', 'x') returning id`,
  );
  const adminId = returnedId(admin);
  await database.db.insert(adminAuditLog).values([
    { adminId, action: 'list', filters: { companyName: '山田', limit: 10, offset: 0 }, resultCount: 1 },
    { adminId, action: 'export', filters: { companyName: '旧町', timestamp: '2026-01-05' }, resultCount: 1 },
    { adminId, action: 'logout', filters: {}, resultCount: 0 },
  ]);
  return { heldId: returnedId(held), erasedId: returnedId(erased) };
}

async function rowOf(database: DatabaseHandle, id: string) {
  const [row] = await database.db
    .select({
      companyNameKey: submissions.companyNameKey,
      emailDomainKey: submissions.emailDomainKey,
      answers: submissions.answers,
    })
    .from(submissions)
    .where(eq(submissions.id, id));
  return row!;
}

describe('migration 0009 and the company-key backfill at start', () => {
  const engines = useDatabaseEngines();

  test.each(engines.each)(
    'when rows of the old version are migrated on %s and the API starts, then held rows get keyed hashes, erased rows lose keys and E texts, and searches lose their terms',
    async (_kind, open) => {
      const database = await open();
      const { heldId, erasedId } = await storeRowsOfTheOldVersion(database);

      for (const statement of await migrationStatements('0009_hashed_company_keys_erased_search_terms.sql'))
        await database.db.execute(sql.raw(statement));
      const keyed = await fillMissingCompanyKeys(database.db, companyKeys);

      expect(keyed).toBe(1);
      expect(await rowOf(database, heldId)).toEqual({
        ...companyKeys('株式会社 山田製作所', 'taro@yamada-ss.co.jp'),
        answers: { q1: 'A', q2: '総務の山田太郎（090-1234-5678）' },
      });
      expect(await rowOf(database, erasedId)).toEqual({
        companyNameKey: null,
        emailDomainKey: null,
        answers: { q1: 'B', q2: '', q3: '' },
      });
      const audit = await database.db
        .select({ action: adminAuditLog.action, filters: adminAuditLog.filters })
        .from(adminAuditLog)
        .orderBy(asc(adminAuditLog.id));
      expect(audit).toEqual([
        { action: 'list', filters: { companyNameSearched: true, limit: 10, offset: 0 } },
        { action: 'export', filters: { companyNameSearched: true, timestamp: '2026-01-05' } },
        { action: 'logout', filters: {} },
      ]);
    },
  );
});
