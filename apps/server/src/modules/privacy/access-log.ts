import {
  ACCESS_LOG_SECTIONS,
  buildPagination,
  PRIVACY_TEXTS,
  type AccessLogEntry,
  type AccessLogResponse,
  type AccessLogSection,
  type AccessLogQuery,
} from '@portal/shared';
import type { Database } from '../../db/client.js';
import type { AccessLogRow } from '../../db/tables/privacy.js';
import type { Actor } from '../../lib/actor.js';
import type { ReadProfile, RecordStaffRead } from '../../lib/staff-reads.js';
import { createAccessLogRepository } from './repository.js';

/** A value someone typed: a non-blank text, a number, true, or a list or object holding one. */
function hasContent(value: unknown): boolean {
  if (typeof value === 'string') return value.trim() !== '';
  if (typeof value === 'number') return true;
  if (typeof value === 'boolean') return value;
  if (Array.isArray(value)) return value.some(hasContent);
  if (value && typeof value === 'object') return Object.values(value).some(hasContent);
  return false;
}

/** The sections of a profile the answer carried that hold something (an empty section reveals nothing). */
function sectionsWithContent(profile: ReadProfile, carried: readonly AccessLogSection[]): AccessLogSection[] {
  const content: Record<AccessLogSection, unknown> = {
    MEDICAL: profile.medicalInfo,
    CONTACTS: [profile.phone, profile.email, profile.emergencyContacts],
    ADDRESS: profile.address,
    NOTES: profile.notes,
  };
  return carried.filter((section) => hasContent(content[section]));
}

const STAFF_ROLES = new Set(['ADMIN', 'TECHNICIAN']);

/**
 * A staff member's readings of one profile's section within this window are one row (issue 43): one visit to
 * 'Editar Cliente' (the client, its profiles, its page, each asked on its own) is one line in 'Quem acessou meus dados'.
 */
export const ACCESS_LOG_WINDOW_MS = 10 * 60_000;

export function toAccessLogEntry(row: AccessLogRow): AccessLogEntry {
  return {
    id: row.id,
    at: row.createdAt.toISOString(),
    actor: { id: row.actorUserId, name: row.actorName, role: row.actorRole },
    profile: { id: row.profileId, name: row.profileName },
    sections: row.sections,
  };
}

/**
 * The access log (LGPD art. 37): built before the services that answer staff reads (profiles, pages, clients) and
 * handed to them as `recordStaffRead`; it needs only the database.
 */
export function createAccessLog(db: Database) {
  const repository = createAccessLogRepository(db);
  return {
    repository,

    /**
     * A staff account (ADMIN, TECHNICIAN) was answered these profiles' private fields: one row per profile that held
     * something in the sections carried, once per section within ACCESS_LOG_WINDOW_MS. A person reading their own
     * profile, or a USER, is not logged.
     */
    recordStaffRead: (async (
      actor: Actor,
      profiles: readonly ReadProfile[],
      carried: readonly AccessLogSection[] = ACCESS_LOG_SECTIONS,
    ): Promise<void> => {
      if (!STAFF_ROLES.has(actor.role)) return;
      const rows = profiles.flatMap((profile) => {
        const sections = profile.userId === actor.id ? [] : sectionsWithContent(profile, carried);
        return sections.length === 0
          ? []
          : [
              {
                ownerUserId: profile.userId,
                profileId: profile.id,
                profileName: profile.name,
                actorUserId: actor.id,
                actorName: actor.name,
                actorRole: actor.role,
                sections,
              },
            ];
      });
      await repository.insertOncePerWindow(actor.id, rows, ACCESS_LOG_WINDOW_MS);
    }) satisfies RecordStaffRead,

    /** GET /me/access-log: the owner's rows, newest first. */
    async listForOwner(ownerUserId: string, query: AccessLogQuery): Promise<AccessLogResponse> {
      const { rows, total } = await repository.pageOfOwner(ownerUserId, query);
      return { entries: rows.map(toAccessLogEntry), pagination: buildPagination(query.page, query.limit, total) };
    },

    /** A deleted staff account: its readings stay in the owners' logs as 'Conta excluída'. */
    forgetActor: (actorUserId: string, tx: Database) =>
      repository.forgetActor(actorUserId, PRIVACY_TEXTS.deletedAccount, tx),
  };
}

export type AccessLog = ReturnType<typeof createAccessLog>;
