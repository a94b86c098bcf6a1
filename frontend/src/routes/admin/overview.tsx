import { useCallback } from 'react';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { buttonStyles } from '@/components/ui/button-styles';
import { AdminOverview } from '@/features/admin-overview/components/admin-overview';
import { logoutAdmin } from '@/features/admin-responses/api/logout-admin';
import { AdminLayout } from '@/features/admin-responses/components/admin-layout';
import { AdminPathGuard } from '@/features/admin-responses/components/admin-path-guard';
import { adminPaths } from '@/features/admin-responses/utils/admin-path';
import { adminTokenStorage } from '@/features/admin-responses/utils/admin-token-storage';

function OverviewScreen({ secret }: { secret: string }) {
  const navigate = useNavigate();
  const token = adminTokenStorage.read();
  const leave = useCallback(() => {
    adminTokenStorage.clear();
    navigate(adminPaths.login(secret), { replace: true });
  }, [navigate, secret]);
  const logout = useCallback(async () => {
    // As on the dashboard: revoke on the server, and sign out here even if that fails.
    if (token) await logoutAdmin(token).catch(() => undefined);
    leave();
  }, [leave, token]);

  if (!token) return <Navigate to={adminPaths.login(secret)} replace />;
  return (
    <AdminLayout
      title="概要"
      actions={
        <div className="flex shrink-0 items-center gap-2 whitespace-nowrap sm:gap-3">
          <Link to={adminPaths.dashboard(secret)} className={buttonStyles('ghost')}>
            回答一覧
          </Link>
          <Button variant="secondary" onClick={() => void logout()}>
            ログアウト
          </Button>
        </div>
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
