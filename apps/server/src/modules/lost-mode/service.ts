import {
  formatDateBR,
  LOST_TEXTS,
  maintenanceOutcomeLabel,
  PAGE_TEXTS,
  TAG_TEXTS,
  type FinderContactRequest,
  type SetLostRequest,
  type Tag,
} from '@portal/shared';
import { conflict, notFound } from '../../lib/errors.js';
import { accessActorOf, type Actor } from '../../lib/actor.js';
import type { EventBus } from '../../lib/events.js';
import type { LostEquipmentService } from '../maintenance/service.js';
import type { NotificationsService } from '../notifications/service.js';
import type { PagesService } from '../pages/service.js';
import type { TagsService } from '../tags/service.js';
import type { UsersService } from '../users/service.js';
import { cleanFinderText, LINK_REMOVED, type FinderTarget } from './finder.js';
import { lostChangeOf, type LostChange } from './lost-switch.js';

export type { FinderTarget } from './finder.js';
/** The finder's form's script, which the public pages link wherever they carry the form. */
export { FINDER_SCRIPT_URL } from './finder-script.js';
/** The NDEF text beside a tag's URL, from its owner's public profile (the tags' encoder export writes it too). */
export { ndefOf } from './ndef.js';
export { publicOwnerOf } from './public-owner.js';
/**
 * The request the message came with. Only the limits read it (in the route, before this service): nothing of it is
 * stored or relayed.
 */
export type FinderRequestMeta = { ip: string; userAgent?: string };

type LostModeDeps = {
  tags: Pick<TagsService, 'changeTag' | 'findTagByCode' | 'getTag'>;
  pages: Pick<PagesService, 'resolvePublic'>;
  users: Pick<UsersService, 'findById'>;
  /** The notifications module's one entry (issue 42). */
  queueNotice: NotificationsService['queueNotice'];
  publicUrl: string;
  appName: string;
  /** Issue 45: 'finder.message' for the webhooks. */
  events: Pick<EventBus, 'publishAfterCommit'>;
};

/** What a message came through (the webhooks' finder.message). */
type Through = { tagId: string | null; code: string | null; profileId: string | null };
/** Who gets the finder's message: the owner's account, or (a tag nobody owns) the admins. */
type Recipient = ({ kind: 'owner'; userId: string; where: string } | { kind: 'admins'; where: string }) & Through;

