import type { LeadOwner } from '@app/shared/contract';
import { Router } from 'express';
import { z } from 'zod';
import { requireAdmin, type RequireAdminDeps } from '../middleware/require-admin';

// The list takes no parameters: anything in the query is a mistake worth a 400.
const operatorsQuerySchema = z.strictObject({});

/**
 * GET /api/admin/operators: the enabled operators (id and username) a lead can be assigned to, for
 * the dialog's 担当者 select; any role may read it. Holds no contact data, so it is not audited.
 */
export function adminOperatorsRouter(deps: RequireAdminDeps): Router {
  const router = Router();
  router.get('/api/admin/operators', requireAdmin(deps), async (req, res) => {
    operatorsQuerySchema.parse(req.query);
    const operators: LeadOwner[] = await deps.admins.listEnabled();
    res.setHeader('Cache-Control', 'no-store');
    res.json(operators);
  });
  return router;
}
