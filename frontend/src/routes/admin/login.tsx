import { useNavigate, useParams } from 'react-router';
import { AdminLayout } from '@/features/admin-responses/components/admin-layout';
import { AdminPathGuard } from '@/features/admin-responses/components/admin-path-guard';
import { LoginForm } from '@/features/admin-responses/components/login-form';
import { adminPaths } from '@/features/admin-responses/utils/admin-path';
import { adminTokenStorage } from '@/features/admin-responses/utils/admin-token-storage';

function LoginScreen({ secret }: { secret: string }) {
  const navigate = useNavigate();
  return (
    <AdminLayout title="ログイン">
      <div className="mx-auto max-w-md rounded-2xl border border-slate-200 bg-white p-6 shadow-xs sm:p-8">
        <h1 className="mb-6 text-xl font-bold text-slate-900">管理者ログイン</h1>
        <LoginForm
          onLoggedIn={(token) => {
            adminTokenStorage.write(token);
            navigate(adminPaths.dashboard(secret), { replace: true });
          }}
        />
      </div>
    </AdminLayout>
  );
}

/** /admin/login/:secret (SPEC §2). */
export default function AdminLoginRoute() {
  const { secret } = useParams();
  return <AdminPathGuard secret={secret}>{(valid) => <LoginScreen secret={valid} />}</AdminPathGuard>;
}
