import { AVCB_TEXTS, FIRE_SAFETY_TEXTS, formatCnpj, formatDate, type EquipmentDue } from '@portal/shared';
import { pdfInMemory } from '../../../lib/pdf-fonts.js';
import { fitText, pageFooters } from '../../../lib/pdf-layout.js';
import { capacityText, type AvcbReport, type AvcbUnit } from './data.js';

type Pdf = PDFKit.PDFDocument;

const MARGIN = 40;
const FOOTER_SPACE = 18;
const FONT_SIZE = 7.5;
const LINE = 10;
const PADDING = 4;
/** Room for a header of two lines ('Manutenção / recarga' in its column). */
const HEADER_HEIGHT = 26;
/** A unit's pendências beyond this many are counted, not listed (a row never outgrows a page). */
const MAX_LISTED = 8;
const COLORS = { text: '#111827', muted: '#6B7280', rule: '#D1D5DB', header: '#E5E7EB', zebra: '#F3F4F6' };
const DUE_COLORS: Record<EquipmentDue, string> = {
  overdue: '#B91C1C',
  soon: '#B45309',
  ok: '#15803D',
  none: COLORS.muted,
};

/** A cell's lines: `wrap` lines run over several lines of the column's width, the others are cut with '…'. */
type Line = { text: string; bold?: boolean; color?: string; wrap?: boolean };

/** The landscape table's columns (A4 landscape: 762 pt between the margins). */
const COLUMNS: Array<{ header: string; width: number; cell: (unit: AvcbUnit) => Line[] }> = [
  { header: 'Local', width: 100, cell: (unit) => [{ text: unit.place ?? '—', wrap: true }] },
  { header: 'Código', width: 62, cell: (unit) => [{ text: unit.code, bold: true }] },
  {
    header: 'Classe / agente',
    width: 90,
    cell: (unit) => [
      { text: unit.classLabel ?? '—' },
      ...(unit.agent ? [{ text: [unit.agent, capacityText(unit)].filter(Boolean).join(' · '), wrap: true }] : []),
    ],
  },
  ...[0, 1, 2].map((index) => ({
    header: ['Inspeção', 'Manutenção / recarga', 'Teste hidrostático'][index]!,
    width: 90,
    cell: (unit: AvcbUnit): Line[] => {
      const level = unit.levels[index]!;
      return [
        { text: `Última: ${level.lastDate ? formatDate(level.lastDate) : '—'}` },
        { text: `Próxima: ${level.nextDate ? formatDate(level.nextDate) : '—'}` },
        { text: level.state, bold: true, color: DUE_COLORS[level.due] },
      ];
    },
  })),
  {
    header: 'Pendências abertas',
    width: 96,
    cell: (unit) => {
      if (unit.pendencias.length === 0) return [{ text: '—' }];
      const listed = unit.pendencias.slice(0, MAX_LISTED).map((item) => ({ text: `• ${item}`, wrap: true }));
      const rest = unit.pendencias.length - MAX_LISTED;
      return rest > 0 ? [...listed, { text: `+ ${rest} outras`, color: COLORS.muted }] : listed;
    },
  },
  {
    header: 'Chamados abertos',
    width: 84,
    cell: (unit) =>
      unit.chamados.length === 0
        ? [{ text: '—' }]
        : unit.chamados
            .slice(0, MAX_LISTED)
            .map((chamado) => ({ text: `• ${chamado.kind} (${formatDate(chamado.createdAt)})`, wrap: true })),
  },
  { header: 'Técnico', width: 60, cell: (unit) => [{ text: unit.technician ?? '—', wrap: true }] },
];

const contentWidth = (doc: Pdf) => doc.page.width - MARGIN * 2;
const bottom = (doc: Pdf) => doc.page.height - MARGIN - FOOTER_SPACE;
const xs = COLUMNS.map((_, index) => MARGIN + COLUMNS.slice(0, index).reduce((sum, column) => sum + column.width, 0));

function lineHeight(doc: Pdf, line: Line, width: number): number {
  doc.font(line.bold ? 'Bold' : 'Body').fontSize(FONT_SIZE);
  return line.wrap ? Math.max(LINE, doc.heightOfString(line.text, { width, lineGap: 1 })) : LINE;
}

function drawLine(doc: Pdf, line: Line, x: number, y: number, width: number): number {
  doc
    .font(line.bold ? 'Bold' : 'Body')
    .fontSize(FONT_SIZE)
    .fillColor(line.color ?? COLORS.text);
  const height = lineHeight(doc, line, width);
  if (line.wrap) doc.text(line.text, x, y, { width, lineGap: 1 });
  else doc.text(fitText(doc, line.text, width), x, y, { width, lineBreak: false });
  return height;
}

function tableHeader(doc: Pdf): void {
  const y = doc.y;
  doc.rect(MARGIN, y, contentWidth(doc), HEADER_HEIGHT).fill(COLORS.header);
  doc.font('Bold').fontSize(FONT_SIZE).fillColor(COLORS.text);
  COLUMNS.forEach((column, index) => {
    const width = column.width - PADDING * 2;
    doc.text(column.header, xs[index]! + PADDING, y + 4, { width, height: HEADER_HEIGHT - 6, lineGap: 0 });
  });
  doc.y = y + HEADER_HEIGHT;
}

