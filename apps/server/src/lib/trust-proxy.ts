import proxyAddr from '@fastify/proxy-addr';
import { rememberPure } from '@portal/shared';
import type { Config } from '../config.js';

/** Whether the peer `hop` steps away (0: the one connected to us) is a proxy TRUST_PROXY trusts. */
export type TrustFunction = (address: string, hop: number) => boolean;

/**
 * TRUST_PROXY as one function, for Fastify's trustProxy (who may set X-Forwarded-For) and for the headers only a
 * proxy may set (the country): true trusts every peer, false none, a number n the n nearest hops, else a list of
 * addresses, subnets and proxy-addr's keywords (loopback, linklocal, uniquelocal).
 */
export function trustFunctionOf(value: Config['trustProxy']): TrustFunction {
  if (value === true) return () => true;
  if (value === false) return () => false;
  if (typeof value === 'number') return (_address, hop) => hop < value;
  const trusts = proxyAddr.compile(value.split(',').map((entry) => entry.trim()));
  // A list trusts by address alone: each answer is remembered, as parsing the address again cost every scan a few
  // µs (issue 27). Bounded, so a stream of forged X-Forwarded-For values grows nothing.
  return rememberPure(1_000, (address) => trusts(address, 0));
}

/** The peer connected to us (not what X-Forwarded-For claims) is a trusted proxy: its headers may be believed. */
export function fromTrustedProxy(
  request: { ip: string; socket?: { remoteAddress?: string } },
  trust: TrustFunction,
): boolean {
  return trust(request.socket?.remoteAddress ?? request.ip, 0);
}
