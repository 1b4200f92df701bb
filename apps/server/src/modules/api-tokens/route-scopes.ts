import type { ApiTokenDomain, ApiTokenScope } from '@portal/shared';

/**
 * Which routes an API token may reach, and with which scope (issue 45): the one declaration plugins/auth.ts enforces
 * and the OpenAPI document publishes (plugins/external/swagger.ts). Derived from the route's path and method so that
 * no route file has to remember it, and denied by default: a route under no prefix below is refused to every token
 * (403), so a new family of routes is reachable by a token only once it is named here.
 * GET and HEAD need `<domain>:read`, every other method `<domain>:write`.
 */
export type TokenAccess =
  | { kind: 'scope'; scope: ApiTokenScope }
  /** Password, e-mail, 2FA, sessions, tokens, account deletion and export: a session only, always. */
  | { kind: 'accountSecurity' }
  /** Not named below: a session only. */
  | { kind: 'refused' };

type SecurityRule = { path: string; exact?: boolean; methods?: readonly string[] };

/** Checked first: these answer the account-security refusal whatever the token's scopes. */
const ACCOUNT_SECURITY: readonly SecurityRule[] = [
  { path: '/api/auth' },
  // GET /api/me (the account itself) and its password and e-mail changes (modules/account).
  { path: '/api/me', exact: true },
  { path: '/api/me/password' },
  { path: '/api/me/email' },
  { path: '/api/me/sessions' },
  { path: '/api/me/2fa' },
  { path: '/api/me/tokens' },
  { path: '/api/me/account' },
  { path: '/api/me/export' },
  // Other accounts' security: creating accounts, roles, passwords, 2FA resets, invitations, deletions.
  { path: '/api/admin/users' },
  { path: '/api/admin/clients/:id', exact: true, methods: ['DELETE'] },
  { path: '/api/admin/clients/:id/export' },
];

/**
 * Path prefix -> the domain whose scope it needs; the longest matching prefix wins.
 * `/api/me/webhooks` is left out on purpose (refused to every token): a webhook is a standing export of the account's
 * events to any URL, so a leaked token with tags:read must not be able to plant one; no scope grants it (issue 45).
 */
const DOMAIN_PREFIXES: ReadonlyArray<readonly [string, ApiTokenDomain]> = [
  ['/api/me/bracelets', 'tags'],
  // The finders' messages about the owner's lost tags.
  ['/api/me/messages', 'tags'],
  ['/api/me/profiles', 'profiles'],
  ['/api/me/page', 'profiles'],
  ['/api/me/photos', 'profiles'],
  // A private photo's bytes to its owner (public ones need no token).
  ['/api/photos', 'profiles'],
  ['/api/me/analytics', 'analytics'],
  ['/api/me/analytics/reports', 'reports'],
  // Technicians' and admins' equipment routes; a USER's token has no maintenance scope.
  ['/api/tecnico', 'maintenance'],
  ['/api/admin', 'admin'],
  ['/api/public/admin', 'admin'],
];

const segmentsOf = (path: string) => path.split('/').filter(Boolean);

function startsWith(path: string[], prefix: string[]): boolean {
  return prefix.length <= path.length && prefix.every((segment, i) => segment === path[i]);
}

const securityRules = ACCOUNT_SECURITY.map((rule) => ({ ...rule, segments: segmentsOf(rule.path) }));
const domainRules = DOMAIN_PREFIXES.map(([path, domain]) => ({ segments: segmentsOf(path), domain })).sort(
  (a, b) => b.segments.length - a.segments.length,
);

/** `url`: the route's pattern as Fastify knows it (`/api/me/bracelets/:id`); undefined (no route) is refused. */
export function tokenAccessOf(method: string, url: string | undefined): TokenAccess {
  if (!url) return { kind: 'refused' };
  const path = segmentsOf(url);
  const verb = method.toUpperCase();
  const secured = securityRules.some(
    (rule) =>
      (rule.exact ? rule.segments.length === path.length : true) &&
      startsWith(path, rule.segments) &&
      (!rule.methods || rule.methods.includes(verb)),
  );
  if (secured) return { kind: 'accountSecurity' };
  const rule = domainRules.find((candidate) => startsWith(path, candidate.segments));
  if (!rule) return { kind: 'refused' };
  const access = verb === 'GET' || verb === 'HEAD' ? 'read' : 'write';
  return { kind: 'scope', scope: `${rule.domain}:${access}` };
}
