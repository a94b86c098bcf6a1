import { Link, Navigate, useParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { buttonStyles } from '@/components/ui/button-styles';
import { AdminOverview } from '@/features/admin-overview/components/admin-overview';
import { AdminLayout } from '@/features/admin-responses/components/admin-layout';
import { AdminAuditLink } from '@/features/admin-responses/components/admin-audit-link';
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
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1 whitespace-nowrap sm:gap-3">
          <Link to={adminPaths.dashboard(secret)} className={buttonStyles('ghost')}>
            回答一覧
          </Link>
          <Link to={adminPaths.deliveries(secret)} className={buttonStyles('ghost')}>
            配信の失敗
          </Link>
          <AdminAuditLink secret={secret} token={token} />
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
