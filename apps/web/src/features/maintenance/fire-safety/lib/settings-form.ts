import { z } from 'zod';
import {
  FIRE_SAFETY_TEXTS,
  formatCnpj,
  cnpjOf,
  type FireSafetySettings,
  type FireSafetySettingsInput,
} from '@portal/shared';

const months = z
  .string()
  .trim()
  .refine(
    (value) => /^\d{1,3}$/.test(value) && Number(value) >= 1 && Number(value) <= 240,
    FIRE_SAFETY_TEXTS.intervalInvalid,
  );

/** The service company (all blank: none) and the three intervals, as typed. */
export const settingsFormSchema = z
  .object({
    name: z.string().trim().max(120, FIRE_SAFETY_TEXTS.companyNameInvalid),
    cnpj: z.string().trim(),
    inmetroRegistration: z.string().trim().max(40, FIRE_SAFETY_TEXTS.inmetroInvalid),
    level1: months,
    level2: months,
    level3: months,
  })
  .superRefine((values, ctx) => {
    const any = values.name || values.cnpj || values.inmetroRegistration;
    if (any && !values.name)
      ctx.addIssue({ code: 'custom', path: ['name'], message: FIRE_SAFETY_TEXTS.companyNameInvalid });
    if (any && !cnpjOf(values.cnpj))
      ctx.addIssue({ code: 'custom', path: ['cnpj'], message: FIRE_SAFETY_TEXTS.cnpjInvalid });
  });
export type SettingsFormValues = z.infer<typeof settingsFormSchema>;

export const settingsFormValuesOf = (settings: FireSafetySettings | undefined): SettingsFormValues => ({
  name: settings?.company?.name ?? '',
  cnpj: settings?.company?.cnpj ? formatCnpj(settings.company.cnpj) : '',
  inmetroRegistration: settings?.company?.inmetroRegistration ?? '',
  level1: String(settings?.intervals[1] ?? 12),
  level2: String(settings?.intervals[2] ?? 12),
  level3: String(settings?.intervals[3] ?? 60),
});

export const settingsBodyOf = (values: SettingsFormValues): FireSafetySettingsInput => ({
  company: values.name
    ? { name: values.name, cnpj: values.cnpj, inmetroRegistration: values.inmetroRegistration }
    : null,
  intervals: { 1: Number(values.level1), 2: Number(values.level2), 3: Number(values.level3) },
});

/** The checklist as a text, one item per line (blank lines dropped). */
export const checklistFormSchema = z.object({
  text: z
    .string()
    .transform((text) =>
      text
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean),
    )
    .pipe(
      z
        .array(z.string().max(120, FIRE_SAFETY_TEXTS.checklistItemsInvalid))
        .min(1, FIRE_SAFETY_TEXTS.checklistItemsInvalid)
        .max(60, FIRE_SAFETY_TEXTS.checklistItemsInvalid)
        .refine((items) => new Set(items.map((item) => item.toLowerCase())).size === items.length, {
          message: FIRE_SAFETY_TEXTS.checklistItemsInvalid,
        }),
    ),
});
export type ChecklistFormInput = z.input<typeof checklistFormSchema>;
export type ChecklistFormValues = z.output<typeof checklistFormSchema>;
