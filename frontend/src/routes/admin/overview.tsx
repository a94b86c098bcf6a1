import { Navigate, useParams } from 'react-router';
import { AdminOverview } from '@/features/admin-overview/components/admin-overview';
import { AdminLayout } from '@/features/admin-responses/components/admin-layout';
import { AdminHeaderActions, AdminNavigation } from '@/features/admin-responses/components/admin-navigation';
import { AdminPathGuard } from '@/features/admin-responses/components/admin-path-guard';
import { adminPaths } from '@/features/admin-responses/utils/admin-path';
import { useAdminSession } from '@/features/admin-responses/hooks/use-admin-session';

function OverviewScreen({ secret }: { secret: string }) {
  const { token, leave, logout } = useAdminSession(secret);

  if (!token) return <Navigate to={adminPaths.login(secret)} replace />;
  return (
    <AdminLayout
      title="概要"
      actions={
        <AdminHeaderActions onLogout={() => void logout()}>
          <AdminNavigation secret={secret} token={token} current="overview" />
        </AdminHeaderActions>
      }
    >
      <AdminOverview token={token} onUnauthorized={leave} />
    </AdminLayout>
  );
}

/** /admin/overview/:secret: the operator's figures, guarded like the dashboard. */
export default function AdminOverviewRoute() {
  const { secret } = useParams();
  return <AdminPathGuard secret={secret}>{(valid) => <OverviewScreen secret={valid} />}</AdminPathGuard>;
}
