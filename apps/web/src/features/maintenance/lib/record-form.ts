import { z } from 'zod';
import { createRecordRequestSchema, MAINTENANCE_TEXTS, type CreateRecordRequestBody } from '@portal/shared';

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
export const recordFormSchema = createRecordRequestSchema
  .pick({ performedAt: true, type: true, description: true, outcome: true })
  .extend({ durationMinutes: optionalMinutes, cost: optionalCost });
export type RecordFormInput = z.input<typeof recordFormSchema>;
export type RecordFormValues = z.output<typeof recordFormSchema>;

export function recordBodyOf(values: RecordFormValues): CreateRecordRequestBody {
  const { cost, durationMinutes, ...rest } = values;
  return {
    ...rest,
    ...(durationMinutes ? { durationMinutes: Number(durationMinutes) } : {}),
    ...(cost ? { costCents: parseBRLToCents(cost) } : {}),
  };
}

/** The server names the contract's fields; the form holds the cost as 'cost'. */
export const recordFieldFor = (field: string): keyof RecordFormInput | undefined => {
  if (field === 'costCents') return 'cost';
  return (['performedAt', 'type', 'description', 'outcome', 'durationMinutes'] as const).find((name) => name === field);
};
