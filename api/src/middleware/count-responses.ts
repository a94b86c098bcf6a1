import type { RequestHandler } from 'express';
import type { Counter } from 'prom-client';

/**
 * Counts every API answer by route template and status (`dx_http_responses_total`): 429s from the
 * rate limits and failed admin logins among them. The template, never the path, keeps the series
 * few and free of tokens.
 */
export function countResponses(responses: Counter<'route' | 'status'>): RequestHandler {
  return (req, res, next) => {
    res.on('finish', () => {
      const template = (req.route as { path?: unknown } | undefined)?.path;
      const route = typeof template === 'string' ? `${req.baseUrl}${template}` : 'unmatched';
      responses.inc({ route, status: String(res.statusCode) });
    });
    next();
  };
}
