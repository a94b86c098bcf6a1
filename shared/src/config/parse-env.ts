import type { z } from 'zod';

/** Thrown when the environment does not satisfy a process's configuration schema. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses `source` (default `process.env`) with `schema`, listing every bad key in one error. */
export function parseEnv<Schema extends z.ZodType>(
  schema: Schema,
  source: Record<string, string | undefined> = process.env,
): z.infer<Schema> {
  const parsed = schema.safeParse(source);
  if (parsed.success) return parsed.data;
  const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.') || '(env)'}: ${issue.message}`);
  throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
}

/** Reads an empty string as "not set", so `FOO=` in a .env file behaves like an absent FOO. */
export function emptyAsUndefined(value: unknown): unknown {
  return value === '' ? undefined : value;
}
