import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import {
  ANALYTICS_TEXTS,
  REPORT_TTL_HOURS,
  type AnalyticsDashboard,
  type AnalyticsGranularity,
  type ReportFormat,
  type ReportRequestBody,
  type ReportType,
} from '@portal/shared';
import type { Database } from '../../db/client.js';
import type { AccessActor } from '../../lib/actor.js';
import { notFound } from '../../lib/errors.js';
import { createSemaphore } from '../../lib/semaphore.js';
import type { FileStorage } from '../../lib/storage/storage.js';
import { overviewCsvTable, reportContent } from './content.js';
import { writeCsv } from './csv.js';
import type { ReportDocument } from './document.js';
import { REPORT_TYPE_LABELS, reportFileName } from './format.js';
import { writePdf } from './pdf.js';
import { createReportsRepository, type ReportScope } from './repository.js';
import type { ReportRow } from '../../db/tables/reports.js';
import { writeXlsx } from './xlsx.js';

export type { ReportScope } from './repository.js';

/** A report's period: UTC days, both included. */
type ReportPeriod = { startDate: string; endDate: string };

/** The dashboard numbers a report summarises (the analytics service's, wired in services.ts). */
export type DashboardLoader = (
  scope: ReportScope,
  range: ReportPeriod & { granularity: AnalyticsGranularity },
) => Promise<AnalyticsDashboard>;

type ReportsDeps = {
  db: Database;
  storage: FileStorage;
  log: FastifyBaseLogger;
  appName: string;
  /** APP_TIME_ZONE: the clock every time in a report is written on. */
  timeZone: string;
  loadDashboard: DashboardLoader;
  /** The dashboard's range rules for the request's dateRange (400s naming dateRange.*); none: the last 30 days. */
  resolvePeriod: (dateRange: ReportPeriod | undefined, now: Date) => ReportPeriod;
  /** The clock (tests move it past the expiry instead of waiting). */
  now?: () => Date;
  /** Where files are written before going to the storage (os.tmpdir() by default). */
  tmpDir?: string;
  /** Reports built at once; the others wait (each one may read a long list). */
  concurrency?: number;
};

export type GeneratedReport = { id: string; fileName: string; expiresAt: string };
export type ReportFile = { fileName: string; contentType: string; size: number; stream: Readable };

