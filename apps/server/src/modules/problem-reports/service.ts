import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import {
  buildPagination,
  PROBLEM_KIND_LABELS,
  PROBLEM_TEXTS,
  SITE_TEXTS,
  storedTagCode,
  TAG_TEXTS,
  type ListProblemReportsQuery,
  type ListProblemReportsResponse,
  type MaintenanceRecord,
  type ProblemReport,
  type ProblemReportForm,
  type UpdateProblemReportRequest,
} from '@portal/shared';
import type { Database } from '../../db/client.js';
import type { Actor } from '../../lib/actor.js';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.js';
import type { SessionLinkQuery, SessionLinks } from '../../lib/signed-urls.js';
import type { FileStorage, StoredFile } from '../../lib/storage/storage.js';
import type { ImageInput } from '../../lib/upload-files.js';
import type { EventBus } from '../../lib/events.js';
import type { NotificationsService } from '../notifications/service.js';
import type { UsersService } from '../users/service.js';
import { createProblemReportsRepository, type ProblemReportWithTag, type ReportedTag } from './repository.js';

/** A photo made ready to store, in its sizes (the maintenance photos' processing: sharp, limits, metadata stripped). */
export type ProcessedPhoto = {
  sizes: Record<PhotoSize, { buffer: Buffer; contentType: string }>;
};
export const PHOTO_SIZES = ['medium', 'thumbnail'] as const;
export type PhotoSize = (typeof PHOTO_SIZES)[number];

type ProblemReportsDeps = {
  db: Database;
  storage: FileStorage;
  log: Pick<FastifyBaseLogger, 'warn'>;
  /** The record photos' processing (maintenance/attachment-images.ts), handed in by services.ts. */
  processPhoto: (input: ImageInput, fileName: string) => Promise<ProcessedPhoto>;
  /** Signs the photo's URL for the session answering (an <img> cannot send the token). */
  links: SessionLinks;
  users: Pick<UsersService, 'findById'>;
  queueNotice: NotificationsService['queueNotice'];
  /** Where the e-mail's link leads (the technician panel's chamados). */
  panelUrl: string;
  appName: string;
  /** 'problem.reported' after the chamado's commit (the webhooks, issue 45). */
  events: Pick<EventBus, 'publishAfterCommit'>;
};

const reportNotFound = () => notFound(PROBLEM_TEXTS.notFound, 'CHAMADO_NOT_FOUND');
const tagNotFound = () => notFound(TAG_TEXTS.notFound, 'TAG_NOT_FOUND');
/** Under the tag's maintenance folder: a deleted tag's files go with its log's (attachments.removeTagFiles). */
const photoFolder = (tagId: string, id: string) => `maintenance/${tagId}/chamados/${id}`;

/** Where the equipment is, in words: 'Edifício Aurora — 2º andar, corredor B'. */
const whereOf = (tag: { siteName: string | null; place: string | null }) =>
  [tag.siteName, tag.place].filter(Boolean).join(' — ');

/**
 * Chamados (issue 44 item 6): a visitor's report from an equipment's /t/{code}, the technicians' list, taking and
 * resolving one, and the maintenance record that closes it. The reporter's name and phone reach staff only.
 */
