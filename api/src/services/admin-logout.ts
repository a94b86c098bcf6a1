import type { AdminAuditLog, AdminStore } from '@app/shared/db';
import type { AdminTokenClaims } from '../lib/admin-token';

export interface AdminLogoutDeps {
  admins: AdminStore;
  audit: AdminAuditLog;
}

/**
 * Signs the operator out on every device: their token version is raised, so this token and every
 * other one issued to them so far answers 401, and the logout is recorded in the audit log.
 */
export async function logoutAdmin(deps: AdminLogoutDeps, admin: AdminTokenClaims): Promise<void> {
  await deps.admins.revokeTokens(admin.adminId);
  await deps.audit.record({ adminId: admin.adminId, action: 'logout', filters: {}, resultCount: 0 });
}
