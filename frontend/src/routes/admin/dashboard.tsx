import { useCallback } from 'react';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { buttonStyles } from '@/components/ui/button-styles';
import { logoutAdmin } from '@/features/admin-responses/api/logout-admin';
import { AdminPathGuard } from '@/features/admin-responses/components/admin-path-guard';
import { ResponsesDashboard } from '@/features/admin-responses/components/responses-dashboard';
import { adminPaths } from '@/features/admin-responses/utils/admin-path';
import { adminTokenStorage } from '@/features/admin-responses/utils/admin-token-storage';
import { ReportView } from '@/features/report/components/report-view';

function DashboardScreen({ secret }: { secret: string }) {
  const navigate = useNavigate();
  const token = adminTokenStorage.read();
  const leave = useCallback(() => {
    adminTokenStorage.clear();
    navigate(adminPaths.login(secret), { replace: true });
  }, [navigate, secret]);
  const logout = useCallback(async () => {
    // Revoke the token on the server first; leave this browser signed out even if that fails.
    if (token) await logoutAdmin(token).catch(() => undefined);
    leave();
  }, [leave, token]);

  if (!token) return <Navigate to={adminPaths.login(secret)} replace />;
  return (
    <ResponsesDashboard
      token={token}
      onLogout={() => void logout()}
      onUnauthorized={leave}
      renderReport={(result) => <ReportView result={result} />}
      navigation={
        <Link to={adminPaths.overview(secret)} className={buttonStyles('ghost')}>
          概要
        </Link>
      }
    />
  );
}

/** /admin/dashboard/:secret (SPEC §2): guarded by the secret segment and the stored token. */
export default function AdminDashboardRoute() {
  const { secret } = useParams();
  return <AdminPathGuard secret={secret}>{(valid) => <DashboardScreen secret={valid} />}</AdminPathGuard>;
}
