import { Navigate, useParams } from 'react-router';
import { AdminNavigation } from '@/features/admin-responses/components/admin-navigation';
import { AdminPathGuard } from '@/features/admin-responses/components/admin-path-guard';
import { ResponsesDashboard } from '@/features/admin-responses/components/responses-dashboard';
import { adminPaths } from '@/features/admin-responses/utils/admin-path';
import { useAdminSession } from '@/features/admin-responses/hooks/use-admin-session';
import { ReportView } from '@/features/report/components/report-view';

function DashboardScreen({ secret }: { secret: string }) {
  const { token, leave, logout } = useAdminSession(secret);

  if (!token) return <Navigate to={adminPaths.login(secret)} replace />;
  return (
    <ResponsesDashboard
      token={token}
      onLogout={() => void logout()}
      onUnauthorized={leave}
      renderReport={(result) => <ReportView result={result} />}
      navigation={<AdminNavigation secret={secret} token={token} current="dashboard" />}
    />
  );
}

/** /admin/dashboard/:secret (SPEC §2): guarded by the secret segment and the stored token. */
export default function AdminDashboardRoute() {
  const { secret } = useParams();
  return <AdminPathGuard secret={secret}>{(valid) => <DashboardScreen secret={valid} />}</AdminPathGuard>;
}
