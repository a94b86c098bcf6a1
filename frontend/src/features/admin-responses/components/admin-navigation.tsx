import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { buttonStyles } from '@/components/ui/button-styles';
import { adminPaths } from '../utils/admin-path';
import { AdminAuditLink } from './admin-audit-link';

export type AdminScreen = 'dashboard' | 'overview' | 'deliveries' | 'audit';

const screenLinks: { screen: Exclude<AdminScreen, 'audit'>; label: string }[] = [
  { screen: 'dashboard', label: '回答一覧' },
  { screen: 'overview', label: '概要' },
  { screen: 'deliveries', label: '配信の失敗' },
];

/** Links to the other admin screens; the audit log only for the admin role (AdminAuditLink). */
export function AdminNavigation({
  secret,
  token,
  current,
}: {
  secret: string;
  token: string;
  current: AdminScreen;
}) {
  return (
    <>
      {screenLinks
        .filter(({ screen }) => screen !== current)
        .map(({ screen, label }) => (
          <Link key={screen} to={adminPaths[screen](secret)} className={buttonStyles('ghost')}>
            {label}
          </Link>
        ))}
      {current === 'audit' ? null : <AdminAuditLink secret={secret} token={token} />}
    </>
  );
}

/** The admin header's right side: the navigation, then 「ログアウト」. */
export function AdminHeaderActions({ children, onLogout }: { children: ReactNode; onLogout: () => void }) {
  return (
    <div className="flex flex-wrap items-center gap-x-2 gap-y-1 whitespace-nowrap sm:gap-3">
      {children}
      <Button variant="secondary" onClick={onLogout}>
        ログアウト
      </Button>
    </div>
  );
}
