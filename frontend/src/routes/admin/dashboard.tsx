import { Link, Navigate, useParams } from 'react-router';
import { buttonStyles } from '@/components/ui/button-styles';
import { AdminAuditLink } from '@/features/admin-responses/components/admin-audit-link';
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
      navigation={
        <>
          <Link to={adminPaths.overview(secret)} className={buttonStyles('ghost')}>
            概要
          </Link>
          <Link to={adminPaths.deliveries(secret)} className={buttonStyles('ghost')}>
            配信の失敗
          </Link>
          <AdminAuditLink secret={secret} token={token} />
        </>
      }
    />
  );
}

/** /admin/dashboard/:secret (SPEC §2): guarded by the secret segment and the stored token. */
export default function AdminDashboardRoute() {
  const { secret } = useParams();
  return <AdminPathGuard secret={secret}>{(valid) => <DashboardScreen secret={valid} />}</AdminPathGuard>;
}
