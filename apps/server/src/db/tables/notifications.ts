// Issue 42 items 4-5: the family alert when a card is opened, and each account's notification settings.
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { NotificationSettings, OpenDoor } from '@portal/shared';
import { profiles } from './profiles.js';
import { users } from './users.js';

const at = (name: string) => timestamp(name, { withTimezone: true, precision: 3 });

/**
 * A profile's family alert: on or off, and its 10-minute rule (the row is locked by each open): when the last alert
 * went, and the opens since then, told in the next one.
 */
export const openAlertSettings = pgTable('open_alert_settings', {
  profileId: uuid('profile_id')
    .primaryKey()
    .references(() => profiles.id, { onDelete: 'cascade' }),
  enabled: boolean('enabled').notNull().default(false),
  lastAlertAt: at('last_alert_at'),
  pendingOpens: integer('pending_opens').notNull().default(0),
  pendingPinOpens: integer('pending_pin_opens').notNull().default(0),
});

/** An address besides the account's: it receives nothing until its link is opened (confirmedAt). */
export const openAlertRecipients = pgTable(
  'open_alert_recipients',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    profileId: uuid('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    /** sha256 of the link's token (lib/tokens.ts); null once confirmed. */
    tokenHash: text('token_hash'),
    tokenExpiresAt: at('token_expires_at'),
    confirmedAt: at('confirmed_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('open_alert_recipients_profile_email_idx').on(t.profileId, t.email),
    uniqueIndex('open_alert_recipients_token_idx').on(t.tokenHash),
  ],
);

/** The card's opens while the alert is on (bots and the owner's own never), and the places visitors shared. */
export const openAlertEvents = pgTable(
  'open_alert_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    profileId: uuid('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    openedAt: at('opened_at').notNull().defaultNow(),
    door: text('door').$type<OpenDoor>().notNull(),
    /** The tag's code or the page's slug. */
    doorKey: text('door_key').notNull(),
    pinUsed: boolean('pin_used').notNull().default(false),
    /** This open sent an alert (else it was summed in the next one). */
    alerted: boolean('alerted').notNull().default(false),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
  },
  (t) => [index('open_alert_events_profile_opened_idx').on(t.profileId, t.openedAt)],
);

/** An account's choices of channel per kind of notice (NOTICE_KINDS); no row: every kind on both channels. */
export const notificationSettings = pgTable('notification_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  settings: jsonb('settings').$type<NotificationSettings>().notNull(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});
