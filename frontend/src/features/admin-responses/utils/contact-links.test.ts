import { describe, expect, test } from 'vitest';
import { mailtoHref, telHref } from './contact-links';

describe('contact links', () => {
  test.each([
    ['03-1234-5678', 'tel:0312345678'],
    ['09012345678', 'tel:09012345678'],
    ['０３－１２３４－５６７８', 'tel:0312345678'],
    ['+81 3 1234 5678', 'tel:+81312345678'],
  ])('when the phone number is %j, then the link dials %j', (phone, href) => {
    expect(telHref(phone)).toBe(href);
  });

  test('when nothing dialable is stored, then there is no phone link', () => {
    expect(telHref('')).toBeNull();
    expect(telHref('（削除済み）')).toBeNull();
  });

  test('when an address is linked, then it opens a message to that address only', () => {
    expect(mailtoHref('taro@example.co.jp')).toBe('mailto:taro@example.co.jp');
    expect(mailtoHref('a+b@example.jp')).toBe('mailto:a%2Bb@example.jp');
    expect(mailtoHref('x@example.jp?cc=boss@example.jp&body=hi')).toBe(
      'mailto:x%40example.jp%3Fcc%3Dboss@example.jp%26body%3Dhi',
    );
  });

  test('when the address has no local part or no domain, then there is no mail link', () => {
    expect(mailtoHref('')).toBeNull();
    expect(mailtoHref('@example.jp')).toBeNull();
    expect(mailtoHref('taro@')).toBeNull();
    expect(mailtoHref('—')).toBeNull();
  });
});
