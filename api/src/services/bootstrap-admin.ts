import type { AdminStore } from '@app/shared/db';
import { generatePassword, hashPassword, verifyPassword } from '../lib/password';

/** Name of the account created when an embedded start finds no operator at all. */
export const defaultAdminUsername = 'admin';

/**
 * Embedded mode's first operator: the ADMIN_USERNAME/ADMIN_PASSWORD account is created or gets that
 * password; without them, and with no operator stored, `admin` is created with a random password
 * that is returned once so that it can be shown to whoever started the server.
 */
export async function bootstrapAdmin(
  admins: AdminStore,
  configured: { username?: string; password?: string },
): Promise<{ generated?: { username: string; password: string } }> {
  if (configured.username && configured.password) {
    const existing = await admins.findByUsername(configured.username);
    // A new password revokes the operator's tokens; the unchanged one at each restart must not.
    if (!existing || !(await verifyPassword(configured.password, existing.passwordHash))) {
      await admins.upsert(configured.username, await hashPassword(configured.password));
    }
    return {};
  }
  if ((await admins.count()) > 0) return {};
  const password = generatePassword();
  const created = await admins.createIfNoneExists(defaultAdminUsername, await hashPassword(password));
  return created ? { generated: { username: defaultAdminUsername, password } } : {};
}
