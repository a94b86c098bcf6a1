import { and, isNull, sql } from 'drizzle-orm';
import type { Database } from './database';
import { submissions } from './schema';
import { searchTextOf } from './search-text';

/**
 * Fills the search text of every submission that still holds its contact data but has none: rows
 * stored before the column existed (migration 0010 cannot run the folding) and rows stored by an
 * older process during a rolling update. Runs at the API's start in batches that skip rows another
 * process holds, one UPDATE per batch, so it is quick at 200,000 rows and several API processes
 * may run it at once; returns how many rows it filled.
 */
export async function fillMissingSearchText(db: Database, batchSize = 1000): Promise<number> {
  let filled = 0;
  for (;;) {
    const count = await db.transaction(async (tx) => {
      const batch = await tx
        .select({
          id: submissions.id,
          companyName: submissions.companyName,
          contactName: submissions.contactName,
          email: submissions.email,
          phone: submissions.phone,
        })
        .from(submissions)
        .where(and(isNull(submissions.searchText), isNull(submissions.contactErasedAt)))
        .limit(batchSize)
        .for('update', { skipLocked: true });
      if (batch.length === 0) return 0;
      // As JSON, one parameter that node-postgres and PGlite both pass alike.
      const rows = JSON.stringify(batch.map((row) => ({ id: row.id, text: searchTextOf(row) })));
      await tx.execute(sql`
        update ${submissions} set search_text = filled.text
        from jsonb_to_recordset(${rows}::jsonb) as filled(id uuid, text text)
        where ${submissions.id} = filled.id`);
      return batch.length;
    });
    filled += count;
    if (count < batchSize) return filled;
  }
}
