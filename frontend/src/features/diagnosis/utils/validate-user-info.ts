import { emailPattern, phoneDigitsPattern, type UserInfo } from '@app/shared/contract';

export type UserInfoErrors = Partial<Record<keyof UserInfo, string>>;

/** SPEC §5 contact rules and messages, checked in field order. */
export function validateUserInfo(values: UserInfo): UserInfoErrors {
  const errors: UserInfoErrors = {};
  const email = values.email.trim();
  const phone = values.phone.trim();
  if (!values.name.trim()) errors.name = '氏名は必須です';
  if (!email) errors.email = 'メールアドレスは必須です';
  else if (!emailPattern.test(email)) errors.email = '有効なメールアドレスを入力してください';
  if (!phone) errors.phone = '電話番号は必須です';
  else if (!phoneDigitsPattern.test(phone.replaceAll('-', ''))) {
    errors.phone = '有効な電話番号（ハイフンなし10桁または11桁）を入力してください';
  }
  return errors;
}
