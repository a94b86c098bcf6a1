import { AppError, type AdminRole } from '@app/shared/contract';
import type { AdminStore } from '@app/shared/db';
import type { RequestHandler, Response } from 'express';
import type { AdminTokenClaims, AdminTokens } from '../lib/admin-token';

export interface RequireAdminDeps {
  tokens: AdminTokens;
  admins: AdminStore;
}

/** The operator a request was let through for: the token's claims and their current role. */
export interface SignedInAdmin extends AdminTokenClaims {
  /** Read from the account on every request, so a changed role applies at once (not carried in the token). */
  role: AdminRole;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Lets a request through only with a valid bearer token of an operator who still exists, is not
 * disabled and has not revoked it since (logout or a new password raise the stored token version).
 */
export function requireAdmin(deps: RequireAdminDeps): RequestHandler {
  return async (req, res, next) => {
    const match = /^Bearer +([\w-]+\.[\w-]+\.[\w-]+)$/i.exec(req.get('authorization') ?? '');
    const claims = match ? deps.tokens.verify(match[1]!) : null;
    const admin =
      claims && uuidPattern.test(claims.adminId) ? await deps.admins.findById(claims.adminId) : undefined;
    if (!claims || !admin || admin.disabledAt !== null || admin.tokenVersion !== claims.tokenVersion) {
      res.setHeader('WWW-Authenticate', 'Bearer');
      throw new AppError('unauthorized', 'A valid admin token is required.');
    }
    res.locals.admin = {
      adminId: admin.id,
      username: admin.username,
      tokenVersion: admin.tokenVersion,
      role: admin.role,
    } satisfies SignedInAdmin;
    next();
  };
}

/** The operator that requireAdmin let through. */
export function currentAdmin(res: Response): SignedInAdmin {
  return res.locals.admin as SignedInAdmin;
}
