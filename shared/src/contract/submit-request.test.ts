import { describe, expect, test } from 'vitest';
import { normalizeEmail, normalizePhone, userInfoMessages, userInfoSchema } from './submit-request';

const contact = (overrides: Partial<Record<'name' | 'email' | 'phone', string>>) => ({
  name: '山田 太郎',
  email: 'taro.yamada@example.co.jp',
  phone: '03-1234-5678',
  ...overrides,
});

/** Every message per field of a contact that fails the schema. */
function messages(values: ReturnType<typeof contact>) {
  const result = userInfoSchema.safeParse(values);
  if (result.success) return {};
  const byField: Record<string, string[]> = {};
  for (const issue of result.error.issues) (byField[String(issue.path[0])] ??= []).push(issue.message);
  return byField;
}

describe('normalizePhone', () => {
  test.each([
    ['０３１２３４５６７８', '0312345678'],
    ['03 1234 5678', '03-1234-5678'],
    ['03\u30001234\u30005678', '03-1234-5678'],
    ['(03)1234-5678', '03-1234-5678'],
    ['（０３）１２３４－５６７８', '03-1234-5678'],
    ['+81 3-1234-5678', '03-1234-5678'],
    ['＋８１ ９０ １２３４ ５６７８', '090-1234-5678'],
    ['+81 (0)3 1234 5678', '03-1234-5678'],
    ['+81-03-1234-5678', '03-1234-5678'],
    ['０９０－１２３４－５６７８', '090-1234-5678'],
    ['090ー1234ー5678', '090-1234-5678'],
    ['090‐1234―5678', '090-1234-5678'],
    ['090−1234–5678', '090-1234-5678'],
    ['ｰ090ｰ1234ｰ5678ｰ', '090-1234-5678'],
    ['  03-1234-5678  ', '03-1234-5678'],
    ['0312345678', '0312345678'],
  ])('when 「%s」 is typed, then it becomes %s', (typed, expected) => {
    expect(normalizePhone(typed)).toBe(expected);
  });

  test('when the number holds letters, then they are kept so that the check still fails', () => {
    expect(normalizePhone('03-1234-abcd')).toBe('03-1234-abcd');
  });

  test('when only separators are typed, then nothing is left', () => {
    expect(normalizePhone(' ー（） ')).toBe('');
  });
});

describe('normalizeEmail', () => {
  test('when the address is typed in full-width with spaces around it, then it becomes ASCII and trimmed', () => {
    expect(normalizeEmail('\u3000ｔａｒｏ．ｙａｍａｄａ＠ｅｘａｍｐｌｅ．ｃｏ．ｊｐ ')).toBe(
      'taro.yamada@example.co.jp',
    );
  });

  test('when the address is already ASCII, then only the outer spaces go', () => {
    expect(normalizeEmail(' Taro@Example.com ')).toBe('Taro@Example.com');
  });
});

describe('userInfoSchema', () => {
  test.each([
    '０３１２３４５６７８',
    '03 1234 5678',
    '(03)1234-5678',
    '+81 3-1234-5678',
    '０９０－１２３４－５６７８',
  ])('when the phone is 「%s」, then it is accepted and stored normalised', (phone) => {
    const parsed = userInfoSchema.parse(contact({ phone }));

    expect(parsed.phone).toMatch(/^0\d{1,4}(-?\d+)*$/);
    expect(parsed.phone.replaceAll('-', '')).toMatch(/^\d{10,11}$/);
  });

  test('when the e-mail is full-width, then it is accepted and stored as ASCII', () => {
    const parsed = userInfoSchema.parse(
      contact({ email: 'ｔａｒｏ＠ｅｘａｍｐｌｅ．ｃｏ．ｊｐ', name: ' 山田 太郎\u3000' }),
    );

    expect(parsed).toEqual({ name: '山田 太郎', email: 'taro@example.co.jp', phone: '03-1234-5678' });
  });

  test.each(['03-1234-567', '090123456789', '03-1234-abcd', '123456789', '+81 3-1234-567'])(
    'when the phone is %s, then the SPEC message is answered',
    (phone) => {
      expect(messages(contact({ phone })).phone).toEqual([userInfoMessages.phoneInvalid]);
    },
  );

  test.each(['taro', 'taro@example', 'taro yamada@example.com', 'ｔａｒｏ＠ｅｘａｍｐｌｅ'])(
    'when the e-mail is %s, then the SPEC message is answered',
    (email) => {
      expect(messages(contact({ email })).email).toEqual([userInfoMessages.emailInvalid]);
    },
  );

  test('when every field is blank or only spaces, then each required message comes first', () => {
    const found = messages({ name: '\u3000', email: ' ', phone: ' - ' });

    expect(found.name?.[0]).toBe('氏名は必須です');
    expect(found.email?.[0]).toBe('メールアドレスは必須です');
    expect(found.phone?.[0]).toBe('電話番号は必須です');
  });
});
