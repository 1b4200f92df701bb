import { SESSION_TEXTS, type AccountSession } from '@portal/shared';
import type { EventBus } from '../../lib/events.js';
import type { Database } from '../../db/client.js';
import { notFound } from '../../lib/errors.js';
import { countryNameOf, lookupAddress } from '../../lib/geoip.js';
import { SESSION_TTL_SECONDS } from '../../lib/tokens.js';
import { browserOf, deviceOf } from '../analytics/service.js';
import { createSessionsRepository } from './sessions-repository.js';

/** Last seen moves at most this often per session: one write a minute, not one per request. */
export const LAST_SEEN_RESOLUTION_MS = 60_000;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Who signs in, as the request shows it: the client address (after TRUST_PROXY; '' unknown) and the user agent. */
export type SignInClient = { ip: string; userAgent: string | undefined };

function placeOf(country: string | null, city: string | null): string {
  const countryName = countryNameOf(country);
  if (!countryName) return SESSION_TEXTS.unknownPlace;
  return city ? `${city}, ${countryName}` : countryName;
}

/**
 * The account's sessions (issue 23, item 3): opened at sign-in with what the list shows, checked on every
 * authenticated request (the row is the truth on every instance: an ended one is a 401 everywhere at once), listed
 * and ended by their owner. Logout, 'Sair de todos os outros dispositivos' and a password change all end rows here.
 */
/**
 * `events`: 'sessions.othersRevoked' is published in the transaction that ends the account's other sessions (a
 * password change or reset, 'Sair de todos os outros dispositivos', 2FA turned on): the account module ends its
 * pending e-mail changes there (issue 40).
 */
export function createSessionsService(db: Database, events: Pick<EventBus, 'publishInTransaction'>) {
  const repository = createSessionsRepository(db);
  async function revokeOthersIn(userId: string, keepSessionId: string | undefined, tx: Database) {
    await repository.revokeOthers(userId, keepSessionId, new Date(), tx);
    await events.publishInTransaction('sessions.othersRevoked', { userId }, tx);
  }
  return {
    /** A new session for the user: device class and browser from the user agent, the place from the address. */
    async open(userId: string, client: SignInClient, options: { twoFactorSetupRequired: boolean }) {
      const now = new Date();
      const { country, city } = client.ip ? lookupAddress(client.ip) : { country: null, city: null };
      return repository.open(
        {
          userId,
          expiresAt: new Date(now.getTime() + SESSION_TTL_SECONDS * 1000),
          device: deviceOf(client.userAgent),
          browser: browserOf(client.userAgent),
          country,
          city,
          twoFactorSetupRequired: options.twoFactorSetupRequired,
        },
        now,
      );
    },

    /**
     * The token's session when it is open (null: ended, expired or not the user's); plugins/auth.ts asks on every
     * authenticated request. Last seen is written only when a minute old, so a busy client costs one write a minute.
     */
    async liveSession(sessionId: string, userId: string): Promise<{ twoFactorSetupRequired: boolean } | null> {
      const now = new Date();
      const row = await repository.findLive(sessionId, userId, now);
      if (!row) return null;
      const staleBefore = new Date(now.getTime() - LAST_SEEN_RESOLUTION_MS);
      if (row.lastSeenAt < staleBefore) await repository.touch(sessionId, now, staleBefore);
      return { twoFactorSetupRequired: row.twoFactorSetupRequired };
    },

    /** The account's session version while the session is open, else null (signed file links, lib/signed-urls.ts). */
    liveVersion: (sessionId: string) => repository.liveVersion(sessionId, new Date()),
    /** Whether the session is still open (an e-mail change's confirmation asks, issue 40). */
    isLive: (sessionId: string, userId: string, tx?: Database) =>
      UUID.test(sessionId) ? repository.isLive(sessionId, userId, new Date(), tx) : Promise.resolve(false),

    /** GET /api/me/sessions: the active ones, newest first, the caller's marked. */
    async list(userId: string, currentSessionId: string): Promise<AccountSession[]> {
      const rows = await repository.listLive(userId, new Date());
      return rows.map((row) => ({
        id: row.id,
        createdAt: row.createdAt.toISOString(),
        lastSeenAt: row.lastSeenAt.toISOString(),
        device: row.device,
        browser: row.browser,
        place: placeOf(row.country, row.city),
        current: row.id === currentSessionId,
      }));
    },

    /** DELETE /api/me/sessions/{id}: another user's, an ended or an unknown session is the same 404. */
    async end(userId: string, sessionId: string): Promise<void> {
      const ended = UUID.test(sessionId) && (await repository.revoke(sessionId, new Date(), userId));
      if (!ended) throw notFound(SESSION_TEXTS.notFound, 'SESSION_NOT_FOUND');
    },

    /** Logout: the token's own session ends, whoever's it is (the token proved it). */
    endBySessionId: (sessionId: string) => repository.revoke(sessionId, new Date()),

    /**
     * Ends the account's other sessions on every instance at once (a password change, 'Sair de todos os outros
     * dispositivos', a reset, 2FA turned on); the caller's own session stays. Without `keepSessionId`, every session
     * ends. The account's pending e-mail changes end with them (`onOthersRevoked`).
     */
    revokeOthers: (userId: string, keepSessionId: string | undefined, tx?: Database) =>
      tx
        ? revokeOthersIn(userId, keepSessionId, tx)
        : db.transaction((own) => revokeOthersIn(userId, keepSessionId, own)),

    /** The account's sessions as its LGPD export lists them (every row, ended ones too). */
    forExport: (userId: string) => repository.allOf(userId),

    /** 2FA is on: the sessions opened under REQUIRE_ADMIN_2FA stop being limited to its setup. */
    clearSetupRequired: (userId: string, tx?: Database) => repository.clearSetupRequired(userId, tx),
  };
}

export type SessionsService = ReturnType<typeof createSessionsService>;
