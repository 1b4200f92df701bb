import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Role } from '@portal/shared';
import type { AccessActor } from '../../../lib/actor.js';
import { notFound } from '../../../lib/errors.js';
import { createSemaphore } from '../../../lib/semaphore.js';
import type { SessionLinks } from '../../../lib/signed-urls.js';
import type { FileStorage, StoredFile } from '../../../lib/storage/storage.js';
import { processAttachment, type AttachmentSize } from '../attachment-images.js';
import type { AttachmentAccess } from '../attachments.js';
import type { FireSafetyRepository } from './repository.js';

/**
 * A checklist photo is sent BEFORE its record (POST /tecnico/equipment/{tagId}/checklist-photos): the record that
 * answers 'Não conforme' names it by id, so the record and its proof commit together. Its files live under the tag's
 * maintenance folder (`maintenance/{tagId}/checklist/{id}/{size}`), which a deleted tag takes with it.
 */
const fileKey = (tagId: string, id: string, size: AttachmentSize) => `maintenance/${tagId}/checklist/${id}/${size}`;
const photoNotFound = () => notFound('Foto não encontrada.', 'PHOTO_NOT_FOUND');
const MAY_VIEW: ReadonlySet<Role> = new Set(['ADMIN', 'TECHNICIAN']);

export type ChecklistPhoto = { id: string; url: string; thumbnailUrl: string };

export function createChecklistPhotos(deps: {
  repository: FireSafetyRepository;
  storage: FileStorage;
  log: Pick<FastifyBaseLogger, 'warn'>;
  links: SessionLinks;
  processingConcurrency: number;
}) {
  const { repository, storage, links } = deps;
  const processing = createSemaphore(deps.processingConcurrency);
  const urlOf = (id: string, size: AttachmentSize) =>
    `/api/tecnico/checklist-photos/${id}?size=${size}${links.querySuffix(id, size)}`;

  return {
    urlOf,

    /** Processes and stores one photo of an equipment (the route checked the tag), then writes its row. */
    async upload(tagId: string, actor: AccessActor, file: { path: string; fileName: string }): Promise<ChecklistPhoto> {
      const processed = await processing(() => processAttachment({ path: file.path }, file.fileName));
      const id = randomUUID();
      try {
        for (const [size, image] of Object.entries(processed.sizes) as Array<
          [AttachmentSize, typeof processed.sizes.medium]
        >)
          await storage.put(fileKey(tagId, id, size), image.buffer, { contentType: image.contentType });
        await repository.insertPhoto({
          id,
          tagId,
          uploadedBy: actor.id,
          name: processed.name,
          contentType: processed.sizes.medium.contentType,
          bytes: processed.sizes.medium.bytes,
        });
      } catch (error) {
        await storage
          .deletePrefix(`maintenance/${tagId}/checklist/${id}`)
          .catch((cause: unknown) => deps.log.warn({ err: cause, id }, 'checklist photo files left'));
        throw error;
      }
      return { id, url: urlOf(id, 'medium'), thumbnailUrl: urlOf(id, 'thumbnail') };
    },

    /** The bytes: a valid signature, or a signed-in technician or admin; anyone else the missing photo's 404. */
    async open(id: string, size: AttachmentSize, access: AttachmentAccess) {
      const found = await repository.findPhoto(id);
      if (!found) throw photoNotFound();
      if (!(await links.verify(found.id, size, access))) {
        const viewer = await access.viewer();
        if (!viewer || !MAY_VIEW.has(viewer.role)) throw photoNotFound();
      }
      return {
        etag: `"${found.id}-${size}"`,
        async open(): Promise<StoredFile> {
          const stored = await storage.get(fileKey(found.tagId, found.id, size));
          if (!stored) throw photoNotFound();
          return stored;
        },
      };
    },
  };
}
