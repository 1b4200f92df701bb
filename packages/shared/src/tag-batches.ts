/**
 * Issue 43, item 13: the bulk imports are kept, so their labels and activation cards can be printed again later
 * (GET /admin/tags/batches; GET /admin/tags/batches/{id}/labels.pdf and /cards.pdf, in the order of the import).
 */
import { z } from 'zod';
import { LABEL_PRESET_NAMES, type LabelPreset } from './tag-labels.js';

export const tagBatchSchema = z.object({
  id: z.uuid(),
  /** When the import was made (ISO). */
  createdAt: z.string(),
  /** Its tags that still exist (what a reprint prints). */
  count: z.number().int(),
  /** Who imported it (the name at the time; 'Conta excluída' after the account's deletion). */
  createdByName: z.string().nullable(),
});
export type TagBatch = z.infer<typeof tagBatchSchema>;

export const tagBatchesResponseSchema = z.object({ items: z.array(tagBatchSchema) });
export type TagBatchesResponse = z.infer<typeof tagBatchesResponseSchema>;

export const tagBatchParamsSchema = z.object({ id: z.uuid({ error: 'Lote inválido.' }) });

/** A batch's PDF, on its kind's default sheet unless a preset is named. */
export const tagBatchPdfQuerySchema = z.object({
  preset: z.enum(LABEL_PRESET_NAMES as [LabelPreset, ...LabelPreset[]]).optional(),
});

export const TAG_BATCH_TEXTS = {
  title: 'Lotes importados',
  description: 'Cada importação em lote fica aqui: imprima de novo as etiquetas ou os cartões de ativação.',
  empty: 'Nenhum lote importado',
  emptyHint: 'Importe tags em lote em Braceletes: o lote aparece aqui para reimprimir.',
  loadFailed: 'Erro ao carregar os lotes.',
  columns: { date: 'Data', count: 'Tags', who: 'Importado por', actions: 'Ações' },
  tagCount: (count: number) => (count === 1 ? '1 tag' : `${count.toLocaleString('pt-BR')} tags`),
  /** The print button's accessible name: which batch it prints. */
  printBatch: (date: string) => `Imprimir etiquetas do lote de ${date}`,
  /** The link to the list, beside 'Criar em lote'. */
  link: 'Lotes importados',
} as const;
