/**
 * Fire safety (issue 44 items 2-4): an equipment's class and extinguisher data, the service levels of a record
 * (ABNT NBR 12962: 1 Inspeção, 2 Manutenção / recarga, 3 Teste hidrostático), the class's checklist (data an admin
 * edits), the pendências a 'Não conforme' opens, the intervals per level and the service company.
 */
import { z } from 'zod';
import { cnpjOf } from './cnpj.js';
import { paginationQuerySchema, paginationSchema } from './pagination.js';

export const EQUIPMENT_CLASSES = ['EXTINTOR', 'HIDRANTE', 'GERADOR', 'OUTRO'] as const;
export type EquipmentClass = (typeof EQUIPMENT_CLASSES)[number];
export const EQUIPMENT_CLASS_LABELS: Record<EquipmentClass, string> = {
  EXTINTOR: 'Extintor',
  HIDRANTE: 'Hidrante',
  GERADOR: 'Gerador',
  OUTRO: 'Outro',
};

export const EXTINGUISHER_AGENTS = ['AGUA', 'ESPUMA_MECANICA', 'PO_BC', 'PO_ABC', 'CO2', 'CLASSE_K'] as const;
export type ExtinguisherAgent = (typeof EXTINGUISHER_AGENTS)[number];
export const EXTINGUISHER_AGENT_LABELS: Record<ExtinguisherAgent, string> = {
  AGUA: 'Água',
  ESPUMA_MECANICA: 'Espuma mecânica',
  PO_BC: 'Pó BC',
  PO_ABC: 'Pó ABC',
  CO2: 'CO2',
  CLASSE_K: 'Classe K',
};
export const CAPACITY_UNITS = ['kg', 'L'] as const;

export const SERVICE_LEVELS = [1, 2, 3] as const;
export type ServiceLevel = (typeof SERVICE_LEVELS)[number];
export const SERVICE_LEVEL_LABELS: Record<ServiceLevel, string> = {
  1: 'Inspeção',
  2: 'Manutenção / recarga',
  3: 'Teste hidrostático',
};

export const CHECKLIST_RESULTS = ['OK', 'NAO_CONFORME', 'NA'] as const;
export type ChecklistResult = (typeof CHECKLIST_RESULTS)[number];
export const CHECKLIST_RESULT_LABELS: Record<ChecklistResult, string> = {
  OK: 'OK',
  NAO_CONFORME: 'Não conforme',
  NA: 'Não se aplica',
};

export const FIRE_SAFETY_TEXTS = {
  settingsTitle: 'Segurança contra incêndio',
  intervalsNote:
    'O texto da ABNT NBR 12962 não é público: estes intervalos são configurações desta instalação, não uma citação da norma. Confira-os com o seu responsável técnico.',
  company: 'Empresa de manutenção',
  checklist: 'Checklist',
  level: 'Nível',
  pendencias: 'Pendências',
  noPendencias: 'Nenhuma pendência aberta.',
  asset: 'Dados do equipamento',
  assetSaved: 'Dados do equipamento salvos.',
  settingsSaved: 'Configurações salvas.',
  checklistSaved: 'Checklist salvo.',
  classInvalid: 'Classe inválida. Use EXTINTOR, HIDRANTE, GERADOR ou OUTRO.',
  agentInvalid: 'Agente inválido. Use AGUA, ESPUMA_MECANICA, PO_BC, PO_ABC, CO2 ou CLASSE_K.',
  capacityInvalid: 'Capacidade deve ser um número maior que 0 (no máximo 1000).',
  capacityUnitInvalid: 'Unidade da capacidade deve ser kg ou L.',
  yearInvalid: 'Ano inválido: use um ano entre 1950 e o ano atual.',
  textTooLong: 'No máximo 120 caracteres.',
  extinguisherRequired: 'Informe os dados do extintor (agente e capacidade).',
  extinguisherOnlyForExtintor: 'Os dados de extintor só valem para a classe Extintor.',
  levelInvalid: 'Nível inválido. Use 1 (Inspeção), 2 (Manutenção / recarga) ou 3 (Teste hidrostático).',
  levelWithoutClass: 'Este equipamento não tem classe: defina-a nos dados do equipamento antes de registrar um nível.',
  checklistWithoutLevel: 'Informe o nível do serviço para enviar um checklist.',
  checklistResultInvalid: 'Resultado do item inválido. Use OK, NAO_CONFORME ou NA.',
  checklistMissing: (items: string[]) => `Responda todos os itens do checklist: falta ${items.join(', ')}.`,
  checklistUnknown: (item: string) => `O item "${item}" não faz parte do checklist desta classe.`,
  checklistRepeated: (item: string) => `O item "${item}" foi respondido mais de uma vez.`,
  photoRequired: (item: string) => `Tire uma foto do item "${item}", marcado como Não conforme.`,
  photoNotFound: (item: string) => `A foto do item "${item}" não foi encontrada: envie-a de novo.`,
  checklistItemsInvalid: 'O checklist deve ter de 1 a 60 itens, cada um com 1 a 120 caracteres, sem repetir.',
  intervalInvalid: 'Intervalo deve ser um número inteiro de 1 a 240 meses.',
  cnpjInvalid: 'CNPJ inválido: confira os 14 dígitos.',
  companyNameInvalid: 'Nome da empresa: de 1 a 120 caracteres.',
  inmetroInvalid: 'Registro Inmetro: no máximo 40 caracteres.',
  classNotFound: 'Classe de equipamento não encontrada.',
} as const;

