import { pdfInMemory } from '../../lib/pdf-fonts.js';
import { pageFooters } from '../../lib/pdf-layout.js';
import {
  DUE_LABELS,
  formatBRL,
  maintenanceOutcomeLabel,
  MAINTENANCE_TEXTS,
  maintenanceTypeLabel,
  type EquipmentDetailResponse,
  type MaintenanceRecord,
  type ServicePlan,
  formatDateBR,
  formatDateTime,
  timeZoneNote,
} from '@portal/shared';

type Pdf = PDFKit.PDFDocument;

const MARGIN = 40;
const FOOTER_SPACE = 18;
const COLORS = { text: '#111827', muted: '#6B7280', rule: '#D1D5DB', header: '#E5E7EB', zebra: '#F3F4F6' };
export const SERVICE_REPORT_TITLE = 'Relatório de serviço';

/** The generation time on the installation's clock (APP_TIME_ZONE), naming the zone once: 'Horários de Brasília'. */
const formatGeneratedAt = (value: Date, timeZone: string) =>
  `${formatDateTime(value, timeZone)} · ${timeZoneNote(timeZone)}`;

export function planText(plan: ServicePlan | null): string {
  if (!plan) return MAINTENANCE_TEXTS.noPlan;
  const every = plan.intervalMonths
    ? `A cada ${plan.intervalMonths} ${plan.intervalMonths === 1 ? 'mês' : 'meses'}`
    : `A cada ${plan.intervalDays ?? 0} ${plan.intervalDays === 1 ? 'dia' : 'dias'}`;
  return plan.technicianName ? `${every} · Responsável: ${plan.technicianName}` : every;
}

const durationText = (minutes: number | null) => {
  if (minutes === null) return '—';
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
};

const contentWidth = (doc: Pdf) => doc.page.width - MARGIN * 2;
const bottom = (doc: Pdf) => doc.page.height - MARGIN - FOOTER_SPACE;

function ensureSpace(doc: Pdf, height: number): boolean {
  if (doc.y + height <= bottom(doc)) return false;
  doc.addPage({ size: 'A4', margin: MARGIN });
  return true;
}

function sectionTitle(doc: Pdf, title: string): void {
  ensureSpace(doc, 40);
  doc.moveDown(0.6);
  doc
    .font('Bold')
    .fontSize(12)
    .fillColor(COLORS.text)
    .text(title, MARGIN, doc.y, { width: contentWidth(doc) });
  doc.moveDown(0.3);
}

/** 'Label: value' lines, the label in bold. */
function fields(doc: Pdf, rows: Array<[string, string]>): void {
  for (const [label, value] of rows) {
    ensureSpace(doc, 14);
    doc.font('Bold').fontSize(9).fillColor(COLORS.text).text(`${label}: `, MARGIN, doc.y, { continued: true });
    doc.font('Body').text(value || '—', { width: contentWidth(doc) });
  }
}

/** The log's columns; the description runs under them across the whole width. */
const COLUMNS = [
  { header: 'Data', width: 62 },
  { header: 'Tipo', width: 70 },
  { header: 'Resultado', width: 92 },
  { header: 'Técnico', width: 130 },
  { header: 'Duração', width: 66, right: true },
  { header: 'Custo', width: 95, right: true },
] as const;

function columnXs(): number[] {
  return COLUMNS.map((_, index) => MARGIN + COLUMNS.slice(0, index).reduce((sum, column) => sum + column.width, 0));
}

function logHeader(doc: Pdf): void {
  const y = doc.y;
  const xs = columnXs();
  doc.rect(MARGIN, y, contentWidth(doc), 16).fill(COLORS.header);
  doc.font('Bold').fontSize(8).fillColor(COLORS.text);
  COLUMNS.forEach((column, index) => {
    doc.text(column.header, xs[index]! + 4, y + 4, {
      width: column.width - 8,
      align: 'right' in column ? 'right' : 'left',
      lineBreak: false,
    });
  });
  doc.y = y + 18;
}

