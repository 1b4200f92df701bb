import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { setImmediate as yieldToIo } from 'node:timers/promises';
import { loadPdfDocument, registerPdfFonts } from '../../lib/pdf-fonts.js';
import { fitText } from '../../lib/pdf-layout.js';
import { ANALYTICS_TEXTS, CHART_PALETTE } from '@portal/shared';
import type { ReportCharts, ReportColumnKind, ReportDocument, ReportTable } from './document.js';
import { displayCell, formatDay, formatGrowth, formatInteger, generatedAtLine } from './format.js';

type Pdf = PDFKit.PDFDocument;

const MARGIN = 40;
const ROW_HEIGHT = 15;
const HEADER_HEIGHT = 18;
const CELL_PADDING = 4;
const COLORS = { text: '#111827', muted: '#6B7280', rule: '#D1D5DB', header: '#E5E7EB', zebra: '#F3F4F6' };

const contentWidth = (doc: Pdf) => doc.page.width - MARGIN * 2;
const bottom = (doc: Pdf) => doc.page.height - MARGIN - 14; // room for the footer line

/** Text at a fixed place, on one line (never wraps, never starts a page by itself). */
function put(doc: Pdf, text: string, x: number, y: number, width: number, align: 'left' | 'right' | 'center' = 'left') {
  doc.text(fitText(doc, text, width), x, y, { width, align, lineBreak: false });
}

/** A new page in the layout of the current one (the lists run on landscape pages). */
function newPage(
  doc: Pdf,
  layout: 'portrait' | 'landscape' = doc.page.layout === 'landscape' ? 'landscape' : 'portrait',
) {
  doc.addPage({ size: 'A4', layout, margin: MARGIN });
}

function ensureSpace(doc: Pdf, height: number): void {
  if (doc.y + height > bottom(doc)) newPage(doc);
}

function sectionTitle(doc: Pdf, title: string, spaceAfterTitle: number): void {
  ensureSpace(doc, 22 + spaceAfterTitle);
  doc.font('Bold').fontSize(12).fillColor(COLORS.text);
  put(doc, title, MARGIN, doc.y, contentWidth(doc));
  doc.y += 20;
}

const numeric = (kind: ReportColumnKind) => kind !== 'text';

/** The widest text a cell of each kind may hold (numbers and dates are never cut). */
const SAMPLES: Record<ReportColumnKind, string> = {
  text: '',
  integer: '000.000.000',
  decimal: '000.000,0',
  percent: '100,0%',
  day: '00/00/0000',
  date: '00/00/0000',
  datetime: '00/00/0000 00:00',
};

/**
 * Numbers and dates get the room their widest value and their header need; the text columns share the rest by
 * their relative width (long names are cut with '…').
 */
function columnWidths(doc: Pdf, table: ReportTable): number[] {
  const fixed = table.columns.map((column) => {
    if (column.kind === 'text') return 0;
    const header = doc.font('Bold').fontSize(8).widthOfString(column.header);
    const sample = doc.font('Body').fontSize(8).widthOfString(SAMPLES[column.kind]);
    return Math.max(header, sample) + CELL_PADDING * 2 + 2;
  });
  const left = contentWidth(doc) - fixed.reduce((sum, width) => sum + width, 0);
  const textWeight = table.columns.reduce((sum, column) => sum + (column.kind === 'text' ? column.width : 0), 0);
  return table.columns.map((column, index) =>
    column.kind === 'text' ? (column.width / textWeight) * left : fixed[index]!,
  );
}

/**
 * pdfkit's embedded fonts keep the layout of every distinct word they have set, for good (100,000 tag codes: 300 MB);
 * without the cache every word is laid out anew (a 100,000-row list: 2 minutes instead of 25 s). So the cache is
 * kept within a page and emptied after it. It is pdfkit's own field: if it ever moves, this does nothing.
 */
function forgetLayouts(doc: Pdf): void {
  const fonts = (doc as unknown as { _fontFamilies?: Record<string, { layoutCache?: object }> })._fontFamilies;
  for (const font of Object.values(fonts ?? {})) {
    if (font.layoutCache) font.layoutCache = Object.create(null) as object;
  }
}

