import { labelGridOf, tagTechnicalSheet, type LabelField, type LabelsRequestParsed } from '@portal/shared';
import { drawPdfQr } from '../../../lib/qr-code.js';
import type { SelectedTag } from '../selection.js';
import { MIN_TEXT_PT, planTagLabel, sheetOf, SMALL_TEXT_PT, type Box, type TagLabelPlan } from './layouts.js';
import { renderSheets, type LabelDrawer } from './render.js';

/** What a tag label prints: plain data, so a sheet can be drawn for any source of tags. */
export type TagLabel = {
  code: string;
  /** `{base}/t/{code}`: what the QR code opens. */
  url: string;
  serialNumber: string | null;
  type: string;
  /** Issue 25 item 3 (activation codes): printed when `fields` asks for it, once tags have one. */
  activationCode?: string | null;
};

export const tagLabelOf = (tag: SelectedTag, linkBase: string): TagLabel => ({
  code: tag.code,
  url: `${linkBase}/t/${tag.code}`,
  serialNumber: tagTechnicalSheet(tag.meta).serialNumber || null,
  type: tag.type,
});

/** The largest size up to `max` (not below MIN_TEXT_PT) at which `text` fits `width` on one line. */
function fittingSize(doc: PDFKit.PDFDocument, text: string, font: string, max: number, width: number): number {
  doc.font(font).fontSize(max);
  const measured = doc.widthOfString(text);
  return Math.max(MIN_TEXT_PT, measured <= width ? max : (max * width) / measured);
}

type Line = { text: string; font: 'Body' | 'Bold'; size: number };

/** The code in large type, then the serial number and type, as the fields ask; the block centred in its box. */
function drawText(doc: PDFKit.PDFDocument, lines: Line[], box: Box, align: TagLabelPlan['align']): void {
  const height = lines.reduce((sum, line) => sum + line.size * 1.2, 0);
  let y = box.y + Math.max(0, (box.height - height) / 2);
  for (const line of lines) {
    doc.font(line.font).fontSize(line.size).fillColor('#000000');
    doc.text(line.text, box.x, y + line.size * 0.1, { width: box.width, align, lineBreak: false });
    y += line.size * 1.2;
  }
}

/** The tag label's drawer for a plan and its fields (the order of `fields` is LABEL_FIELDS'). */
function tagLabelDrawer(plan: TagLabelPlan, fields: readonly LabelField[]): LabelDrawer<TagLabel> {
  return (doc, label, cell) => {
    if (plan.qr) drawPdfQr(doc, label.url, cell.x + plan.qr.x, cell.y + plan.qr.y, plan.qr.size);
    if (!plan.text) return;
    const box = { ...plan.text, x: cell.x + plan.text.x, y: cell.y + plan.text.y };
    const small = (text: string): Line => ({
      text,
      font: 'Body',
      size: fittingSize(doc, text, 'Body', SMALL_TEXT_PT, box.width),
    });
    const lines: Line[] = [];
    if (fields.includes('code'))
      lines.push({
        text: label.code,
        font: 'Bold',
        size: fittingSize(doc, label.code, 'Bold', plan.codeMaxPt, box.width),
      });
    if (fields.includes('serialNumber')) lines.push(small(label.serialNumber ? `S/N ${label.serialNumber}` : 'S/N —'));
    if (fields.includes('type')) lines.push(small(`Tipo ${label.type}`));
    drawText(doc, lines, box, plan.align);
  };
}

/**
 * POST /admin/tags/labels.pdf: the layout is checked (and a label too small for its QR code refused) before any tag
 * is read; the tags come in the order asked; the PDF is a stream the reply sends as it is drawn.
 */
export async function tagLabelsPdf(
  request: LabelsRequestParsed,
  deps: { selectTags: (selection: LabelsRequestParsed) => Promise<SelectedTag[]>; linkBase: string; appName: string },
): Promise<{ pdf: PDFKit.PDFDocument; count: number }> {
  const grid = labelGridOf(request);
  const plan = planTagLabel(sheetOf(grid), request.fields);
  const labels = (await deps.selectTags(request)).map((tag) => tagLabelOf(tag, deps.linkBase));
  const pdf = renderSheets(
    labels,
    { grid, skip: request.skip, calibration: request.calibration, title: 'Etiquetas', author: deps.appName },
    tagLabelDrawer(plan, request.fields),
  );
  return { pdf, count: labels.length };
}
