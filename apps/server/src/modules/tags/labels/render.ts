import type { Readable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { LabelGrid } from '@portal/shared';
import { loadPdfDocument, registerPdfFonts } from '../../../lib/pdf-fonts.js';
import { sheetOf, type Box } from './layouts.js';

/** Draws one label of a kind (a tag label; an activation card next) into its cell of the sheet. */
export type LabelDrawer<T> = (doc: PDFKit.PDFDocument, item: T, cell: Box) => void;

export type SheetOptions = {
  grid: LabelGrid;
  /** Cells already used at the start of the first sheet. */
  skip: number;
  /** Every cell's outline on each page, to lay the printout over a label sheet before printing on it. */
  calibration: boolean;
  title: string;
  author: string;
};

/** PDF bytes waiting for a slow reader before the next page is drawn. */
const BUFFERED_MAX = 1024 * 1024;

/**
 * Waits until the reader has taken what was written: pdfkit pushes without heeding backpressure, so without this a
 * slow download would hold the whole PDF in memory. False when the reader has gone (the request was dropped).
 */
async function drained(doc: Readable): Promise<boolean> {
  await nextTurn();
  while (doc.readableLength > BUFFERED_MAX && !doc.destroyed) await new Promise((resolve) => setTimeout(resolve, 10));
  return !doc.destroyed;
}

function outlineCells(doc: PDFKit.PDFDocument, cells: Box[]): void {
  doc.save().lineWidth(0.4).strokeColor('#9CA3AF').dash(2, { space: 2 });
  for (const cell of cells) doc.rect(cell.x, cell.y, cell.width, cell.height).stroke();
  doc.undash().restore();
}

/**
 * Label sheets on A4 pages, streamed: the document is returned at once and drawn page by page as the reader takes
 * it, so memory stays bounded whatever the count (each page is written out when the next one starts). The first
 * `skip` cells of the first sheet stay blank; cells fill row by row.
 */
export async function renderSheets<T>(
  items: readonly T[],
  options: SheetOptions,
  draw: LabelDrawer<T>,
): Promise<PDFKit.PDFDocument> {
  const PDFDocument = await loadPdfDocument();
  const doc = new PDFDocument({
    size: 'A4',
    margin: 0,
    autoFirstPage: false,
    info: { Title: options.title, Author: options.author },
  });
  registerPdfFonts(doc);
  // pdfkit's document is a stream.Readable; its typings say only NodeJS.ReadableStream.
  const stream = doc as unknown as Readable;
  const { cells } = sheetOf(options.grid);
  const pages = Math.max(1, Math.ceil((options.skip + items.length) / cells.length));
  void (async () => {
    try {
      for (let page = 0; page < pages; page += 1) {
        doc.addPage({ size: 'A4', margin: 0 });
        if (options.calibration) outlineCells(doc, cells);
        cells.forEach((cell, slot) => {
          const index = page * cells.length + slot - options.skip;
          if (index >= 0 && index < items.length) draw(doc, items[index]!, cell);
        });
        if (!(await drained(stream))) return;
      }
      doc.end();
    } catch (error) {
      stream.destroy(error as Error);
    }
  })();
  return doc;
}
