import { submitRequestSchema } from '@app/shared/contract';
import { Router } from 'express';
import { submitDiagnosis, type SubmitDiagnosisDeps } from '../services/submit-diagnosis';

/** POST /api/submit: held open until the report exists (DESIGN §2). */
export function submitRouter(deps: SubmitDiagnosisDeps): Router {
  const router = Router();
  router.post('/api/submit', async (req, res) => {
    const input = submitRequestSchema.parse(req.body);
    const result = await submitDiagnosis({ ...deps, logger: req.log }, input, String(req.id));
    res.json(result);
  });
  return router;
}
