import type { Readable } from 'node:stream';
import { dayInTimeZone, exportFileName, PRIVACY_TEXTS, type AccessLogQuery, type AccountProfile } from '@portal/shared';
import type { Actor } from '../../lib/actor.js';
import { notFound } from '../../lib/errors.js';
import { isUuid } from '../../lib/ids.js';
import { toAccessLogEntry } from './access-log.js';
import { createAccountDeletion, type DeletionRequest } from './deletion.js';
import type { PrivacyDeps } from './deps.js';
import { buildAccountZip, type AccountData } from './export.js';

export { createAccessLog } from './access-log.js';

/** The events of a tag the export lists (the owner's history since the tag became theirs). */
const HISTORY_LIMIT = 1000;
/** The profiles listed per query while gathering (the list's own maximum). */
const PROFILES_PAGE = 100;

export type AccountExport = { fileName: string; stream: Readable };

/**
 * What LGPD gives a person over their data (issue 23): the export of everything the portal keeps of their account
 * (art. 18, V), its deletion (art. 18, VI, in deletion.ts) and who of the staff read their private fields (art. 37,
 * in access-log.ts). It reads and deletes through each domain's service.
 */
export function createPrivacyService(deps: PrivacyDeps) {
  const deletion = createAccountDeletion(deps);
  const userNotFound = () => notFound(PRIVACY_TEXTS.userNotFound, 'USER_NOT_FOUND');

  async function allProfilesOf(userId: string): Promise<AccountProfile[]> {
    const all: AccountProfile[] = [];
    for (let page = 1; ; page += 1) {
      const listed = await deps.profiles.listMine(userId, { page, limit: PROFILES_PAGE });
      all.push(...listed.profiles);
      if (page >= listed.pagination.totalPages) return all;
    }
  }

  /** A client's account: the owner of profile {id}, or a client account without a profile named by its own id. */
  async function clientAccountOf(clientId: string): Promise<string | undefined> {
    if (!isUuid(clientId)) return undefined;
    const profile = await deps.profiles.findProfile(clientId);
    const account = profile ? profile.user : await deps.users.findById(clientId);
    return account?.role === 'USER' ? account.id : undefined;
  }

  async function gather(userId: string): Promise<AccountData> {
    const account = await deps.users.findById(userId);
    if (!account) throw userNotFound();
    const profiles = await allProfilesOf(userId);
    const withPages = await Promise.all(
      profiles.map(async (profile) => ({ profile, page: await deps.pages.pageOfProfile(profile.id) })),
    );
    const tags = await deps.tags.tagsWithHistoryOfUser(userId, HISTORY_LIMIT);
    const pageIds = withPages.flatMap(({ page }) => (page ? [page.id] : []));
    const [visits, messages, sessions, accessLog, apiTokens, { webhooks }] = await Promise.all([
      deps.analytics.dailyCountsOf(
        pageIds,
        tags.map(({ tag }) => tag.id),
      ),
      deps.messages.addressedTo(userId),
      deps.auth.sessionsForExport(userId),
      deps.accessLog.repository.allOfOwner(userId),
      deps.apiTokens.list(userId),
      deps.webhooks.list(userId),
    ]);
    return {
      account,
      profiles: withPages,
      tags,
      visits,
      messages,
      sessions,
      accessLog: accessLog.map(toAccessLogEntry),
      apiTokens,
      webhooks,
    };
  }

  async function exportOf(userId: string, who: string, reader?: Actor): Promise<AccountExport> {
    const data = await gather(userId);
    // An admin's copy carries every profile's private fields: a row of the owner's access log per profile (issue 40).
    if (reader)
      await deps.accessLog.recordStaffRead(
        reader,
        data.profiles.map(({ profile }) => profile),
      );
    const now = new Date();
    const stream = await buildAccountZip(
      data,
      { exists: deps.photos.photoFileExists, open: deps.photos.openOriginal },
      now,
    );
    return { fileName: exportFileName(dayInTimeZone(now, deps.timeZone), who), stream };
  }

  return {
    /** GET /me/export: the signed-in account's ZIP. */
    exportMine: (userId: string) => exportOf(userId, 'meus-dados'),

    /**
     * GET /admin/clients/{id}/export: the client's account (any of its profiles' ids, or a profile-less account's),
     * read by the admin `reader`.
     */
    async exportClient(clientId: string, reader: Actor): Promise<AccountExport> {
      const userId = await clientAccountOf(clientId);
      if (!userId) throw notFound(PRIVACY_TEXTS.clientNotFound, 'CLIENT_NOT_FOUND');
      return exportOf(userId, 'dados-cliente', reader);
    },

    deleteAccount: (userId: string, request: DeletionRequest) => deletion.deleteAccount(userId, request),

    /** GET /me/access-log: who of the staff read the owner's private fields, newest first. */
    accessLogOf: (userId: string, query: AccessLogQuery) => deps.accessLog.listForOwner(userId, query),
  };
}

/** @public The module's service type, part of its face (what another module's deps may name). */
export type PrivacyService = ReturnType<typeof createPrivacyService>;
