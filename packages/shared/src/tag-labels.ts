/**
 * Issue 25: label sheets of tags and activation cards (POST /admin/tags/labels.pdf, `kind`) and the export for NFC
 * encoders (GET /admin/tags/export.csv). A layout is a page grid (a preset stock or a custom one, in mm on A4); what
 * each label prints is chosen by `fields`; an activation card always prints the same (its claim link and both codes).
 */
import { z } from 'zod';
import { ndefBytes } from './lost-mode.js';

export const A4_MM = { width: 210, height: 297 } as const;
/** The QR code's printed side (quiet zone included) below which a phone camera reads it badly. */
export const LABEL_QR_MIN_MM = 15;
/** Labels in one PDF. */
export const LABELS_MAX = 2000;
/** Ids in the CSV export's query (a longer address passes the server's header limit: a batch has no such limit). */
export const ENCODER_EXPORT_MAX_IDS = 300;

/** What a label may print (the activation code as a small line, for stock that goes inside the packaging). */
export const LABEL_FIELDS = ['qr', 'code', 'serialNumber', 'type', 'activationCode'] as const;
export type LabelField = (typeof LABEL_FIELDS)[number];
export const DEFAULT_LABEL_FIELDS: LabelField[] = ['qr', 'code'];

/**
 * What a sheet holds: tag labels (the QR code of /t/{code} and the chosen fields) or activation cards, the packaging
 * insert (the QR code of the claim link, both codes in text).
 */
export const LABEL_KINDS = ['labels', 'activationCards'] as const;
export type LabelKind = (typeof LABEL_KINDS)[number];

export type LabelGrid = {
  rows: number;
  columns: number;
  labelWidthMm: number;
  labelHeightMm: number;
  marginTopMm: number;
  marginLeftMm: number;
  gapXMm: number;
  gapYMm: number;
};

/**
 * Common A4 label stocks, as their makers measure them (the sheet is 210 x 297 mm; each grid adds up to it):
 * 3x11 is Pimaco A4256/A4356, 3x8 Avery L7159, 3x7 Avery L7160, 2x7 Avery L7163; 3x10 is the 63.5 x 25.4 mm label
 * centred in ten rows; 2x5 is the 85 x 54 mm business card stock (Avery C32011), the activation cards' default.
 */
export const LABEL_PRESETS = {
  'A4-3x10': {
    label: '3 x 10 — 63,5 x 25,4 mm (30 por folha)',
    grid: {
      rows: 10,
      columns: 3,
      labelWidthMm: 63.5,
      labelHeightMm: 25.4,
      marginTopMm: 21.5,
      marginLeftMm: 7.25,
      gapXMm: 2.5,
      gapYMm: 0,
    },
  },
  'A4-3x11': {
    label: '3 x 11 — 63,5 x 25,4 mm (33 por folha, Pimaco A4256)',
    grid: {
      rows: 11,
      columns: 3,
      labelWidthMm: 63.5,
      labelHeightMm: 25.4,
      marginTopMm: 8.8,
      marginLeftMm: 7.2,
      gapXMm: 2.5,
      gapYMm: 0,
    },
  },
  'A4-3x8': {
    label: '3 x 8 — 63,5 x 33,9 mm (24 por folha)',
    grid: {
      rows: 8,
      columns: 3,
      labelWidthMm: 63.5,
      labelHeightMm: 33.9,
      marginTopMm: 12.9,
      marginLeftMm: 7.25,
      gapXMm: 2.5,
      gapYMm: 0,
    },
  },
  'A4-3x7': {
    label: '3 x 7 — 63,5 x 38,1 mm (21 por folha)',
    grid: {
      rows: 7,
      columns: 3,
      labelWidthMm: 63.5,
      labelHeightMm: 38.1,
      marginTopMm: 15.15,
      marginLeftMm: 7.25,
      gapXMm: 2.5,
      gapYMm: 0,
    },
  },
  'A4-2x7': {
    label: '2 x 7 — 99,1 x 38,1 mm (14 por folha)',
    grid: {
      rows: 7,
      columns: 2,
      labelWidthMm: 99.1,
      labelHeightMm: 38.1,
      marginTopMm: 15.15,
      marginLeftMm: 4.65,
      gapXMm: 2.5,
      gapYMm: 0,
    },
  },
  'A4-2x5': {
    label: '2 x 5 — 85 x 54 mm (10 por folha, cartão de visita)',
    grid: {
      rows: 5,
      columns: 2,
      labelWidthMm: 85,
      labelHeightMm: 54,
      marginTopMm: 13.5,
      marginLeftMm: 15,
      gapXMm: 10,
      gapYMm: 0,
    },
  },
} as const satisfies Record<string, { label: string; grid: LabelGrid }>;
export type LabelPreset = keyof typeof LABEL_PRESETS;
export const LABEL_PRESET_NAMES = Object.keys(LABEL_PRESETS) as LabelPreset[];
export const DEFAULT_LABEL_PRESET: LabelPreset = 'A4-3x10';
/** Each kind's sheet when the request names none. */
export const DEFAULT_PRESET_OF: Record<LabelKind, LabelPreset> = {
  labels: DEFAULT_LABEL_PRESET,
  activationCards: 'A4-2x5',
};

