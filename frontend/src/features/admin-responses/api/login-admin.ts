import { adminLoginResponseSchema, type AdminLoginResponse } from '@app/shared/contract';
import { apiClient } from '@/lib/api-client';

/**
 * SPEC §7.2: POST /api/admin/login as a form, with the TOTP `code` when one was typed; resolves
 * with the token response.
 */
export async function loginAdmin({
  code,
  ...credentials
}: {
  username: string;
  password: string;
  code?: string;
}): Promise<AdminLoginResponse> {
  const form = new URLSearchParams(credentials);
  if (code) form.set('code', code);
  const response = await apiClient.post('/api/admin/login', form, {
    // The shared client defaults to JSON; this endpoint takes a form.
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  });
  return adminLoginResponseSchema.parse(response.data);
}
