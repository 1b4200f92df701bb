import { and, count, desc, eq, gt, inArray, isNotNull, isNull, notInArray, sql } from 'drizzle-orm';
import type { OpenDoor } from '@portal/shared';
import type { Database } from '../../db/client.js';
import { openAlertEvents, openAlertRecipients, openAlertSettings } from '../../db/tables/notifications.js';
import { profiles } from '../../db/tables/profiles.js';
import { users } from '../../db/tables/users.js';

/** An open as the log keeps it. */
export type NewOpenEvent = {
  profileId: string;
  door: OpenDoor;
  doorKey: string;
  pinUsed: boolean;
  alerted: boolean;
  at: Date;
  latitude?: number;
  longitude?: number;
};

/** Whom an alert of a profile reaches: the owner's account and the confirmed addresses. */
export type AlertTarget = {
  profileName: string;
  owner: { id: string; email: string; name: string };
  confirmed: string[];
};

/** The family alert's SQL: its settings row (the 10-minute rule's lock), recipients and log. */
export function createOpenAlertRepository(db: Database) {
  return {
    async settingsOf(profileId: string, tx: Database = db) {
      const [row] = await tx
        .select()
        .from(openAlertSettings)
        .where(eq(openAlertSettings.profileId, profileId))
        .limit(1);
      return row;
    },

    async recipientsOf(profileId: string) {
      return db
        .select({ email: openAlertRecipients.email, confirmedAt: openAlertRecipients.confirmedAt })
        .from(openAlertRecipients)
        .where(eq(openAlertRecipients.profileId, profileId))
        .orderBy(openAlertRecipients.createdAt, openAlertRecipients.email);
    },

    async setEnabled(profileId: string, enabled: boolean, tx: Database) {
      await tx
        .insert(openAlertSettings)
        .values({ profileId, enabled })
        .onConflictDoUpdate({ target: openAlertSettings.profileId, set: { enabled } });
    },

    /** Removes the addresses no longer listed; returns the listed ones not stored yet (new, to be confirmed). */
    async keepOnly(profileId: string, emails: string[], tx: Database): Promise<string[]> {
      await tx
        .delete(openAlertRecipients)
        .where(
          emails.length > 0
            ? and(eq(openAlertRecipients.profileId, profileId), notInArray(openAlertRecipients.email, emails))
            : eq(openAlertRecipients.profileId, profileId),
        );
      if (emails.length === 0) return [];
      const kept = await tx
        .select({ email: openAlertRecipients.email })
        .from(openAlertRecipients)
        .where(and(eq(openAlertRecipients.profileId, profileId), inArray(openAlertRecipients.email, emails)));
      const known = new Set(kept.map((row) => row.email));
      return emails.filter((email) => !known.has(email));
    },

    async addPending(profileId: string, email: string, tokenHash: string, expiresAt: Date, tx: Database) {
      await tx.insert(openAlertRecipients).values({ profileId, email, tokenHash, tokenExpiresAt: expiresAt });
    },

    /** Confirms the address of a live token (once): its profile's name, or undefined. */
    async confirm(tokenHash: string, now: Date): Promise<{ email: string; profileName: string } | undefined> {
      const [row] = await db
        .update(openAlertRecipients)
        .set({ confirmedAt: now, tokenHash: null, tokenExpiresAt: null })
        .where(
          and(
            eq(openAlertRecipients.tokenHash, tokenHash),
            isNull(openAlertRecipients.confirmedAt),
            gt(openAlertRecipients.tokenExpiresAt, now),
          ),
        )
        .returning({ email: openAlertRecipients.email, profileId: openAlertRecipients.profileId });
      if (!row) return undefined;
      const [profile] = await db.select({ name: profiles.name }).from(profiles).where(eq(profiles.id, row.profileId));
      return { email: row.email, profileName: profile?.name ?? '' };
    },

    /** The settings row locked for the 10-minute rule (one decision at a time per profile, on every instance). */
    async lockSettings(profileId: string, tx: Database) {
      const [row] = await tx
        .select()
        .from(openAlertSettings)
        .where(eq(openAlertSettings.profileId, profileId))
        .for('update')
        .limit(1);
      return row;
    },

    async markAlerted(profileId: string, at: Date, tx: Database) {
      await tx
        .update(openAlertSettings)
        .set({ lastAlertAt: at, pendingOpens: 0, pendingPinOpens: 0 })
        .where(eq(openAlertSettings.profileId, profileId));
    },

    async addPendingOpen(profileId: string, pinUsed: boolean, tx: Database) {
      await tx
        .update(openAlertSettings)
        .set({
          pendingOpens: sql`${openAlertSettings.pendingOpens} + 1`,
          pendingPinOpens: sql`${openAlertSettings.pendingPinOpens} + ${pinUsed ? 1 : 0}`,
        })
        .where(eq(openAlertSettings.profileId, profileId));
    },

    async insertEvent(event: NewOpenEvent, tx: Database = db) {
      await tx.insert(openAlertEvents).values({
        profileId: event.profileId,
        openedAt: event.at,
        door: event.door,
        doorKey: event.doorKey,
        pinUsed: event.pinUsed,
        alerted: event.alerted,
        latitude: event.latitude ?? null,
        longitude: event.longitude ?? null,
      });
    },

    /** The profile's name, its owner, and its confirmed addresses. */
    async targetOf(profileId: string): Promise<AlertTarget | undefined> {
      const [owner] = await db
        .select({ profileName: profiles.name, id: users.id, email: users.email, name: users.name })
        .from(profiles)
        .innerJoin(users, eq(users.id, profiles.userId))
        .where(eq(profiles.id, profileId))
        .limit(1);
      if (!owner) return undefined;
      const confirmed = await db
        .select({ email: openAlertRecipients.email })
        .from(openAlertRecipients)
        .where(and(eq(openAlertRecipients.profileId, profileId), isNotNull(openAlertRecipients.confirmedAt)))
        .orderBy(openAlertRecipients.createdAt);
      return {
        profileName: owner.profileName,
        owner: { id: owner.id, email: owner.email, name: owner.name },
        confirmed: confirmed.map((row) => row.email),
      };
    },

    async listEvents(profileId: string, query: { page: number; limit: number }) {
      const where = eq(openAlertEvents.profileId, profileId);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(openAlertEvents)
          .where(where)
          .orderBy(desc(openAlertEvents.openedAt), desc(openAlertEvents.id))
          .limit(query.limit)
          .offset((query.page - 1) * query.limit),
        db.select({ n: count() }).from(openAlertEvents).where(where),
      ]);
      return { rows, total: Number(total?.n ?? 0) };
    },
  };
}
