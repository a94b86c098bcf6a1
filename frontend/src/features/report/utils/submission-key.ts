import { idempotencyKeySchema } from '@app/shared/contract';
import { randomUuid } from '@/lib/random-uuid';

/**
 * The Idempotency-Key of this submission attempt: the one carried in the navigation state when
 * the page that sent the visitor here made one, else a new UUID v4. It lives as long as the
 * page, so the retry button resends with the same key.
 */
export function submissionKeyFrom(state: unknown): string {
  const carried =
    typeof state === 'object' && state !== null
      ? (state as { idempotencyKey?: unknown }).idempotencyKey
      : undefined;
  return idempotencyKeySchema.safeParse(carried).success ? (carried as string) : randomUuid();
}
