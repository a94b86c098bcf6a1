import { describe, expect, test } from 'vitest';
import { adminPasswordProblem, minAdminPasswordLength } from './admin-password-policy';

describe('adminPasswordProblem', () => {
  test.each([
    ['password', 'at least 12 characters'],
    ['a'.repeat(minAdminPasswordLength - 1), 'at least 12 characters'],
    ['administrator', 'commonly used'],
    ['Password2026!', 'commonly used'],
    ['qwertyuiop123', 'commonly used'],
    ['trustno1trustno1', 'commonly used'],
    ['xyxyxyxyxyxyxyxy', 'repeats a short sequence'],
    ['operator-sato-2026', 'must not contain the username'],
  ])('when the password is %s, then it is refused (%s)', (password, reason) => {
    expect(adminPasswordProblem(password, 'Operator-Sato')).toContain(reason);
  });

  test.each(['correct horse battery staple', 'e2e-Admin-password-2026', '社内DX推進の合言葉です'])(
    'when the password is %s, then it is accepted',
    (password) => {
      expect(adminPasswordProblem(password, 'ops')).toBeNull();
    },
  );

  test('when a password is refused, then the reason does not repeat it', () => {
    expect(adminPasswordProblem('Password2026!')).not.toContain('Password2026!');
  });
});
