import { AppError, type AdminLoginResponse } from '@app/shared/contract';
import type { AdminStore } from '@app/shared/db';
import type { AdminTokens } from '../lib/admin-token';
import { adminPasswordProblem } from '../lib/admin-password-policy';
import { findTotpStep } from '../lib/admin-totp';
import type { TotpSecretBox } from '../lib/admin-totp-secret-box';
import { generatePassword, hashPassword, verifyPassword } from '../lib/password';

export interface AdminLoginDeps {
  admins: AdminStore;
  tokens: AdminTokens;
  secondFactor: {
    /** Opens the stored TOTP secrets; absent when no ADMIN_TOTP_KEY is known to this process. */
    secretBox?: TotpSecretBox;
    /** ADMIN_TOTP_REQUIRED: an operator without an enrolled second factor is refused. */
    required: boolean;
  };
}

let dummyHash: Promise<string> | undefined;
/** A hash of a random password with the usual cost: unknown users are checked against it. */
function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(generatePassword());
  return dummyHash;
}

/** The same message whatever was wrong (user, password or code), so nothing can be probed. */
export const loginFailedMessage = 'Invalid username or password.';

/** Why a login was refused: for the operators' log only, never for the client. */
export type LoginRefusalReason =
  | 'password'
  | 'disabled'
  | 'weak_password'
  | 'code_missing'
  | 'code_wrong'
  | 'code_reused'
  | 'code_unreadable'
  | 'second_factor_required';

/** A refused login: answered like any other 401, with the reason kept for the log. */
export class AdminLoginRefused extends AppError {
  constructor(readonly reason: LoginRefusalReason) {
    super('unauthorized', loginFailedMessage);
  }
}

/**
 * Checks an operator's credentials, and the TOTP code when they enrolled a second factor, and
 * issues a bearer token with who signed in and their role; a disabled operator is refused. An
 * unknown username still costs one scrypt verification, so the response time does not tell which
 * part was wrong; each code is accepted once.
 */
export async function loginAdmin(
  deps: AdminLoginDeps,
  credentials: { username: string; password: string; code?: string },
): Promise<AdminLoginResponse> {
  const admin = await deps.admins.findByUsername(credentials.username);
  const matches = await verifyPassword(
    credentials.password,
    admin?.passwordHash ?? (await dummyPasswordHash()),
  );
  if (!admin || !matches) throw new AdminLoginRefused('password');
  // Checked after the password, so a disabled account answers exactly like a wrong password.
  if (admin.disabledAt !== null) throw new AdminLoginRefused('disabled');
  // A password set before the policy existed (or in the database by hand) no longer opens the
  // dashboard: the operator gets a new one with `npm run admin:create`.
  if (adminPasswordProblem(credentials.password, admin.username))
    throw new AdminLoginRefused('weak_password');

  if (admin.totpSecretEncrypted) {
    if (!credentials.code) throw new AdminLoginRefused('code_missing');
    const secret = deps.secondFactor.secretBox?.open(admin.totpSecretEncrypted);
    if (!secret) throw new AdminLoginRefused('code_unreadable');
    const step = findTotpStep(secret, credentials.code);
    if (step === null) throw new AdminLoginRefused('code_wrong');
    if (!(await deps.admins.claimTotpStep(admin.id, step))) throw new AdminLoginRefused('code_reused');
  } else if (deps.secondFactor.required) {
    throw new AdminLoginRefused('second_factor_required');
  }

  await deps.admins.recordLogin(admin.id);
  const { token, expiresIn } = deps.tokens.issue({
    adminId: admin.id,
    username: admin.username,
    tokenVersion: admin.tokenVersion,
  });
  return {
    access_token: token,
    token_type: 'bearer',
    expires_in: expiresIn,
    operator: { username: admin.username, role: admin.role },
  };
}