const mmText = (mm: number) => mm.toLocaleString('pt-BR', { maximumFractionDigits: 2 });

export const LABEL_TEXTS = {
  print: 'Imprimir etiquetas',
  exportEncoder: 'Exportar para gravador NFC',
  oneSelection: 'Escolha as tags por um só critério: ids, codes ou batchId.',
  oneLayout: 'Escolha um modelo de folha (preset) ou uma grade personalizada (custom), não os dois.',
  gridTooWide: (usedMm: number) =>
    `A grade não cabe na folha A4: margem, etiquetas e espaços somam ${mmText(usedMm)} mm de largura (máximo 210 mm).`,
  gridTooTall: (usedMm: number) =>
    `A grade não cabe na folha A4: margem, etiquetas e espaços somam ${mmText(usedMm)} mm de altura (máximo 297 mm).`,
  skipTooMany: (perSheet: number) => `Pule no máximo ${perSheet - 1} etiquetas: a folha escolhida tem ${perSheet}.`,
  qrDoesNotFit: (widthMm: number, heightMm: number) =>
    `O QR code precisa de pelo menos ${LABEL_QR_MIN_MM} mm e não cabe numa etiqueta de ${mmText(widthMm)} x ${mmText(heightMm)} mm com os campos escolhidos. Escolha etiquetas maiores ou menos campos.`,
  textDoesNotFit: (widthMm: number, heightMm: number) =>
    `Os campos escolhidos não cabem numa etiqueta de ${mmText(widthMm)} x ${mmText(heightMm)} mm. Escolha etiquetas maiores ou menos campos.`,
  tagsNotFound: (missing: string[]) =>
    `${missing.length === 1 ? 'Tag não encontrada' : 'Tags não encontradas'}: ${missing.slice(0, 10).join(', ')}${missing.length > 10 ? ` e mais ${missing.length - 10}` : ''}.`,
  batchNotFound: 'Lote não encontrado: nenhuma tag foi criada com esse batchId.',
  tooManyLabels: `No máximo ${LABELS_MAX.toLocaleString('pt-BR')} etiquetas por PDF.`,
  tooManyIds: `No máximo ${ENCODER_EXPORT_MAX_IDS} ids por exportação; para mais, exporte o lote (batchId).`,
  badId: 'Id de tag inválido.',
  fieldsRequired: 'Escolha ao menos um campo para a etiqueta.',
  fieldNames: {
    qr: 'QR code',
    code: 'Código',
    serialNumber: 'Número de série',
    type: 'Tipo',
    activationCode: 'Código de ativação',
  } satisfies Record<LabelField, string>,
  /** The activation code's small line on a label. */
  activationLine: (activationCode: string) => `Ativação: ${activationCode}`,
  kindLegend: 'O que imprimir',
  kindNames: { labels: 'Etiquetas', activationCards: 'Cartões de ativação' } satisfies Record<LabelKind, string>,
  cardsHint:
    'Um cartão por tag, para ir na embalagem: o QR code abre o “Ativar tag” já preenchido, e os dois códigos vêm escritos. Quem tem o cartão pode ativar a tag: guarde-os com cuidado.',
  cardDoesNotFit: (widthMm: number, heightMm: number) =>
    `O cartão de ativação não cabe numa etiqueta de ${mmText(widthMm)} x ${mmText(heightMm)} mm: o QR code precisa de pelo menos ${LABEL_QR_MIN_MM} mm, além dos dois códigos. Escolha um modelo maior, como o de cartões de visita (2 x 5).`,
  // The print dialog and the selection bar.
  printDescription: (count: number) =>
    `${count === 1 ? '1 etiqueta' : `${count.toLocaleString('pt-BR')} etiquetas`} em folhas A4, com o QR code de cada tag.`,
  cardsDescription: (count: number) =>
    `${count === 1 ? '1 cartão de ativação' : `${count.toLocaleString('pt-BR')} cartões de ativação`} em folhas A4, com o link de ativação de cada tag.`,
  layoutLabel: 'Modelo da folha',
  customLayout: 'Personalizada (medidas em mm)',
  gridLabels: {
    rows: 'Linhas',
    columns: 'Colunas',
    labelWidthMm: 'Largura da etiqueta (mm)',
    labelHeightMm: 'Altura da etiqueta (mm)',
    marginTopMm: 'Margem superior (mm)',
    marginLeftMm: 'Margem esquerda (mm)',
    gapXMm: 'Espaço entre colunas (mm)',
    gapYMm: 'Espaço entre linhas (mm)',
  } satisfies Record<keyof LabelGrid, string>,
  skipLabel: 'Etiquetas já usadas na primeira folha',
  skipHint: 'Para aproveitar uma folha começada: essas posições ficam em branco.',
  fieldsLegend: 'O que cada etiqueta mostra',
  calibrationLabel: 'Folha de calibração: imprimir o contorno das etiquetas (confira o alinhamento em papel comum)',
  generate: 'Gerar PDF',
  downloaded: 'Etiquetas prontas: o PDF foi baixado.',
  cardsDownloaded: 'Cartões de ativação prontos: o PDF foi baixado.',
  printFailed: 'Não foi possível gerar as etiquetas. Tente novamente.',
  exported: 'Arquivo para o gravador NFC baixado.',
  exportFailed: 'Não foi possível exportar para o gravador NFC. Tente novamente.',
  selectedCount: (count: number) => (count === 1 ? '1 tag selecionada' : `${count} tags selecionadas`),
  clearSelection: 'Limpar seleção',
  selectTag: (code: string) => `Selecionar ${code}`,
  selectPage: 'Selecionar todas desta página',
  batchCreated: (count: number) => `Lote importado: ${count === 1 ? '1 tag criada' : `${count} tags criadas`}.`,
  mmRequired: 'Informe a medida em mm.',
  countRequired: 'Informe um número inteiro.',
} as const;

