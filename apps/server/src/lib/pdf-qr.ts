import QRCode from 'qrcode';

/** The quiet zone every printed QR code keeps around it, in modules (ISO/IEC 18004 asks for 4). */
export const QR_QUIET_MODULES = 4;

/**
 * A QR code (error correction M) drawn as vectors into a PDF: sharp at any print size and a few hundred bytes of
 * page content, never an image. `size` is the side with the white quiet zone; each row's dark run is one rectangle.
 */
export function drawQrCode(doc: PDFKit.PDFDocument, text: string, x: number, y: number, size: number): void {
  const qr = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const count = qr.modules.size;
  const cell = size / (count + QR_QUIET_MODULES * 2);
  doc.rect(x, y, size, size).fill('#FFFFFF');
  for (let row = 0; row < count; row += 1) {
    let start = -1;
    for (let col = 0; col <= count; col += 1) {
      const dark = col < count && qr.modules.get(row, col);
      if (dark && start < 0) start = col;
      if (!dark && start >= 0) {
        const top = y + (row + QR_QUIET_MODULES) * cell;
        doc.rect(x + (start + QR_QUIET_MODULES) * cell, top, (col - start) * cell, cell);
        start = -1;
      }
    }
  }
  doc.fill('#000000');
}
