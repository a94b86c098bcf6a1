import { Link, Navigate, useParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { buttonStyles } from '@/components/ui/button-styles';
import { FailedDeliveries } from '@/features/admin-deliveries/components/failed-deliveries';
import { AdminLayout } from '@/features/admin-responses/components/admin-layout';
import { AdminAuditLink } from '@/features/admin-responses/components/admin-audit-link';
import { AdminPathGuard } from '@/features/admin-responses/components/admin-path-guard';
import { adminPaths } from '@/features/admin-responses/utils/admin-path';
import { useAdminSession } from '@/features/admin-responses/hooks/use-admin-session';

function DeliveriesScreen({ secret }: { secret: string }) {
  const { token, leave, logout } = useAdminSession(secret);

  if (!token) return <Navigate to={adminPaths.login(secret)} replace />;
  return (
    <AdminLayout
      title="配信の失敗"
      actions={
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1 whitespace-nowrap sm:gap-3">
          <Link to={adminPaths.dashboard(secret)} className={buttonStyles('ghost')}>
            回答一覧
          </Link>
          <Link to={adminPaths.overview(secret)} className={buttonStyles('ghost')}>
            概要
          </Link>
          <AdminAuditLink secret={secret} token={token} />
          <Button variant="secondary" onClick={() => void logout()}>
            ログアウト
          </Button>
        </div>
      }
    >
      <FailedDeliveries token={token} onUnauthorized={leave} />
    </AdminLayout>
  );
}

/** /admin/deliveries/:secret: the e-mails and webhooks given up, guarded like the dashboard. */
export default function AdminDeliveriesRoute() {
  const { secret } = useParams();
  return <AdminPathGuard secret={secret}>{(valid) => <DeliveriesScreen secret={valid} />}</AdminPathGuard>;
}
