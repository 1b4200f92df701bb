import { randomBytes } from 'node:crypto';
import {
  API_TOKEN_PREFIX,
  API_TOKEN_TEXTS,
  MAX_API_TOKENS_PER_ACCOUNT,
  apiTokenDomainsFor,
  domainOfScope,
  mayHoldApiTokens,
  type ApiToken,
  type ApiTokenScope,
  type CreatedApiToken,
  type Role,
} from '@portal/shared';
import type { Database } from '../../db/client.js';
import type { ApiTokenRow } from '../../db/tables/api-tokens.js';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.js';
import { isUuid } from '../../lib/ids.js';
import { hashOpaqueToken } from '../../lib/tokens.js';
import { createApiTokensRepository } from './repository.js';

/** Last use moves at most this often per token: one write a minute, not one per request. */
export const LAST_USED_RESOLUTION_MS = 60_000;

/** The expired tokens a list still shows beside the live ones (until revoked). */
const LIST_LIMIT = MAX_API_TOKENS_PER_ACCOUNT * 5;

export type TokenOwner = { id: string; role: Role };
export type CreateApiToken = { name: string; scopes: ApiTokenScope[]; expiresAt?: string | null };

/** What a valid token authenticates: its account (current role) and its scopes. */
export type AuthenticatedToken = {
  id: string;
  scopes: ApiTokenScope[];
  user: { id: string; role: Role; email: string; name: string };
};

function toApiToken(row: ApiTokenRow, now: Date): ApiToken {
  return {
    id: row.id,
    name: row.name,
    scopes: row.scopes as ApiTokenScope[],
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt?.toISOString() ?? null,
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    lastUsedIp: row.lastUsedIp,
    expired: row.expiresAt !== null && row.expiresAt <= now,
  };
}

/**
 * API tokens (issue 45, item 1): created, listed and revoked by their owner under 'Minha conta' → 'Integrações', and
 * checked by plugins/auth.ts on every request that carries one. The secret (`ptk_` + 32 random bytes) leaves the
 * server once, in the creation's answer; only its SHA-256 is kept.
 */
export function createApiTokensService(db: Database) {
  const repository = createApiTokensRepository(db);
  return {
    async create(owner: TokenOwner, input: CreateApiToken, now = new Date()): Promise<CreatedApiToken> {
      if (!mayHoldApiTokens(owner.role)) throw forbidden(API_TOKEN_TEXTS.notForRole);
      const allowed = apiTokenDomainsFor(owner.role);
      const refused = input.scopes.find((scope) => !allowed.includes(domainOfScope(scope)));
      if (refused) throw badRequest(API_TOKEN_TEXTS.scopeNotForRole(refused), { field: 'scopes' });
      const expiresAt = input.expiresAt ? new Date(input.expiresAt) : null;
      if (expiresAt && expiresAt <= now) throw badRequest(API_TOKEN_TEXTS.expiryPast, { field: 'expiresAt' });
      const token = `${API_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
      const id = await db.transaction(async (tx) => {
        await repository.lockAccount(owner.id, tx);
        if ((await repository.countLive(owner.id, now, tx)) >= MAX_API_TOKENS_PER_ACCOUNT) {
          throw conflict(API_TOKEN_TEXTS.limit, 'API_TOKEN_LIMIT');
        }
        return repository.insert(
          { userId: owner.id, name: input.name, scopes: input.scopes, tokenHash: hashOpaqueToken(token), expiresAt },
          tx,
        );
      });
      return { id, token };
    },

    async list(userId: string, now = new Date()): Promise<ApiToken[]> {
      const rows = await repository.listOf(userId, LIST_LIMIT);
      return rows.map((row) => toApiToken(row, now));
    },

    /** Another account's, an unknown or an already revoked token: the same 404. */
    async revoke(userId: string, id: string): Promise<void> {
      const revoked = isUuid(id) && (await repository.revoke(id, userId, new Date()));
      if (!revoked) throw notFound(API_TOKEN_TEXTS.notFound, 'API_TOKEN_NOT_FOUND');
    },

    /**
     * The live token of this secret, else null (unknown, revoked, expired). Read from the database every time, never
     * cached, so a revoke is a 401 on every instance at once. Last use (time and address) is written once a minute.
     */
    async authenticate(secret: string, ip: string | null, now = new Date()): Promise<AuthenticatedToken | null> {
      if (!secret.startsWith(API_TOKEN_PREFIX)) return null;
      const row = await repository.findLive(hashOpaqueToken(secret), now);
      if (!row) return null;
      const staleBefore = new Date(now.getTime() - LAST_USED_RESOLUTION_MS);
      if (!row.lastUsedAt || row.lastUsedAt < staleBefore) await repository.touch(row.id, now, ip, staleBefore);
      return { id: row.id, scopes: row.scopes as ApiTokenScope[], user: row.user };
    },
  };
}

export type ApiTokensService = ReturnType<typeof createApiTokensService>;
