import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import jsQR from 'jsqr';
import sharp from 'sharp';
import type { LabelGrid } from '@portal/shared';

const run = promisify(execFile);

/**
 * Reading label sheets back as a printer would (issue 25): poppler's pdfinfo and pdftotext, and one cell of a page
 * rendered by pdftoppm (its crop box) for jsQR or for counting its ink. `close()` removes the files.
 */
export function labelSheetReader(name = 'labels') {
  const work = mkdtempSync(path.join(tmpdir(), `${name}-test-`));
  let fileCount = 0;

  /** The crop of one cell at `dpi` as a PNG file. */
  async function cellPng(file: string, page: number, grid: LabelGrid, slot: number, dpi: number): Promise<string> {
    const px = (mm: number) => Math.round((mm / 25.4) * dpi);
    const row = Math.floor(slot / grid.columns);
    const column = slot % grid.columns;
    const x = grid.marginLeftMm + column * (grid.labelWidthMm + grid.gapXMm);
    const y = grid.marginTopMm + row * (grid.labelHeightMm + grid.gapYMm);
    const prefix = path.join(work, `cell-${path.basename(file, '.pdf')}-${page}-${slot}-${dpi}`);
    const crop = ['-x', px(x), '-y', px(y), '-W', px(grid.labelWidthMm), '-H', px(grid.labelHeightMm)].map(String);
    const pages = ['-f', String(page), '-l', String(page)];
    await run('pdftoppm', ['-png', '-r', String(dpi), ...pages, ...crop, '-singlefile', file, prefix]);
    return `${prefix}.png`;
  }

  return {
    /** Writes the PDF to a file of its own and answers its path. */
    savePdf(pdf: Buffer): string {
      fileCount += 1;
      const file = path.join(work, `${name}-${fileCount}.pdf`);
      writeFileSync(file, pdf);
      return file;
    },

    async pdfInfo(file: string) {
      const { stdout } = await run('pdfinfo', [file]);
      return { pages: Number(/Pages:\s+(\d+)/.exec(stdout)?.[1]), size: /Page size:\s+(.+)/.exec(stdout)?.[1]?.trim() };
    },

    pdfText: async (file: string) => (await run('pdftotext', ['-layout', file, '-'])).stdout,

    cellPng,

    /** How many of a cell's pixels are not white (an empty cell has none). */
    async inkOfCell(file: string, page: number, grid: LabelGrid, slot: number): Promise<number> {
      const { data } = await sharp(await cellPng(file, page, grid, slot, 72))
        .greyscale()
        .raw()
        .toBuffer({ resolveWithObject: true });
      return data.filter((value) => value < 250).length;
    },

    /** The QR code inside one cell of a page, rendered at 200 dpi and read by jsQR (null when there is none). */
    async qrOfCell(file: string, page: number, grid: LabelGrid, slot: number): Promise<string | null> {
      const { data, info } = await sharp(await cellPng(file, page, grid, slot, 200))
        .extend({ top: 20, bottom: 20, left: 20, right: 20, background: '#ffffff' })
        .ensureAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true });
      const pixels = new Uint8ClampedArray(data.buffer, data.byteOffset, data.length);
      return jsQR(pixels, info.width, info.height)?.data ?? null;
    },

    close: () => rmSync(work, { recursive: true, force: true }),
  };
}
