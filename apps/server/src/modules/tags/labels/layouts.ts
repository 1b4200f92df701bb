import { LABEL_QR_MIN_MM, LABEL_TEXTS, type LabelField, type LabelGrid } from '@portal/shared';
import { badRequest } from '../../../lib/errors.js';

/** PDF points per millimetre (72 per inch). */
const PT_PER_MM = 72 / 25.4;
export const mmToPt = (mm: number) => mm * PT_PER_MM;

/** A rectangle on the page, in points from the top-left corner (pdfkit's coordinates). */
export type Box = { x: number; y: number; width: number; height: number };

/** A sheet: where each label sits, row by row (the printing order of a label sheet). */
export type Sheet = { cells: Box[]; labelWidthMm: number; labelHeightMm: number };

export function sheetOf(grid: LabelGrid): Sheet {
  const cells: Box[] = [];
  for (let row = 0; row < grid.rows; row += 1) {
    for (let column = 0; column < grid.columns; column += 1) {
      cells.push({
        x: mmToPt(grid.marginLeftMm + column * (grid.labelWidthMm + grid.gapXMm)),
        y: mmToPt(grid.marginTopMm + row * (grid.labelHeightMm + grid.gapYMm)),
        width: mmToPt(grid.labelWidthMm),
        height: mmToPt(grid.labelHeightMm),
      });
    }
  }
  return { cells, labelWidthMm: grid.labelWidthMm, labelHeightMm: grid.labelHeightMm };
}

/** The smallest type a text line is printed in, and the small lines' size (serial number, type). */
export const MIN_TEXT_PT = 6;
export const SMALL_TEXT_PT = 7.5;
const LINE_HEIGHT = 1.2;
/** Largest type of the code: under the QR code, and beside it. */
const CODE_MAX_PT = { stacked: 16, side: 20 };
/** The narrowest text column beside a QR code. */
const SIDE_TEXT_MIN_PT = mmToPt(12);

/**
 * Where a tag label's parts go, relative to the label's top-left corner: the QR code (side with its quiet zone),
 * the text box (the code in large type, then the small lines) and the largest type the code may take.
 */
export type TagLabelPlan = {
  qr: { x: number; y: number; size: number } | null;
  text: Box | null;
  codeMaxPt: number;
  align: 'left' | 'center';
};

/**
 * The tag label's arrangement for a label size and the chosen fields: the QR code beside the text on a wide label,
 * above it on a tall one (whichever gives the larger code), at least LABEL_QR_MIN_MM wide; a 400 in pt-BR when the
 * label cannot hold it, or the text lines at their smallest type.
 */
export function planTagLabel(sheet: Sheet, fields: readonly LabelField[]): TagLabelPlan {
  const width = mmToPt(sheet.labelWidthMm);
  const height = mmToPt(sheet.labelHeightMm);
  // A die-cut label drifts about a millimetre on most printers: nothing is printed in its outer 2 mm.
  const pad = Math.min(mmToPt(2), Math.min(width, height) * 0.08);
  const inner = { x: pad, y: pad, width: width - pad * 2, height: height - pad * 2 };
  // Every field but the QR code and the code is one small line (serial number, type; the activation code next).
  const smallLines = fields.filter((field) => field !== 'qr' && field !== 'code').length;
  const hasCode = fields.includes('code');
  const hasText = hasCode || smallLines > 0;
  const textHeight = (codePt: number) =>
    (hasCode ? codePt * LINE_HEIGHT : 0) + smallLines * SMALL_TEXT_PT * LINE_HEIGHT;
  const tooSmall = () =>
    badRequest(
      LABEL_TEXTS.qrDoesNotFit(sheet.labelWidthMm, sheet.labelHeightMm),
      { field: 'fields' },
      'LABEL_TOO_SMALL',
    );

  if (!fields.includes('qr')) {
    if (textHeight(MIN_TEXT_PT) > inner.height)
      throw badRequest(
        LABEL_TEXTS.textDoesNotFit(sheet.labelWidthMm, sheet.labelHeightMm),
        { field: 'fields' },
        'LABEL_TOO_SMALL',
      );
    const codeMaxPt = Math.min(CODE_MAX_PT.side, (inner.height - textHeight(0)) / LINE_HEIGHT);
    return { qr: null, text: inner, codeMaxPt, align: 'center' };
  }

  const minQr = mmToPt(LABEL_QR_MIN_MM);
  const gap = mmToPt(1.5);
  if (!hasText) {
    const size = Math.min(inner.width, inner.height);
    if (size < minQr) throw tooSmall();
    return { qr: { x: (width - size) / 2, y: (height - size) / 2, size }, text: null, codeMaxPt: 0, align: 'center' };
  }

  // Beside: the QR code as tall as the label, the text in what is left (at least SIDE_TEXT_MIN_PT).
  const sideQr = Math.min(inner.height, inner.width - gap - SIDE_TEXT_MIN_PT, inner.width * 0.6);
  const sideFits = textHeight(MIN_TEXT_PT) <= inner.height;
  // Under: the text lines at a type that suits the width, the QR code above them.
  const stackedCodePt = Math.max(MIN_TEXT_PT, Math.min(CODE_MAX_PT.stacked, inner.width / 7));
  const stackedQr = Math.min(inner.width, inner.height - gap - textHeight(stackedCodePt));
  const useSide = sideFits && sideQr >= stackedQr;
  const size = useSide ? sideQr : stackedQr;
  if (size < minQr) throw tooSmall();

  if (useSide) {
    const textX = inner.x + size + gap;
    return {
      qr: { x: inner.x, y: (height - size) / 2, size },
      text: { x: textX, y: inner.y, width: inner.x + inner.width - textX, height: inner.height },
      codeMaxPt: Math.min(CODE_MAX_PT.side, (inner.height - textHeight(0)) / LINE_HEIGHT),
      align: 'left',
    };
  }
  const blockTop = inner.y + (inner.height - size - gap - textHeight(stackedCodePt)) / 2;
  return {
    qr: { x: (width - size) / 2, y: blockTop, size },
    text: { x: inner.x, y: blockTop + size + gap, width: inner.width, height: textHeight(stackedCodePt) },
    codeMaxPt: stackedCodePt,
    align: 'center',
  };
}
