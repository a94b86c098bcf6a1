import {
  AppError,
  idempotencyKeyHeader,
  idempotencyKeySchema,
  submitRequestSchema,
  type SubmitRequest,
} from '@app/shared/contract';
import { Router, type RequestHandler } from 'express';
import type { Histogram } from 'prom-client';
import { toAppError } from '../middleware/error-handler';
import { submitDiagnosis, type SubmitDiagnosisDeps } from '../services/submit-diagnosis';

export interface SubmitRouteDeps extends SubmitDiagnosisDeps {
  /** Counts valid submits only: it runs after the body has been parsed. */
  rateLimit: RequestHandler;
  duration: Histogram<'status'>;
}

interface ParsedSubmit {
  input: SubmitRequest;
  idempotencyKey?: string;
}

/** POST /api/submit: held open until the report exists (DESIGN §2). */
export function submitRouter(deps: SubmitRouteDeps): Router {
  const router = Router();
  router.post(
    '/api/submit',
    (_req, res, next) => {
      const stopTimer = deps.duration.startTimer();
      res.once('finish', () => stopTimer({ status: String(res.statusCode) }));
      // Answers carry a private report link (also the 5xx ones): never kept by a cache.
      res.setHeader('Cache-Control', 'no-store');
      next();
    },
    // Invalid requests answer 400 here, before the rate limit counts them.
    (req, res, next) => {
      const body = submitRequestSchema.safeParse(req.body);
      const header = req.get(idempotencyKeyHeader);
      const key = header === undefined ? undefined : idempotencyKeySchema.safeParse(header);
      if (!body.success || (key && !key.success)) {
        // Every invalid field at once: the body's and the header's.
        const issues = body.success ? [] : (toAppError(body.error).issues ?? []);
        if (key && !key.success) {
          issues.push({
            path: idempotencyKeyHeader,
            message: key.error.issues[0]?.message ?? 'Invalid value.',
          });
        }
        throw new AppError('validation_failed', 'The request has invalid fields.', issues);
      }
      res.locals.submit = { input: body.data, idempotencyKey: key?.data } satisfies ParsedSubmit;
      next();
    },
    deps.rateLimit,
    async (req, res) => {
      const { input, idempotencyKey } = res.locals.submit as ParsedSubmit;
      const result = await submitDiagnosis({ ...deps, logger: req.log }, input, {
        idempotencyKey,
        requestId: String(req.id),
      });
      res.json(result);
    },
  );
  return router;
}
