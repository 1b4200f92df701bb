import { z } from 'zod';
import {
  EQUIPMENT_CLASSES,
  EXTINGUISHER_AGENTS,
  FIRE_SAFETY_TEXTS,
  type EquipmentAssetRequest,
  type EquipmentAssetResponse,
} from '@portal/shared';

const yearText = z
  .string()
  .trim()
  .refine((value) => value === '' || /^\d{4}$/.test(value), FIRE_SAFETY_TEXTS.yearInvalid);

/** The asset screen's form: the class, and the extinguisher's data as typed text (numbers on sending). */
export const assetFormSchema = z
  .object({
    class: z.enum(EQUIPMENT_CLASSES, { error: FIRE_SAFETY_TEXTS.classInvalid }),
    agent: z.enum(EXTINGUISHER_AGENTS, { error: FIRE_SAFETY_TEXTS.agentInvalid }),
    capacity: z.string().trim(),
    capacityUnit: z.enum(['kg', 'L'], { error: FIRE_SAFETY_TEXTS.capacityUnitInvalid }),
    manufacturer: z.string().trim().max(120, FIRE_SAFETY_TEXTS.textTooLong),
    manufactureYear: yearText,
    inmetroSeal: z.string().trim().max(120, FIRE_SAFETY_TEXTS.textTooLong),
    ringColor: z.string().trim().max(40, FIRE_SAFETY_TEXTS.textTooLong),
    ringYear: yearText,
    lastHydrostaticTestYear: yearText,
  })
  .superRefine((values, ctx) => {
    if (values.class !== 'EXTINTOR') return;
    const capacity = Number(values.capacity.replace(',', '.'));
    if (!values.capacity || !Number.isFinite(capacity) || capacity <= 0 || capacity > 1000)
      ctx.addIssue({ code: 'custom', path: ['capacity'], message: FIRE_SAFETY_TEXTS.capacityInvalid });
  });
export type AssetFormValues = z.infer<typeof assetFormSchema>;

const yearOf = (text: string) => (text ? Number(text) : null);

export function assetBodyOf(values: AssetFormValues): EquipmentAssetRequest {
  if (values.class !== 'EXTINTOR') return { class: values.class, extinguisher: null };
  return {
    class: 'EXTINTOR',
    extinguisher: {
      agent: values.agent,
      capacity: Number(values.capacity.replace(',', '.')),
      capacityUnit: values.capacityUnit,
      manufacturer: values.manufacturer || null,
      manufactureYear: yearOf(values.manufactureYear),
      inmetroSeal: values.inmetroSeal || null,
      ringColor: values.ringColor || null,
      ringYear: yearOf(values.ringYear),
      lastHydrostaticTestYear: yearOf(values.lastHydrostaticTestYear),
    },
  };
}

const text = (value: string | number | null | undefined) => (value == null ? '' : String(value));

export function assetFormValuesOf(asset: EquipmentAssetResponse | undefined): AssetFormValues {
  const data = asset?.extinguisher;
  return {
    class: asset?.class ?? 'EXTINTOR',
    agent: data?.agent ?? 'PO_ABC',
    capacity: data ? String(data.capacity).replace('.', ',') : '',
    capacityUnit: data?.capacityUnit ?? 'kg',
    manufacturer: text(data?.manufacturer),
    manufactureYear: text(data?.manufactureYear),
    inmetroSeal: text(data?.inmetroSeal),
    ringColor: text(data?.ringColor),
    ringYear: text(data?.ringYear),
    lastHydrostaticTestYear: text(data?.lastHydrostaticTestYear),
  };
}

/** The server names `extinguisher.capacity`; the form, `capacity`. */
export const assetFieldFor = (field: string): keyof AssetFormValues | undefined => {
  const name = field.replace(/^extinguisher\./, '');
  return (Object.keys(assetFormValuesOf(undefined)) as Array<keyof AssetFormValues>).find((key) => key === name);
};
