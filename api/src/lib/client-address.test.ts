import { describe, expect, test } from 'vitest';
import { addressKey, networkKey } from './client-address';

describe('addressKey', () => {
  test.each([
    ['127.0.0.2', '127.0.0.2'],
    ['::ffff:127.0.0.2', '127.0.0.2'],
    ['::FFFF:7f00:2', '127.0.0.2'],
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['2001:db8:1:2::99', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    [undefined, 'unknown'],
    ['not-an-address', 'not-an-address'],
  ])('when the address is %j, then it is counted as %j', (address, expected) => {
    expect(addressKey(address)).toBe(expected);
  });

  test('when two addresses share a /64, then they share a key; neighbouring /64s do not', () => {
    expect(addressKey('2001:db8:a:b::1')).toBe(addressKey('2001:db8:a:b:ffff:ffff:ffff:ffff'));
    expect(addressKey('2001:db8:a:b::1')).not.toBe(addressKey('2001:db8:a:c::1'));
  });
});

describe('networkKey', () => {
  test('an IPv6 /64 key belongs to its /48; an IPv4 address is its own network', () => {
    expect(networkKey(addressKey('2001:db8:1:2::1'))).toBe('2001:db8:1::/48');
    expect(networkKey(addressKey('2001:db8:1:ffff::9'))).toBe('2001:db8:1::/48');
    expect(networkKey(addressKey('198.51.100.7'))).toBe('198.51.100.7');
  });
});
