/**
 * Technician area and maintenance (issue 12): the service log of B2B equipment, the service plan that derives the
 * next service, the reminders, and the API under /api/tecnico/... (technicians and admins). Spec sections 1, 2
 * ('Technician area', /t 'status and next maintenance, maintenance'), 3 (B2B meta), 6 and 9.
 */
import { z } from 'zod';
import { MAINTENANCE_TEXTS } from './maintenance-texts.js';
import { paginationQuerySchema, paginationSchema } from './pagination.js';
import { isCalendarDay } from './analytics.js';
import { TAG_STATUSES } from './tag-enums.js';
import { equipmentMeterSchema, intervalHoursSchema, meterReadingSchema } from './meter-schemas.js';
import { recordLevelFields, recordLevelResponseFields } from './fire-safety.js';

export const MAINTENANCE_TYPES = ['PREVENTIVA', 'CORRETIVA', 'INSPECAO', 'CALIBRACAO'] as const;
export type MaintenanceType = (typeof MAINTENANCE_TYPES)[number];
export const MAINTENANCE_TYPE_LABELS: Record<MaintenanceType, string> = {
  PREVENTIVA: 'Preventiva',
  CORRETIVA: 'Corretiva',
  INSPECAO: 'Inspeção',
  CALIBRACAO: 'Calibração',
};

export const MAINTENANCE_OUTCOMES = ['OK', 'NEEDS_REPAIR', 'OUT_OF_SERVICE'] as const;
export type MaintenanceOutcome = (typeof MAINTENANCE_OUTCOMES)[number];
export const MAINTENANCE_OUTCOME_LABELS: Record<MaintenanceOutcome, string> = {
  OK: 'OK',
  NEEDS_REPAIR: 'Precisa de reparo',
  OUT_OF_SERVICE: 'Fora de serviço',
};

/** 'soon' = the next service falls within this many days (today included). */
export const DUE_SOON_DAYS = 7;
/** The agenda of /tecnico/manutencoes covers this many days ahead. */
export const AGENDA_DAYS = 30;
/** A technician may change or delete their own record this long after creating it (an admin: always). */
export const RECORD_EDIT_WINDOW_HOURS = 24;

export const DUE_STATES = ['overdue', 'soon', 'ok'] as const;
export type DueState = (typeof DUE_STATES)[number];
/** An equipment's due state: 'none' when it has no next service. */
export type EquipmentDue = DueState | 'none';
export const DUE_LABELS: Record<EquipmentDue, string> = {
  overdue: 'Vencida',
  soon: 'Próximos 7 dias',
  ok: 'Em dia',
  none: 'Sem data',
};

/** The technician area's pt-BR texts (spec sections 2, 6 and 9), in their own file. */
export { MAINTENANCE_TEXTS } from './maintenance-texts.js';

const dateOnly = (invalid: string) =>
  z
    .string({ error: invalid })
    .trim()
    .refine((value) => isCalendarDay(value), invalid);

/** A service date: a real day, not after today (the caller's "today" in America/Sao_Paulo is the server's rule). */
export const performedAtSchema = dateOnly(MAINTENANCE_TEXTS.performedAtInvalid);

const description = z
  .string({ error: MAINTENANCE_TEXTS.descriptionRequired })
  .trim()
  .min(1, MAINTENANCE_TEXTS.descriptionRequired)
  .max(2000, MAINTENANCE_TEXTS.descriptionTooLong);

const internalNotes = z
  .union([z.string(), z.null()])
  .optional()
  .transform((value) => (value === undefined ? undefined : (value ?? '').trim() || null))
  .pipe(z.string().max(2000, MAINTENANCE_TEXTS.notesTooLong).nullable().optional());

const durationMinutes = z
  .union([z.number(), z.null()], { error: MAINTENANCE_TEXTS.durationInvalid })
  .optional()
  .refine(
    (value) => value === undefined || value === null || (Number.isInteger(value) && value >= 1 && value <= 10_000),
    MAINTENANCE_TEXTS.durationInvalid,
  );

const costCents = z
  .union([z.number(), z.null()], { error: MAINTENANCE_TEXTS.costInvalid })
  .optional()
  .refine(
    (value) => value === undefined || value === null || (Number.isInteger(value) && value >= 0 && value <= 1e9),
    MAINTENANCE_TEXTS.costInvalid,
  );

