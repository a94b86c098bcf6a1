import { userInfoSchema, type UserInfo } from '@app/shared/contract';

export type UserInfoErrors = Partial<Record<keyof UserInfo, string>>;

export type UserInfoCheck = { ok: true; values: UserInfo } | { ok: false; errors: UserInfoErrors };

/**
 * SPEC §5 contact rules with the API's own schema: full-width digits, spaces, brackets, dashes
 * and +81 are normalised first, and the values to send are the normalised ones.
 */
export function checkUserInfo(values: UserInfo): UserInfoCheck {
  const parsed = userInfoSchema.safeParse(values);
  if (parsed.success) return { ok: true, values: parsed.data };
  const errors: UserInfoErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof UserInfo;
    // The first rule a field fails is the one to show (required before format).
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}
