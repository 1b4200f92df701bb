import type { FastifyBaseLogger } from 'fastify';
import {
  buildPagination,
  PIN_LOCK_MINUTES,
  PIN_MAX_WRONG,
  PIN_MAX_WRONG_PER_ADDRESS,
  PIN_NOTICE_MINUTES,
  PIN_WINDOW_MINUTES,
  VISIBILITY_TEXTS,
  visibilityOf,
  type LiftPinLockResponse,
  type ListUnlocksResponse,
  type PinResponse,
  type Role,
} from '@portal/shared';
import type { Database } from '../../db/client.js';
import type { ProfileRow } from '../../db/tables/profiles.js';
import type { Mailer } from '../../lib/mailer.js';
import { hashPassword, verifyPassword } from '../../lib/passwords.js';
import { clockTime, deviceName, placeOf, scanTime } from '../../lib/scan-texts.js';
import { noticeChannelsFor } from '../notification-settings/service.js';
import { levelsWithoutPin } from './fields.js';
import { toFullProfile } from './mappers.js';
import { createPinRepository } from './pin-repository.js';
import type { ProfileUser } from './repository.js';

/**
 * Where and on what a PIN was typed, as the analytics read a visit (country code, device class), and the request's
 * address, counted under its key (never stored).
 */
export type PinVisitor = { country: string; device: string; address: string };

/** A try at a profile's PIN: RIGHT opens its PIN sections; LOCKED says until when nobody may try. */
export type PinAttempt = { result: 'RIGHT' } | { result: 'WRONG' } | { result: 'LOCKED'; until: Date };

type PinDeps = {
  db: Database;
  mailer: Mailer;
  log: FastifyBaseLogger;
  postMessage: (message: { toRole: Role; toUserId?: string | null; title: string; body: string }) => Promise<void>;
  appName: string;
  /** APP_TIME_ZONE: the clock of the times the texts write. */
  timeZone: string;
  /** The profiles table's own SQL (read, lock, update): the profiles repository. */
  profiles: {
    findById: (id: string) => Promise<(ProfileRow & { user: ProfileUser; page: { id: string } | null }) | undefined>;
    lock: (id: string, tx: Database) => Promise<ProfileRow | undefined>;
    update: (id: string, values: Partial<ProfileRow>, tx: Database) => Promise<ProfileRow | undefined>;
  };
  /** Where the owner reads the tries: the page editor of the profile's page (PUBLIC_URL + /user/product/edit/{id}). */
  editorUrl: (pageId: string | null) => string;
  /** The key an address's tries are counted under (lib/address-keys.ts). */
  addressKey: (address: string) => string;
};

const minutes = (n: number) => n * 60_000;

/**
 * A profile's PIN (issue 24): set and removed by its owner (or an admin), tried by visitors on its public page.
 * Each try runs in one transaction on the locked profile row, so every instance and two quick tries see the same
 * count: five WRONG within PIN_WINDOW_MINUTES lock the PIN for PIN_LOCK_MINUTES for everyone (the database is the
 * one counter shared by all instances, Redis or not). Below that lock, one address (an IPv6 /64) is stopped after
 * PIN_MAX_WRONG_PER_ADDRESS wrong tries in the window (issue 40 item 9): its further tries are refused unchecked and
 * count for nothing, so one stranger alone cannot close a card to paramedics. The owner or an admin lifts a lock
 * (`liftLock`): the counts start again from then. Every try is logged (never the PIN nor the address); a RIGHT one
 * tells the owner, at most once an hour.
 */
