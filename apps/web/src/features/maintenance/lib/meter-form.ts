import { z } from 'zod';
import { isMeterReading, METER_TEXTS, type EquipmentMeter } from '@portal/shared';

/**
 * Hours typed the Brazilian way ('1234,5', '1.234,5', '1234') as a number; null when it is not a reading. Without a
 * comma, '1.234' reads as thousands and '1234.5' as a decimal point (what a phone's numeric keypad may type).
 */
export function parseMeterReading(text: string): number | null {
  const value = text.replace(/\s|h$/gi, '');
  if (!value) return null;
  let normal: string;
  if (value.includes(',')) normal = value.replace(/\./g, '').replace(',', '.');
  else if (/^\d{1,3}(\.\d{3})+$/.test(value)) normal = value.replace(/\./g, '');
  else normal = value;
  if (!/^\d+(\.\d)?$/.test(normal)) return null;
  const hours = Number(normal);
  return isMeterReading(hours) ? hours : null;
}

/** The form's 'Horímetro (h)': empty, or a reading. */
export const meterFieldSchema = z
  .string()
  .trim()
  .optional()
  .refine((value) => !value || parseMeterReading(value) !== null, { message: METER_TEXTS.meterReadingInvalid });

/** A reading as the form shows it ('1234,5': no thousands dots, as typed). */
export const meterFieldValueOf = (hours: number | null | undefined) =>
  hours == null ? '' : String(hours).replace('.', ',');

/** The record form asks for the horímetro when the plan counts hours or the equipment has readings already. */
export const asksForMeter = (detail: { plan: { intervalHours?: number | null } | null; meter?: EquipmentMeter }) =>
  Boolean(detail.plan?.intervalHours || detail.meter?.lastReading);