function logEntry(doc: Pdf, record: MaintenanceRecord, index: number): void {
  const width = contentWidth(doc);
  doc.font('Body').fontSize(8);
  const descriptionHeight = doc.heightOfString(record.description, { width: width - 8 });
  const height = 14 + descriptionHeight + 6;
  if (ensureSpace(doc, height)) logHeader(doc);
  const y = doc.y;
  if (index % 2 === 1) doc.rect(MARGIN, y - 2, width, height).fill(COLORS.zebra);
  const cells = [
    formatDateBR(record.performedAt),
    maintenanceTypeLabel(record.type),
    maintenanceOutcomeLabel(record.outcome),
    record.technicianName ?? '—',
    durationText(record.durationMinutes),
    record.costCents === null ? '—' : formatBRL(record.costCents),
  ];
  const xs = columnXs();
  doc.font('Body').fontSize(8).fillColor(COLORS.text);
  COLUMNS.forEach((column, columnIndex) => {
    doc.text(cells[columnIndex]!, xs[columnIndex]! + 4, y + 2, {
      width: column.width - 8,
      align: 'right' in column ? 'right' : 'left',
      lineBreak: false,
      ellipsis: true,
      height: 10,
    });
  });
  doc.fillColor(COLORS.text).text(record.description, MARGIN + 4, y + 14, { width: width - 8 });
  doc.y = y + height;
}

/**
 * The service report of one piece of equipment (the proof an inspector asks for): the equipment, its plan and next
 * service, and the whole log. Only what the technician's screens show: never the owner's contacts or medical data
 * (the detail carries the client's name only) and never internal notes.
 */
export async function renderServiceReport(
  detail: EquipmentDetailResponse,
  options: { appName: string; generatedAt: Date; timeZone: string },
): Promise<Buffer> {
  const { equipment, plan, records } = detail;
  const { doc, finish } = await pdfInMemory({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    info: {
      Title: `${SERVICE_REPORT_TITLE} ${equipment.code}`,
      Author: options.appName,
      CreationDate: options.generatedAt,
    },
  });

  doc.font('Bold').fontSize(18).fillColor(COLORS.text).text(SERVICE_REPORT_TITLE, MARGIN, MARGIN);
  doc.font('Body').fontSize(10).fillColor(COLORS.muted).text(options.appName);
  doc.text(`Gerado em: ${formatGeneratedAt(options.generatedAt, options.timeZone)}`);
  doc.moveDown(0.5);
  doc
    .moveTo(MARGIN, doc.y)
    .lineTo(MARGIN + contentWidth(doc), doc.y)
    .lineWidth(1)
    .stroke(COLORS.rule);

  sectionTitle(doc, 'Equipamento');
  fields(doc, [
    ['Código', equipment.code],
    ['Modelo', equipment.model],
    ['Número de série', equipment.serialNumber],
    ['Localização', equipment.location],
    ['Cliente', equipment.clientName ?? 'Sem cliente'],
  ]);

  sectionTitle(doc, MAINTENANCE_TEXTS.plan);
  const next = equipment.nextService
    ? `${formatDateBR(equipment.nextService)} (${DUE_LABELS[equipment.due]})`
    : DUE_LABELS.none;
  fields(doc, [
    ['Plano', planText(plan)],
    ['Próxima manutenção', next],
  ]);

  sectionTitle(doc, MAINTENANCE_TEXTS.log);
  if (records.length === 0) {
    doc.font('Body').fontSize(9).fillColor(COLORS.muted).text(MAINTENANCE_TEXTS.noRecords, MARGIN, doc.y);
  } else {
    logHeader(doc);
    records.forEach((record, index) => logEntry(doc, record, index));
  }

  pageFooters(doc, { title: `${options.appName} · ${SERVICE_REPORT_TITLE}`, margin: MARGIN, color: COLORS.muted });
  return finish();
}
