import { submitRequestSchema } from '@app/shared/contract';
import { Router, type RequestHandler } from 'express';
import type { Histogram } from 'prom-client';
import { submitDiagnosis, type SubmitDiagnosisDeps } from '../services/submit-diagnosis';

export interface SubmitRouteDeps extends SubmitDiagnosisDeps {
  rateLimit: RequestHandler;
  duration: Histogram<'status'>;
}

/** POST /api/submit: held open until the report exists (DESIGN §2). */
export function submitRouter(deps: SubmitRouteDeps): Router {
  const router = Router();
  router.post(
    '/api/submit',
    (_req, res, next) => {
      const stopTimer = deps.duration.startTimer();
      res.once('finish', () => stopTimer({ status: String(res.statusCode) }));
      next();
    },
    deps.rateLimit,
    async (req, res) => {
      const input = submitRequestSchema.parse(req.body);
      const result = await submitDiagnosis({ ...deps, logger: req.log }, input, String(req.id));
      res.json(result);
    },
  );
  return router;
}
