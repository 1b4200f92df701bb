import { eq } from 'drizzle-orm';
import {
  CLIENT_TEXTS,
  MAINTENANCE_TEXTS,
  PAGE_TEXTS,
  PHOTO_TEXTS,
  PROFILE_TEXTS,
  TAG_TEXTS,
  type Role,
} from '@portal/shared';
import type { Database } from '../db/client.js';
import { maintenanceRecords } from '../db/tables/maintenance.js';
import { pages } from '../db/tables/pages.js';
import { photos } from '../db/tables/photos.js';
import { profiles } from '../db/tables/profiles.js';
import { tags } from '../db/tables/tags.js';
import type { AccessActor } from './actor.js';
import { forbidden, notFound, type AppError } from './errors.js';

/**
 * May this actor do this to that? The one access rule of the API (the idea of Immich's `requireAccess`):
 *
 * - an ADMIN may act on anything;
 * - an owner (USER) on what is theirs: the tags assigned to them, their profiles and those profiles' pages and photos,
 *   and pages only for their own account;
 * - a TECHNICIAN on the service records they logged.
 *
 * Each permission refuses with the error the API has always answered: where another account's id must read as one
 * that does not exist (issue 21), the resource's 404; elsewhere a 403. The role guards of the routes come first
 * (`app.requireRole`); this rule decides between two accounts of a role that may use the route.
 */
const RULES = {
  /** A tag on the owner's routes (/me/bracelets, lost mode). */
  'tag.manage': { resource: 'tag', denied: () => notFound(TAG_TEXTS.notFound, 'TAG_NOT_FOUND') },
  /** A profile on /me/profiles. */
  'profile.manage': { resource: 'profile', denied: () => notFound(PROFILE_TEXTS.notFound, 'PROFILE_NOT_FOUND') },
  /** The photos of a profile (upload, list, main photo): someone else's profile is a 403. */
  'profile.photos': {
    resource: 'profile',
    denied: () => forbidden(),
    missing: () => notFound(CLIENT_TEXTS.notFound, 'CLIENT_NOT_FOUND'),
  },
  /** One photo (delete, visibility): someone else's is a 403. */
  'photo.manage': { resource: 'photo', denied: () => forbidden() },
  /** The bytes of a photo that is not public: anyone else gets the missing photo's 404. */
  'photo.read': { resource: 'photo', denied: () => notFound(PHOTO_TEXTS.notFound, 'PHOTO_NOT_FOUND') },
  /** A page on /me/page. */
  'page.manage': { resource: 'page', denied: () => notFound(PAGE_TEXTS.adminNotFound, 'PAGE_NOT_FOUND') },
  /** Creating the page of an account (POST /me/page's userId). */
  'account.page': { resource: 'account', denied: () => forbidden(PAGE_TEXTS.notOwner, 'NOT_OWNER') },
  /** Editing or deleting a service record: a technician only their own logged records. */
  'record.change': {
    resource: 'record',
    denied: () => forbidden(MAINTENANCE_TEXTS.notYourRecord, 'NOT_OWNER'),
    missing: () => notFound(MAINTENANCE_TEXTS.recordNotFound, 'RECORD_NOT_FOUND'),
  },
  /** Attaching photos to a service record: a technician only to their own. */
  'record.attach': {
    resource: 'record',
    denied: () => forbidden(MAINTENANCE_TEXTS.notYourRecord, 'NOT_YOUR_RECORD'),
    missing: () => notFound(MAINTENANCE_TEXTS.recordNotFound, 'RECORD_NOT_FOUND'),
    ownerRole: 'TECHNICIAN',
  },
} satisfies Record<string, { resource: Resource; denied: () => AppError; missing?: () => AppError; ownerRole?: Role }>;

type Resource = 'tag' | 'profile' | 'photo' | 'page' | 'account' | 'record';
export type Permission = keyof typeof RULES;
type Rule = { resource: Resource; denied: () => AppError; missing?: () => AppError; ownerRole?: Role };

/** The rule itself, over an owner already known. A null actor (an anonymous visitor) may nothing. */
function allows(actor: AccessActor | null, rule: Rule, ownerId: string | null): boolean {
  if (!actor) return false;
  if (actor.role === 'ADMIN') return true;
  if (rule.ownerRole && actor.role !== rule.ownerRole) return false;
  return ownerId !== null && ownerId === actor.id;
}

/** A service record is its technician's when they logged it; an entry imported from the tag meta is nobody's. */
export const recordOwner = (record: { technicianId: string | null; source: 'RECORD' | 'IMPORTED' }) =>
  record.source === 'RECORD' ? record.technicianId : null;

/** The owner of one row by id, with the module's own small SQL; undefined when there is no such row. */
async function ownerOf(resource: Resource, id: string, db: Database): Promise<{ ownerId: string | null } | undefined> {
  switch (resource) {
    case 'tag': {
      const [row] = await db.select({ ownerId: tags.assignedUserId }).from(tags).where(eq(tags.id, id)).limit(1);
      return row;
    }
    case 'profile': {
      const [row] = await db.select({ ownerId: profiles.userId }).from(profiles).where(eq(profiles.id, id)).limit(1);
      return row;
    }
    case 'record': {
      const [row] = await db
        .select({ technicianId: maintenanceRecords.technicianId, source: maintenanceRecords.source })
        .from(maintenanceRecords)
        .where(eq(maintenanceRecords.id, id))
        .limit(1);
      return row && { ownerId: recordOwner(row) };
    }
    case 'page': {
      const [row] = await db
        .select({ ownerId: profiles.userId })
        .from(pages)
        .innerJoin(profiles, eq(profiles.id, pages.profileId))
        .where(eq(pages.id, id))
        .limit(1);
      return row;
    }
    case 'photo': {
      const [row] = await db
        .select({ ownerId: profiles.userId })
        .from(photos)
        .innerJoin(profiles, eq(profiles.id, photos.profileId))
        .where(eq(photos.id, id))
        .limit(1);
      return row;
    }
    case 'account':
      return { ownerId: id };
  }
}

/**
 * The rule over an owner the caller has read already (often its row locked in the caller's transaction, so the
 * answer holds until it commits): throws the permission's error unless the actor may.
 */
export function checkAccess(actor: AccessActor | null, permission: Permission, ownerId: string | null): void {
  const rule: Rule = RULES[permission];
  if (!allows(actor, rule, ownerId)) throw rule.denied();
}

/** The access checks of the services: `check` over an owner already read, `require` reading it by id. */
export function createAccess(db: Database) {
  return {
    check: checkAccess,

    /** Reads the owner of row `id` (in the caller's transaction when given); a missing row is its 404. */
    async require(actor: AccessActor | null, permission: Permission, id: string, tx: Database = db): Promise<void> {
      const rule: Rule = RULES[permission];
      const owner = await ownerOf(rule.resource, id, tx);
      if (!owner) throw (rule.missing ?? rule.denied)();
      if (!allows(actor, rule, owner.ownerId)) throw rule.denied();
    },
  };
}
