import { and, asc, count, eq, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { AdminRole } from '../../contract';
import type { Database } from '../database';
import { admins, type Admin } from '../schema';

// One statement, so concurrent revocations never lose an increment.
const nextTokenVersion = sql`${admins.tokenVersion} + 1`;

/** Reads and writes operator accounts; password hashes are made by the caller. */
export function createAdminStore(db: Database) {
  const findByUsername = async (username: string): Promise<Admin | undefined> => {
    const [row] = await db.select().from(admins).where(eq(admins.username, username));
    return row;
  };

  return {
    findByUsername,

    async findById(id: string): Promise<Admin | undefined> {
      const [row] = await db.select().from(admins).where(eq(admins.id, id));
      return row;
    },

    /** Enabled operators (id and username, by username): who a lead can be assigned to. */
    async listEnabled(): Promise<{ id: string; username: string }[]> {
      return db
        .select({ id: admins.id, username: admins.username })
        .from(admins)
        .where(isNull(admins.disabledAt))
        .orderBy(asc(admins.username));
    },

    async count(): Promise<number> {
      const [row] = await db.select({ value: count() }).from(admins);
      return row?.value ?? 0;
    },

    /**
     * Creates the account, or replaces the password of an existing one and revokes its tokens; says
     * which happened, with the role the account has now. With `totpSecretEncrypted` it also enrolls
     * that second factor (replacing any earlier one); without, an enrolled one is kept. A new account
     * is an `admin` unless `role` says otherwise; an existing one keeps its role unless `role` is
     * given. A disabled account stays disabled.
     */
    async upsert(
      username: string,
      passwordHash: string,
      options: { totpSecretEncrypted?: string; role?: AdminRole } = {},
    ): Promise<{ id: string; created: boolean; role: AdminRole; disabled: boolean }> {
      const totp = options.totpSecretEncrypted
        ? { totpSecretEncrypted: options.totpSecretEncrypted, totpLastUsedStep: null }
        : {};
      const role = options.role ? { role: options.role } : {};
      const [row] = await db
        .insert(admins)
        .values({ username, passwordHash, ...totp, ...role })
        .onConflictDoUpdate({
          target: admins.username,
          set: { passwordHash, tokenVersion: nextTokenVersion, ...totp, ...role },
        })
        // xmax is 0 only for a freshly inserted row version: the PostgreSQL way to tell insert from update.
        .returning({
          id: admins.id,
          created: sql<boolean>`(xmax = 0)`,
          role: admins.role,
          disabled: sql<boolean>`(${admins.disabledAt} is not null)`,
        });
      return row!;
    },

    /**
     * Disables the account: it can no longer log in and every token issued to it answers 401 (its
     * token version is raised too, so re-enabling it later does not bring old tokens back).
     * Undefined when no account has this username; `changed` is false when it was disabled already.
     */
    async disable(username: string): Promise<{ id: string; changed: boolean } | undefined> {
      const [row] = await db
        .update(admins)
        .set({ disabledAt: sql`now()`, tokenVersion: nextTokenVersion })
        .where(and(eq(admins.username, username), isNull(admins.disabledAt)))
        .returning({ id: admins.id });
      if (row) return { id: row.id, changed: true };
      const existing = await findByUsername(username);
      return existing && { id: existing.id, changed: false };
    },

    /** Lets a disabled account log in again; undefined when no account has this username. */
    async enable(username: string): Promise<{ id: string; changed: boolean } | undefined> {
      const [row] = await db
        .update(admins)
        .set({ disabledAt: null })
        .where(and(eq(admins.username, username), isNotNull(admins.disabledAt)))
        .returning({ id: admins.id });
      if (row) return { id: row.id, changed: true };
      const existing = await findByUsername(username);
      return existing && { id: existing.id, changed: false };
    },

    /** Creates the account only when no account exists yet; false when another was there first. */
    async createIfNoneExists(username: string, passwordHash: string): Promise<boolean> {
      const result = await db.execute(
        sql`insert into ${admins} (username, password_hash)
            select ${username}, ${passwordHash}
            where not exists (select 1 from ${admins})
            on conflict (username) do nothing
            returning id`,
      );
      // node-postgres and PGlite both expose the returned rows as `rows`.
      return (result as unknown as { rows: unknown[] }).rows.length === 1;
    },

    /**
     * Uses up a TOTP time step: true when `step` is later than the last accepted one, false when a
     * code of this or a later step was already accepted. One statement, so concurrent logins with
     * the same code cannot both pass.
     */
    async claimTotpStep(id: string, step: number): Promise<boolean> {
      const claimed = await db
        .update(admins)
        .set({ totpLastUsedStep: step })
        .where(and(eq(admins.id, id), or(isNull(admins.totpLastUsedStep), lt(admins.totpLastUsedStep, step))))
        .returning({ id: admins.id });
      return claimed.length === 1;
    },

    async recordLogin(id: string): Promise<void> {
      await db.update(admins).set({ lastLoginAt: new Date() }).where(eq(admins.id, id));
    },

    /** Raises the operator's token version, so every token issued so far answers 401. */
    async revokeTokens(id: string): Promise<void> {
      await db.update(admins).set({ tokenVersion: nextTokenVersion }).where(eq(admins.id, id));
    },
  };
}

export type AdminStore = ReturnType<typeof createAdminStore>;
