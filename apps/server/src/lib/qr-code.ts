import QRCode from 'qrcode';

/** The white border around a QR code, in modules: the 4 the standard asks for. */
export const QR_QUIET_ZONE = 4;

/**
 * A URL's QR code (error correction M) as one SVG path in module units, the quiet zone included: `side` modules
 * square, to be scaled to any size (crisp at any print or screen resolution).
 */
export function qrSvgPath(url: string): { path: string; side: number } {
  const qr = QRCode.create(url, { errorCorrectionLevel: 'M' });
  const count = qr.modules.size;
  let path = '';
  for (let row = 0; row < count; row += 1) {
    for (let col = 0; col < count; col += 1) {
      if (qr.modules.get(row, col)) path += `M${col + QR_QUIET_ZONE} ${row + QR_QUIET_ZONE}h1v1h-1z`;
    }
  }
  return { path, side: count + QR_QUIET_ZONE * 2 };
}

/**
 * A QR code (error correction M) drawn as vectors into a PDF: sharp at any print size and a few hundred bytes of
 * page content, never an image. `size` is the side with the white quiet zone; each row's dark run is one rectangle.
 */
export function drawPdfQr(doc: PDFKit.PDFDocument, text: string, x: number, y: number, size: number): void {
  const qr = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const count = qr.modules.size;
  const cell = size / (count + QR_QUIET_ZONE * 2);
  doc.rect(x, y, size, size).fill('#FFFFFF');
  for (let row = 0; row < count; row += 1) {
    let start = -1;
    for (let col = 0; col <= count; col += 1) {
      const dark = col < count && qr.modules.get(row, col);
      if (dark && start < 0) start = col;
      if (!dark && start >= 0) {
        const top = y + (row + QR_QUIET_ZONE) * cell;
        doc.rect(x + (start + QR_QUIET_ZONE) * cell, top, (col - start) * cell, cell);
        start = -1;
      }
    }
  }
  doc.fill('#000000');
}