function unitRow(doc: Pdf, unit: AvcbUnit, index: number): void {
  const cells = COLUMNS.map((column) => column.cell(unit));
  const height =
    Math.max(
      ...cells.map((lines, column) =>
        lines.reduce((sum, line) => sum + lineHeight(doc, line, COLUMNS[column]!.width - PADDING * 2), 0),
      ),
    ) +
    PADDING * 2;
  if (doc.y + height > bottom(doc)) {
    doc.addPage({ size: 'A4', layout: 'landscape', margin: MARGIN });
    tableHeader(doc);
  }
  const y = doc.y;
  if (index % 2 === 1) doc.rect(MARGIN, y, contentWidth(doc), height).fill(COLORS.zebra);
  cells.forEach((lines, column) => {
    let lineY = y + PADDING;
    const width = COLUMNS[column]!.width - PADDING * 2;
    for (const line of lines) lineY += drawLine(doc, line, xs[column]! + PADDING, lineY, width);
  });
  doc
    .moveTo(MARGIN, y + height)
    .lineTo(MARGIN + contentWidth(doc), y + height)
    .lineWidth(0.5)
    .stroke(COLORS.rule);
  doc.y = y + height;
}

/** 'Label: value' lines of the cover, the label in bold. */
function fields(doc: Pdf, rows: Array<[string, string]>): void {
  for (const [label, value] of rows) {
    doc.font('Bold').fontSize(11).fillColor(COLORS.text).text(`${label}: `, MARGIN, doc.y, { continued: true });
    doc.font('Body').text(value || '—', { width: contentWidth(doc) });
    doc.moveDown(0.15);
  }
}

function section(doc: Pdf, title: string): void {
  doc.moveDown(0.8);
  doc
    .font('Bold')
    .fontSize(13)
    .fillColor(COLORS.text)
    .text(title, MARGIN, doc.y, { width: contentWidth(doc) });
  doc
    .moveTo(MARGIN, doc.y + 2)
    .lineTo(MARGIN + contentWidth(doc), doc.y + 2)
    .lineWidth(0.75)
    .stroke(COLORS.rule);
  doc.y += 8;
}

function cover(doc: Pdf, report: AvcbReport, appName: string): void {
  const { site, company, summary } = report;
  doc.font('Bold').fontSize(22).fillColor(COLORS.text).text(AVCB_TEXTS.title, MARGIN, MARGIN);
  doc.font('Body').fontSize(12).fillColor(COLORS.muted).text(AVCB_TEXTS.cover);
  doc.fontSize(10).text(`${appName} · ${report.generatedLine}`);

  section(doc, 'Local');
  fields(doc, [
    ['Nome', site.name],
    ['Endereço', site.address],
    ['CNPJ', site.cnpj ? formatCnpj(site.cnpj) : '—'],
    ['Cliente', site.clientName || site.clientEmail],
  ]);

  section(doc, 'Empresa de manutenção');
  if (company)
    fields(doc, [
      ['Razão social', company.name],
      ['CNPJ', company.cnpj ? formatCnpj(company.cnpj) : '—'],
      ['Registro Inmetro', company.inmetroRegistration ? `nº ${company.inmetroRegistration}` : '—'],
    ]);
  else doc.font('Body').fontSize(11).fillColor(COLORS.muted).text(AVCB_TEXTS.noCompany, MARGIN, doc.y);

  section(doc, 'Resumo');
  fields(doc, [
    ['Unidades', String(summary.units)],
    ['Com serviço vencido', String(summary.overdue)],
    ['Com serviço a vencer em breve', String(summary.soon)],
    ['Pendências abertas', String(summary.pendencias)],
    ['Chamados abertos', String(summary.chamados)],
  ]);
  doc.moveDown(1);
  doc
    .font('Body')
    .fontSize(8)
    .fillColor(COLORS.muted)
    .text(FIRE_SAFETY_TEXTS.intervalsNote, MARGIN, doc.y, { width: contentWidth(doc) });
}

/**
 * The AVCB report as a PDF (A4 landscape: every column of a unit on one row): a cover with the site, the client,
 * the generation time, the service company and the counts, then the units by place and code with the header repeated
 * on each page, and 'Página n de N' at every foot.
 */
export async function renderAvcbPdf(report: AvcbReport, options: { appName: string }): Promise<Buffer> {
  const { doc, finish } = await pdfInMemory({
    size: 'A4',
    layout: 'landscape',
    margin: MARGIN,
    bufferPages: true,
    info: {
      Title: `${AVCB_TEXTS.title} — ${report.site.name}`,
      Author: options.appName,
      CreationDate: report.generatedAt,
    },
  });
  cover(doc, report, options.appName);

  doc.addPage({ size: 'A4', layout: 'landscape', margin: MARGIN });
  doc.font('Bold').fontSize(13).fillColor(COLORS.text).text(`Equipamentos — ${report.site.name}`, MARGIN, MARGIN);
  doc.y += 6;
  if (report.units.length === 0) {
    doc.font('Body').fontSize(10).fillColor(COLORS.muted).text(AVCB_TEXTS.noUnits, MARGIN, doc.y);
  } else {
    tableHeader(doc);
    report.units.forEach((unit, index) => unitRow(doc, unit, index));
  }
  pageFooters(doc, { title: `${AVCB_TEXTS.title} · ${report.site.name}`, margin: MARGIN, color: COLORS.muted });
  return finish();
}
