import { adminLoginResponseSchema, type AdminLoginResponse } from '@app/shared/contract';
import { apiClient, toApiError } from '@/lib/api-client';

/** SPEC §7.2: POST /api/admin/login as a form; resolves with the token response. */
export async function loginAdmin(credentials: {
  username: string;
  password: string;
}): Promise<AdminLoginResponse> {
  try {
    const response = await apiClient.post('/api/admin/login', new URLSearchParams(credentials), {
      // The shared client defaults to JSON; this endpoint takes a form.
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    return adminLoginResponseSchema.parse(response.data);
  } catch (error) {
    throw toApiError(error);
  }
}
