import { LABEL_TEXTS, labelGridOf, tagTechnicalSheet, type LabelField, type LabelsRequestParsed } from '@portal/shared';
import { drawPdfQr } from '../../../lib/qr-code.js';
import type { SelectedTag } from '../selection.js';
import { planTagLabel, sheetOf, SMALL_TEXT_PT, type TagLabelPlan } from './layouts.js';
import { drawLines, fittingSize, type Line } from './lines.js';
import { renderSheets, type LabelDrawer } from './render.js';

/** What printing a sheet needs besides the request: the tags, their activation codes, the links' base. */
export type SheetDeps = {
  selectTags: (selection: LabelsRequestParsed) => Promise<SelectedTag[]>;
  /** tags.activationCodesOf: the printable codes by tag id. */
  activationCodesOf: (tagIds: string[]) => Promise<Map<string, string>>;
  /** The portal's public address (publicLinkBase), without a trailing slash. */
  linkBase: string;
  appName: string;
};

/** What a tag label prints: plain data, so a sheet can be drawn for any source of tags. */
export type TagLabel = {
  code: string;
  /** `{base}/t/{code}`: what the QR code opens. */
  url: string;
  serialNumber: string | null;
  type: string;
  /** Read only when `fields` asks for it (the sealed codes are opened for the tags printed, not always). */
  activationCode: string | null;
};

export const tagLabelOf = (tag: SelectedTag, linkBase: string, activationCode: string | null = null): TagLabel => ({
  code: tag.code,
  url: `${linkBase}/t/${tag.code}`,
  serialNumber: tagTechnicalSheet(tag.meta).serialNumber || null,
  type: tag.type,
  activationCode,
});

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
    if (fields.includes('activationCode') && label.activationCode)
      lines.push(small(LABEL_TEXTS.activationLine(label.activationCode)));
    drawLines(doc, lines, box, plan.align);
  };
}

/**
 * POST /admin/tags/labels.pdf: the layout is checked (and a label too small for its QR code refused) before any tag
 * is read; the tags come in the order asked; the PDF is a stream the reply sends as it is drawn.
 */
export async function tagLabelsPdf(
  request: LabelsRequestParsed,
  deps: SheetDeps,
): Promise<{ pdf: PDFKit.PDFDocument; count: number }> {
  const grid = labelGridOf(request);
  const plan = planTagLabel(sheetOf(grid), request.fields);
  const selected = await deps.selectTags(request);
  const codes = request.fields.includes('activationCode')
    ? await deps.activationCodesOf(selected.map((tag) => tag.id))
    : new Map<string, string>();
  const labels = selected.map((tag) => tagLabelOf(tag, deps.linkBase, codes.get(tag.id) ?? null));
  const pdf = await renderSheets(
    labels,
    { grid, skip: request.skip, calibration: request.calibration, title: 'Etiquetas', author: deps.appName },
    tagLabelDrawer(plan, request.fields),
  );
  return { pdf, count: labels.length };
}
