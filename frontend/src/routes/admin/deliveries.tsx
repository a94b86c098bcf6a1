import { Navigate, useParams } from 'react-router';
import { FailedDeliveries } from '@/features/admin-deliveries/components/failed-deliveries';
import { AdminLayout } from '@/features/admin-responses/components/admin-layout';
import { AdminHeaderActions, AdminNavigation } from '@/features/admin-responses/components/admin-navigation';
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
        <AdminHeaderActions onLogout={() => void logout()}>
          <AdminNavigation secret={secret} token={token} current="deliveries" />
        </AdminHeaderActions>
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
