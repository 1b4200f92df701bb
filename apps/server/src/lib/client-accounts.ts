import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { CLIENT_ROLE, DEFAULT_TIME_ZONE, dayInTimeZone } from '@portal/shared';

/**
 * The one SQL of "a client" (CLIENT_ROLE in @portal/shared: an account with role USER, with or without a profile or a
 * page). Every count and list of clients builds on these: the clients list and stats, the analytics' totalClients and
 * insight, the reports' rows. `ref` is a Drizzle column or a raw reference (sql`u.role`) in hand-written queries.
 */
type Ref = AnyColumn | SQL;

/** The account with this role column is a client. */
export const isClientAccount = (role: Ref): SQL => sql`${role} = ${CLIENT_ROLE}`;

/** The account with this id has no active page on any of its profiles (the insight's and the filter's rule). */
export const hasNoActivePage = (userId: Ref): SQL =>
  sql`NOT EXISTS (SELECT 1 FROM pages pg_np JOIN profiles pr_np ON pr_np.id = pg_np.profile_id
    WHERE pr_np.user_id = ${userId} AND pg_np.is_active)`;

/**
 * The instant a stock over a range ending on `day` is read at: the end of that day in `timeZone` (APP_TIME_ZONE), or
 * null ("as of now") when the day is today or later there, so a range ending today counts what exists now.
 */
export function asOfEndOf(day: string, timeZone: string = DEFAULT_TIME_ZONE, now: Date = new Date()): SQL | null {
  return day >= dayInTimeZone(now, timeZone) ? null : sql`((${day}::date + 1)::timestamp AT TIME ZONE ${timeZone})`;
}

/** Rows created before the instant (every row when null: as of now). */
export const createdBefore = (createdAt: Ref, asOf: SQL | null): SQL =>
  asOf ? sql`${createdAt} < ${asOf}` : sql`true`;

/** The number of clients at that instant (null: now). */
export const clientCount = (asOf: SQL | null): SQL =>
  sql`(SELECT count(*) FROM users c_u WHERE ${isClientAccount(sql`c_u.role`)} AND ${createdBefore(sql`c_u.created_at`, asOf)})`;
