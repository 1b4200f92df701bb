import { z } from 'zod';
import {
  customLabelGridSchema,
  DEFAULT_LABEL_PRESET,
  LABEL_FIELDS,
  LABEL_KINDS,
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

/**
 * The print dialog's form: labels or activation cards, a preset or the custom grid's eight measures, the skip, the
 * fields (labels only: a card always prints its claim link's QR code and both codes) and the calibration.
 */
export const labelsFormSchema = z
  .object({
    kind: z.enum(LABEL_KINDS),
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
    let grid: LabelGrid = LABEL_PRESETS[values.layout as LabelPreset]?.grid ?? LABEL_PRESETS[DEFAULT_LABEL_PRESET].grid;
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
    const layout = custom ? { custom: grid } : { preset: values.layout as LabelPreset };
    const common = { ...layout, skip: values.skip, calibration: values.calibration };
    if (values.kind === 'activationCards') return { kind: values.kind, ...common };
    const fields = LABEL_FIELDS.filter((field) => values.fields[field]);
    if (fields.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['fields'], message: LABEL_TEXTS.fieldsRequired });
      return z.NEVER;
    }
    return { kind: values.kind, ...common, fields } satisfies Omit<LabelsRequest, 'ids' | 'codes' | 'batchId'>;
  });

export type LabelsFormInput = z.input<typeof labelsFormSchema>;
export type LabelsFormOutput = z.output<typeof labelsFormSchema>;

/** A preset's measures as the custom grid's fields show them (63,5): a start for a custom grid. */
export const gridFieldsOf = (preset: LabelPreset) =>
  Object.fromEntries(
    GRID_KEYS.map((key) => [key, String(LABEL_PRESETS[preset].grid[key]).replace('.', ',')]),
  ) as Record<keyof LabelGrid, string>;

/** The dialog's first values: labels on the 3x10 stock, the QR code and the code. */
export const LABELS_FORM_DEFAULTS: LabelsFormInput = {
  kind: 'labels',
  layout: DEFAULT_LABEL_PRESET,
  ...gridFieldsOf(DEFAULT_LABEL_PRESET),
  skip: '0',
  fields: { qr: true, code: true, serialNumber: false, type: false, activationCode: false },
  calibration: false,
};

export const LAYOUT_OPTIONS = [
  ...LABEL_PRESET_NAMES.map((name) => ({ value: name, label: LABEL_PRESETS[name].label })),
  { value: CUSTOM_LAYOUT, label: LABEL_TEXTS.customLayout },
];