const mm = (max: number) => z.number({ error: LABEL_TEXTS.mmRequired }).min(0).max(max);
const positiveMm = (max: number) => z.number({ error: LABEL_TEXTS.mmRequired }).gt(0).max(max);

export const customLabelGridSchema = z
  .object({
    rows: z.number({ error: LABEL_TEXTS.countRequired }).int(LABEL_TEXTS.countRequired).min(1).max(50),
    columns: z.number({ error: LABEL_TEXTS.countRequired }).int(LABEL_TEXTS.countRequired).min(1).max(20),
    labelWidthMm: positiveMm(A4_MM.width),
    labelHeightMm: positiveMm(A4_MM.height),
    marginTopMm: mm(A4_MM.height),
    marginLeftMm: mm(A4_MM.width),
    gapXMm: mm(A4_MM.width),
    gapYMm: mm(A4_MM.height),
  })
  .superRefine((grid, ctx) => {
    const { width, height } = gridExtentMm(grid);
    // A hundredth of a mm of slack: the makers' figures are rounded.
    if (width > A4_MM.width + 0.01)
      ctx.addIssue({ code: 'custom', path: ['labelWidthMm'], message: LABEL_TEXTS.gridTooWide(width) });
    if (height > A4_MM.height + 0.01)
      ctx.addIssue({ code: 'custom', path: ['labelHeightMm'], message: LABEL_TEXTS.gridTooTall(height) });
  });

/** How far the grid reaches from the sheet's top-left corner, in mm. */
export function gridExtentMm(grid: LabelGrid): { width: number; height: number } {
  const round = (value: number) => Math.round(value * 100) / 100;
  return {
    width: round(grid.marginLeftMm + grid.columns * grid.labelWidthMm + (grid.columns - 1) * grid.gapXMm),
    height: round(grid.marginTopMm + grid.rows * grid.labelHeightMm + (grid.rows - 1) * grid.gapYMm),
  };
}

/** The grid a request names: its preset's, its custom one, else its kind's default preset's. */
export function labelGridOf(layout: { kind?: LabelKind; preset?: LabelPreset; custom?: LabelGrid }): LabelGrid {
  return layout.custom ?? LABEL_PRESETS[layout.preset ?? DEFAULT_PRESET_OF[layout.kind ?? 'labels']].grid;
}