const FILE_TYPES: Record<ReportFormat, { extension: string; contentType: string }> = {
  pdf: { extension: 'pdf', contentType: 'application/pdf' },
  excel: { extension: 'xlsx', contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
  csv: { extension: 'csv', contentType: 'text/csv; charset=utf-8' },
};

const HOUR_MS = 3_600_000;
/** How often expired reports are swept besides at start and on each generation. */
const SWEEP_INTERVAL_MS = HOUR_MS;
const SWEEP_BATCH = 100;
const STORAGE_PREFIX = 'reports';

type ReportRequest = Omit<ReportRequestBody, 'includeCharts' | 'includeRawData'> & {
  includeCharts: boolean;
  includeRawData: boolean;
};

/** Generated report files (PDF, Excel, CSV): built to a temp file, kept in the storage for REPORT_TTL_HOURS. */
export function createReportsService(deps: ReportsDeps) {
  const repository = createReportsRepository(deps.db, deps.timeZone);
  const now = deps.now ?? (() => new Date());
  const limit = createSemaphore(deps.concurrency ?? 2);
  let timer: NodeJS.Timeout | undefined;

  async function remove(rows: ReportRow[]): Promise<void> {
    await Promise.all(rows.map((row) => deps.storage.delete(row.storageKey)));
    await repository.delete(rows.map((row) => row.id));
  }

  /** Deletes every report past its expiry, file first. */
  async function sweep(): Promise<number> {
    let removed = 0;
    for (;;) {
      const expired = await repository.findExpired(now(), SWEEP_BATCH);
      await remove(expired);
      removed += expired.length;
      if (expired.length < SWEEP_BATCH) return removed;
    }
  }

  const sweepQuietly = () =>
    sweep().catch((error: unknown) => deps.log.warn({ err: error }, 'relatórios expirados não removidos'));

  async function writeFile(document: ReportDocument, filePath: string): Promise<void> {
    if (document.format === 'pdf') return writePdf(document, filePath);
    if (document.format === 'excel') return writeXlsx(document, filePath);
    const list = document.tables.find((table) => table.isList);
    return writeCsv(list ?? overviewCsvTable(document), filePath, document.timeZone);
  }

  /** An admin's report covers everything, a user's only their own data; only they may download it. */
  async function build(actor: AccessActor, request: ReportRequest, period: ReportPeriod): Promise<GeneratedReport> {
    const scope: ReportScope = actor.role === 'ADMIN' ? { kind: 'admin' } : { kind: 'user', userId: actor.id };
    const dashboard = await deps.loadDashboard(scope, { ...period, granularity: 'day' });
    const generatedAt = now();
    const type: ReportType = request.type;
    const document: ReportDocument = {
      type,
      format: request.format,
      title: request.title || `Relatório — ${REPORT_TYPE_LABELS[type]}`,
      appName: deps.appName,
      timeZone: deps.timeZone,
      period,
      generatedAt,
      ...reportContent({
        type,
        dashboard,
        scope,
        repository,
        includeCharts: request.includeCharts,
        includeRawData: request.includeRawData,
        siteId: request.siteId,
      }),
    };
    const id = randomUUID();
    const { extension, contentType } = FILE_TYPES[request.format];
    const fileName = reportFileName(type, period, extension);
    const storageKey = `${STORAGE_PREFIX}/${actor.id}/${id}.${extension}`;
    const folder = await mkdtemp(path.join(deps.tmpDir ?? tmpdir(), 'portal-report-'));
    try {
      const filePath = path.join(folder, `${id}.${extension}`);
      await writeFile(document, filePath);
      const { size } = await stat(filePath);
      await deps.storage.put(storageKey, createReadStream(filePath), { contentType });
      const expiresAt = new Date(generatedAt.getTime() + REPORT_TTL_HOURS * HOUR_MS);
      try {
        await repository.insert({
          id,
          userId: actor.id,
          type,
          format: request.format,
          fileName,
          storageKey,
          bytes: size,
          createdAt: generatedAt,
          expiresAt,
        });
      } catch (error) {
        await deps.storage.delete(storageKey);
        throw error;
      }
      return { id, fileName, expiresAt: expiresAt.toISOString() };
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  }

  return {
    /** Builds the file (400 on a bad range) and stores it for REPORT_TTL_HOURS; expired ones are swept first. */
    async generate(actor: AccessActor, request: ReportRequest): Promise<GeneratedReport> {
      const period = deps.resolvePeriod(request.dateRange, now());
      await sweepQuietly();
      return limit(() => build(actor, request, period));
    },

    /** The file, to the account that generated it only and until it expires (else 404; an expired one is deleted). */
    async open(userId: string, id: string): Promise<ReportFile> {
      const row = await repository.findOwned(id, userId);
      if (!row) throw notFound(ANALYTICS_TEXTS.reportNotFound, 'REPORT_NOT_FOUND');
      if (row.expiresAt.getTime() <= now().getTime()) {
        await remove([row]);
        throw notFound(ANALYTICS_TEXTS.reportNotFound, 'REPORT_NOT_FOUND');
      }
      const file = await deps.storage.get(row.storageKey);
      if (!file) {
        await repository.delete([row.id]);
        throw notFound(ANALYTICS_TEXTS.reportNotFound, 'REPORT_NOT_FOUND');
      }
      return {
        fileName: row.fileName,
        contentType: FILE_TYPES[row.format].contentType,
        size: file.size,
        stream: file.stream,
      };
    },

    sweep,

    /** A deleted account's report files (its rows went with it): after the deletion's commit. */
    removeFilesOfUser: (userId: string): Promise<void> => deps.storage.deletePrefix(`${STORAGE_PREFIX}/${userId}`),

    /**
     * At start: sweeps the expired reports and the files left without a row (an account deleted with its reports,
     * a crash between storing and recording), then every hour on a timer that never keeps the process alive.
     */
    async start(): Promise<void> {
      await sweepQuietly();
      try {
        const keys = await deps.storage.list(STORAGE_PREFIX);
        const idOf = (key: string) => path.posix.basename(key).replace(/\.[a-z]+$/, '');
        const existing = await repository.existingIds(keys.map(idOf).filter((id) => /^[0-9a-f-]{36}$/.test(id)));
        await Promise.all(keys.filter((key) => !existing.has(idOf(key))).map((key) => deps.storage.delete(key)));
      } catch (error) {
        deps.log.warn({ err: error }, 'arquivos de relatórios órfãos não removidos');
      }
      timer ??= setInterval(() => void sweepQuietly(), SWEEP_INTERVAL_MS).unref();
    },

    stop(): void {
      if (timer) clearInterval(timer);
      timer = undefined;
    },
  };
}

/** @public The module's service type, part of its face (what another module's deps may name). */
export type ReportsService = ReturnType<typeof createReportsService>;
