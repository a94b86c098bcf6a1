import { addLeadNoteBodySchema, responseNoParamSchema, updateLeadBodySchema } from '@app/shared/contract';
import { Router } from 'express';
import { currentAdmin, requireAdmin, type RequireAdminDeps } from '../middleware/require-admin';
import { requireRole } from '../middleware/require-role';
import { deleteRespondent } from '../services/delete-respondent';
import { exportRespondent } from '../services/export-respondent';
import { addLeadNote, listLeadNotes } from '../services/lead-notes';
import { updateLead, type RespondentDeps } from '../services/update-lead';

export type AdminResponsesDeps = RequireAdminDeps & RespondentDeps;

/**
 * One response, behind an admin token: PATCH its follow-up (status, owner and/or a note to add, on
 * the `version` seen: a stale one answers 409), GET and POST its /notes, DELETE the respondent (role
 * `admin` only), GET /export all their data as a JSON file. Every change and export is recorded in
 * the audit log; a change of status or owner and a deletion also queue webhooks for the CRM.
 */
export function adminResponsesRouter(deps: AdminResponsesDeps): Router {
  const router = Router();
  router.use('/api/admin/responses', requireAdmin(deps));

  router.patch('/api/admin/responses/:no', async (req, res) => {
    const no = responseNoParamSchema.parse(req.params.no);
    const change = updateLeadBodySchema.parse(req.body);
    res.json(await updateLead({ ...deps, logger: req.log }, currentAdmin(res), no, change));
  });

  router.get('/api/admin/responses/:no/notes', async (req, res) => {
    const no = responseNoParamSchema.parse(req.params.no);
    res.json(await listLeadNotes(deps, no));
  });

  router.post('/api/admin/responses/:no/notes', async (req, res) => {
    const no = responseNoParamSchema.parse(req.params.no);
    const { body } = addLeadNoteBodySchema.parse(req.body);
    res.status(201).json(await addLeadNote(deps, currentAdmin(res), no, body));
  });

  router.delete('/api/admin/responses/:no', requireRole('admin'), async (req, res) => {
    const no = responseNoParamSchema.parse(req.params.no);
    await deleteRespondent({ ...deps, logger: req.log }, currentAdmin(res), no);
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
