import { AppError, type AdminRole } from '@app/shared/contract';
import type { RequestHandler } from 'express';
import type { SignedInAdmin } from './require-admin';

/**
 * Lets through only an operator with one of `roles`; mount it after requireAdmin. Anyone else gets
 * 403 `forbidden`, and the refusal is logged with the operator's id, role and the path (no query
 * string: it may carry a search for a company or a person).
 */
export function requireRole(...roles: [AdminRole, ...AdminRole[]]): RequestHandler {
  return (req, res, next) => {
    const admin = res.locals.admin as SignedInAdmin | undefined;
    // A route that forgot requireAdmin must fail closed, not let everyone through.
    if (!admin) throw new AppError('unauthorized', 'A valid admin token is required.');
    if (!roles.includes(admin.role)) {
      req.log.warn(
        {
          event: 'admin_forbidden',
          adminId: admin.adminId,
          role: admin.role,
          method: req.method,
          path: req.originalUrl.split('?')[0],
        },
        'admin request refused for the operator role',
      );
      throw new AppError('forbidden', 'Your operator role does not allow this.');
    }
    next();
  };
}
