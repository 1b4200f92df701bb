import QRCode from 'qrcode';
import { escapeXml } from '@portal/shared/public-page';
import { QR_QUIET_ZONE, qrSvgPath } from '../../lib/qr-code.js';
import { loadSharp } from '../../lib/sharp.js';

type QrOptions = { size: number; lines: string[]; format: 'png' | 'svg' };

/** Height of the caption under the code: one line per text, scaled with the image. */
function captionMetrics(size: number, lines: number) {
  const fontSize = Math.max(12, Math.round(size * 0.07));
  const lineHeight = Math.round(fontSize * 1.35);
  return { fontSize, lineHeight, height: lines ? lineHeight * lines + Math.round(fontSize * 0.6) : 0 };
}

function captionSvg(width: number, lines: string[], top: number, metrics: ReturnType<typeof captionMetrics>): string {
  return lines
    .map(
      (line, index) =>
        `<text x="${width / 2}" y="${top + metrics.lineHeight * (index + 1) - Math.round(metrics.fontSize * 0.25)}" text-anchor="middle" font-family="DejaVu Sans Mono,Liberation Mono,Menlo,Consolas,monospace" font-size="${metrics.fontSize}" font-weight="700" fill="#000">${escapeXml(line)}</text>`,
    )
    .join('');
}

/**
 * The QR code of a URL, size x size pixels (error correction M, a 4-module quiet zone), with the caption
 * lines printed under it (the image grows by their height). PNG through qrcode + sharp; SVG drawn here.
 */
export async function renderQr(url: string, options: QrOptions): Promise<Buffer | string> {
  const metrics = captionMetrics(options.size, options.lines.length);
  if (options.format === 'svg') {
    const { path, side } = qrSvgPath(url);
    const scale = options.size / side;
    const height = options.size + metrics.height;
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${options.size}" height="${height}" viewBox="0 0 ${options.size} ${height}" shape-rendering="crispEdges"><rect width="100%" height="100%" fill="#fff"/><g transform="scale(${scale})"><path d="${path}" fill="#000"/></g>${captionSvg(options.size, options.lines, options.size, metrics)}</svg>`;
  }
  const png = await QRCode.toBuffer(url, {
    errorCorrectionLevel: 'M',
    margin: QR_QUIET_ZONE,
    width: options.size,
    type: 'png',
  });
  if (options.lines.length === 0) return png;
  // sharp (libvips) is loaded on the first captioned PNG, not at start: it is a fair share of an idle server's memory.
  const sharp = await loadSharp();
  // qrcode ignores a width too small for the symbol: measure what it drew.
  const { width = options.size, height = options.size } = await sharp(png).metadata();
  const caption = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${metrics.height}">${captionSvg(width, options.lines, 0, metrics)}</svg>`,
  );
  return sharp(png)
    .extend({ bottom: metrics.height, background: '#ffffff' })
    .composite([{ input: caption, top: height, left: 0 }])
    .png()
    .toBuffer();
}