const shortText = (max = 120) =>
  z
    .string()
    .trim()
    .max(max, FIRE_SAFETY_TEXTS.textTooLong)
    .transform((value) => value || null)
    .nullable()
    .optional();

const year = z
  .number({ error: FIRE_SAFETY_TEXTS.yearInvalid })
  .int(FIRE_SAFETY_TEXTS.yearInvalid)
  .min(1950, FIRE_SAFETY_TEXTS.yearInvalid)
  .max(2100, FIRE_SAFETY_TEXTS.yearInvalid)
  .nullable()
  .optional();

const cnpj = z.string({ error: FIRE_SAFETY_TEXTS.cnpjInvalid }).transform((value, ctx) => {
  const digits = cnpjOf(value);
  if (!digits) ctx.addIssue({ code: 'custom', message: FIRE_SAFETY_TEXTS.cnpjInvalid });
  return digits ?? '';
});

/** The extinguisher's checklist as the issue lists it (ABNT NBR 12962's visible items); migration 0036 seeds it. */
export const EXTINGUISHER_CHECKLIST_DEFAULTS = [
  'Lacre e trava',
  'Manômetro na faixa',
  'Sinalização',
  'Acesso desobstruído',
  'Altura de fixação',
  'Mangueira e difusor',
  'Corpo sem danos',
  'Quadro de instruções legível',
  'Selo e anel do mesmo fornecedor',
] as const;

// ---- Equipment class and extinguisher data

export const extinguisherDataSchema = z.object({
  agent: z.enum(EXTINGUISHER_AGENTS, { error: FIRE_SAFETY_TEXTS.agentInvalid }),
  capacity: z
    .number({ error: FIRE_SAFETY_TEXTS.capacityInvalid })
    .positive(FIRE_SAFETY_TEXTS.capacityInvalid)
    .max(1000, FIRE_SAFETY_TEXTS.capacityInvalid),
  capacityUnit: z.enum(CAPACITY_UNITS, { error: FIRE_SAFETY_TEXTS.capacityUnitInvalid }),
  manufacturer: shortText(),
  manufactureYear: year,
  /** Free text: the seal's format is changing. */
  inmetroSeal: shortText(),
  ringColor: shortText(40),
  ringYear: year,
  lastHydrostaticTestYear: year,
});
export type ExtinguisherData = z.infer<typeof extinguisherDataSchema>;
/** The same data as answered (no transforms: a response schema serialises, it does not parse). */
export const extinguisherDataOutSchema = z.object({
  agent: z.enum(EXTINGUISHER_AGENTS),
  capacity: z.number(),
  capacityUnit: z.enum(CAPACITY_UNITS),
  manufacturer: z.string().nullable().optional(),
  manufactureYear: z.number().int().nullable().optional(),
  inmetroSeal: z.string().nullable().optional(),
  ringColor: z.string().nullable().optional(),
  ringYear: z.number().int().nullable().optional(),
  lastHydrostaticTestYear: z.number().int().nullable().optional(),
});
export type ExtinguisherDataInput = z.input<typeof extinguisherDataSchema>;

/** PUT /tecnico/equipment/{tagId}/asset: the class, and the extinguisher data for EXTINTOR (required there only). */
export const equipmentAssetRequestSchema = z
  .object({
    class: z.enum(EQUIPMENT_CLASSES, { error: FIRE_SAFETY_TEXTS.classInvalid }),
    extinguisher: extinguisherDataSchema.nullable().optional(),
  })
  .superRefine((body, ctx) => {
    if (body.class === 'EXTINTOR' && !body.extinguisher)
      ctx.addIssue({ code: 'custom', path: ['extinguisher'], message: FIRE_SAFETY_TEXTS.extinguisherRequired });
    if (body.class !== 'EXTINTOR' && body.extinguisher)
      ctx.addIssue({ code: 'custom', path: ['extinguisher'], message: FIRE_SAFETY_TEXTS.extinguisherOnlyForExtintor });
  });
export type EquipmentAssetRequest = z.infer<typeof equipmentAssetRequestSchema>;

// ---- Service company

export const serviceCompanySchema = z.object({
  name: z.string().trim().min(1, FIRE_SAFETY_TEXTS.companyNameInvalid).max(120, FIRE_SAFETY_TEXTS.companyNameInvalid),
  cnpj,
  inmetroRegistration: z.string().trim().max(40, FIRE_SAFETY_TEXTS.inmetroInvalid),
});
export type ServiceCompany = z.infer<typeof serviceCompanySchema>;
export const serviceCompanyOutSchema = z.object({
  name: z.string(),
  cnpj: z.string(),
  inmetroRegistration: z.string(),
});
export type ServiceCompanyInput = z.input<typeof serviceCompanySchema>;

