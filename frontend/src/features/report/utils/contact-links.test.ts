import { describe, expect, test } from 'vitest';
import { contactParts } from './contact-links';

describe('contactParts', () => {
  test('when the contact gives an e-mail address and a phone number, then both become links and the rest stays text', () => {
    expect(contactParts('メール：dx@example.jp／電話：03-1234-5678（平日9時〜17時）')).toEqual([
      { kind: 'text', text: 'メール：' },
      { kind: 'email', text: 'dx@example.jp', href: 'mailto:dx@example.jp' },
      { kind: 'text', text: '／電話：' },
      { kind: 'phone', text: '03-1234-5678', href: 'tel:+81312345678' },
      { kind: 'text', text: '（平日9時〜17時）' },
    ]);
  });

  test.each([
    ['0120-123-456', 'tel:+81120123456'],
    ['090-1234-5678', 'tel:+819012345678'],
    ['０３−１２３４−５６７８', 'tel:+81312345678'],
    ['06(6123)4567', 'tel:+81661234567'],
    ['+81 3 1234 5678', 'tel:+81312345678'],
  ])('when the number is written as %s, then it dials %s', (written, href) => {
    expect(contactParts(`TEL ${written}`)).toContainEqual({ kind: 'phone', text: written, href });
  });

  test.each([
    '〒100-0005 東京都千代田区丸の内1-1-1',
    '受付は2026-04-01から',
    '03-1234',
    'お問い合わせは本診断の運営事務局までご連絡ください。',
  ])('when the text has no phone number or e-mail (%s), then it stays one text', (text) => {
    expect(contactParts(text)).toEqual([{ kind: 'text', text }]);
  });

  test('when the e-mail address holds digits, then no phone number is found inside it', () => {
    expect(contactParts('info0312345678@example.co.jp')).toEqual([
      {
        kind: 'email',
        text: 'info0312345678@example.co.jp',
        href: 'mailto:info0312345678@example.co.jp',
      },
    ]);
  });
});
