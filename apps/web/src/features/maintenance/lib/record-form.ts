import { z } from 'zod';
import {
  createRecordRequestSchema,
  MAINTENANCE_TEXTS,
  type CreateRecordRequestBody,
  type MaintenanceRecord,
} from '@portal/shared';
import { formatDecimal } from '@/lib/format';
import { meterFieldSchema, meterFieldValueOf, parseMeterReading } from './meter-form';

/** R$ typed the Brazilian way ('1.234,56', '150', '89,9') as cents; null when it is not a amount. */
export function parseBRLToCents(text: string): number | null {
  const value = text.replace(/R\$|\s/g, '');
  if (!value) return null;
  const normal = value.includes(',') ? value.replace(/\./g, '').replace(',', '.') : value;
  if (!/^\d+(\.\d{1,2})?$/.test(normal)) return null;
  return Math.round(Number(normal) * 100);
}

const optionalMinutes = z
  .string()
  .trim()
  .refine((value) => value === '' || (/^\d+$/.test(value) && Number(value) >= 1 && Number(value) <= 10_000), {
    message: MAINTENANCE_TEXTS.durationInvalid,
  });

const optionalCost = z
  .string()
  .trim()
  .refine(
    (value) => {
      if (value === '') return true;
      const cents = parseBRLToCents(value);
      return cents !== null && cents <= 1e9;
    },
    { message: MAINTENANCE_TEXTS.costInvalid },
  );

/**
 * The 'Registrar manutenção' form: the contract's fields, with the duration and the cost as typed text (minutes,
 * R$) turned into the body's numbers on sending.
 */
export const recordFormSchema = createRecordRequestSchema.pick({ performedAt: true, description: true }).extend({
  // null: an entry imported from the tag's meta whose type or outcome nobody typed; editing it keeps them unknown
  // until someone chooses (issue 20: never a guess).
  type: createRecordRequestSchema.shape.type.nullable(),
  outcome: createRecordRequestSchema.shape.outcome.nullable(),
  durationMinutes: optionalMinutes,
  cost: optionalCost,
  /** Issue 44: 'Horímetro (h)', shown when the plan counts hours or the equipment has readings. */
  meterReading: meterFieldSchema,
});
export type RecordFormInput = z.input<typeof recordFormSchema>;
export type RecordFormValues = z.output<typeof recordFormSchema>;

/** 'Registrar manutenção': a new service always says its type and outcome. */
export const newRecordFormSchema = recordFormSchema
  .refine((values) => values.type !== null, { path: ['type'], message: MAINTENANCE_TEXTS.typeRequired })
  .refine((values) => values.outcome !== null, { path: ['outcome'], message: MAINTENANCE_TEXTS.outcomeRequired });

export function recordBodyOf(values: RecordFormValues): CreateRecordRequestBody {
  const { cost, durationMinutes, type, outcome, meterReading, ...rest } = values;
  // newRecordFormSchema refused a missing choice already; this only tells the compiler.
  if (type === null || outcome === null) throw new Error(MAINTENANCE_TEXTS.typeRequired);
  return {
    ...rest,
    type,
    outcome,
    ...(durationMinutes ? { durationMinutes: Number(durationMinutes) } : {}),
    ...(cost ? { costCents: parseBRLToCents(cost) } : {}),
    ...(meterReading ? { meterReading: parseMeterReading(meterReading) } : {}),
  };
}

/** The server names the contract's fields; the form holds the cost as 'cost'. */
export const recordFieldFor = (field: string): keyof RecordFormInput | undefined => {
  if (field === 'costCents') return 'cost';
  return (['performedAt', 'type', 'description', 'outcome', 'durationMinutes', 'meterReading'] as const).find(
    (name) => name === field,
  );
};

/** What the form starts from when it changes a record (a logged one, or one waiting in the offline queue). */
type RecordFormSource = Pick<MaintenanceRecord, 'performedAt' | 'type' | 'description' | 'outcome'> & {
  durationMinutes?: number | null;
  costCents?: number | null;
  meterReading?: number | null;
};

export const recordFormValuesOf = (record: RecordFormSource): RecordFormInput => ({
  performedAt: record.performedAt.slice(0, 10),
  // An imported entry may have neither (null): no choice is checked, and saving keeps them unknown.
  type: record.type,
  description: record.description,
  outcome: record.outcome,
  durationMinutes: record.durationMinutes == null ? '' : String(record.durationMinutes),
  cost: record.costCents == null ? '' : formatDecimal(record.costCents / 100, 2).replace(/\./g, ''),
  meterReading: meterFieldValueOf(record.meterReading),
});
