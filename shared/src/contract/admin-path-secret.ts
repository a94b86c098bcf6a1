/**
 * True when `value` has the form of the admin path secret, 128 hex characters (DESIGN §8): the
 * one check of the API's and the workers' env, the frontend build and the SPA's admin routes.
 */
export function isAdminPathSecretFormat(value: string): boolean {
  return /^[0-9a-f]{128}$/i.test(value);
}
