import { lazy, Suspense, useEffect } from 'react';
import type { LeaveGuard } from '../hooks/use-leave-guard';

const loadDialog = () => import('./leave-confirm-dialog');
const LeaveConfirmDialog = lazy(async () => ({ default: (await loadDialog()).LeaveConfirmDialog }));

/**
 * The leave question, loaded only for visitors who have started typing: the dialog library is
 * about 10 KB gzip that most page views never need. It is fetched as soon as `armed`, so it is
 * there by the time the visitor heads for the door.
 */
export function LeaveConfirmation({ guard, armed }: { guard: LeaveGuard; armed: boolean }) {
  useEffect(() => {
    if (armed) void loadDialog();
  }, [armed]);
  if (!guard.blocked) return null;
  return (
    <Suspense fallback={null}>
      <LeaveConfirmDialog guard={guard} />
    </Suspense>
  );
}
