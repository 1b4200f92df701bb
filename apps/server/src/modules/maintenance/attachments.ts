import { randomUUID } from 'node:crypto';
import { asc, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { MAINTENANCE_TEXTS, RECORD_EDIT_WINDOW_HOURS, type RecordAttachment, type Role } from '@portal/shared';
import type { Database } from '../../db/client.js';
import { checkAccess, recordOwner } from '../../lib/access.js';
import type { AccessActor } from '../../lib/actor.js';
import { forbidden, notFound } from '../../lib/errors.js';
import { createSemaphore } from '../../lib/semaphore.js';
import type { SessionLinkQuery, SessionLinks } from '../../lib/signed-urls.js';
import type { FileStorage, StoredFile } from '../../lib/storage/storage.js';
import { processAttachment, type AttachmentSize, type ProcessedAttachment } from './attachment-images.js';
import { maintenanceRecords, recordAttachments, type RecordAttachmentRow } from '../../db/tables/maintenance.js';

export type AttachmentAccess = SessionLinkQuery & {
  /** The signed-in account, read from the bearer token only when the signature does not pass. */
  viewer: () => Promise<AccessActor | null>;
};
export type AttachmentFile = { etag: string; open: () => Promise<StoredFile> };
/** A processed photo whose files are stored and whose row is not yet written. */
export type PreparedAttachment = {
  id: string;
  recordId: string;
  tagId: string;
  processed: ProcessedAttachment;
};

/** Where a record's files live: `maintenance/{tagId}/{recordId}/{attachmentId}/{medium|thumbnail}`. */
export const recordFolder = (tagId: string, recordId: string) => `maintenance/${tagId}/${recordId}`;
const attachmentFolder = (tagId: string, recordId: string, id: string) => `${recordFolder(tagId, recordId)}/${id}`;
const fileKey = (tagId: string, recordId: string, id: string, size: AttachmentSize) =>
  `${attachmentFolder(tagId, recordId, id)}/${size}`;

const recordNotFound = () => notFound(MAINTENANCE_TEXTS.recordNotFound, 'RECORD_NOT_FOUND');
const attachmentNotFound = () => notFound(MAINTENANCE_TEXTS.recordNotFound, 'ATTACHMENT_NOT_FOUND');
const MAY_VIEW: ReadonlySet<Role> = new Set(['ADMIN', 'TECHNICIAN']);

type AttachmentsDeps = {
  db: Database;
  storage: FileStorage;
  log: FastifyBaseLogger;
  /** Signs the attachments' URLs for the session answering (an <img> cannot send the token); a key of its own. */
  links: SessionLinks;
  /** Images decoded at once by this service. */
  processingConcurrency: number;
  now?: () => Date;
};

/**
 * A record's photos (issue 12): upload, the signed URLs of a record's attachments, serving the bytes, and removing
 * a deleted record's files. The rows live in record_attachments (cascade-deleted with their record).
 */
export function createAttachmentsService(deps: AttachmentsDeps) {
  const { db, storage, log, links } = deps;
  const now = deps.now ?? (() => new Date());
  const processing = createSemaphore(deps.processingConcurrency);

  function toApi(row: RecordAttachmentRow): RecordAttachment {
    const url = (size: AttachmentSize) =>
      `/api/tecnico/attachments/${row.id}?size=${size}${links.querySuffix(row.id, size)}`;
    return {
      id: row.id,
      name: row.name,
      contentType: row.contentType,
      size: row.bytes,
      url: url('medium'),
      thumbnailUrl: url('thumbnail'),
    };
  }

  /** The record, if the actor may attach to it: 404 unknown, 403 someone else's or past the edit window. */
  async function attachableRecord(actor: AccessActor, recordId: string) {
    const [record] = await db
      .select({
        id: maintenanceRecords.id,
        tagId: maintenanceRecords.tagId,
        technicianId: maintenanceRecords.technicianId,
        source: maintenanceRecords.source,
        createdAt: maintenanceRecords.createdAt,
      })
      .from(maintenanceRecords)
      .where(eq(maintenanceRecords.id, recordId));
    if (!record) throw recordNotFound();
    checkAccess(actor, 'record.attach', recordOwner(record));
    if (actor.role === 'ADMIN') return record;
    const closesAt = record.createdAt.getTime() + RECORD_EDIT_WINDOW_HOURS * 3_600_000;
    if (now().getTime() > closesAt) throw forbidden(MAINTENANCE_TEXTS.editWindowClosed, 'EDIT_WINDOW_CLOSED');
    return record;
  }

  /** The files of an upload whose row was never written. */
  const discardUpload = (prepared: PreparedAttachment): Promise<void> =>
    removeFolders([attachmentFolder(prepared.tagId, prepared.recordId, prepared.id)]);

  async function removeFolders(folders: string[]): Promise<void> {
    for (const folder of folders) {
      // The rows are gone already: a file left behind is logged, never an error for the user.
      await storage.deletePrefix(folder).catch((error: unknown) => log.warn({ err: error, folder }, 'files left'));
    }
  }

  return {
    /** 404/403 before the upload's body is read: a refused upload costs no processing. */
    async assertCanAttach(actor: AccessActor, recordId: string): Promise<void> {
      await attachableRecord(actor, recordId);
    },

    /**
     * One photo, step one (no transaction): the record checked, the photo processed and its two sizes stored.
     * `saveUpload` then writes its row; `discardUpload` removes the files when no row is written.
     */
    async prepareUpload(
      actor: AccessActor,
      recordId: string,
      file: { path: string; fileName: string },
    ): Promise<PreparedAttachment> {
      const record = await attachableRecord(actor, recordId);
      const processed = await processing(() => processAttachment({ path: file.path }, file.fileName));
      const prepared = { id: randomUUID(), recordId: record.id, tagId: record.tagId, processed };
      try {
        for (const [size, image] of Object.entries(processed.sizes) as Array<
          [AttachmentSize, typeof processed.sizes.medium]
        >)
          await storage.put(fileKey(record.tagId, record.id, prepared.id, size), image.buffer, {
            contentType: image.contentType,
          });
      } catch (error) {
        await discardUpload(prepared);
        throw error;
      }
      return prepared;
    },

    /** Step two: the row, in `tx` (an Idempotency-Key's transaction, or none); the record is locked against a delete. */
    async saveUpload(prepared: PreparedAttachment, tx: Database = db): Promise<RecordAttachment> {
      const [record] = await tx
        .select({ id: maintenanceRecords.id })
        .from(maintenanceRecords)
        .where(eq(maintenanceRecords.id, prepared.recordId))
        .for('key share');
      // The record was deleted meanwhile: it is not there any more.
      if (!record) throw recordNotFound();
      const [row] = await tx
        .insert(recordAttachments)
        .values({
          id: prepared.id,
          recordId: prepared.recordId,
          name: prepared.processed.name,
          contentType: prepared.processed.sizes.medium.contentType,
          bytes: prepared.processed.sizes.medium.bytes,
        })
        .returning();
      return toApi(row!);
    },

    discardUpload,

    /** The attachments of these records with signed URLs, oldest first (for the records the maintenance service maps). */
    async attachmentsOf(recordIds: string[]): Promise<Map<string, RecordAttachment[]>> {
      const found = new Map<string, RecordAttachment[]>();
      if (recordIds.length === 0) return found;
      const rows = await db
        .select()
        .from(recordAttachments)
        .where(inArray(recordAttachments.recordId, [...new Set(recordIds)]))
        .orderBy(asc(recordAttachments.createdAt), asc(recordAttachments.id));
      for (const row of rows) found.set(row.recordId, [...(found.get(row.recordId) ?? []), toApi(row)]);
      return found;
    },

    /**
     * GET /api/tecnico/attachments/{id}: a valid signature, or a signed-in technician or admin. Anyone else gets
     * the same 404 as a missing file, so an attachment's existence is not revealed.
     */
    async openAttachment(id: string, size: AttachmentSize, access: AttachmentAccess): Promise<AttachmentFile> {
      const [found] = await db
        .select({ id: recordAttachments.id, recordId: recordAttachments.recordId, tagId: maintenanceRecords.tagId })
        .from(recordAttachments)
        .innerJoin(maintenanceRecords, eq(maintenanceRecords.id, recordAttachments.recordId))
        .where(eq(recordAttachments.id, id));
      if (!found) throw attachmentNotFound();
      if (!(await links.verify(found.id, size, access))) {
        const viewer = await access.viewer();
        if (!viewer || !MAY_VIEW.has(viewer.role)) throw attachmentNotFound();
      }
      return {
        // The files never change once written: the id and the size name them for good.
        etag: `"${found.id}-${size}"`,
        async open() {
          const stored = await storage.get(fileKey(found.tagId, found.recordId, found.id, size));
          if (!stored) throw attachmentNotFound();
          return stored;
        },
      };
    },

    /** After records are deleted (their rows cascade): their files go too. */
    removeRecordFiles: (records: Array<{ id: string; tagId: string }>): Promise<void> =>
      removeFolders(records.map((record) => recordFolder(record.tagId, record.id))),

    /** After a tag is deleted (its records and their rows cascade): every file of its log goes too. */
    removeTagFiles: (tagId: string): Promise<void> => removeFolders([`maintenance/${tagId}`]),
  };
}
