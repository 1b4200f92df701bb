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
} from '@portal/shared';
import type { Database } from '../../db/client.js';
import type { ProfileRow } from '../../db/tables/profiles.js';
import { hashPassword, verifyPassword } from '../../lib/passwords.js';
import { clockTime, deviceName, placeOf, scanTime } from '../../lib/scan-texts.js';
import { levelsWithoutPin } from './fields.js';
import { toFullProfile } from './mappers.js';
import { createPinRepository } from './pin-repository.js';
import type { ProfileUser } from './repository.js';
import type { NotificationsService } from '../notifications/service.js';

/**
 * Where and on what a PIN was typed, as the analytics read a visit (country code, device class), and the request's
 * address, counted under its key (never stored).
 */
export type PinVisitor = { country: string; device: string; address: string };

/** A try at a profile's PIN: RIGHT opens its PIN sections; LOCKED says until when nobody may try. */
export type PinAttempt = { result: 'RIGHT' } | { result: 'WRONG' } | { result: 'LOCKED'; until: Date };

type PinDeps = {
  db: Database;
  /** The notifications module's one entry: the owner's notices, queued with the try that causes them. */
  queueNotice: NotificationsService['queueNotice'];
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

  /** The owner hears of it in the bell and by e-mail, queued inside the try's transaction. */
  function tellOwner(
    kind: 'pin_used' | 'account_security',
    owner: ProfileUser,
    pageId: string | null,
    title: string,
    lines: string[],
    tx: Database,
  ) {
    const body = lines.join('\n');
    const email = {
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
    };
    return deps.queueNotice(
      { kind, toUserId: owner.id, bell: { toRole: 'USER', toUserId: owner.id, title, body }, email },
      tx,
    );
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
     * A visitor's try; null when the profile has no PIN (nothing to open, nothing logged). The owner's notices are
     * queued in the try's transaction and sent by the outbox: the visitor never waits on a mail server (issue 42).
     */
    async tryPin(profileId: string, pin: string, visitor: PinVisitor): Promise<PinAttempt | null> {
      const profile = await deps.profiles.findById(profileId);
      if (!profile?.pinHash) return null;
      const at = new Date();
      const addressKey = deps.addressKey(visitor.address);
      const outcome = await db.transaction(async (tx): Promise<PinAttempt> => {
        const row = await deps.profiles.lock(profile.id, tx);
        const attempt = (result: 'RIGHT' | 'WRONG' | 'LOCKED') =>
          pins.insertAttempt(
            { profileId: profile.id, result, at, country: visitor.country, device: visitor.device, addressKey },
            tx,
          );
        if (row?.pinLockedUntil && row.pinLockedUntil > at) {
          await attempt('LOCKED');
          return { result: 'LOCKED', until: row.pinLockedUntil } as PinAttempt;
        }
        // The window starts after the last lock ended (or was lifted): its own tries do not count twice.
        const windowStart = new Date(at.getTime() - minutes(PIN_WINDOW_MINUTES));
        const since = row?.pinLockedUntil && row.pinLockedUntil > windowStart ? row.pinLockedUntil : windowStart;
        // This address's own cap, checked before the PIN: a refused try is neither verified nor counted as WRONG.
        const byAddress = await pins.wrongOfAddressSince(profile.id, addressKey, since, tx);
        if (byAddress.count >= PIN_MAX_WRONG_PER_ADDRESS && byAddress.oldest) {
          await attempt('LOCKED');
          const until = new Date(byAddress.oldest.getTime() + minutes(PIN_WINDOW_MINUTES));
          return { result: 'LOCKED', until } as PinAttempt;
        }
        const right = Boolean(row?.pinHash) && (await verifyPassword(row!.pinHash!, pin));
        await attempt(right ? 'RIGHT' : 'WRONG');
        const pageId = profile.page?.id ?? null;
        if (right) {
          const notBefore = new Date(at.getTime() - minutes(PIN_NOTICE_MINUTES));
          if (await pins.claimNotice(profile.id, at, notBefore, tx))
            await tellOwner(
              'pin_used',
              profile.user,
              pageId,
              VISIBILITY_TEXTS.usedTitle,
              [VISIBILITY_TEXTS.used(`o perfil "${profile.name}"`), ...where(visitor, at, deps.timeZone)],
              tx,
            );
          return { result: 'RIGHT' } as PinAttempt;
        }
        if ((await pins.countWrongSince(profile.id, since, tx)) < PIN_MAX_WRONG)
          return { result: 'WRONG' } as PinAttempt;
        const until = new Date(at.getTime() + minutes(PIN_LOCK_MINUTES));
        await pins.lockUntil(profile.id, until, tx);
        // A lock is an account-security notice (always sent, issue 42 item 5).
        await tellOwner(
          'account_security',
          profile.user,
          pageId,
          VISIBILITY_TEXTS.lockedTitle,
          [
            VISIBILITY_TEXTS.lockedAlert(profile.name, clockTime(until, deps.timeZone)),
            ...where(visitor, at, deps.timeZone),
          ],
          tx,
        );
        return { result: 'LOCKED', until } as PinAttempt;
      });
      return outcome;
    },
  };
}