/** The tags a labels PDF or an export is for: one of ids, codes or a bulk import's batchId. */
const selectionShape = {
  ids: z
    .array(z.uuid({ error: LABEL_TEXTS.badId }))
    .min(1)
    .max(LABELS_MAX, LABEL_TEXTS.tooManyLabels)
    .optional(),
  codes: z.array(z.string().trim().min(1).max(64)).min(1).max(LABELS_MAX, LABEL_TEXTS.tooManyLabels).optional(),
  batchId: z.uuid({ error: 'batchId inválido.' }).optional(),
};
const oneSelection = (value: { ids?: unknown; codes?: unknown; batchId?: unknown }) =>
  [value.ids, value.codes, value.batchId].filter((part) => part !== undefined).length === 1;

export const labelsRequestSchema = z
  .object({
    ...selectionShape,
    kind: z.enum(LABEL_KINDS).default('labels'),
    preset: z.enum(LABEL_PRESET_NAMES as [LabelPreset, ...LabelPreset[]]).optional(),
    custom: customLabelGridSchema.optional(),
    /** Labels already used at the start of the first sheet. */
    skip: z.number().int().min(0).max(999).default(0),
    /** What each label prints (kind 'labels'; an activation card always prints its QR code and both codes). */
    fields: z
      .array(z.enum(LABEL_FIELDS))
      .min(1, LABEL_TEXTS.fieldsRequired)
      .default(DEFAULT_LABEL_FIELDS)
      .transform((fields) => LABEL_FIELDS.filter((field) => fields.includes(field))),
    /** The outline of every label on each page, to check the alignment on plain paper first. */
    calibration: z.boolean().default(false),
  })
  .superRefine((body, ctx) => {
    if (!oneSelection(body)) ctx.addIssue({ code: 'custom', path: ['ids'], message: LABEL_TEXTS.oneSelection });
    if (body.preset && body.custom) ctx.addIssue({ code: 'custom', path: ['preset'], message: LABEL_TEXTS.oneLayout });
    const grid = labelGridOf(body);
    const perSheet = grid.rows * grid.columns;
    if (body.skip >= perSheet)
      ctx.addIssue({ code: 'custom', path: ['skip'], message: LABEL_TEXTS.skipTooMany(perSheet) });
  });
export type LabelsRequest = z.input<typeof labelsRequestSchema>;
export type LabelsRequestParsed = z.output<typeof labelsRequestSchema>;

/** GET /admin/tags/export.csv?ids=a,b,c or ?batchId=. */
export const encoderExportQuerySchema = z
  .object({
    ids: z
      .string()
      .max(ENCODER_EXPORT_MAX_IDS * 40)
      .transform((text) =>
        text
          .split(',')
          .map((id) => id.trim())
          .filter(Boolean),
      )
      .pipe(
        z
          .array(z.uuid({ error: LABEL_TEXTS.badId }))
          .min(1)
          .max(ENCODER_EXPORT_MAX_IDS, LABEL_TEXTS.tooManyIds),
      )
      .optional(),
    batchId: z.uuid({ error: 'batchId inválido.' }).optional(),
  })
  .refine((query) => (query.ids === undefined) !== (query.batchId === undefined), {
    path: ['ids'],
    message: 'Informe ids (separados por vírgula) ou batchId.',
  });
export type EncoderExportQuery = z.input<typeof encoderExportQuerySchema>;

export const ENCODER_CSV_HEADER = ['code', 'url', 'ndefText', 'ndefBytes', 'fitsNtag213'] as const;
/** NTAG213's user memory: the NDEF message with its TLV wrapping must fit it. */
export const NTAG213_USER_BYTES = 144;

/** URI identifier codes of the NFC Forum URI record (the longest prefix first). */
const URI_PREFIXES: Array<[string, number]> = [
  ['https://www.', 0x02],
  ['http://www.', 0x01],
  ['https://', 0x04],
  ['http://', 0x03],
];

/** A short-record NDEF URI record's size: header, type length, payload length, type 'U', the code and the rest. */
export function ndefUriRecordBytes(url: string): number {
  const prefix = URI_PREFIXES.find(([start]) => url.startsWith(start));
  const payload = 1 + new TextEncoder().encode(prefix ? url.slice(prefix[0].length) : url).length;
  return (payload > 255 ? 7 : 4) + payload;
}

/** The NDEF message an encoder writes: the URI record, then the text record when there is text (ndefBytes). */
export function ndefMessageBytes(url: string, text: string): number {
  return ndefUriRecordBytes(url) + (text ? ndefBytes(text) : 0);
}

/** The message inside its TLV (type, length of 1 or 3 bytes, terminator) within NTAG213's 144 bytes. */
export function fitsNtag213(messageBytes: number): boolean {
  const tlv = 1 + (messageBytes < 255 ? 1 : 3) + messageBytes + 1;
  return tlv <= NTAG213_USER_BYTES;
}
