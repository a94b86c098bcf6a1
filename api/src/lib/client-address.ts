import { isIPv4, isIPv6 } from 'node:net';
import type { Request } from 'express';

/** The eight 16-bit groups of an IPv6 address, or null when it cannot be read. */
function ipv6Groups(address: string): number[] | null {
  let text = address.split('%')[0]!.toLowerCase();
  // An embedded IPv4 tail (::ffff:1.2.3.4, 64:ff9b::1.2.3.4) becomes two groups.
  const v4Tail = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (v4Tail) {
    const [a, b, c, d] = v4Tail[1]!.split('.').map(Number) as [number, number, number, number];
    text = `${text.slice(0, -v4Tail[1]!.length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split('::') as [string, string | undefined];
  const parse = (part: string | undefined) =>
    part ? part.split(':').map((group) => parseInt(group, 16)) : [];
  const headGroups = parse(head);
  const tailGroups = parse(tail);
  const groups =
    tail === undefined
      ? headGroups
      : [
          ...headGroups,
          ...new Array<number>(8 - headGroups.length - tailGroups.length).fill(0),
          ...tailGroups,
        ];
  return groups.length === 8 && groups.every((group) => Number.isInteger(group)) ? groups : null;
}

/**
 * The key a client address is counted under by the rate limits and the login throttle: an IPv4
 * address as it is (also when it arrives IPv4-mapped, `::ffff:127.0.0.1`), an IPv6 address by its
 * /64 network, since one subscriber usually holds a whole /64 and could otherwise rotate through it.
 */
export function addressKey(address: string | undefined): string {
  if (!address) return 'unknown';
  if (isIPv4(address)) return address;
  if (!isIPv6(address)) return address;
  const groups = ipv6Groups(address);
  if (!groups) return address;
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    return [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

/**
 * The network an address key belongs to, for shares of a common budget: an IPv6 /64 key by its /48
 * (one site or subscriber), any other key as it is.
 */
export function networkKey(key: string): string {
  if (!key.endsWith('::/64')) return key;
  return `${key.slice(0, -'::/64'.length).split(':').slice(0, 3).join(':')}::/48`;
}

/**
 * The client's address key: the socket's peer, or with TRUST_PROXY the address the trusted proxies
 * report (Express resolves `req.ip` from X-Forwarded-For only that many hops deep).
 */
export function clientAddress(req: Request): string {
  return addressKey(req.ip ?? req.socket.remoteAddress);
}
