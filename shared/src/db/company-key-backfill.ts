import { and, eq, isNull } from 'drizzle-orm';
import type { CompanyKeyHasher } from './company-key-hasher';
import type { Database } from './database';
import { submissions } from './schema';

/**
 * Keys every submission that still holds its contact data but has no company keys: rows stored
 * before the keys were hashed (migration 0009 removed their plain keys, and a migration cannot know
 * the secret) and rows stored by a process without the secret. Runs at the API's start, in batches
 * that skip rows another process holds, so several API processes may run it at once; returns how
 * many rows it keyed.
 */
export async function fillMissingCompanyKeys(
  db: Database,
  companyKeys: CompanyKeyHasher,
  batchSize = 500,
): Promise<number> {
  let keyed = 0;
  for (;;) {
    const count = await db.transaction(async (tx) => {
      const batch = await tx
        .select({ id: submissions.id, companyName: submissions.companyName, email: submissions.email })
        .from(submissions)
        .where(and(isNull(submissions.companyNameKey), isNull(submissions.contactErasedAt)))
        .limit(batchSize)
        .for('update', { skipLocked: true });
      for (const row of batch)
        await tx
          .update(submissions)
          .set(companyKeys(row.companyName, row.email))
          .where(eq(submissions.id, row.id));
      return batch.length;
    });
    keyed += count;
    if (count < batchSize) return keyed;
  }
}