export function createPinService(deps: PinDeps) {
  const { db } = deps;
  const pins = createPinRepository(db);

  const answer = (row: ProfileRow, message: string): PinResponse => ({
    hasPin: row.pinHash !== null,
    visibility: visibilityOf(toFullProfile(row)),
    message,
  });

  /**
   * The owner hears of it in the bell first (no mail server needed), then by e-mail, on the channels their
   * notification settings keep for `kind` (issue 42; a lock is a security notice, always sent).
   */
  async function tellOwner(
    kind: 'pin_used' | 'account_security',
    owner: ProfileUser,
    pageId: string | null,
    title: string,
    lines: string[],
  ) {
    const body = lines.join('\n');
    const channels = await noticeChannelsFor(db, owner.id, kind);
    if (channels.bell) await deps.postMessage({ toRole: 'USER', toUserId: owner.id, title, body });
    if (!channels.email) return;
    await deps.mailer.send({
      to: owner.email,
      subject: title,
      text: [
        `Olá${owner.name ? `, ${owner.name}` : ''}!`,
        '',
        body,
        '',
        `Veja as aberturas com PIN em ${deps.editorUrl(pageId)}`,
        '',
        `— ${deps.appName}`,
      ].join('\n'),
    });
  }

  const where = (visitor: PinVisitor, at: Date, timeZone: string) => [
    `Quando: ${scanTime(at, timeZone)}.`,
    `Local aproximado: ${placeOf(visitor.country, null)}.`,
    `Dispositivo: ${deviceName(visitor.device)}.`,
  ];

  return {
    async setPin(id: string, pin: string): Promise<PinResponse> {
      const pinHash = await hashPassword(pin);
      return db.transaction(async (tx) => {
        const current = await deps.profiles.lock(id, tx);
        const row = await deps.profiles.update(id, { pinHash, pinLockedUntil: null }, tx);
        return answer(row!, current?.pinHash ? VISIBILITY_TEXTS.pinChanged : VISIBILITY_TEXTS.pinSet);
      });
    },

    /** No PIN: its sections become PRIVATE (their booleans were false already). */
    async removePin(id: string): Promise<PinResponse> {
      return db.transaction(async (tx) => {
        const current = await deps.profiles.lock(id, tx);
        const row = await deps.profiles.update(
          id,
          { pinHash: null, pinLockedUntil: null, visibility: levelsWithoutPin(current?.visibility ?? {}) },
          tx,
        );
        return answer(row!, VISIBILITY_TEXTS.pinRemoved);
      });
    },

    async listUnlocks(id: string, query: { page: number; limit: number }): Promise<ListUnlocksResponse> {
      const [{ rows, total }, profile] = await Promise.all([pins.listAttempts(id, query), deps.profiles.findById(id)]);
      const lockedUntil =
        profile?.pinLockedUntil && profile.pinLockedUntil > new Date() ? profile.pinLockedUntil : null;
      return {
        unlocks: rows.map((row) => ({ ...row, at: row.at.toISOString() })),
        lockedUntil: lockedUntil?.toISOString() ?? null,
        pagination: buildPagination(query.page, query.limit, total),
      };
    },

    /**
     * The owner or an admin opens the PIN again (issue 40 item 9): the lock ends now, and every count (the profile's
     * and each address's) starts again from now, since the window starts after the last lock ended.
     */
    async liftLock(id: string): Promise<LiftPinLockResponse> {
      await deps.profiles.update(id, { pinLockedUntil: new Date() }, db);
      return { message: VISIBILITY_TEXTS.pinUnlocked };
    },

    /**
     * A visitor's try; null when the profile has no PIN (nothing to open, nothing logged). The owner's notices go
     * after the commit: a mail server that hangs never holds the row.
     */
    async tryPin(profileId: string, pin: string, visitor: PinVisitor): Promise<PinAttempt | null> {
      const profile = await deps.profiles.findById(profileId);
      if (!profile?.pinHash) return null;
      const at = new Date();
      const addressKey = deps.addressKey(visitor.address);
      const outcome = await db.transaction(async (tx) => {
        const row = await deps.profiles.lock(profile.id, tx);
        const attempt = (result: 'RIGHT' | 'WRONG' | 'LOCKED') =>
          pins.insertAttempt(
            { profileId: profile.id, result, at, country: visitor.country, device: visitor.device, addressKey },
            tx,
          );
        if (row?.pinLockedUntil && row.pinLockedUntil > at) {
          await attempt('LOCKED');
          return { attempt: { result: 'LOCKED', until: row.pinLockedUntil } as PinAttempt, notify: null };
        }
        // The window starts after the last lock ended (or was lifted): its own tries do not count twice.
        const windowStart = new Date(at.getTime() - minutes(PIN_WINDOW_MINUTES));
        const since = row?.pinLockedUntil && row.pinLockedUntil > windowStart ? row.pinLockedUntil : windowStart;
        // This address's own cap, checked before the PIN: a refused try is neither verified nor counted as WRONG.
        const byAddress = await pins.wrongOfAddressSince(profile.id, addressKey, since, tx);
        if (byAddress.count >= PIN_MAX_WRONG_PER_ADDRESS && byAddress.oldest) {
          await attempt('LOCKED');
          const until = new Date(byAddress.oldest.getTime() + minutes(PIN_WINDOW_MINUTES));
          return { attempt: { result: 'LOCKED', until } as PinAttempt, notify: null };
        }
        const right = Boolean(row?.pinHash) && (await verifyPassword(row!.pinHash!, pin));
        await attempt(right ? 'RIGHT' : 'WRONG');
        if (right) {
          const notBefore = new Date(at.getTime() - minutes(PIN_NOTICE_MINUTES));
          const notify = (await pins.claimNotice(profile.id, at, notBefore, tx)) ? ('used' as const) : null;
          return { attempt: { result: 'RIGHT' } as PinAttempt, notify };
        }
        if ((await pins.countWrongSince(profile.id, since, tx)) < PIN_MAX_WRONG) {
          return { attempt: { result: 'WRONG' } as PinAttempt, notify: null };
        }
        const until = new Date(at.getTime() + minutes(PIN_LOCK_MINUTES));
        await pins.lockUntil(profile.id, until, tx);
        return { attempt: { result: 'LOCKED', until } as PinAttempt, notify: 'locked' as const };
      });
      const what = `o perfil "${profile.name}"`;
      try {
        if (outcome.notify === 'used') {
          await tellOwner('pin_used', profile.user, profile.page?.id ?? null, VISIBILITY_TEXTS.usedTitle, [
            VISIBILITY_TEXTS.used(what),
            ...where(visitor, at, deps.timeZone),
          ]);
        } else if (outcome.notify === 'locked' && outcome.attempt.result === 'LOCKED') {
          await tellOwner('account_security', profile.user, profile.page?.id ?? null, VISIBILITY_TEXTS.lockedTitle, [
            VISIBILITY_TEXTS.lockedAlert(profile.name, clockTime(outcome.attempt.until, deps.timeZone)),
            ...where(visitor, at, deps.timeZone),
          ]);
        }
      } catch (error) {
        // The visitor's answer never waits on a failed notice.
        deps.log.warn({ err: error, profileId: profile.id }, 'PIN notice not sent');
      }
      return outcome.attempt;
    },
  };
}
