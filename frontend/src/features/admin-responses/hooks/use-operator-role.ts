import type { AdminRole } from '@app/shared/contract';
import { useEffect, useState } from 'react';
import { getOperator } from '../api/get-operator';

/**
 * The signed-in operator's role, or null until it is known (or when it cannot be read): the admin-only
 * actions stay hidden until the API says the operator is an admin, and the API refuses them anyway.
 */
export function useOperatorRole(token: string): AdminRole | null {
  const [role, setRole] = useState<AdminRole | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    getOperator({ token, signal: controller.signal }).then(
      (operator) => setRole(operator.role),
      () => setRole(null),
    );
    return () => controller.abort();
  }, [token]);
  return role;
}
