import type { FastifyBaseLogger } from 'fastify';
import type { EventBus } from './lib/events.js';
import type { PublicService } from './modules/public/service.js';

/**
 * The public pages' last copies follow every change of what a page shows (issue 41): a profile's or a page's change,
 * a deleted profile (its page's copy goes; its tags, moved to the primary profile, are rebuilt with it) and a tag's
 * change (lost mode, relink, release), each after its commit and before its answer. A copy that cannot be written is
 * logged, never the change's failure.
 */
export function followChangesWithCopies(
  events: EventBus,
  publicPages: Pick<PublicService, 'refreshCopies' | 'forgetCopies'>,
  log: Pick<FastifyBaseLogger, 'warn'>,
): void {
  // A change of a profile or of a tag's lost mode replaces their pages' last copies before the answer (issue 41).
  const refreshCopies = (profileId: string | null, tagCodes: string[] = []) =>
    publicPages.refreshCopies(profileId, tagCodes).catch((error: unknown) => {
      log.warn({ err: error, profileId, tagCodes }, 'public page copies not refreshed');
    });
  events.subscribe('profile.changed', {
    name: 'publicPages.refreshCopies',
    when: 'afterCommit',
    handle: ({ profileId }) => refreshCopies(profileId),
  });
  events.subscribe('page.changed', {
    name: 'publicPages.refreshCopies',
    when: 'afterCommit',
    handle: async (page) => {
      await refreshCopies(page.profileId);
      // Renamed or deleted: the old address keeps no copy (it redirects, or is gone, while the database answers).
      if (page.previousSlug !== page.slug) await publicPages.forgetCopies([page.previousSlug], []);
    },
  });
  // A deleted profile: its page's copy goes; its tags, moved to the primary profile, are rebuilt with it.
  events.subscribe('profiles.deleted', {
    name: 'publicPages.forgetCopies',
    when: 'afterCommit',
    handle: async ({ gone }) => {
      if (!gone) return;
      await publicPages.forgetCopies(gone.slugs, gone.tagCodes).catch((error: unknown) => {
        log.warn({ err: error, slugs: gone.slugs }, 'public page copies not removed');
      });
      if (gone.primaryProfileId) await refreshCopies(gone.primaryProfileId);
    },
  });
  events.subscribe('tag.changed', {
    name: 'publicPages.refreshCopies',
    when: 'afterCommit',
    handle: async (tag) => {
      await refreshCopies(tag.profileId, [tag.code, ...(tag.previousCode ? [tag.previousCode] : [])]);
      // Moved to another profile (or released): the page it left no longer shows it.
      if (tag.previousProfileId && tag.previousProfileId !== tag.profileId) await refreshCopies(tag.previousProfileId);
    },
  });
}
