import { AppError, type AdminLoginResponse } from '@app/shared/contract';
import type { AdminStore } from '@app/shared/db';
import type { AdminTokens } from '../lib/admin-token';
import { generatePassword, hashPassword, verifyPassword } from '../lib/password';

export interface AdminLoginDeps {
  admins: AdminStore;
  tokens: AdminTokens;
}

let dummyHash: Promise<string> | undefined;
/** A hash of a random password with the usual cost: unknown users are checked against it. */
function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(generatePassword());
  return dummyHash;
}

/** The same message whether the user or the password was wrong, so usernames cannot be probed. */
export const loginFailedMessage = 'Invalid username or password.';

/**
 * Checks an operator's credentials and issues a bearer token. An unknown username still costs one
 * scrypt verification, so the response time does not tell which part was wrong.
 */
export async function loginAdmin(
  deps: AdminLoginDeps,
  username: string,
  password: string,
): Promise<AdminLoginResponse> {
  const admin = await deps.admins.findByUsername(username);
  const matches = await verifyPassword(password, admin?.passwordHash ?? (await dummyPasswordHash()));
  if (!admin || !matches) throw new AppError('unauthorized', loginFailedMessage);

  await deps.admins.recordLogin(admin.id);
  const { token, expiresIn } = deps.tokens.issue({
    adminId: admin.id,
    username: admin.username,
    tokenVersion: admin.tokenVersion,
  });
  return { access_token: token, token_type: 'bearer', expires_in: expiresIn };
}
