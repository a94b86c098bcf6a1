import { apiClient } from '@/lib/api-client';

// The operator is waiting to leave: a stalled server must not keep them on the dashboard.
const logoutTimeoutMs = 5_000;

/** POST /api/admin/logout: revokes the operator's tokens on the server (204). */
export async function logoutAdmin(token: string): Promise<void> {
  await apiClient.post('/api/admin/logout', undefined, { adminToken: token, timeout: logoutTimeoutMs });
}
