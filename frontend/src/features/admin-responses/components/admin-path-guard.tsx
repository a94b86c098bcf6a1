import { useEffect, useState, type ReactNode } from 'react';
import { Navigate } from 'react-router';
import { isAdminPathSecret } from '../utils/admin-path';

/** Renders the admin page only for the right secret path segment; any other goes to / (SPEC §6). */
export function AdminPathGuard({
  secret,
  children,
}: {
  secret: string | undefined;
  children: (secret: string) => ReactNode;
}) {
  const [verdict, setVerdict] = useState<{ secret: string | undefined; valid: boolean } | null>(null);

  useEffect(() => {
    let current = true;
    void isAdminPathSecret(secret).then((valid) => {
      if (current) setVerdict({ secret, valid });
    });
    return () => {
      current = false;
    };
  }, [secret]);

  if (!verdict || verdict.secret !== secret) return null; // hashing takes a moment; show nothing meanwhile
  if (!verdict.valid || !secret) return <Navigate to="/" replace />;
  return children(secret);
}
