import type { Config } from '../config.js';

/** A host as a URL holds it: a DNS name or IPv4 address, or a bracketed IPv6 address, with an optional port. */
const HOST_PATTERN =
  /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/** A request's protocol and host (Fastify types the protocol as http | https, but X-Forwarded-Proto may say anything). */
type RequestAddress = { protocol: string; host: string };
type BaseConfig = Pick<Config, 'publicUrl' | 'publicUrlConfigured'>;

/**
 * The base of the public links an admin or owner copies, opens or prints as a QR code: PUBLIC_URL when it is set;
 * otherwise the address this request reached (protocol and host, which Fastify reads from X-Forwarded-Proto and
 * X-Forwarded-Host only when the peer passes TRUST_PROXY), so an admin who opened the portal by the machine's address
 * prints codes a phone can open instead of the http://localhost:PORT default. A host that is not one falls back to
 * that default. Never for e-mails: a request's Host header must not reach one (they use config.publicUrl only).
 */
export function publicLinkBase(request: RequestAddress, config: BaseConfig): string {
  if (config.publicUrlConfigured) return config.publicUrl;
  const { protocol, host } = request;
  if ((protocol !== 'http' && protocol !== 'https') || !HOST_PATTERN.test(host)) return config.publicUrl;
  // origin lower-cases the host and drops a default port (http://portal:80 -> http://portal).
  return new URL(`${protocol}://${host}`).origin;
}

/** Whether links on this base are the request's own (so a shared cache must not keep them for another Host). */
export const linkBaseFollowsRequest = (config: BaseConfig) => !config.publicUrlConfigured;
