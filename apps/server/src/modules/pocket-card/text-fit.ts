import { loadPdfDocument, registerPdfFonts } from '../../lib/pdf-fonts.js';

/**
 * Text measured with the fonts the PDFs embed (DejaVu Sans, lib/pdf-fonts.ts), which is also the family the
 * wallpaper's SVG names for fontconfig: an SVG cannot wrap or shrink its own text, so lines are laid out here.
 */
let measurer: PDFKit.PDFDocument | null = null;

/** Loads pdfkit (on the first card, not at start) for the measures below; awaited by every render before them. */
export async function loadTextMeasurer(): Promise<void> {
  if (measurer) return;
  const PDFDocument = await loadPdfDocument();
  measurer ??= new PDFDocument({ autoFirstPage: false });
  registerPdfFonts(measurer);
}

function fonts(): PDFKit.PDFDocument {
  if (!measurer) throw new Error('text-fit: await loadTextMeasurer() before measuring');
  return measurer;
}

export type TextStyle = { bold: boolean; size: number };

export const widthOf = (text: string, style: TextStyle): number =>
  fonts()
    .font(style.bold ? 'Bold' : 'Body')
    .fontSize(style.size)
    .widthOfString(text);

/** The largest size, from max down to min, at which the text fits one line of this width. */
export function fittingSize(text: string, bold: boolean, width: number, max: number, min: number): number {
  const measured = widthOf(text, { bold, size: max });
  return measured <= width ? max : Math.max(min, Math.floor((max * width) / measured));
}

const ELLIPSIS = '…';

/** A word too wide for a line, cut to fit with an ellipsis. */
function cut(text: string, style: TextStyle, width: number): string {
  let end = text.length;
  while (end > 1 && widthOf(text.slice(0, end) + ELLIPSIS, style) > width) end -= 1;
  return text.slice(0, end).trimEnd() + ELLIPSIS;
}

/** The text broken into at most maxLines lines of this width; what does not fit ends the last line with '…'. */
export function wrapLines(text: string, style: TextStyle, width: number, maxLines: number): string[] {
  const words = text.trim().split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let line = '';
  for (let index = 0; index < words.length; index += 1) {
    const word = words[index]!;
    const candidate = line ? `${line} ${word}` : word;
    if (widthOf(candidate, style) <= width) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    line = widthOf(word, style) <= width ? word : cut(word, style, width);
    if (lines.length === maxLines) {
      const last = lines[maxLines - 1]!;
      lines[maxLines - 1] = widthOf(last + ELLIPSIS, style) <= width ? last + ELLIPSIS : cut(last, style, width);
      return lines;
    }
  }
  if (line) lines.push(line);
  return lines;
}
