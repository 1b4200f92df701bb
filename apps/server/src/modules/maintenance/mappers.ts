import {
  CLIENT_TEXTS,
  dueStateOf,
  mapLinkForLocation,
  RECORD_EDIT_WINDOW_HOURS,
  tagDocuments,
  tagTechnicalSheet,
  type EquipmentDetailResponse,
  type EquipmentSummary,
  type MaintenanceRecord,
  type RecordAttachment,
  type ServicePlan,
} from '@portal/shared';
import type { AccessActor } from '../../lib/actor.js';
import type { EquipmentRow } from './equipment-repository.js';
import type { RecordWithCode } from './repository.js';

/** Who reads the technician area: the signed-in technician or admin. */
/** Who reads a record: its edit window is theirs or not. */
export type Viewer = AccessActor;

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/**
 * The equipment profile's own fields fill what the tag meta leaves blank (a tag that opens an EQUIPMENT profile).
 * A person's or pet's profile gives nothing here: only its name reaches the technician, as clientName/profileName.
 */
function equipmentInfoOf(row: EquipmentRow): Record<string, unknown> {
  return row.profileKind === 'EQUIPMENT' && row.equipmentInfo ? row.equipmentInfo : {};
}

export function toPlan(row: EquipmentRow): ServicePlan | null {
  if (!row.planUpdatedAt) return null;
  return {
    intervalDays: row.planIntervalDays,
    intervalMonths: row.planIntervalMonths,
    intervalHours: row.planIntervalHours,
    technicianId: row.planTechnicianId,
    technicianName: row.planTechnicianId ? row.planTechnicianName || row.planTechnicianEmail || null : null,
    updatedAt: row.planUpdatedAt.toISOString(),
  };
}

/**
 * The owner's name only, never an e-mail, phone or anything of a person's card (issue 40): an owner whose name is
 * empty reads 'Sem nome'; null when the equipment has no owner (ownerName is null only then: users.name is not null).
 */
const clientNameOf = (row: EquipmentRow): string | null =>
  row.ownerName === null ? null : row.ownerName.trim() || CLIENT_TEXTS.noName;

export function toEquipmentSummary(row: EquipmentRow, today: string): EquipmentSummary {
  const sheet = tagTechnicalSheet(row.meta);
  const info = equipmentInfoOf(row);
  return {
    id: row.id,
    code: row.code,
    status: row.status,
    serialNumber: sheet.serialNumber || text(info.serialNumber),
    model: sheet.model || text(info.model),
    location: text(row.meta.location) || text(info.location),
    clientName: clientNameOf(row),
    profileName: row.profileName || null,
    nextService: row.nextService,
    due: dueStateOf(row.nextService, today),
    lastService: row.lastService,
    plan: toPlan(row),
    site: row.siteId && row.siteName ? { id: row.siteId, name: row.siteName } : null,
    place: row.place ?? null,
  };
}

export function toEquipmentDetail(
  row: EquipmentRow,
  today: string,
  records: MaintenanceRecord[],
): EquipmentDetailResponse {
  const summary = toEquipmentSummary(row, today);
  const sheet = tagTechnicalSheet(row.meta);
  const info = equipmentInfoOf(row);
  const extra = [
    text(info.brand) && `Marca: ${text(info.brand)}`,
    text(info.responsibleCompany) && `Empresa responsável: ${text(info.responsibleCompany)}`,
  ].filter(Boolean);
  return {
    equipment: {
      ...summary,
      details: [sheet.details, ...extra].filter(Boolean).join('\n'),
      mapUrl: mapLinkForLocation(summary.location),
      notes: text(row.meta.notes) || row.notes || null,
    },
    plan: summary.plan,
    records,
    documents: tagDocuments(row.meta),
  };
}

/** Until when this viewer may change the record: an admin always (null), a technician their own for 24 h. */
export function editableUntilFor(record: RecordWithCode, viewer: Viewer, now: Date): string | null {
  if (viewer.role === 'ADMIN') return null;
  if (record.source !== 'RECORD' || record.technicianId !== viewer.id) return null;
  const until = new Date(record.createdAt.getTime() + RECORD_EDIT_WINDOW_HOURS * 3_600_000);
  return until > now ? until.toISOString() : null;
}

export function toRecord(
  record: RecordWithCode,
  viewer: Viewer,
  now: Date,
  attachments: RecordAttachment[] = [],
): MaintenanceRecord {
  return {
    id: record.id,
    tagId: record.tagId,
    code: record.code,
    performedAt: record.performedAt,
    type: record.type,
    description: record.description,
    outcome: record.outcome,
    technicianId: record.technicianId,
    technicianName: record.technicianName,
    durationMinutes: record.durationMinutes,
    costCents: record.costCents,
    internalNotes: record.internalNotes,
    meterReading: record.meterReading,
    attachments,
    source: record.source,
    editableUntil: editableUntilFor(record, viewer, now),
    createdAt: record.createdAt.toISOString(),
    updatedAt: record.updatedAt.toISOString(),
  };
}
