// The privacy module's own rows (issue 23): who of the staff read a person's private fields (LGPD art. 37).
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { AccessLogSection } from '@portal/shared';
import { users } from './users.js';

/**
 * One row each time a staff account (ADMIN, TECHNICIAN) opened a person's private fields (medical info, contacts,
 * address, notes) through the admin's screens or API. The owner reads them at GET /me/access-log. The profile's and
 * the staff account's names are copied in: the row outlives a deleted profile, and a deleted staff account is shown
 * as 'Conta excluída'. The owner's account taking its rows with it is the point of deleting it.
 */
export const accessLog = pgTable(
  'access_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerUserId: uuid('owner_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** No foreign key: the row stays when the profile is deleted (its name is copied in). */
    profileId: uuid('profile_id'),
    profileName: text('profile_name').notNull(),
    /** No foreign key: the row stays when the staff account is deleted (then null, named 'Conta excluída'). */
    actorUserId: uuid('actor_user_id'),
    actorName: text('actor_name').notNull(),
    actorRole: text('actor_role', { enum: ['ADMIN', 'USER', 'TECHNICIAN'] }).notNull(),
    /** The sections the answer carried with content: MEDICAL, CONTACTS, ADDRESS, NOTES. */
    sections: jsonb('sections').$type<AccessLogSection[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    // The owner's list, newest first.
    index('access_log_owner_created_idx').on(t.ownerUserId, t.createdAt.desc(), t.id),
    // A deleted staff account's rows lose its name; a new reading looks up the member's last minutes (issue 43).
    index('access_log_actor_created_idx').on(t.actorUserId, t.createdAt),
  ],
);

export type AccessLogRow = typeof accessLog.$inferSelect;
export type NewAccessLogRow = typeof accessLog.$inferInsert;
