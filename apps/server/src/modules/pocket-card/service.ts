import {
  POCKET_CARD_KINDS,
  POCKET_CARD_TEXTS,
  printableProfileOf,
  PROFILE_TEXTS,
  type LockscreenQuery,
  type WalletCardQuery,
} from '@portal/shared';
import { checkAccess } from '../../lib/access.js';
import type { AccessActor } from '../../lib/actor.js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import { isUuid } from '../../lib/ids.js';
import { createSemaphore } from '../../lib/semaphore.js';
import type { ProfilesService } from '../profiles/service.js';
import { pocketCardContentOf, type PocketCardContent } from './content.js';
import { renderLockscreen } from './lockscreen.js';
import { renderWalletCard } from './wallet-card.js';

type PocketCardDeps = {
  profiles: Pick<ProfilesService, 'findProfile' | 'fullProfileOf'>;
  appName: string;
};

/** A generated file and the name the browser saves it under. */
export type PocketCardFile = { body: Buffer; fileName: string };

/**
 * The card in the pocket (issue 24, item 5): a profile's lock-screen wallpaper and wallet card, for its owner and
 * admins. What they print is decided by the shared printableProfileOf: the public page's view, plus the hidden
 * sections the owner ticked for this print.
 */
export function createPocketCardService(deps: PocketCardDeps) {
  // A 2000 x 4000 wallpaper is 32 MB of pixels while sharp draws it: two at a time, the others wait their turn.
  const rendering = createSemaphore(2);

  /** The profile's printable content: 404 for someone else's, 400 for equipment, 409 without an active page. */
  async function contentOf(
    id: string,
    actor: AccessActor,
    include: WalletCardQuery['include'],
    base: string,
  ): Promise<{ content: PocketCardContent; slug: string }> {
    const row = isUuid(id) ? await deps.profiles.findProfile(id) : undefined;
    if (!row) throw notFound(PROFILE_TEXTS.notFound, 'PROFILE_NOT_FOUND');
    checkAccess(actor, 'profile.manage', row.userId);
    if (!POCKET_CARD_KINDS.includes(row.kind)) {
      throw badRequest(POCKET_CARD_TEXTS.equipmentNotSupported, {}, 'KIND_NOT_SUPPORTED');
    }
    // The QR code opens the public page: without an active one it would print a dead link.
    if (!row.page?.isActive) throw conflict(POCKET_CARD_TEXTS.noPage, 'PAGE_INACTIVE');
    const { slug } = row.page;
    const profile = printableProfileOf(deps.profiles.fullProfileOf(row), include, { publicPageSlug: slug });
    return { content: pocketCardContentOf(profile, `${base}/p/${slug}`), slug };
  }

  return {
    /** The lock-screen wallpaper, a PNG of exactly w x h pixels. */
    async lockscreen(id: string, actor: AccessActor, query: LockscreenQuery, base: string): Promise<PocketCardFile> {
      const { content, slug } = await contentOf(id, actor, query.include, base);
      return {
        body: await rendering(() => renderLockscreen(content, query.w, query.h)),
        fileName: POCKET_CARD_TEXTS.fileName(slug, 'png'),
      };
    },

    /** The wallet card, front and back on one A4 page (PDF). */
    async walletCard(id: string, actor: AccessActor, query: WalletCardQuery, base: string): Promise<PocketCardFile> {
      const { content, slug } = await contentOf(id, actor, query.include, base);
      return {
        body: await renderWalletCard(content, { appName: deps.appName }),
        fileName: POCKET_CARD_TEXTS.fileName(slug, 'pdf'),
      };
    },
  };
}
