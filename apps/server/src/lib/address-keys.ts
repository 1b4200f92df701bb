import { isIPv4, isIPv6 } from 'node:net';
import type { UrlSigner } from './signed-urls.js';

/** The eight groups of an IPv6 address, `::` expanded (an embedded IPv4 tail counts as two groups). */
function ipv6Groups(address: string): string[] {
  const [head = '', tail = ''] = address.toLowerCase().split('::');
  const groupsOf = (part: string) =>
    part
      ? part.split(':').flatMap((group) => {
          if (!isIPv4(group)) return [group];
          const [a = 0, b = 0, c = 0, d = 0] = group.split('.').map(Number);
          return [((a << 8) | b).toString(16), ((c << 8) | d).toString(16)];
        })
      : [];
  const left = groupsOf(head);
  const right = groupsOf(tail);
  const missing = address.includes('::') ? 8 - left.length - right.length : 0;
  return [...left, ...Array<string>(missing).fill('0'), ...right].map((group) => group.replace(/^0+(?=.)/, ''));
}

/**
 * An address as a guess limit counts it: IPv4 whole (an IPv4-mapped IPv6 too), IPv6 by its /64, the block one
 * subscriber holds, so one visitor cannot walk through its own block to reset the count.
 */
export function addressGroup(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1]!;
  if (!isIPv6(address)) return address;
  return `${ipv6Groups(address).slice(0, 4).join(':')}::/64`;
}

/**
 * The key an address is counted under where a count is stored (the PIN's tries, the claim's wrong codes): an HMAC of
 * its group with a key of its own, so what is stored never gives the address back.
 */
export const createAddressKeys =
  (signer: UrlSigner) =>
  (address: string): string =>
    signer.sign(addressGroup(address)).slice(0, 22);
