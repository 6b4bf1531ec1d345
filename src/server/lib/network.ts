import { isIPv4, isIPv6 } from 'node:net';

/**
 * The network a client is counted by: an IPv4 address as it is, or the /64 prefix of an IPv6 one
 * (one subscriber's network, which hands its hosts any number of addresses). Every per-address
 * count uses it — the forum's visitor views, the login throttle and the global rate limit — so
 * one /64 cannot rotate addresses to look like many clients (docs/decisions/015).
 */
export function networkOf(ip: string): string {
  const address = ip.replace(/%.*$/, '');
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  if (mapped) return mapped[1]!;
  if (isIPv4(address) || !isIPv6(address)) return address;
  const [head = '', tail = ''] = address.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const groups = address.includes('::')
    ? [
        ...headGroups,
        ...Array(Math.max(0, 8 - headGroups.length - tailGroups.length)).fill('0'),
        ...tailGroups,
      ]
    : headGroups;
  return `${groups
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}