export function createLostModeService(deps: LostModeDeps) {
  async function recipientOf(target: FinderTarget): Promise<Recipient> {
    if ('tagCode' in target) {
      const tag = await deps.tags.findTagByCode(target.tagCode);
      if (!tag) throw notFound(TAG_TEXTS.notFound, 'TAG_NOT_FOUND');
      // The form is shown on a LOST tag's page only (as the HTML form's route refuses it): no open relay to owners.
      if (tag.status !== 'LOST') throw conflict(LOST_TEXTS.notLost, 'NOT_LOST');
      const where = `${deps.publicUrl}/t/${tag.code}`;
      const through = { tagId: tag.id, code: tag.code, profileId: tag.profileId };
      return tag.assignedUserId
        ? { kind: 'owner', userId: tag.assignedUserId, where, ...through }
        : { kind: 'admins', where, ...through };
    }
    let found = await deps.pages.resolvePublic(target.pageSlug);
    if (found?.kind === 'redirect') found = await deps.pages.resolvePublic(found.slug);
    if (!found || found.kind !== 'page') throw notFound(PAGE_TEXTS.notFound, 'PAGE_NOT_FOUND');
    const { profile, page } = found.row;
    const where = `${deps.publicUrl}/p/${page.slug}`;
    return { kind: 'owner', userId: profile.userId, where, tagId: null, code: null, profileId: profile.id };
  }

  /**
   * The relayed text: what the finder typed as a quoted block ('> ' on every line), so a line break cannot fake the
   * e-mail's own 'Contato'/'Página' lines; the contact on one line; the warning when links were removed.
   */
  function bodyOf(message: string, contact: string, input: FinderContactRequest, where: string): string {
    const quoted = message.split('\n').map((line) => `> ${line}`.trimEnd());
    const linksRemoved = `${message} ${contact}`.includes(LINK_REMOVED);
    const lines = [
      LOST_TEXTS.finderQuoteIntro,
      ...quoted,
      '',
      ...(linksRemoved ? [LOST_TEXTS.linkWarning, ''] : []),
      `Contato de quem encontrou: ${contact.replace(/\s+/g, ' ') || '(não informado)'}`,
    ];
    if (input.lat != null && input.lng != null)
      lines.push(`Localização: https://www.openstreetmap.org/?mlat=${input.lat}&mlon=${input.lng}`);
    lines.push(`Página: ${where}`);
    return lines.join('\n');
  }

  /**
   * The owner's bell message and e-mail, queued together (issue 42): whoever caused the notice (a finder, a
   * technician) never waits on a mail server, and the outbox retries it.
   */
  async function tellOwner(userId: string, title: string, body: string): Promise<void> {
    const owner = await deps.users.findById(userId);
    await deps.queueNotice({
      kind: 'finder_message',
      toUserId: userId,
      bell: { toRole: 'USER', toUserId: userId, title, body },
      ...(owner?.email ? { email: { to: owner.email, subject: `${title} — ${deps.appName}`, text: body } } : {}),
    });
  }

  return {
    /**
     * The finder's per-target limit key: the profile a tag or page opens (`profile:{id}`), else the tag (`tag:{id}`),
     * so both doors to one lost pet (/t and /p) count together. 404 for an unknown target, as the relay would.
     */
    async finderLimitKey(target: FinderTarget): Promise<string> {
      if ('tagCode' in target) {
        const tag = await deps.tags.findTagByCode(target.tagCode);
        if (!tag) throw notFound(TAG_TEXTS.notFound, 'TAG_NOT_FOUND');
        return tag.profileId ? `profile:${tag.profileId}` : `tag:${tag.id}`;
      }
      let found = await deps.pages.resolvePublic(target.pageSlug);
      if (found?.kind === 'redirect') found = await deps.pages.resolvePublic(found.slug);
      if (!found || found.kind !== 'page') throw notFound(PAGE_TEXTS.notFound, 'PAGE_NOT_FOUND');
      return `profile:${found.row.profile.id}`;
    },

    /**
     * Lost mode on or off (PATCH /me|admin/bracelets/{id}/lost): by an admin, or by the owner (another user's tag
     * reads as unknown, 404); found when not lost is a 409 NOT_LOST. The answer is the tag with `lost`.
     */
    setLost(tagId: string, input: SetLostRequest, actor: Actor): Promise<Tag> {
      const change: LostChange = input.lost
        ? { lost: true, message: input.message, reward: input.reward, showContacts: input.showContacts }
        : { lost: false };
      const byOwner = accessActorOf(actor).role !== 'ADMIN';
      return deps.tags.changeTag(tagId, actor, (tag) => lostChangeOf(tag, change, byOwner));
    },

    /**
     * Issue 40: a service record saved on a LOST equipment (maintenance.onServiceOfLostEquipment, after the commit).
     * The tag stays LOST (only its owner or an admin says found); its owner is told in the bell and by e-mail, as
     * a finder's message is. A tag no longer LOST, or nobody's, tells no one.
     */
    async tellOwnerOfService(service: LostEquipmentService): Promise<void> {
      const tag = await deps.tags.getTag(service.tagId);
      if (tag.status !== 'LOST' || !tag.assignedUserId) return;
      const technician = service.technicianName || 'Um técnico';
      const body = [
        LOST_TEXTS.serviced(
          tag.code,
          technician,
          formatDateBR(service.performedAt),
          maintenanceOutcomeLabel(service.outcome),
        ),
        LOST_TEXTS.servicedStillLost,
        `Página: ${deps.publicUrl}/t/${tag.code}`,
      ].join('\n');
      await tellOwner(tag.assignedUserId, LOST_TEXTS.servicedTitle, body);
    },

    /**
     * A finder's message to the owner: an e-mail and an in-app message (the owner's e-mail and phone never reach
     * the finder). The target must exist (404); a tag must be LOST (409 NOT_LOST). The honeypot `website` filled answers as if sent and relays
     * nothing, so a bot learns nothing. The limits per address and per target are the routes' (finderLimits in finder.ts),
     * which run before this. Links and control characters are removed from what the finder typed; nothing else of
     * the finder (address, user agent) is kept.
     */
    async relayFinderMessage(
      target: FinderTarget,
      input: FinderContactRequest,
      _requestMeta: FinderRequestMeta,
    ): Promise<{ message: string }> {
      const recipient = await recipientOf(target);
      const contact = cleanFinderText(input.contact);
      const answer = { message: contact ? LOST_TEXTS.sent : LOST_TEXTS.sentNoContact };
      if (input.website && input.website.trim()) return answer;
      const message = cleanFinderText(input.message) || LOST_TEXTS.rejected;
      const body = bodyOf(message, contact, input, recipient.where);
      if (recipient.kind === 'admins')
        await deps.queueNotice({
          kind: 'finder_message',
          bell: { toRole: 'ADMIN', title: LOST_TEXTS.finderTitle, body },
        });
      else await tellOwner(recipient.userId, LOST_TEXTS.finderTitle, body);
      const { tagId, code, profileId } = recipient;
      const location = input.lat != null && input.lng != null ? { lat: input.lat, lng: input.lng } : null;
      const ownerId = recipient.kind === 'owner' ? recipient.userId : null;
      const event = { tagId, code, profileId, ownerId, message, contact: contact || null, location, at: new Date() };
      await deps.events.publishAfterCommit('finder.message', event);
      return answer;
    },
  };
}

/** @public The module's service type, part of its face (what another module's deps may name). */
export type LostModeService = ReturnType<typeof createLostModeService>;
