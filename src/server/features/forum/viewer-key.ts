import { createHash } from 'node:crypto';
import { isIPv4, isIPv6 } from 'node:net';
import { zurichDay } from '@shared/zurich-day';
import type { FastifyRequest } from 'fastify';

/**
 * Who is viewing, for the view count (docs/decisions/014): a member once per login session; a
 * visitor once per network address and Zurich day. A visitor cookie cannot be the key: a client
 * that drops or forges it would be a new viewer on every request, one database write each, and
 * could push any topic up the "popular" sort. Keyed with the app's secret (through the cookie
 * signer) and the day, so a stored key neither reveals the address nor links two days.
 */
export function viewerKey(request: FastifyRequest, now = new Date()): string {
  if (request.sessionId) return `s:${hash(request.sessionId)}`;
  return `a:${hash(request.server.signCookie(`view|${networkOf(request.ip)}|${zurichDay(now)}`))}`;
}

/**
 * The address a visitor is counted by: an IPv4 address, or the /64 prefix of an IPv6 one (one
 * subscriber's network, which hands its hosts any number of addresses).
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

function hash(value: string) {
  return createHash('sha256').update(value).digest('base64url').slice(0, 40);
}