/**
 * POST /tecnico/equipment/{tagId}/records. The server also refuses a performedAt after today (400 naming
 * performedAt, MAINTENANCE_TEXTS.performedAtFuture), with today taken in America/Sao_Paulo.
 */
export const createRecordRequestSchema = z.object({
  performedAt: performedAtSchema,
  type: z.enum(MAINTENANCE_TYPES, { error: MAINTENANCE_TEXTS.typeInvalid }),
  description,
  outcome: z.enum(MAINTENANCE_OUTCOMES, { error: MAINTENANCE_TEXTS.outcomeInvalid }),
  durationMinutes,
  costCents,
  internalNotes,
  /** Issue 44: the horímetro's hours on that day (never lower than an earlier reading: 400). */
  meterReading: meterReadingSchema,
  // Issue 44: a classed equipment's level, checklist and service company (modules/fire-safety).
  ...recordLevelFields,
});
export type CreateRecordRequest = z.infer<typeof createRecordRequestSchema>;
export type CreateRecordRequestBody = z.input<typeof createRecordRequestSchema>;

/** PATCH /tecnico/records/{id}: any of the fields. */
export const updateRecordRequestSchema = createRecordRequestSchema
  .omit({ level: true, checklist: true, company: true })
  .partial();
export type UpdateRecordRequest = z.infer<typeof updateRecordRequestSchema>;

/** PUT /tecnico/equipment/{tagId}/plan: the interval in days or in calendar months, and the responsible technician. */
export const servicePlanRequestSchema = z
  .object({
    intervalDays: z
      .number({ error: MAINTENANCE_TEXTS.intervalInvalid })
      .int(MAINTENANCE_TEXTS.intervalInvalid)
      .min(1, MAINTENANCE_TEXTS.intervalInvalid)
      .max(3650, MAINTENANCE_TEXTS.intervalInvalid)
      .optional(),
    intervalMonths: z
      .number({ error: MAINTENANCE_TEXTS.intervalMonthsInvalid })
      .int(MAINTENANCE_TEXTS.intervalMonthsInvalid)
      .min(1, MAINTENANCE_TEXTS.intervalMonthsInvalid)
      .max(120, MAINTENANCE_TEXTS.intervalMonthsInvalid)
      .optional(),
    technicianId: z.uuid({ error: MAINTENANCE_TEXTS.technicianNotFound }).nullable().optional(),
    /** Issue 44: 'a cada 250 h' besides (or instead of) the calendar interval; whichever comes first. */
    intervalHours: intervalHoursSchema,
  })
  .superRefine((body, ctx) => {
    if (body.intervalDays === undefined && body.intervalMonths === undefined && !body.intervalHours)
      ctx.addIssue({ code: 'custom', path: ['intervalDays'], message: MAINTENANCE_TEXTS.intervalMissing });
  });
export type ServicePlanRequest = z.infer<typeof servicePlanRequestSchema>;

/** PATCH /tecnico/equipment/{tagId}/status: BROKEN when out of service, ACTIVE when repaired. */
export const equipmentStatusRequestSchema = z.object({
  status: z.enum(['ACTIVE', 'BROKEN'], { error: MAINTENANCE_TEXTS.statusInvalid }),
});

export const listEquipmentQuerySchema = paginationQuerySchema.extend({
  due: z.enum(DUE_STATES, { error: 'due deve ser overdue, soon ou ok.' }).optional(),
  status: z.enum(TAG_STATUSES, { error: 'status inválido.' }).optional(),
  search: z.string().trim().max(200).optional(),
  /** Issue 44: one site's equipment. */
  siteId: z.uuid({ error: 'siteId inválido' }).optional(),
});
export type ListEquipmentQuery = z.infer<typeof listEquipmentQuerySchema>;

