/**
 * Fields of an error that say what failed without carrying data: codes, statuses and the names of
 * database objects. Everything else an error may carry is dropped: a query and its parameters
 * (drizzle's DrizzleQueryError, PGlite's errors), a request or response body (body-parser, HTTP
 * clients), headers, or PostgreSQL's `detail`, which quotes the offending value.
 */
const describingFields = [
  'code',
  'errno',
  'syscall',
  'status',
  'statusCode',
  'reason',
  'severity',
  'routine',
  'constraint',
  'table',
  'column',
  'dataType',
  'schema',
] as const;

const maxDepth = 4;
const maxMessageLength = 500;
const maxFieldLength = 200;
// Quoted text in a message is where values end up: `invalid input syntax for type uuid: "…"`,
// `Unexpected token 'x', "{"name":…}" is not valid JSON`, a Japanese 「…」 quote of model output.
// Greedy from the first to the last quote of a line, since quoted JSON nests quotes.
const quotedText = [/"[^\n]*"/g, /'[^\n]*'/g, /“[^\n]*”/g, /「[^\n]*」/g];

/** An error as it may appear in a log line. */
export interface SerializedError {
  type: string;
  message: string;
  stack?: string;
  cause?: SerializedError;
  errors?: SerializedError[];
  [field: string]: unknown;
}

function isErrorLike(value: unknown): value is Error {
  return (
    value instanceof Error ||
    (typeof value === 'object' && value !== null && typeof (value as Error).message === 'string')
  );
}

/** An error's message with query parameters and quoted values taken out. */
export function safeErrorMessage(error: { message?: unknown; name?: unknown }): string {
  const message = typeof error.message === 'string' ? error.message : '';
  // drizzle: "Failed query: <sql>\nparams: <every value, contact data included>".
  if (error.name === 'DrizzleQueryError' || message.startsWith('Failed query:')) return 'Failed query';
  const withoutParams = message.split(/\n\s*params:/)[0]!;
  const scrubbed = quotedText.reduce((text, pattern) => text.replace(pattern, '"…"'), withoutParams);
  return scrubbed.slice(0, maxMessageLength);
}

function typeName(error: Error): string {
  const constructorName = (error as { constructor?: { name?: unknown } }).constructor?.name;
  return typeof constructorName === 'string' && constructorName !== 'Object' ? constructorName : error.name;
}

function serialize(error: Error, depth: number, seen: Set<unknown>): SerializedError {
  seen.add(error);
  const type = typeName(error);
  const message = safeErrorMessage(error);
  const result: SerializedError = { type, message };
  if (typeof error.stack === 'string') {
    // The first lines of a stack repeat the message; only the frames are kept.
    const frames = error.stack.split('\n').filter((line) => /^\s+at /.test(line));
    result.stack = [`${type}: ${message}`, ...frames].join('\n');
  }
  for (const field of describingFields) {
    const value = (error as unknown as Record<string, unknown>)[field];
    if (typeof value === 'number' || typeof value === 'boolean') result[field] = value;
    else if (typeof value === 'string') result[field] = value.slice(0, maxFieldLength);
  }
  if (depth < maxDepth) {
    const cause = error.cause;
    if (isErrorLike(cause) && !seen.has(cause)) result.cause = serialize(cause, depth + 1, seen);
    const errors = (error as { errors?: unknown }).errors;
    if (Array.isArray(errors)) {
      result.errors = errors
        .filter((item): item is Error => isErrorLike(item) && !seen.has(item))
        .slice(0, 10)
        .map((item) => serialize(item, depth + 1, seen));
    }
  }
  return result;
}

/**
 * The pino serializer of `err`: type, message, stack frames, cause and the describing fields of
 * an error, and nothing that may hold a lead's data (DESIGN §8). Anything else logged as an error
 * is reduced to its type.
 */
export function serializeError(value: unknown): unknown {
  if (isErrorLike(value)) return serialize(value, 0, new Set());
  if (value === null || value === undefined || typeof value === 'number' || typeof value === 'boolean')
    return value;
  return { type: typeof value, message: '[not an error]' };
}
