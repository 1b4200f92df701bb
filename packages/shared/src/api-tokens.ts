import { z } from 'zod';
import type { Role } from './roles.js';

/**
 * API tokens (issue 45, item 1): an account's own credentials for its systems, `Authorization: Bearer ptk_...`.
 * A scope is `<domain>:read` (GET) or `<domain>:write` (every other method); `admin:*` only on an ADMIN's token.
 */
export const API_TOKEN_PREFIX = 'ptk_';
/** Tokens one account may hold at once (revoked ones do not count; expired ones do until revoked). */
export const MAX_API_TOKENS_PER_ACCOUNT = 20;

export const API_TOKEN_DOMAINS = ['tags', 'profiles', 'maintenance', 'analytics', 'reports', 'admin'] as const;
export type ApiTokenDomain = (typeof API_TOKEN_DOMAINS)[number];
export const API_TOKEN_SCOPES = API_TOKEN_DOMAINS.flatMap((domain) => [`${domain}:read`, `${domain}:write`] as const);
export type ApiTokenScope = `${ApiTokenDomain}:${'read' | 'write'}`;

/**
 * The domains an account's token may name: what its role can reach at all. A USER has no technician or admin routes;
 * an ADMIN reaches every route. Technicians have no tokens (the issue offers them to admins and users).
 */
const DOMAINS_BY_ROLE: Record<Role, readonly ApiTokenDomain[]> = {
  USER: ['tags', 'profiles', 'analytics', 'reports'],
  ADMIN: API_TOKEN_DOMAINS,
  TECHNICIAN: [],
};
export const apiTokenDomainsFor = (role: Role): readonly ApiTokenDomain[] => DOMAINS_BY_ROLE[role];
export const mayHoldApiTokens = (role: Role): boolean => DOMAINS_BY_ROLE[role].length > 0;
export const domainOfScope = (scope: ApiTokenScope): ApiTokenDomain => scope.split(':')[0] as ApiTokenDomain;

export const API_TOKEN_TEXTS = {
  section: 'Integrações',
  sectionDescription: 'Tokens de API para que os seus sistemas leiam e alterem os seus dados sem a sua senha.',
  title: 'Tokens de API',
  create: 'Criar token',
  name: 'Nome',
  namePlaceholder: 'Ex.: ERP da oficina',
  scopes: 'Permissões',
  expiresAt: 'Expira em (opcional)',
  never: 'Nunca expira',
  read: 'Leitura',
  write: 'Escrita',
  domains: {
    tags: 'Tags',
    profiles: 'Perfis, páginas e fotos',
    maintenance: 'Manutenção',
    analytics: 'Estatísticas',
    reports: 'Relatórios',
    admin: 'Administração',
  } satisfies Record<ApiTokenDomain, string>,
  created: 'Token criado.',
  shownOnce: 'Copie o token agora: por segurança, ele não será mostrado de novo.',
  copy: 'Copiar',
  copied: 'Token copiado.',
  done: 'Já copiei',
  empty: 'Nenhum token criado.',
  lastUsed: 'Último uso',
  neverUsed: 'Nunca usado',
  expired: 'Expirado',
  revoke: 'Revogar',
  revokeTitle: 'Revogar token?',
  revokeBody: 'Os sistemas que usam este token deixam de ter acesso na hora. Esta ação não pode ser desfeita.',
  revoked: 'Token revogado.',
  notFound: 'Token não encontrado.',
  invalid: 'Token de API inválido, expirado ou revogado.',
  nameRequired: 'Informe um nome para o token.',
  scopesRequired: 'Escolha pelo menos uma permissão.',
  expiryPast: 'A data de expiração deve ser no futuro.',
  limit: `Limite de ${MAX_API_TOKENS_PER_ACCOUNT} tokens por conta atingido. Revogue um token antes de criar outro.`,
  scopeNotForRole: (scope: string) => `Sua conta não pode criar tokens com o escopo ${scope}.`,
  notForRole: 'Tokens de API estão disponíveis para administradores e usuários.',
  scopeMissing: (scope: string) => `Este token não tem permissão para esta operação (escopo ${scope}).`,
  routeRefused: 'Tokens de API não podem ser usados nesta rota: ela exige entrar com e-mail e senha.',
  accountSecurity:
    'Tokens de API não podem ser usados nas rotas de segurança da conta (senha, e-mail, verificação em duas etapas, sessões, tokens, exclusão e exportação de dados).',
} as const;

/** The error codes a refused token answers (403), for clients that branch on them. */
export const API_TOKEN_CODES = {
  invalid: 'API_TOKEN_INVALID',
  scopeMissing: 'API_TOKEN_SCOPE_MISSING',
  routeRefused: 'API_TOKEN_ROUTE_REFUSED',
  accountSecurity: 'API_TOKEN_ACCOUNT_SECURITY',
} as const;

export const apiTokenScopeSchema = z.enum(API_TOKEN_SCOPES as unknown as [ApiTokenScope, ...ApiTokenScope[]], {
  error: 'escopo desconhecido',
});

/** POST /api/me/tokens. `expiresAt`: an instant (ISO 8601 with offset); the web sends the end of a Brasília day. */
export const createApiTokenSchema = z.object({
  name: z.string().trim().min(1, API_TOKEN_TEXTS.nameRequired).max(80, 'Use no máximo 80 caracteres.'),
  scopes: z
    .array(apiTokenScopeSchema)
    .min(1, API_TOKEN_TEXTS.scopesRequired)
    .transform((scopes) => [...new Set(scopes)]),
  expiresAt: z.iso.datetime({ offset: true, error: 'Data de expiração inválida.' }).nullish(),
});
export type CreateApiTokenInput = z.input<typeof createApiTokenSchema>;

/** `{ id, token }`: the only answer that carries the secret; it is kept as a hash and never shown again. */
export const createdApiTokenSchema = z.object({ id: z.string(), token: z.string() });
export type CreatedApiToken = z.infer<typeof createdApiTokenSchema>;

export const apiTokenSchema = z.object({
  id: z.string(),
  name: z.string(),
  scopes: z.array(apiTokenScopeSchema),
  createdAt: z.string(),
  expiresAt: z.string().nullable(),
  lastUsedAt: z.string().nullable(),
  /** The address of the last use (after TRUST_PROXY), null before the first. */
  lastUsedIp: z.string().nullable(),
  expired: z.boolean(),
});
export type ApiToken = z.infer<typeof apiTokenSchema>;

/** GET /api/me/tokens: the account's tokens not revoked, newest first (expired ones too, marked). */
export const apiTokenListSchema = z.object({ tokens: z.array(apiTokenSchema) });
export type ApiTokenList = z.infer<typeof apiTokenListSchema>;
