import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { logoutAdmin } from '../api/logout-admin';
import { adminPaths } from '../utils/admin-path';
import { adminTokenStorage } from '../utils/admin-token-storage';

/**
 * The operator's session on an admin page: the stored token (null when signed out), `leave` to sign
 * out here (a 401 from the API), and `logout` to revoke the token on the server first, leaving this
 * browser signed out even if that call fails.
 */
export function useAdminSession(secret: string) {
  const navigate = useNavigate();
  const token = adminTokenStorage.read();
  const leave = useCallback(() => {
    adminTokenStorage.clear();
    navigate(adminPaths.login(secret), { replace: true });
  }, [navigate, secret]);
  const logout = useCallback(async () => {
    if (token) await logoutAdmin(token).catch(() => undefined);
    leave();
  }, [leave, token]);
  return { token, leave, logout };
}
