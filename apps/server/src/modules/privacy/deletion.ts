import { CLIENT_TEXTS, PRIVACY_TEXTS } from '@portal/shared';
import type { Database } from '../../db/client.js';
import type { ActorRef } from '../../lib/actor.js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import { verifyPassword } from '../../lib/passwords.js';
import type { PrivacyDeps } from './deps.js';
import { accountDeletedEmail } from './emails.js';

/** Who asks: the owner with their password (DELETE /me/account), or an admin for another account. */
export type DeletionRequest = { by: 'owner'; currentPassword: string } | { by: 'admin'; actor: ActorRef };

/** Names shorter than this are not searched for in free texts: 'Al' would rewrite every 'Alarme'. */
const MIN_TERM_LENGTH = 3;

/** The account's e-mail and names, longest first (a full name is replaced before the first name inside it). */
function termsOf(values: (string | null | undefined)[]): string[] {
  const terms = new Set(values.map((value) => value?.trim() ?? '').filter((value) => value.length >= MIN_TERM_LENGTH));
  return [...terms].sort((a, b) => b.length - a.length);
}

const userNotFound = () => notFound(PRIVACY_TEXTS.userNotFound, 'USER_NOT_FOUND');

/**
 * The one deletion of an account (LGPD art. 18, VI), for the owner, the admin's users and the admin's clients alike.
 * In one transaction: its tags are freed (status kept) and keep no trace of it (their history names 'Conta excluída'),
 * the raw scans of those tags go (their daily counts stay), its e-mail and names leave the role-wide messages, a
 * technician's service records and a staff account's readings in others' access logs lose its name, and the account
 * row goes, taking with it (on delete cascade) its profiles, pages, old slugs, page views and their rollups, photos'
 * rows, messages, sessions, reset tokens, reports and its own access log. After the commit, the files (photos,
 * reports); the confirmation e-mail is queued in the transaction (issue 42).
 */
export function createAccountDeletion(deps: PrivacyDeps) {
  const { db } = deps;

  async function deleteInTransaction(userId: string, request: DeletionRequest, tx: Database) {
    const user = await deps.users.findById(userId, tx);
    if (!user) throw userNotFound();
    if (user.role === 'ADMIN' && request.by === 'owner') {
      // Locked: two last admins deleting themselves at once cannot both pass.
      const admins = await deps.users.lockIdsOfRole('ADMIN', tx);
      if (admins.length <= 1) throw conflict(PRIVACY_TEXTS.lastAdmin, 'LAST_ADMIN');
    }
    const profiles = await deps.profiles.lockProfilesOfUser(userId, tx);
    const terms = termsOf([user.email, user.name, ...profiles.flatMap((profile) => [profile.name, profile.email])]);
    const profileIds = profiles.map((profile) => profile.id);
    // Read before the cascade: the public copies of its pages go after the commit (issue 41).
    const slugs = await deps.pages.slugsOfProfiles(profileIds, tx);
    const released = await deps.tags.forgetOwner({ id: userId, terms }, tx);
    await deps.analytics.forgetRawScans(
      released.map((tag) => tag.id),
      tx,
    );
    await deps.messages.forgetPerson(terms, PRIVACY_TEXTS.deletedAccount, tx);
    await deps.maintenance.forgetTechnician(userId, tx);
    await deps.accessLog.forgetActor(userId, tx);
    // Its notices name it (LGPD); the confirmation, queued after, is the one left, for the address only.
    await deps.notifications.forgetRecipient(userId, tx);
    await deps.users.deleteAccount(userId, tx);
    await deps.notifications.queueNotice(
      {
        kind: 'account',
        email: {
          to: user.email,
          ...accountDeletedEmail({ appName: deps.appName, name: user.name, at: new Date(), timeZone: deps.timeZone }),
        },
      },
      tx,
    );
    return { user, profileIds, slugs, tagCodes: released.map((tag) => tag.code) };
  }

  /** The files and the pages' copies, once the rows are gone: a failure here is logged, the account is deleted all the same. */
  async function afterCommit(deleted: Awaited<ReturnType<typeof deleteInTransaction>>): Promise<void> {
    const { user, profileIds, slugs, tagCodes } = deleted;
    const quietly = (what: string, work: Promise<void>) =>
      work.catch((error: unknown) => deps.log.warn({ err: error, userId: user.id }, what));
    await quietly('public copies of a deleted account left', deps.publicCopies.forgetCopies(slugs, tagCodes));
    await quietly('photo files of a deleted account left', deps.photos.removeProfileFiles(profileIds));
    await quietly('report files of a deleted account left', deps.reports.removeFilesOfUser(user.id));
  }

  return {
    async deleteAccount(userId: string, request: DeletionRequest): Promise<void> {
      if (request.by === 'owner') {
        const user = await deps.users.findById(userId);
        if (!user) throw userNotFound();
        if (!(await verifyPassword(user.passwordHash, request.currentPassword)))
          throw badRequest(PRIVACY_TEXTS.wrongPassword, { field: 'currentPassword' }, 'INVALID_PASSWORD');
      } else if (request.actor.id === userId) {
        throw conflict(CLIENT_TEXTS.deleteSelf, 'CANNOT_DELETE_SELF');
      }
      // Scans still buffered for the account's tags are written first, so none lands after their raw rows went.
      await deps.analytics.flush();
      const deleted = await db.transaction((tx) => deleteInTransaction(userId, request, tx));
      await afterCommit(deleted);
    },
  };
}