// ---- Checklist and levels on a record

export const checklistAnswerSchema = z.object({
  item: z.string().trim().min(1).max(120),
  result: z.enum(CHECKLIST_RESULTS, { error: FIRE_SAFETY_TEXTS.checklistResultInvalid }),
  /** A photo sent first to POST /tecnico/equipment/{tagId}/checklist-photos; required for NAO_CONFORME. */
  photoId: z.uuid({ error: 'photoId inválido' }).nullable().optional(),
});
export type ChecklistAnswer = z.infer<typeof checklistAnswerSchema>;

/** The fields a record of a classed equipment adds to POST /tecnico/equipment/{tagId}/records. */
export const recordLevelFields = {
  level: z
    .union([z.literal(1), z.literal(2), z.literal(3)], { error: FIRE_SAFETY_TEXTS.levelInvalid })
    .nullable()
    .optional(),
  checklist: z.array(checklistAnswerSchema).max(60).optional(),
  /** This record's service company, when not the installation's. */
  company: serviceCompanySchema.nullable().optional(),
};
export type RecordLevelInput = {
  level?: ServiceLevel | null;
  checklist?: ChecklistAnswer[];
  company?: ServiceCompany | null;
};

export const recordChecklistAnswerSchema = z.object({
  item: z.string(),
  result: z.enum(CHECKLIST_RESULTS),
  photoId: z.string().nullable(),
  photoUrl: z.string().nullable(),
});
/** A record's level and checklist as the records API answers them (absent on a record without a level). */
export const recordLevelResponseFields = {
  level: z
    .union([z.literal(1), z.literal(2), z.literal(3)])
    .nullable()
    .optional(),
  checklist: z.array(recordChecklistAnswerSchema).optional(),
};

// ---- Admin settings

export const checklistItemsSchema = z
  .array(
    z.string().trim().min(1, FIRE_SAFETY_TEXTS.checklistItemsInvalid).max(120, FIRE_SAFETY_TEXTS.checklistItemsInvalid),
  )
  .min(1, FIRE_SAFETY_TEXTS.checklistItemsInvalid)
  .max(60, FIRE_SAFETY_TEXTS.checklistItemsInvalid)
  .refine((items) => new Set(items.map((item) => item.toLowerCase())).size === items.length, {
    message: FIRE_SAFETY_TEXTS.checklistItemsInvalid,
  });

/** GET|PUT /admin/equipment-classes/{class}/checklist. */
export const classChecklistSchema = z.object({ items: checklistItemsSchema });
export type ClassChecklist = z.infer<typeof classChecklistSchema>;

const intervalMonths = z
  .number({ error: FIRE_SAFETY_TEXTS.intervalInvalid })
  .int(FIRE_SAFETY_TEXTS.intervalInvalid)
  .min(1, FIRE_SAFETY_TEXTS.intervalInvalid)
  .max(240, FIRE_SAFETY_TEXTS.intervalInvalid);
export const levelIntervalsSchema = z.object({ 1: intervalMonths, 2: intervalMonths, 3: intervalMonths });
export type LevelIntervals = z.infer<typeof levelIntervalsSchema>;

/** GET|PUT /admin/fire-safety/settings: the service company and the extinguishers' intervals per level. */
export const fireSafetySettingsSchema = z.object({
  company: serviceCompanySchema.nullable(),
  intervals: levelIntervalsSchema,
});
export type FireSafetySettings = z.infer<typeof fireSafetySettingsSchema>;
export const fireSafetySettingsOutSchema = z.object({
  company: serviceCompanyOutSchema.nullable(),
  intervals: levelIntervalsSchema,
});
export type FireSafetySettingsInput = z.input<typeof fireSafetySettingsSchema>;

// ---- Pendências

export const listPendenciasQuerySchema = paginationQuerySchema.extend({
  tagId: z.uuid({ error: 'tagId inválido' }).optional(),
  /** A tag's code, as the panel's search types it. */
  code: z.string().trim().max(64).optional(),
});
export type ListPendenciasQuery = z.infer<typeof listPendenciasQuerySchema>;

export const pendenciaSchema = z.object({
  id: z.string(),
  tagId: z.string(),
  code: z.string(),
  item: z.string(),
  openedRecordId: z.string(),
  photoUrl: z.string().nullable(),
  openedAt: z.string(),
  closedRecordId: z.string().nullable(),
  closedAt: z.string().nullable(),
});
export type Pendencia = z.infer<typeof pendenciaSchema>;
export const listPendenciasResponseSchema = z.object({
  items: z.array(pendenciaSchema),
  pagination: paginationSchema,
});
export type ListPendenciasResponse = z.infer<typeof listPendenciasResponseSchema>;
