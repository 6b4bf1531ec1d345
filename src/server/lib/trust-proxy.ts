import { BlockList, isIP } from 'node:net';

/** Addresses a proxy of ours can have: loopback, link-local and private ranges. */
const privateRanges = new BlockList();
for (const [network, prefix] of [
  ['127.0.0.0', 8],
  ['10.0.0.0', 8],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['169.254.0.0', 16],
] as const) {
  privateRanges.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
] as const) {
  privateRanges.addSubnet(network, prefix, 'ipv6');
}

function isPrivate(address: string) {
  const mapped = address.startsWith('::ffff:') ? address.slice(7) : address;
  const family = isIP(mapped);
  return family !== 0 && privateRanges.check(mapped, family === 4 ? 'ipv4' : 'ipv6');
}

/**
 * Fastify's trust function for TRUST_PROXY (docs/decisions/009). A list of proxy addresses is
 * Fastify's own form. A hop count alone would let a client that reaches the server directly
 * write its own X-Forwarded-For, so each trusted hop must also be a private address.
 */
export function trustProxyOption(setting: false | number | string[]) {
  if (typeof setting !== 'number') return setting;
  return (address: string, hop: number) => hop < setting && isPrivate(address);
}
