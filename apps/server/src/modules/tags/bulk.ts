import { randomUUID } from 'node:crypto';
import {
  BULK_MAX_ITEMS,
  BULK_MESSAGES,
  normalizeBulkItem,
  TAG_TEXTS,
  type BulkCreateResponse,
  type BulkError,
  type BulkItem,
} from '@portal/shared';
import type { Database } from '../../db/client.js';
import { sanitizeCustomTabHtml } from '../../lib/sanitize-html.js';
import type { ActorRef } from '../../lib/actor.js';
import { toTag } from './mappers.js';
import type { TagsRepository } from './repository.js';
import type { BatchesRepository } from './batches.js';
import type { NewTagRow } from '../../db/tables/tags.js';

type BulkDeps = {
  transaction: <T>(work: (tx: Database) => Promise<T>) => Promise<T>;
  repository: TagsRepository;
  /** Keeps the import (its date and author) for reprinting its labels later (issue 43). */
  insertBatch: BatchesRepository['insert'];
  generateUniqueCodes: (howMany: number, prefix?: string, tx?: Database) => Promise<string[]>;
  /** Sealed activation codes, one per row written (issue 25). */
  newActivationCodes: (howMany: number) => Promise<string[]>;
};

const lineOf = (raw: unknown, index: number): number => {
  const line = typeof raw === 'object' && raw !== null ? (raw as { line?: unknown }).line : undefined;
  return typeof line === 'number' && Number.isInteger(line) && line > 0 && line < 1_000_000 ? line : index + 1;
};

const existsMessage = (line: number, code: string) =>
  BULK_MESSAGES.prefix(line, `código ${code} já existente. Deixe o código vazio para gerar automático.`);

/**
 * POST /admin/bracelets/bulk: up to 500 items (the rest is ignored and reported); each item is checked on
 * its own with the shared rules, so one bad row (or a taken code) fails only itself. The good ones are
 * written with one INSERT and one INSERT of their CREATED events, in one transaction.
 */
export function createBulkCreator(deps: BulkDeps) {
  const { transaction, repository } = deps;

  return {
    async create(rawItems: unknown[], actor: ActorRef): Promise<BulkCreateResponse> {
      const receivedCount = rawItems.length;
      const taken = rawItems.slice(0, BULK_MAX_ITEMS);
      const ignoredCount = receivedCount - taken.length;
      const errors: BulkError[] = [];
      const fail = (entry: BulkError) => errors.push(entry);

      const valid: BulkItem[] = [];
      const seen = new Set<string>();
      taken.forEach((raw, index) => {
        const line = lineOf(raw, index);
        const result = normalizeBulkItem(raw, line, { sanitizeHtml: sanitizeCustomTabHtml });
        result.errors.forEach(fail);
        if (!result.item) return;
        const code = result.item.code;
        if (code && seen.has(code)) {
          fail({ line, code, message: BULK_MESSAGES.prefix(line, BULK_MESSAGES.duplicateInFile(code)) });
          return;
        }
        if (code) seen.add(code);
        valid.push(result.item);
      });

      const existing = await repository.existingCodes([...seen]);
      const writable = valid.filter((item) => {
        if (!item.code || !existing.has(item.code)) return true;
        fail({ line: item.line, code: item.code, message: existsMessage(item.line, item.code) });
        return false;
      });

      // One id for this import's tags: its label sheets and encoder export ask for them by it (issue 25).
      const batchId = randomUUID();
      const activationCodes = await deps.newActivationCodes(writable.length);
      const created = await transaction(async (tx) => {
        const generated = await deps.generateUniqueCodes(writable.filter((item) => !item.code).length, undefined, tx);
        const rows: NewTagRow[] = writable.map((item, index) => ({
          code: item.code ?? generated.pop()!,
          type: item.type,
          physicalType: item.physicalType,
          status: item.status ?? (item.type === 'B2B' ? 'ACTIVE' : 'INACTIVE'),
          notes: item.notes ?? null,
          meta: item.meta,
          batchId,
          batchPosition: index + 1,
          activationCodeSealed: activationCodes[index],
        }));
        if (rows.length > 0)
          await deps.insertBatch({ id: batchId, createdByUserId: actor.id, createdByName: actor.name }, tx);
        const inserted = await repository.insertMany(rows, tx);
        await repository.insertEvents(
          inserted.map((row) => ({
            tagId: row.id,
            action: 'CREATED' as const,
            status: row.status,
            notes: 'Criada em lote',
            actorUserId: actor.id,
            actorName: actor.name,
          })),
          tx,
        );
        // A code written by someone else meanwhile was skipped by ON CONFLICT DO NOTHING: that row fails alone.
        const byCode = new Map(inserted.map((row) => [row.code, row]));
        rows.forEach((row, index) => {
          if (byCode.has(row.code!)) return;
          const item = writable[index]!;
          fail({ line: item.line, code: row.code, message: existsMessage(item.line, row.code!) });
        });
        return rows.map((row) => byCode.get(row.code!)).filter((row) => row !== undefined);
      });

      errors.sort((a, b) => a.line - b.line);
      const errorCount = taken.length - created.length; // items that failed (one item may have several messages)
      const summary = TAG_TEXTS.bulkResult(created.length, errorCount);
      return {
        createdCount: created.length,
        errorCount,
        items: created.map((row) => toTag(row)),
        errors,
        receivedCount,
        truncated: ignoredCount > 0,
        ignoredCount,
        message: ignoredCount > 0 ? `${summary}. ${TAG_TEXTS.bulkTooMany(ignoredCount)}` : summary,
        batchId: created.length > 0 ? batchId : null,
      };
    },
  };
}
