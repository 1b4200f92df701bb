import { pdfInMemory } from '../../lib/pdf-fonts.js';
import { drawPdfQr } from '../../lib/qr-code.js';
import { LOST_TEXTS } from '@portal/shared';

type Pdf = PDFKit.PDFDocument;

/** What the poster prints: only what a visitor of /t/{code} may see, plus the owner's lost message. */
export type PosterContent = {
  code: string;
  /** `${publicUrl}/t/${code}`: the relay page, never a phone number. */
  url: string;
  isPerson: boolean;
  /** null when the privacy toggle hides it. */
  name: string | null;
  message: string | null;
  reward: boolean;
  /** The main public photo as PNG or JPEG bytes, or null (none public, or its file unreadable). */
  photo: Buffer | null;
};

export const POSTER_TEXTS = {
  scanHint: 'Aponte a câmera do celular para o código',
  codeLabel: (code: string) => `Tag ${code}`,
} as const;

const MARGIN = 40;
const COLORS = { banner: '#B91C1C', text: '#111827', muted: '#4B5563', reward: '#047857', rule: '#D1D5DB' };
const QR_SIZE = 230;
/** The largest font size (up to max) at which one line fits the width: 'PROCURA-SE' is longer than 'PERDIDO'. */
function fittingSize(doc: Pdf, text: string, font: string, max: number, width: number): number {
  doc.font(font).fontSize(max);
  const measured = doc.widthOfString(text);
  return measured <= width ? max : Math.floor((max * width) / measured);
}

/**
 * The lost poster, one A4 page: the banner, the name, the photo, the owner's message, the reward, a large QR code
 * of the tag's page and its URL in text, the tag's code small at the bottom. Printable before the tag is lost.
 */
export async function renderPoster(content: PosterContent, options: { appName: string }): Promise<Buffer> {
  const { doc, finish } = await pdfInMemory({
    size: 'A4',
    margin: MARGIN,
    info: { Title: `Cartaz ${content.code}`, Author: options.appName },
  });
  const width = doc.page.width - MARGIN * 2;
  const pageBottom = doc.page.height - MARGIN;

  const banner = content.isPerson ? LOST_TEXTS.bannerPerson : LOST_TEXTS.bannerThing;
  const bannerSize = fittingSize(doc, banner, 'Bold', 110, width);
  doc.font('Bold').fontSize(bannerSize).fillColor(COLORS.banner);
  doc.text(banner, MARGIN, MARGIN - bannerSize * 0.1, { width, align: 'center', lineBreak: false });
  let y = MARGIN + bannerSize * 1.1;

  if (content.name) {
    const nameSize = fittingSize(doc, content.name, 'Bold', 36, width);
    doc.font('Bold').fontSize(nameSize).fillColor(COLORS.text);
    doc.text(content.name, MARGIN, y, { width, align: 'center', lineBreak: false });
    y += nameSize * 1.35;
  }

  // The bottom block is fixed (QR, hint, URL, code); the message and reward sit above it; the photo takes the rest.
  const qrTop = pageBottom - 16 - 44 - QR_SIZE;
  const messageSize = content.message && content.message.length > 200 ? 12 : 15;
  doc.font('Body').fontSize(messageSize);
  const messageHeight = content.message
    ? Math.min(doc.heightOfString(content.message, { width, align: 'center' }), 150)
    : 0;
  const rewardHeight = content.reward ? 38 : 0;
  const textBlock = messageHeight + rewardHeight + (messageHeight || rewardHeight ? 14 : 0);
  // The QR code's white quiet zone already parts it from the text above.
  const photoHeight = Math.min(300, qrTop - 4 - textBlock - y);

  if (content.photo && photoHeight >= 60) {
    doc.image(content.photo, MARGIN, y, { fit: [width, photoHeight], align: 'center', valign: 'center' });
    y += photoHeight + 12;
  } else {
    // Without a photo the message and reward sit midway between the name and the QR code, not under the name.
    y += Math.max(6, (qrTop - y - textBlock) / 2);
  }

  if (content.message) {
    doc.font('Body').fontSize(messageSize).fillColor(COLORS.text);
    doc.text(content.message, MARGIN, y, { width, align: 'center', height: messageHeight, ellipsis: true });
    y += messageHeight + 8;
  }
  if (content.reward) {
    doc.font('Bold').fontSize(22).fillColor(COLORS.reward);
    doc.text(LOST_TEXTS.reward, MARGIN, y, { width, align: 'center', lineBreak: false });
  }

  drawPdfQr(doc, content.url, MARGIN + (width - QR_SIZE) / 2, qrTop, QR_SIZE);
  let bottomY = qrTop + QR_SIZE + 2;
  doc.font('Bold').fontSize(15).fillColor(COLORS.text);
  doc.text(POSTER_TEXTS.scanHint, MARGIN, bottomY, { width, align: 'center', lineBreak: false });
  bottomY += 22;
  doc.font('Body').fontSize(12).fillColor(COLORS.muted);
  doc.text(content.url, MARGIN, bottomY, { width, align: 'center', lineBreak: false });
  // The code sits on the bottom margin: pdfkit would start a second page for text below it.
  doc.page.margins.bottom = 0;
  doc.font('Body').fontSize(8).fillColor(COLORS.muted);
  doc.text(POSTER_TEXTS.codeLabel(content.code), MARGIN, pageBottom + 8, { width, align: 'center', lineBreak: false });

  return finish();
}
