import { LINE_HEIGHT, MIN_TEXT_PT, type Box } from './layouts.js';

/** One line of a label's text block: what, in which of the PDF fonts, at which size (pt). */
export type Line = { text: string; font: 'Body' | 'Bold'; size: number; color?: string };

/** The largest size up to `max` (not below MIN_TEXT_PT) at which `text` fits `width` on one line. */
export function fittingSize(doc: PDFKit.PDFDocument, text: string, font: Line['font'], max: number, width: number) {
  doc.font(font).fontSize(max);
  const measured = doc.widthOfString(text);
  return Math.max(MIN_TEXT_PT, measured <= width ? max : (max * width) / measured);
}

export const linesHeight = (lines: Line[]) => lines.reduce((sum, line) => sum + line.size * LINE_HEIGHT, 0);

/** The lines one under the other, the block centred in its box's height. */
export function drawLines(doc: PDFKit.PDFDocument, lines: Line[], box: Box, align: 'left' | 'center'): void {
  let y = box.y + Math.max(0, (box.height - linesHeight(lines)) / 2);
  for (const line of lines) {
    doc
      .font(line.font)
      .fontSize(line.size)
      .fillColor(line.color ?? '#000000');
    doc.text(line.text, box.x, y + line.size * 0.1, { width: box.width, align, lineBreak: false });
    y += line.size * LINE_HEIGHT;
  }
  doc.fillColor('#000000');
}
