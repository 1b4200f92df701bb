import { z } from 'zod';
import {
  customLabelGridSchema,
  DEFAULT_LABEL_PRESET,
  LABEL_FIELDS,
  LABEL_PRESET_NAMES,
  LABEL_PRESETS,
  LABEL_TEXTS,
  type LabelGrid,
  type LabelPreset,
  type LabelsRequest,
} from '@portal/shared';

export const CUSTOM_LAYOUT = 'custom';
export const GRID_KEYS = Object.keys(LABEL_TEXTS.gridLabels) as Array<keyof LabelGrid>;

/** A number as typed in Brazil: '63,5' or '63.5'; empty or not a number is NaN (the grid schema names it). */
const typedNumber = z
  .string()
  .trim()
  .transform((text) => (text === '' ? Number.NaN : Number(text.replace(',', '.'))));

const gridShape = Object.fromEntries(GRID_KEYS.map((key) => [key, typedNumber])) as Record<
  keyof LabelGrid,
  typeof typedNumber
>;

/** The print dialog's form: a preset or the custom grid's eight measures, the skip, the fields and the calibration. */
export const labelsFormSchema = z
  .object({
    layout: z.string(),
    ...gridShape,
    skip: typedNumber,
    fields: z.object(
      Object.fromEntries(LABEL_FIELDS.map((field) => [field, z.boolean()])) as Record<
        (typeof LABEL_FIELDS)[number],
        z.ZodBoolean
      >,
    ),
    calibration: z.boolean(),
  })
  .transform((values, ctx) => {
    const custom = values.layout === CUSTOM_LAYOUT;
    let grid: LabelGrid = LABEL_PRESETS[(values.layout as LabelPreset) ?? DEFAULT_LABEL_PRESET]?.grid;
    if (custom) {
      const parsed = customLabelGridSchema.safeParse(Object.fromEntries(GRID_KEYS.map((key) => [key, values[key]])));
      if (!parsed.success) {
        for (const issue of parsed.error.issues)
          ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
        return z.NEVER;
      }
      grid = parsed.data;
    }
    const perSheet = grid.rows * grid.columns;
    if (!Number.isInteger(values.skip) || values.skip < 0) {
      ctx.addIssue({ code: 'custom', path: ['skip'], message: LABEL_TEXTS.countRequired });
      return z.NEVER;
    }
    if (values.skip >= perSheet) {
      ctx.addIssue({ code: 'custom', path: ['skip'], message: LABEL_TEXTS.skipTooMany(perSheet) });
      return z.NEVER;
    }
    const fields = LABEL_FIELDS.filter((field) => values.fields[field]);
    if (fields.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['fields'], message: LABEL_TEXTS.fieldsRequired });
      return z.NEVER;
    }
    const layout = custom ? { custom: grid } : { preset: values.layout as LabelPreset };
    return { ...layout, skip: values.skip, fields, calibration: values.calibration } satisfies Omit<
      LabelsRequest,
      'ids' | 'codes' | 'batchId'
    >;
  });

export type LabelsFormInput = z.input<typeof labelsFormSchema>;
export type LabelsFormOutput = z.output<typeof labelsFormSchema>;

/** The dialog's first values: the 3x10 stock's measures (a start for a custom grid), the QR code and the code. */
export const LABELS_FORM_DEFAULTS: LabelsFormInput = {
  layout: DEFAULT_LABEL_PRESET,
  ...(Object.fromEntries(
    GRID_KEYS.map((key) => [key, String(LABEL_PRESETS[DEFAULT_LABEL_PRESET].grid[key]).replace('.', ',')]),
  ) as Record<keyof LabelGrid, string>),
  skip: '0',
  fields: { qr: true, code: true, serialNumber: false, type: false },
  calibration: false,
};

export const LAYOUT_OPTIONS = [
  ...LABEL_PRESET_NAMES.map((name) => ({ value: name, label: LABEL_PRESETS[name].label })),
  { value: CUSTOM_LAYOUT, label: LABEL_TEXTS.customLayout },
];
