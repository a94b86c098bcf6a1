import { sql } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { migrationStatements, useDatabaseEngines } from '../testing/database-engines';
import type { DatabaseHandle } from './database';
import { createAdminResponseStore } from './repositories/admin-response-store';
import { createLeadNoteStore } from './repositories/lead-note-store';
import { leadNotes } from './schema';

/** The number an `insert … returning no` gave back (node-postgres and PGlite both expose `rows`). */
const returnedNo = (result: unknown) => Number((result as { rows: { no: unknown }[] }).rows[0]!.no);

/** The last statement of migration 0014: every non-empty lead_note becomes one note without an author. */
async function noteCopyOf0014(): Promise<string> {
  return (await migrationStatements('0014_lead_notes_versions_audit.sql')).at(-1)!;
}

/** A submission as the version before 0014 wrote it: its note in lead_note. */
function insertOldLead(database: DatabaseHandle, note: string, leadUpdatedAt: string | null) {
  return database.db.execute(sql`
    insert into submissions (company_name, email, industry, company_size, company_info, answers, free_text,
      questionnaire_version, contact_name, phone, lead_note, lead_updated_at)
    values ('移行商事', 'a@example.com', 'other', 'lt10', '{}', '{}', '{}', 'v1', '', '', ${note},
      ${leadUpdatedAt}::timestamptz)
    returning no`);
}

describe('migration 0014', () => {
  const engines = useDatabaseEngines();

  test.each(engines.each)(
    'when the database migrates on %s, then lead_version starts at 0 and each non-empty lead_note becomes one authorless note dated at the lead’s last change',
    async (_kind, open) => {
      // Opening migrates the whole chain, 0014 included, on this engine.
      const database = await open();
      const noted = returnedNo(await insertOldLead(database, '旧：来週訪問', '2026-05-01T03:00:00Z'));
      const blank = returnedNo(await insertOldLead(database, '', null));

      await database.db.execute(sql.raw(await noteCopyOf0014()));

      const notes = createLeadNoteStore(database.db);
      expect(await notes.list(noted)).toEqual([
        {
          id: expect.any(Number),
          body: '旧：来週訪問',
          author: null,
          createdAt: new Date('2026-05-01T03:00:00Z'),
        },
      ]);
      expect(await notes.list(blank)).toEqual([]);
      const { rows } = await createAdminResponseStore(database.db).list(
        { noFrom: Math.min(noted, blank), noTo: Math.max(noted, blank) },
        { limit: 10, offset: 0 },
      );
      expect(rows.map((row) => [row.no, row.leadNote, row.leadVersion])).toEqual([
        [blank, '', 0],
        [noted, '旧：来週訪問', 0],
      ]);
      expect((await database.db.select().from(leadNotes)).length).toBe(1);
    },
  );
});