/** A table, paged across PDF pages with its header repeated; rows come chunk by chunk. */
async function drawTable(doc: Pdf, table: ReportTable, timeZone: string): Promise<void> {
  // The type's list starts on its own landscape pages: room for every column, many rows per page.
  if (table.isList) newPage(doc, 'landscape');
  sectionTitle(doc, table.title, HEADER_HEIGHT + ROW_HEIGHT);
  const widths = columnWidths(doc, table);
  const xs = widths.map((_, index) => MARGIN + widths.slice(0, index).reduce((sum, width) => sum + width, 0));

  const header = () => {
    const y = doc.y;
    doc.rect(MARGIN, y, contentWidth(doc), HEADER_HEIGHT).fill(COLORS.header);
    doc.font('Bold').fontSize(8).fillColor(COLORS.text);
    table.columns.forEach((column, index) => {
      const align = numeric(column.kind) ? 'right' : 'left';
      put(doc, column.header, xs[index]! + CELL_PADDING, y + 5, widths[index]! - CELL_PADDING * 2, align);
    });
    doc.y = y + HEADER_HEIGHT;
    doc.font('Body').fontSize(8);
  };

  header();
  let count = 0;
  for await (const chunk of table.rows()) {
    for (const row of chunk) {
      if (doc.y + ROW_HEIGHT > bottom(doc)) {
        forgetLayouts(doc);
        newPage(doc);
        header();
      }
      const y = doc.y;
      if (count % 2 === 1) doc.rect(MARGIN, y, contentWidth(doc), ROW_HEIGHT).fill(COLORS.zebra);
      doc.fillColor(COLORS.text);
      row.forEach((value, index) => {
        const kind = table.columns[index]!.kind;
        const align = numeric(kind) ? 'right' : 'left';
        put(
          doc,
          displayCell(value, kind, timeZone),
          xs[index]! + CELL_PADDING,
          y + 4,
          widths[index]! - CELL_PADDING * 2,
          align,
        );
      });
      doc.y = y + ROW_HEIGHT;
      count += 1;
    }
    forgetLayouts(doc);
    await yieldToIo();
  }
  if (count === 0) {
    doc.font('Body').fontSize(9).fillColor(COLORS.muted);
    put(doc, ANALYTICS_TEXTS.noData, MARGIN + CELL_PADDING, doc.y + 4, contentWidth(doc));
    doc.y += ROW_HEIGHT;
  }
  drawRule(doc, 0.5, 18);
}

/** A rule across the content width at the current line, then `spaceAfter` points down. */
function drawRule(doc: Pdf, lineWidth: number, spaceAfter: number): void {
  doc
    .moveTo(MARGIN, doc.y)
    .lineTo(MARGIN + contentWidth(doc), doc.y)
    .lineWidth(lineWidth)
    .stroke(COLORS.rule);
  doc.y += spaceAfter;
}

/** A round step for 4 axis intervals: 1, 2 or 5 times a power of ten (whole numbers: views are counted). */
function niceStep(max: number): number {
  const raw = Math.max(1, max / 4);
  const power = 10 ** Math.floor(Math.log10(raw));
  return ([1, 2, 5, 10].find((factor) => factor * power >= raw) ?? 10) * power;
}

/** The views-over-time area chart, as vector paths: axes, grid, area, line, dated x labels. */
function drawViewsChart(doc: Pdf, series: ReportCharts['viewsOverTime']): void {
  const height = 170;
  sectionTitle(doc, ANALYTICS_TEXTS.viewsOverTime, height + 10);
  const top = doc.y;
  const left = MARGIN + 40;
  const width = contentWidth(doc) - 50;
  const plotHeight = height - 24;
  const base = top + plotHeight;
  const max = niceStep(Math.max(0, ...series.map((point) => point.views))) * 4;
  const color = CHART_PALETTE[0];

  doc.font('Body').fontSize(7);
  for (let tick = 0; tick <= 4; tick += 1) {
    const y = base - (plotHeight * tick) / 4;
    doc
      .moveTo(left, y)
      .lineTo(left + width, y)
      .lineWidth(0.5)
      .stroke(tick === 0 ? COLORS.muted : COLORS.rule);
    doc.fillColor(COLORS.muted);
    put(doc, formatInteger((max * tick) / 4), MARGIN, y - 3, 36, 'right');
  }
  doc.moveTo(left, top).lineTo(left, base).lineWidth(0.75).stroke(COLORS.muted);

  if (series.length === 0 || series.every((point) => point.views === 0)) {
    doc.fontSize(9).fillColor(COLORS.muted);
    put(doc, ANALYTICS_TEXTS.noData, left, top + plotHeight / 2 - 5, width, 'center');
  }
  if (series.length > 0) {
    const step = series.length > 1 ? width / (series.length - 1) : 0;
    const points = series.map((point, index) => ({
      x: series.length > 1 ? left + index * step : left + width / 2,
      y: base - (point.views / max) * plotHeight,
    }));
    doc.save();
    doc.moveTo(points[0]!.x, base);
    for (const point of points) doc.lineTo(point.x, point.y);
    doc
      .lineTo(points[points.length - 1]!.x, base)
      .closePath()
      .fillOpacity(0.2)
      .fill(color);
    doc.restore();
    doc.moveTo(points[0]!.x, points[0]!.y);
    for (const point of points.slice(1)) doc.lineTo(point.x, point.y);
    doc.lineWidth(1.5).strokeColor(color).stroke();

    const labels = Math.min(6, series.length);
    doc.fontSize(7).fillColor(COLORS.muted);
    for (let label = 0; label < labels; label += 1) {
      const index = labels === 1 ? 0 : Math.round((label * (series.length - 1)) / (labels - 1));
      const x = points[index]!.x;
      put(doc, formatDay(series[index]!.date).slice(0, 5), x - 20, base + 5, 40, 'center');
    }
  }
  doc.y = top + height;
}

