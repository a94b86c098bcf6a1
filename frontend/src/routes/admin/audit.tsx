import { useCallback } from 'react';
import { Navigate, useParams, useSearchParams } from 'react-router';
import { AuditLog } from '@/features/admin-audit/components/audit-log';
import {
  auditViewFromSearch,
  auditViewToSearch,
  type AuditFilters,
} from '@/features/admin-audit/utils/audit-filters';
import { AdminLayout } from '@/features/admin-responses/components/admin-layout';
import { AdminHeaderActions, AdminNavigation } from '@/features/admin-responses/components/admin-navigation';
import { AdminPathGuard } from '@/features/admin-responses/components/admin-path-guard';
import { adminPaths } from '@/features/admin-responses/utils/admin-path';
import { useAdminSession } from '@/features/admin-responses/hooks/use-admin-session';

function AuditScreen({ secret }: { secret: string }) {
  const { token, leave, logout } = useAdminSession(secret);
  const [search, setSearch] = useSearchParams();
  const { filters, page } = auditViewFromSearch(search);
  const onChange = useCallback(
    (next: AuditFilters, nextPage: number) => setSearch(auditViewToSearch(next, nextPage)),
    [setSearch],
  );

  if (!token) return <Navigate to={adminPaths.login(secret)} replace />;
  return (
    <AdminLayout
      title="監査ログ"
      actions={
        <AdminHeaderActions onLogout={() => void logout()}>
          <AdminNavigation secret={secret} token={token} current="audit" />
        </AdminHeaderActions>
      }
    >
      <AuditLog token={token} filters={filters} page={page} onChange={onChange} onUnauthorized={leave} />
    </AdminLayout>
  );
}

/** /admin/audit/:secret: the audit log (admin role), guarded like the dashboard; filters live in the URL. */
export default function AdminAuditRoute() {
  const { secret } = useParams();
  return <AdminPathGuard secret={secret}>{(valid) => <AuditScreen secret={valid} />}</AdminPathGuard>;
}
