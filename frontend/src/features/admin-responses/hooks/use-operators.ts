import type { LeadOwner } from '@app/shared/contract';
import { useEffect, useState } from 'react';
import { getOperators } from '../api/get-operators';

/**
 * The enabled operators, for the owner select and filter; empty until loaded, and when they cannot
 * be read (the owner is then shown but cannot be changed to someone else).
 */
export function useOperators(token: string | undefined): LeadOwner[] {
  const [operators, setOperators] = useState<LeadOwner[]>([]);
  useEffect(() => {
    if (!token) return;
    const controller = new AbortController();
    getOperators({ token, signal: controller.signal }).then(setOperators, () => {
      // A failed read leaves the select with the current owner only; the list still works.
    });
    return () => controller.abort();
  }, [token]);
  return operators;
}