export const listRecordsQuerySchema = paginationQuerySchema.extend({
  from: dateOnly(MAINTENANCE_TEXTS.dateRangeInvalid).optional(),
  to: dateOnly(MAINTENANCE_TEXTS.dateRangeInvalid).optional(),
  type: z.enum(MAINTENANCE_TYPES, { error: MAINTENANCE_TEXTS.typeInvalid }).optional(),
  outcome: z.enum(MAINTENANCE_OUTCOMES, { error: MAINTENANCE_TEXTS.outcomeInvalid }).optional(),
  technicianId: z.uuid({ error: MAINTENANCE_TEXTS.technicianNotFound }).optional(),
  /** csv: the same filters as a ';' separated file (every page). */
  format: z.enum(['json', 'csv']).default('json'),
});
export type ListRecordsQuery = z.infer<typeof listRecordsQuerySchema>;

// ---- Responses

export const servicePlanSchema = z.object({
  intervalDays: z.number().int().nullable(),
  intervalMonths: z.number().int().nullable(),
  /** Absent in offline copies saved before issue 44. */
  intervalHours: z.number().int().nullable().optional(),
  technicianId: z.string().nullable(),
  technicianName: z.string().nullable(),
  updatedAt: z.string(),
});
export type ServicePlan = z.infer<typeof servicePlanSchema>;

export const recordAttachmentSchema = z.object({
  id: z.string(),
  name: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  /** Signed, like the owner's photo URLs (an <img> cannot send the token). */
  url: z.string(),
  thumbnailUrl: z.string(),
});
export type RecordAttachment = z.infer<typeof recordAttachmentSchema>;

