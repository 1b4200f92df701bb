import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { accountRowColumns, linkTokenColumns } from '../columns.js';
import { sessions } from './auth.js';

/**
 * An admin's invitation (issue 23): the link that lets a new account choose its password. Only the SHA-256 of the
 * token is stored; 7 days, single use; a resend ends the older links (used_at set).
 */
export const invitationTokens = pgTable(
  'invitation_tokens',
  {
    ...accountRowColumns(),
    ...linkTokenColumns(),
  },
  (t) => [index('invitation_tokens_user_idx').on(t.userId)],
);

/**
 * A requested e-mail change: the new address waits here until its confirmation link is opened (24 h, single use;
 * a newer request ends the older links). Only the SHA-256 of the token is stored. The session that asked must still
 * be open at the confirmation (issue 40); a password change or reset and 'Sair de todos os outros dispositivos' end
 * the account's unused links.
 */
export const emailChangeTokens = pgTable(
  'email_change_tokens',
  {
    ...accountRowColumns(),
    newEmail: text('new_email').notNull(),
    /** The session that asked (null: asked before migration 0027, never confirmed). */
    sessionId: uuid('session_id').references(() => sessions.id, { onDelete: 'cascade' }),
    ...linkTokenColumns(),
  },
  (t) => [index('email_change_tokens_user_idx').on(t.userId)],
);