export function createProblemReportsService(deps: ProblemReportsDeps) {
  const { db, storage } = deps;
  const repository = createProblemReportsRepository(db);

  function toApi(row: ProblemReportWithTag): ProblemReport {
    return {
      id: row.id,
      tagId: row.tagId,
      code: row.code,
      siteId: row.siteId,
      siteName: row.siteName,
      place: row.place,
      clientName: row.clientName,
      kind: row.kind,
      description: row.description,
      photoUrl: row.photoKey
        ? `/api/tecnico/chamados/${row.id}/photo?size=medium${deps.links.querySuffix(row.id, 'medium')}`
        : null,
      reporterName: row.reporterName,
      reporterPhone: row.reporterPhone,
      status: row.status,
      technicianId: row.technicianId,
      technicianName: row.technicianName,
      recordId: row.recordId,
      createdAt: row.createdAt.toISOString(),
      takenAt: row.takenAt?.toISOString() ?? null,
      resolvedAt: row.resolvedAt?.toISOString() ?? null,
    };
  }

  /**
   * The notices of a new chamado, in its transaction: the bell and e-mail of the site's client (the tag's owner when
   * it has no site), as that account's settings for 'problem_report' allow, and the admins' bell. Never the
   * reporter's phone or name: the panel has them.
   */
  async function tellResponsible(tag: ReportedTag, form: ProblemReportForm, tx: Database) {
    const kind = PROBLEM_KIND_LABELS[form.tipo];
    const where = whereOf(tag);
    const title = PROBLEM_TEXTS.noticeTitle(tag.code);
    const body = PROBLEM_TEXTS.noticeBody(kind, tag.code, where);
    const responsibleId = tag.siteUserId ?? tag.assignedUserId;
    const responsible = responsibleId ? await deps.users.findById(responsibleId, tx) : undefined;
    if (responsible) {
      const lines = [
        `Olá${responsible.name ? `, ${responsible.name}` : ''}.`,
        '',
        `Um visitante relatou um problema no equipamento ${tag.code} pela página pública da tag.`,
        `${PROBLEM_TEXTS.kind} ${kind}`,
        ...(where ? [`${SITE_TEXTS.site}: ${where}`] : []),
        ...(form.descricao ? ['', form.descricao] : []),
        '',
        'A equipe de manutenção foi avisada e vai verificar o equipamento.',
        '',
        `— ${deps.appName}`,
      ];
      await deps.queueNotice(
        {
          kind: 'problem_report',
          toUserId: responsible.id,
          bell: { toRole: responsible.role, toUserId: responsible.id, title, body },
          email: { to: responsible.email, subject: `${title} — ${deps.appName}`, text: lines.join('\n') },
        },
        tx,
      );
    }
    await deps.queueNotice({ kind: 'problem_report', bell: { toRole: 'ADMIN', title, body } }, tx);
  }

  /** Stores the photo's sizes; on a failure none is left. */
  async function storePhoto(key: string, photo: ProcessedPhoto) {
    try {
      for (const size of PHOTO_SIZES)
        await storage.put(`${key}/${size}`, photo.sizes[size].buffer, { contentType: photo.sizes[size].contentType });
    } catch (error) {
      await storage.deletePrefix(key).catch(() => undefined);
      throw error;
    }
  }

  return {
    /** The equipment a public form reports on: a B2B tag by its code, or the tag's 404 (a B2C tag: 404 too). */
    async reportable(rawCode: string): Promise<ReportedTag> {
      const code = storedTagCode(rawCode);
      const tag = code ? await repository.findTagByCode(code) : undefined;
      if (!tag) throw tagNotFound();
      if (tag.type !== 'B2B') throw notFound(PROBLEM_TEXTS.notEquipment, 'NOT_EQUIPMENT');
      return tag;
    },

    /**
     * POST /t/{code}/problema: opens the chamado, its photo processed and stored first (a photo sharp cannot read is
     * the sender's 4xx), the notices queued in the same transaction as the row.
     */
    async report(tag: ReportedTag, form: ProblemReportForm, photo?: { input: ImageInput; fileName: string }) {
      const id = randomUUID();
      let photoKey: string | null = null;
      if (photo) {
        const processed = await deps.processPhoto(photo.input, photo.fileName);
        photoKey = photoFolder(tag.id, id);
        await storePhoto(photoKey, processed);
      }
      try {
        await db.transaction(async (tx) => {
          await repository.insert(
            {
              id,
              tagId: tag.id,
              kind: form.tipo,
              description: form.descricao,
              photoKey,
              reporterName: form.nome ?? null,
              reporterPhone: form.telefone ?? null,
            },
            tx,
          );
          await tellResponsible(tag, form, tx);
        });
      } catch (error) {
        if (photoKey) await storage.deletePrefix(photoKey).catch(() => undefined);
        throw error;
      }
      await deps.events.publishAfterCommit('problem.reported', {
        tagId: tag.id,
        code: tag.code,
        reportId: id,
        tipo: form.tipo,
        createdAt: new Date(),
      });
      return { id };
    },

    async list(query: ListProblemReportsQuery): Promise<ListProblemReportsResponse> {
      const filters = { status: query.status, siteId: query.siteId, tagId: query.tagId };
      const [{ rows, total }, counts] = await Promise.all([repository.list(filters, query), repository.counts()]);
      return {
        items: rows.map(toApi),
        pagination: buildPagination(query.page, query.limit, total),
        counts,
      };
    },

    /**
     * PATCH /tecnico/chamados/{id}: EM_ATENDIMENTO takes it (a technician for themselves; an admin for themselves or a
     * named technician); RESOLVIDO closes it (who has it, or an admin); ABERTO gives it back (the same).
     */
    async update(id: string, input: UpdateProblemReportRequest, actor: Actor): Promise<ProblemReport> {
      await db.transaction(async (tx) => {
        const row = await repository.lock(id, tx);
        if (!row) throw reportNotFound();
        const isAdmin = actor.role === 'ADMIN';
        const holds = row.technicianId === actor.id;
        if (input.status === 'EM_ATENDIMENTO') {
          if (row.status === 'RESOLVIDO') throw conflict(PROBLEM_TEXTS.alreadyResolved, 'CHAMADO_RESOLVED');
          let taker = { id: actor.id, name: actor.name };
          if (input.technicianId && input.technicianId !== actor.id) {
            if (!isAdmin) throw forbidden(PROBLEM_TEXTS.notYours);
            const technician = await deps.users.findById(input.technicianId, tx);
            if (technician?.role !== 'TECHNICIAN')
              throw badRequest(PROBLEM_TEXTS.technicianNotFound, { field: 'technicianId' });
            taker = { id: technician.id, name: technician.name };
          }
          if (row.status === 'EM_ATENDIMENTO' && row.technicianId !== taker.id && !isAdmin)
            throw conflict(PROBLEM_TEXTS.alreadyTaken(row.technicianName ?? ''), 'CHAMADO_TAKEN');
          await repository.update(
            id,
            { status: 'EM_ATENDIMENTO', technicianId: taker.id, technicianName: taker.name, takenAt: new Date() },
            tx,
          );
          return;
        }
        if (row.status !== 'ABERTO' && !holds && !isAdmin) throw forbidden(PROBLEM_TEXTS.notYours);
        if (input.status === 'RESOLVIDO') {
          if (row.status === 'RESOLVIDO') throw conflict(PROBLEM_TEXTS.alreadyResolved, 'CHAMADO_RESOLVED');
          if (row.status === 'ABERTO' && !isAdmin) throw forbidden(PROBLEM_TEXTS.notYours);
          await repository.update(id, { status: 'RESOLVIDO', resolvedAt: new Date() }, tx);
          return;
        }
        await repository.update(
          id,
          {
            status: 'ABERTO',
            technicianId: null,
            technicianName: null,
            takenAt: null,
            resolvedAt: null,
            recordId: null,
          },
          tx,
        );
      });
      return toApi((await repository.find(id))!);
    },

    /**
     * The 'maintenance.recorded' subscriber (issue 44): a record with outcome OK closes the equipment's chamados its
     * author had taken (EM_ATENDIMENTO). A record that leaves it to repair or out of service closes none.
     */
    async closeByRecord(record: MaintenanceRecord): Promise<string[]> {
      if (record.outcome !== 'OK' || !record.technicianId) return [];
      return repository.resolveByRecord(record.tagId, record.technicianId, record.id);
    },

    /** The open chamados (kind, opening instant) of these tags: what the AVCB report lists per unit. */
    openOfTags: (tagIds: string[]) => repository.openOfTags(tagIds),

    /** GET /tecnico/chamados/{id}/photo: a valid signature or a signed-in technician or admin; else the same 404. */
    async openPhoto(
      id: string,
      size: PhotoSize,
      access: SessionLinkQuery & { viewer: () => Promise<{ role: string } | null> },
    ): Promise<{ etag: string; open: () => Promise<StoredFile> }> {
      const row = await repository.photoOf(id);
      if (!row?.photoKey) throw reportNotFound();
      if (!(await deps.links.verify(id, size, access))) {
        const viewer = await access.viewer();
        if (!viewer || (viewer.role !== 'ADMIN' && viewer.role !== 'TECHNICIAN')) throw reportNotFound();
      }
      const key = `${row.photoKey}/${size}`;
      return {
        etag: `"${id}-${size}"`,
        async open() {
          const stored = await storage.get(key);
          if (!stored) throw reportNotFound();
          return stored;
        },
      };
    },
  };
}

/** @public The module's service type, part of its face (what another module's deps may name). */
export type ProblemReportsService = ReturnType<typeof createProblemReportsService>;
