import pino, { type DestinationStream, type Logger } from 'pino';
import { serializeError } from './serialize-error';

/**
 * Paths that may hold contact data, answers or free text. Values at these paths are replaced
 * in every log line, so leads' data never reaches the logs even when an object is logged whole.
 */
export const redactedPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  // The queue dashboard's session cookie is an admin token.
  'res.headers["set-cookie"]',
  'body',
  'req.body',
  'userInfo',
  'freeText',
  'answers',
  'email',
  'phone',
  'password',
  'prompt',
  '*.userInfo',
  '*.freeText',
  '*.answers',
  '*.email',
  '*.phone',
  '*.password',
  '*.prompt',
];

/**
 * The JSON logger of a process: pino with PII redaction, and errors logged without the query
 * parameters or bodies they may carry.
 */
export function createLogger(
  options: { name: string; level: string },
  destination?: DestinationStream,
): Logger {
  return pino(
    {
      name: options.name,
      level: options.level,
      redact: { paths: redactedPaths, censor: '[redacted]' },
      serializers: { err: serializeError, error: serializeError },
    },
    destination,
  );
}

export { safeErrorMessage, serializeError } from './serialize-error';
export type { Logger };
