import {
  POCKET_CARD_KINDS,
  POCKET_CARD_TEXTS,
  printableProfileOf,
  PROFILE_TEXTS,
  sectionsHiddenFromVisitors,
  type AccessLogSection,
  type PrintSection,
  type LockscreenQuery,
  type WalletCardQuery,
} from '@portal/shared';
import { checkAccess } from '../../lib/access.js';
import type { Actor } from '../../lib/actor.js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import { isUuid } from '../../lib/ids.js';
import { createSemaphore } from '../../lib/semaphore.js';
import type { RecordStaffRead } from '../../lib/staff-reads.js';
import type { ProfilesService } from '../profiles/service.js';
import { pocketCardContentOf, type PocketCardContent } from './content.js';
import { renderLockscreen } from './lockscreen.js';
import { renderWalletCard } from './wallet-card.js';

type PocketCardDeps = {
  profiles: Pick<ProfilesService, 'findProfile' | 'fullProfileOf'>;
  appName: string;
  /** The access log (privacy): an admin's print of sections hidden from visitors is a read of them. */
  recordStaffRead: RecordStaffRead;
};

/** The access log's section of each printable section a visitor does not see (the name is no private section). */
const LOGGED_SECTION_OF: Partial<Record<PrintSection, AccessLogSection>> = {
  medicalInfo: 'MEDICAL',
  contacts: 'CONTACTS',
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
    actor: Actor,
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
    // Issue 40: what the print holds beyond the public page (the ticked hidden sections) is a staff read when an
    // admin prints it. A card prints the emergency contacts, never the profile's own phone or e-mail.
    const hidden = sectionsHiddenFromVisitors(row);
    const carried = include
      .filter((section) => hidden.includes(section))
      .flatMap((section) => {
        const logged = LOGGED_SECTION_OF[section];
        return logged ? [logged] : [];
      });
    if (carried.length) await deps.recordStaffRead(actor, [{ ...row, phone: null, email: null }], carried);
    const profile = printableProfileOf(deps.profiles.fullProfileOf(row), include, { publicPageSlug: slug });
    return { content: pocketCardContentOf(profile, `${base}/p/${slug}`), slug };
  }

  return {
    /** The lock-screen wallpaper, a PNG of exactly w x h pixels. */
    async lockscreen(id: string, actor: Actor, query: LockscreenQuery, base: string): Promise<PocketCardFile> {
      const { content, slug } = await contentOf(id, actor, query.include, base);
      return {
        body: await rendering(() => renderLockscreen(content, query.w, query.h)),
        fileName: POCKET_CARD_TEXTS.fileName(slug, 'png'),
      };
    },

    /** The wallet card, front and back on one A4 page (PDF). */
    async walletCard(id: string, actor: Actor, query: WalletCardQuery, base: string): Promise<PocketCardFile> {
      const { content, slug } = await contentOf(id, actor, query.include, base);
      return {
        body: await renderWalletCard(content, { appName: deps.appName }),
        fileName: POCKET_CARD_TEXTS.fileName(slug, 'pdf'),
      };
    },
  };
}
