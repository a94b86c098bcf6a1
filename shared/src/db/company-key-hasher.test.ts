import { describe, expect, test } from 'vitest';
import { createCompanyKeyHasher } from './company-key-hasher';

const hasher = createCompanyKeyHasher('company-key-hasher-test-secret-0123456789');

describe('createCompanyKeyHasher', () => {
  test('when one company spells its name differently from the same domain, then its keys are equal', () => {
    const first = hasher('株式会社 山田製作所', 'taro@yamada-ss.co.jp');
    const second = hasher('山田製作所（株）', 'Hanako@Yamada-SS.CO.JP');

    expect(second).toEqual(first);
  });

  test('when keys are stored, then they hold neither the name, its key form nor the domain', () => {
    const keys = hasher('株式会社 山田製作所', 'taro@yamada-ss.co.jp');

    expect(keys.companyNameKey).toMatch(/^[\w-]{43}$/);
    expect(keys.emailDomainKey).toMatch(/^[\w-]{43}$/);
    expect(JSON.stringify(keys)).not.toMatch(/山田|yamada/i);
  });

  test('when another secret keys the same company, then its keys differ', () => {
    const other = createCompanyKeyHasher('another-company-key-secret-0123456789');

    const keys = other('株式会社 山田製作所', 'taro@yamada-ss.co.jp');

    expect(keys.companyNameKey).not.toBe(hasher('株式会社 山田製作所', 'x@gmail.com').companyNameKey);
    expect(keys.emailDomainKey).not.toBe(
      hasher('株式会社 山田製作所', 'taro@yamada-ss.co.jp').emailDomainKey,
    );
  });

  test('when the address is free mail, then there is no domain key', () => {
    expect(hasher('山田製作所', 'yamada.taro@gmail.com').emailDomainKey).toBeNull();
  });
});
