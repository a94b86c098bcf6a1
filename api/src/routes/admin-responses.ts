import { responseNoParamSchema, updateLeadBodySchema } from '@app/shared/contract';
import { Router } from 'express';
import { currentAdmin, requireAdmin, type RequireAdminDeps } from '../middleware/require-admin';
import { requireRole } from '../middleware/require-role';
import { deleteRespondent } from '../services/delete-respondent';
import { exportRespondent } from '../services/export-respondent';
import { updateLead, type RespondentDeps } from '../services/update-lead';

export type AdminResponsesDeps = RequireAdminDeps & RespondentDeps;

/**
 * One response, behind an admin token: PATCH its follow-up (status, note), DELETE the respondent
 * (role `admin` only), GET /export all their data as a JSON file. Every call is recorded in the
 * audit log.
 */
export function adminResponsesRouter(deps: AdminResponsesDeps): Router {
  const router = Router();
  router.use('/api/admin/responses', requireAdmin(deps));

  router.patch('/api/admin/responses/:no', async (req, res) => {
    const no = responseNoParamSchema.parse(req.params.no);
    const change = updateLeadBodySchema.parse(req.body);
    res.json(await updateLead(deps, currentAdmin(res), no, change));
  });

  router.delete('/api/admin/responses/:no', requireRole('admin'), async (req, res) => {
    const no = responseNoParamSchema.parse(req.params.no);
    await deleteRespondent(deps, currentAdmin(res), no);
    res.status(204).end();
  });

  router.get('/api/admin/responses/:no/export', async (req, res) => {
    const no = responseNoParamSchema.parse(req.params.no);
    const data = await exportRespondent(deps, currentAdmin(res), no);
    res.setHeader('Content-Disposition', `attachment; filename="response-${no}.json"`);
    res.json(data);
  });
  return router;
}
