import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns';
import { BlockList, isIP } from 'node:net';
import { WEBHOOK_TEXTS } from '@portal/shared';

/**
 * Where a webhook may never be sent (issue 45 item 3): link-local and the cloud metadata addresses
 * (169.254.0.0/16, fe80::/10, AWS's fd00:ec2::254), "this network", multicast and reserved ranges — even with
 * WEBHOOK_ALLOW_PRIVATE. A BlockList matches IPv4-mapped IPv6 addresses (::ffff:169.254.169.254) by their IPv4 rules.
 */
const NEVER = new BlockList();
NEVER.addSubnet('169.254.0.0', 16, 'ipv4');
NEVER.addSubnet('0.0.0.0', 8, 'ipv4');
NEVER.addSubnet('224.0.0.0', 4, 'ipv4');
NEVER.addSubnet('240.0.0.0', 4, 'ipv4');
NEVER.addSubnet('fe80::', 10, 'ipv6');
NEVER.addSubnet('ff00::', 8, 'ipv6');
NEVER.addAddress('::', 'ipv6');
NEVER.addAddress('fd00:ec2::254', 'ipv6');

/** Loopback, private, carrier-grade NAT and unique-local ranges: refused unless WEBHOOK_ALLOW_PRIVATE. */
const PRIVATE = new BlockList();
PRIVATE.addSubnet('127.0.0.0', 8, 'ipv4');
PRIVATE.addSubnet('10.0.0.0', 8, 'ipv4');
PRIVATE.addSubnet('172.16.0.0', 12, 'ipv4');
PRIVATE.addSubnet('192.168.0.0', 16, 'ipv4');
PRIVATE.addSubnet('100.64.0.0', 10, 'ipv4');
PRIVATE.addAddress('::1', 'ipv6');
PRIVATE.addSubnet('fc00::', 7, 'ipv6');
// NAT64 maps IPv4 (a private one too) into IPv6.
PRIVATE.addSubnet('64:ff9b::', 96, 'ipv6');

/** An address a webhook may not reach. */
export class AddressRefused extends Error {
  readonly code = 'WEBHOOK_ADDRESS_REFUSED';
  constructor(readonly address: string) {
    super(`${WEBHOOK_TEXTS.addressRefused} (${address})`);
  }
}

/** Why `address` (an IP) is refused, or null: always for NEVER's ranges, for PRIVATE's unless allowed. */
export function isRefusedAddress(address: string, allowPrivate: boolean): boolean {
  const family = isIP(address);
  if (family === 0) return true;
  const type = family === 4 ? 'ipv4' : 'ipv6';
  if (NEVER.check(address, type)) return true;
  return !allowPrivate && PRIVATE.check(address, type);
}

/** A URL's host as an IP when it is one ([::1] → ::1), else null. */
export function ipLiteralOf(url: URL): string | null {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  return isIP(host) ? host : null;
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/**
 * The socket's own DNS lookup (http.request's `lookup`): every address the name resolves to is checked, and the
 * connection is made to the checked one — no second resolution between check and connect (DNS rebinding). A name
 * with any refused address is refused whole.
 */
export function guardedLookup(allowPrivate: boolean) {
  return (hostname: string, options: LookupOptions, callback: LookupCallback): void => {
    dnsLookup(hostname, { all: true, family: options.family ?? 0 }, (error, addresses) => {
      if (error) return callback(error, '');
      const refused = addresses.find((entry) => isRefusedAddress(entry.address, allowPrivate));
      if (refused || addresses.length === 0) return callback(new AddressRefused(refused?.address ?? hostname), '');
      if (options.all) return callback(null, addresses);
      callback(null, addresses[0]!.address, addresses[0]!.family);
    });
  };
}

/** Resolves a name now (the form's early refusal); DNS failures are left to the delivery. */
export function resolvesToRefused(hostname: string, allowPrivate: boolean): Promise<boolean> {
  return new Promise((resolve) => {
    dnsLookup(hostname, { all: true }, (error, addresses) =>
      resolve(!error && addresses.some((entry) => isRefusedAddress(entry.address, allowPrivate))),
    );
  });
}
