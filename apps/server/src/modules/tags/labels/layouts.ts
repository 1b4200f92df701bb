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
export const LINE_HEIGHT = 1.2;
/** Largest type of the code: under the QR code, and beside it. */
const CODE_MAX_PT = { stacked: 16, side: 20 };
/** The narrowest text column beside a QR code. */
const SIDE_TEXT_MIN_PT = mmToPt(12);

/**
 * The part of a label printed on, relative to its corner: a die-cut label drifts about a millimetre on most printers,
 * so nothing is printed in its outer `padMm` (less on a very small label).
 */
function innerBox(width: number, height: number, padMm: number): Box {
  const pad = Math.min(mmToPt(padMm), Math.min(width, height) * 0.08);
  return { x: pad, y: pad, width: width - pad * 2, height: height - pad * 2 };
}

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
  const inner = innerBox(width, height, 2);
  // Every field but the QR code and the code is one small line (serial number, type, activation code).
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

/** An activation card's type sizes: the line over it, the captions ('Código da tag'), the codes at most. */
export const CARD_TYPE = { headingPt: 9, captionPt: 6.5, codeMaxPt: 15 } as const;
/** The narrowest text column beside a card's QR code: an 8-character code in bold at 9 pt or more. */
const CARD_TEXT_MIN_PT = mmToPt(22);

/** Where an activation card's parts go, relative to its top-left corner. */
export type ActivationCardPlan = {
  heading: Box;
  qr: { x: number; y: number; size: number };
  /** Both codes with their captions. */
  text: Box;
  codeMaxPt: number;
  align: 'left' | 'center';
};

/** The height of a card's two codes with their captions, and the space between the two pairs. */
export const cardTextHeight = (codePt: number) =>
  2 * (CARD_TYPE.captionPt + codePt) * LINE_HEIGHT + CARD_TYPE.captionPt * LINE_HEIGHT * 0.5;

/**
 * The activation card's arrangement: the line 'Escaneie para ativar sua tag' across the top, then the QR code of the
 * claim link beside both codes on a wide card (the business card), above them on a tall one, whichever gives the
 * larger QR code; a 400 in pt-BR when it cannot be LABEL_QR_MIN_MM wide.
 */
export function planActivationCard(sheet: Sheet): ActivationCardPlan {
  const width = mmToPt(sheet.labelWidthMm);
  const height = mmToPt(sheet.labelHeightMm);
  // Cards are cut or torn from their sheet: a wider margin than a label's.
  const inner = innerBox(width, height, 4);
  const gap = mmToPt(2);
  const heading = { ...inner, height: CARD_TYPE.headingPt * LINE_HEIGHT };
  const body = { ...inner, y: inner.y + heading.height + gap, height: inner.height - heading.height - gap };

  const sideQr = Math.min(body.height, inner.width * 0.5, inner.width - gap - CARD_TEXT_MIN_PT);
  const sideFits = cardTextHeight(MIN_TEXT_PT) <= body.height;
  const stackedCodePt = Math.max(MIN_TEXT_PT, Math.min(CARD_TYPE.codeMaxPt, inner.width / 6));
  const stackedQr = Math.min(inner.width, body.height - gap - cardTextHeight(stackedCodePt));
  const useSide = sideFits && sideQr >= stackedQr;
  const size = useSide ? sideQr : stackedQr;
  if (size < mmToPt(LABEL_QR_MIN_MM))
    throw badRequest(
      LABEL_TEXTS.cardDoesNotFit(sheet.labelWidthMm, sheet.labelHeightMm),
      { field: 'preset' },
      'LABEL_TOO_SMALL',
    );

  if (useSide) {
    const qr = { x: inner.x, y: body.y + (body.height - size) / 2, size };
    const textX = qr.x + size + gap;
    return {
      heading,
      qr,
      text: { x: textX, y: body.y, width: inner.x + inner.width - textX, height: body.height },
      codeMaxPt: Math.min(CARD_TYPE.codeMaxPt, (body.height - cardTextHeight(0)) / (2 * LINE_HEIGHT)),
      align: 'left',
    };
  }
  const blockTop = body.y + (body.height - size - gap - cardTextHeight(stackedCodePt)) / 2;
  return {
    heading,
    qr: { x: (width - size) / 2, y: blockTop, size },
    text: { x: inner.x, y: blockTop + size + gap, width: inner.width, height: cardTextHeight(stackedCodePt) },
    codeMaxPt: stackedCodePt,
    align: 'center',
  };
}
