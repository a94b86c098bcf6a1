import { questionnaireCatalogue } from '@app/shared/questionnaire';
import { Router } from 'express';

/** GET /api/questionnaire: the catalogue the questionnaire page renders. */
export function questionnaireRouter(): Router {
  const router = Router();
  router.get('/api/questionnaire', (_req, res) => {
    res.set('Cache-Control', 'public, max-age=300').json(questionnaireCatalogue);
  });
  return router;
}
