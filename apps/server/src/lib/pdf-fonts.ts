import { existsSync } from 'node:fs';
import type PdfKit from 'pdfkit';

type PdfDocumentClass = typeof PdfKit;

/**
 * pdfkit's document class, loaded by the first PDF a request asks for rather than at start (issue 27: ~20 MB and a
 * few hundred ms of every start). Node keeps the module once loaded, so later PDFs get it at once.
 */
export async function loadPdfDocument(): Promise<PdfDocumentClass> {
  return (await import('pdfkit')).default;
}

/**
 * DejaVu Sans (Debian's fonts-dejavu) when present: it has every glyph a client's name may hold. Without it, the
 * built-in Helvetica, whose WinAnsi encoding still covers Portuguese (á, ç, ã, õ, ê, —).
 */
const DEJAVU = '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf';
const DEJAVU_BOLD = '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf';

/** The fonts every PDF of the portal writes with, as 'Body' and 'Bold'. */
export function registerPdfFonts(doc: PDFKit.PDFDocument): void {
  const embedded = existsSync(DEJAVU) && existsSync(DEJAVU_BOLD);
  doc.registerFont('Body', embedded ? DEJAVU : 'Helvetica');
  doc.registerFont('Bold', embedded ? DEJAVU_BOLD : 'Helvetica-Bold');
}

/**
 * A new document with the portal's fonts whose bytes are kept in memory (a PDF an answer sends whole):
 * write its pages on `doc`, then `finish()` ends it and gives the file.
 */
export async function pdfInMemory(
  options: PDFKit.PDFDocumentOptions,
): Promise<{ doc: PDFKit.PDFDocument; finish: () => Promise<Buffer> }> {
  const PDFDocument = await loadPdfDocument();
  const doc = new PDFDocument(options);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  registerPdfFonts(doc);
  return {
    doc,
    async finish() {
      doc.end();
      await ended;
      return Buffer.concat(chunks);
    },
  };
}