export const maintenanceRecordSchema = z.object({
  id: z.string(),
  tagId: z.string(),
  code: z.string(),
  performedAt: z.string(),
  /** null: an IMPORTED entry nobody typed a type for (issue 20: never a guess). */
  type: z.enum(MAINTENANCE_TYPES).nullable(),
  description: z.string(),
  /** null: an IMPORTED entry nobody typed an outcome for. */
  outcome: z.enum(MAINTENANCE_OUTCOMES).nullable(),
  technicianId: z.string().nullable(),
  technicianName: z.string().nullable(),
  durationMinutes: z.number().int().nullable(),
  costCents: z.number().int().nullable(),
  internalNotes: z.string().nullable(),
  /** Issue 44 (absent in offline copies saved before it). */
  meterReading: z.number().nullable().optional(),
  attachments: z.array(recordAttachmentSchema),
  // Issue 44: the record's service level and checklist, when it has them.
  ...recordLevelResponseFields,
  /** IMPORTED: read from the tag meta's maintenance list (bulk import, meta editor); RECORD: logged here. */
  source: z.enum(['RECORD', 'IMPORTED']),
  /** Until when the caller may change it (null: never for this caller, or always for an admin). */
  editableUntil: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type MaintenanceRecord = z.infer<typeof maintenanceRecordSchema>;

/** A piece of equipment (a B2B tag) as the technician's lists show it. */
export const equipmentSummarySchema = z.object({
  id: z.string(),
  code: z.string(),
  status: z.enum(TAG_STATUSES),
  serialNumber: z.string(),
  model: z.string(),
  location: z.string(),
  /** The owner's (client's) name; null while unassigned. A person's medical data or contacts never come here. */
  clientName: z.string().nullable(),
  /** The profile the tag opens (an equipment profile's name), when any. */
  profileName: z.string().nullable(),
  nextService: z.string().nullable(),
  due: z.enum(['overdue', 'soon', 'ok', 'none']),
  lastService: z
    .object({
      performedAt: z.string(),
      type: z.enum(MAINTENANCE_TYPES).nullable(),
      outcome: z.enum(MAINTENANCE_OUTCOMES).nullable(),
    })
    .nullable(),
  plan: servicePlanSchema.nullable(),
  /** Issue 44: the site it is in and the place inside it. */
  site: z.object({ id: z.string(), name: z.string() }).nullable().optional(),
  place: z.string().nullable().optional(),
});
export type EquipmentSummary = z.infer<typeof equipmentSummarySchema>;

export const listEquipmentResponseSchema = z.object({
  items: z.array(equipmentSummarySchema),
  pagination: paginationSchema,
  counts: z.object({
    overdue: z.number().int(),
    soon: z.number().int(),
    ok: z.number().int(),
    outOfService: z.number().int(),
  }),
});
export type ListEquipmentResponse = z.infer<typeof listEquipmentResponseSchema>;

export const equipmentDocumentSchema = z.object({ label: z.string(), url: z.string() });

/** GET /tecnico/equipment/{tagId}: the sheet, the plan, the log (newest first) and the documents. */
export const equipmentDetailResponseSchema = z.object({
  equipment: equipmentSummarySchema.extend({
    details: z.string(),
    /** 'Abrir no mapa' when the location is a URL or holds 'lat, lng'. */
    mapUrl: z.string().nullable(),
    notes: z.string().nullable(),
  }),
  plan: servicePlanSchema.nullable(),
  records: z.array(maintenanceRecordSchema),
  documents: z.array(equipmentDocumentSchema),
  /** Issue 44: the horímetro and the forecast (the detail route only; absent in offline copies). */
  meter: equipmentMeterSchema.optional(),
});
export type EquipmentDetailResponse = z.infer<typeof equipmentDetailResponseSchema>;

/** The newest records of each equipment the technician's phone keeps for offline use (GET /tecnico/offline). */
export const OFFLINE_RECORDS_PER_EQUIPMENT = 5;

/** GET /tecnico/offline ?page&limit: every equipment as its detail (newest records only), by id, page by page. */
export const offlineEquipmentResponseSchema = z.object({
  items: z.array(equipmentDetailResponseSchema),
  pagination: paginationSchema,
});
export type OfflineEquipmentResponse = z.infer<typeof offlineEquipmentResponseSchema>;

export const createRecordResponseSchema = z.object({
  record: maintenanceRecordSchema,
  equipment: equipmentSummarySchema,
});
export type CreateRecordResponse = z.infer<typeof createRecordResponseSchema>;

export const listRecordsResponseSchema = z.object({
  records: z.array(maintenanceRecordSchema),
  pagination: paginationSchema,
});
export type ListRecordsResponse = z.infer<typeof listRecordsResponseSchema>;

/**
 * What a visitor of /t/{code} sees of the log: date, type and outcome, never notes, costs or who. Type and outcome
 * are null when nobody typed them (an entry of the tag's meta editor); `note` is only such an entry's own words
 * (its description, already public in the tag's meta), never a technician's description.
 */
export type PublicServiceEntry = {
  date: string;
  type: MaintenanceType | null;
  outcome: MaintenanceOutcome | null;
  note?: string;
};
/** A log entry as the server reads it for /t: `description` is kept (as `note`) only for an IMPORTED entry. */
export type PublicServiceSourceEntry = PublicServiceEntry & {
  source?: 'RECORD' | 'IMPORTED';
  description?: string | null;
};

/** A type or outcome nobody typed reads as this, never a guess (issue 20, item 8). */
export const UNKNOWN_LABEL = '—';
export const maintenanceTypeLabel = (type: MaintenanceType | null | undefined) =>
  (type && MAINTENANCE_TYPE_LABELS[type]) || UNKNOWN_LABEL;
export const maintenanceOutcomeLabel = (outcome: MaintenanceOutcome | null | undefined) =>
  (outcome && MAINTENANCE_OUTCOME_LABELS[outcome]) || UNKNOWN_LABEL;

/** The due state of a next service on a given day (both YYYY-MM-DD). */
export function dueStateOf(nextService: string | null, today: string): EquipmentDue {
  if (!nextService) return 'none';
  if (nextService < today) return 'overdue';
  const soonLimit = new Date(Date.parse(`${today}T00:00:00Z`) + DUE_SOON_DAYS * 86_400_000).toISOString().slice(0, 10);
  return nextService <= soonLimit ? 'soon' : 'ok';
}

/** The next service after a service on `performedAt` under a plan (calendar months are kept: 31/01 + 1 month = 28/02). */
export function nextServiceAfter(
  performedAt: string,
  plan: { intervalDays: number | null; intervalMonths: number | null },
): string | null {
  const start = new Date(`${performedAt}T00:00:00Z`);
  if (plan.intervalMonths) {
    const day = start.getUTCDate();
    const target = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + plan.intervalMonths, 1));
    const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
    target.setUTCDate(Math.min(day, lastDay));
    return target.toISOString().slice(0, 10);
  }
  if (plan.intervalDays) return new Date(start.getTime() + plan.intervalDays * 86_400_000).toISOString().slice(0, 10);
  return null;
}

/** Cents as BRL ('R$ 1.234,56'). */
export const formatBRL = (cents: number) =>
  new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(cents / 100);
