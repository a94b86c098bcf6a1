import type { Reading, VisitorTexts } from './reading';
import { ReadingError, type ReadingFailureReason } from './reading-error';
import type { ReadingContext, VisitorReader } from './visitor-reader';

/** Why the primary reader was not used: a ReadingError's reason, or 'unexpected' for anything else. */
export type ReadingFallbackReason = ReadingFailureReason | 'unexpected';

/**
 * Reads with `primary` (the model reader, or null when none is configured) and, when it throws, with
 * `fallback` (the built-in reader), telling `onFallback` why. A failing fallback is not caught.
 */
export async function readWithFallback(
  primary: VisitorReader | null,
  fallback: VisitorReader,
  texts: VisitorTexts,
  context: ReadingContext,
  onFallback?: (reason: ReadingFallbackReason, error: unknown) => void,
): Promise<Reading> {
  if (!primary) return fallback.read(texts, context);
  try {
    return await primary.read(texts, context);
  } catch (error) {
    onFallback?.(error instanceof ReadingError ? error.reason : 'unexpected', error);
    return fallback.read(texts, context);
  }
}