/** The tag status distribution as horizontal bars in the chart palette, each with its count. */
function drawStatusChart(doc: Pdf, statuses: ReportCharts['tagStatus']): void {
  const barHeight = 16;
  const height = Math.max(1, statuses.length) * (barHeight + 6) + 6;
  sectionTitle(doc, ANALYTICS_TEXTS.tagStatus, height);
  const top = doc.y;
  const labelWidth = 90;
  const barLeft = MARGIN + labelWidth;
  const barSpace = contentWidth(doc) - labelWidth - 60;
  const max = Math.max(0, ...statuses.map((entry) => entry.count));
  doc.font('Body').fontSize(8);
  if (max === 0) {
    doc.fillColor(COLORS.muted);
    put(doc, ANALYTICS_TEXTS.noData, MARGIN, top + 4, contentWidth(doc));
    doc.y = top + 24;
    return;
  }
  statuses.forEach((entry, index) => {
    const y = top + index * (barHeight + 6);
    doc.fillColor(COLORS.text);
    put(doc, entry.label, MARGIN, y + 4, labelWidth - 8);
    const length = Math.max(entry.count > 0 ? 2 : 0, (entry.count / max) * barSpace);
    if (length > 0) doc.rect(barLeft, y, length, barHeight).fill(CHART_PALETTE[index % CHART_PALETTE.length]);
    doc.fillColor(COLORS.text);
    put(doc, formatInteger(entry.count), barLeft + length + 6, y + 4, 54);
  });
  doc.y = top + height + 10;
}

function drawHeader(doc: Pdf, document: ReportDocument): void {
  doc.font('Bold').fontSize(18).fillColor(COLORS.text);
  doc.text(document.title, MARGIN, MARGIN, { width: contentWidth(doc) });
  doc.font('Body').fontSize(10).fillColor(COLORS.muted);
  doc.text(document.appName, { width: contentWidth(doc) });
  doc.moveDown(0.5);
  doc.fillColor(COLORS.text);
  doc.text(`Período: ${formatDay(document.period.startDate)} a ${formatDay(document.period.endDate)}`);
  doc.text(generatedAtLine(document.generatedAt, document.timeZone));
  doc.moveDown(0.5);
  drawRule(doc, 1, 14);
}

/** 'Portal · Página 3' at the foot of each page, drawn as the page starts (pages are written out as they fill). */
function footer(doc: Pdf, document: ReportDocument, page: number): void {
  const { x, y } = doc;
  const margins = doc.page.margins.bottom;
  doc.page.margins.bottom = 0;
  doc.font('Body').fontSize(7).fillColor(COLORS.muted);
  const lineY = doc.page.height - MARGIN + 4;
  put(doc, `${document.appName} · ${document.title}`, MARGIN, lineY, contentWidth(doc) - 80);
  put(doc, `Página ${page}`, MARGIN + contentWidth(doc) - 80, lineY, 80, 'right');
  doc.page.margins.bottom = margins;
  doc.x = x;
  doc.y = y;
}

/**
 * The PDF (pdfkit, streamed to the file page by page): title, product, period and generation time, the KPI table
 * with growth, the charts when asked for, then the tables (top pages, countries, the daily series, the type's list).
 */
export async function writePdf(document: ReportDocument, filePath: string): Promise<void> {
  const PDFDocument = await loadPdfDocument();
  const out = createWriteStream(filePath);
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: document.title, Author: document.appName, CreationDate: document.generatedAt },
  });
  doc.pipe(out);
  try {
    registerPdfFonts(doc);
    let page = 1;
    footer(doc, document, page);
    doc.on('pageAdded', () => {
      page += 1;
      footer(doc, document, page);
    });
    drawHeader(doc, document);
    await drawTable(
      doc,
      {
        title: 'Indicadores',
        sheetName: 'Resumo',
        columns: [
          { header: 'Indicador', kind: 'text', width: 3 },
          { header: 'Valor', kind: 'integer', width: 2 },
          { header: 'Variação', kind: 'text', width: 3 },
        ],
        rows: async function* () {
          yield document.kpis.map((kpi) => [
            kpi.label,
            kpi.value,
            formatGrowth(kpi.growth, ANALYTICS_TEXTS.versusPrevious, ANALYTICS_TEXTS.noChange),
          ]);
        },
      },
      document.timeZone,
    );
    if (document.charts) {
      drawViewsChart(doc, document.charts.viewsOverTime);
      drawStatusChart(doc, document.charts.tagStatus);
    }
    for (const table of document.tables) await drawTable(doc, table, document.timeZone);
    const written = once(out, 'finish');
    doc.end();
    await written;
  } catch (error) {
    doc.unpipe(out);
    out.destroy();
    throw error;
  }
}
