import { Link } from 'react-router';
import { buttonStyles } from '@/components/ui/button-styles';
import { useOperatorRole } from '../hooks/use-operator-role';
import { adminPaths } from '../utils/admin-path';

/** 「監査ログ」 in the admin header, offered to the admin role only (the API answers 403 to a member anyway). */
export function AdminAuditLink({ secret, token }: { secret: string; token: string }) {
  const role = useOperatorRole(token);
  if (role !== 'admin') return null;
  return (
    <Link to={adminPaths.audit(secret)} className={buttonStyles('ghost')}>
      監査ログ
    </Link>
  );
}
