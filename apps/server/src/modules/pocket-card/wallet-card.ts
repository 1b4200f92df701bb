import { POCKET_CARD_TEXTS, PUBLIC_PAGE_TEXTS } from '@portal/shared';
import { pdfInMemory } from '../../lib/pdf-fonts.js';
import { drawPdfQr } from '../../lib/qr-code.js';
import { contactTitle, type PocketCardContent } from './content.js';
import { fittingSize, loadTextMeasurer, widthOf, wrapLines } from './text-fit.js';

type Pdf = PDFKit.PDFDocument;

const MM = 72 / 25.4;
/** ISO/IEC 7810 ID-1, a bank card: 85.6 x 54 mm. */
export const CARD_SIZE = { width: 85.6 * MM, height: 54 * MM };
const PAD = 9;
const HEADER = 20;
const MARK = 14;
const ALLERGY_SIZE = 8.5;
const CONTACT_ROW = 12;
const COLORS = { red: '#B91C1C', text: '#111827', muted: '#4B5563', border: '#9CA3AF', mark: '#000000' };

/** One line of text, its top at y, never wrapped (it was measured to fit). */
function line(doc: Pdf, text: string, x: number, y: number, size: number, bold: boolean, color: string, width: number) {
  doc
    .font(bold ? 'Bold' : 'Body')
    .fontSize(size)
    .fillColor(color)
    .text(text, x, y, { width, lineBreak: false });
}

/** Lines of text from y down, at most maxLines (the last one ends with '…' when the text does not fit). */
function paragraph(
  doc: Pdf,
  text: string,
  x: number,
  y: number,
  opts: { size: number; bold: boolean; color: string; width: number; maxLines: number },
) {
  const lines = wrapLines(text, { bold: opts.bold, size: opts.size }, opts.width, opts.maxLines);
  lines.forEach((text, i) => line(doc, text, x, y + i * opts.size * 1.2, opts.size, opts.bold, opts.color, opts.width));
  return lines.length * opts.size * 1.2;
}

function header(doc: Pdf, x: number, y: number, text: string) {
  const { width } = CARD_SIZE;
  doc
    .save()
    .roundedRect(x, y, width, HEADER + 6, 8)
    .clip()
    .rect(x, y, width, HEADER)
    .fill(COLORS.red)
    .restore();
  const size = fittingSize(text, true, width - PAD * 2, 10, 6);
  line(doc, text, x + PAD, y + (HEADER - size * 1.15) / 2, size, true, '#FFFFFF', width - PAD * 2);
}

/**
 * The front: who it is, the critical alerts (issue 41), blood type, allergies and up to two contacts; what does not
 * fit the card is left out.
 */
function front(doc: Pdf, content: PocketCardContent, x: number, y: number) {
  const { width, height } = CARD_SIZE;
  const inner = width - PAD * 2;
  const bottom = y + height - PAD;
  const isPet = content.kind === 'PET';
  header(doc, x, y, isPet ? PUBLIC_PAGE_TEXTS.petHeading : POCKET_CARD_TEXTS.emergency);
  let top = y + HEADER + 6;
  const left = x + PAD;

  if (content.name) {
    const size = fittingSize(content.name, true, inner, 16, 10);
    top +=
      paragraph(doc, content.name, left, top, { size, bold: true, color: COLORS.text, width: inner, maxLines: 2 }) + 3;
  }
  for (const alert of content.criticalAlerts) {
    const size = fittingSize(`! ${alert}`, true, inner, 8.5, 6.5);
    line(doc, `! ${alert}`, left, top, size, true, COLORS.red, inner);
    top += size * 1.25;
  }
  if (content.criticalAlerts.length > 0) top += 2;
  if (content.bloodType) {
    const label = PUBLIC_PAGE_TEXTS.bloodType;
    line(doc, label, left, top + 4, 8.5, false, COLORS.muted, inner);
    const badgeX = left + widthOf(label, { bold: false, size: 8.5 }) + 5;
    const badgeWidth = widthOf(content.bloodType, { bold: true, size: 12 }) + 10;
    doc.roundedRect(badgeX, top, badgeWidth, 18, 3).fill(COLORS.red);
    line(doc, content.bloodType, badgeX + 5, top + 2.2, 12, true, '#FFFFFF', badgeWidth);
    top += 22;
  }
  if (content.allergies.length > 0) {
    const label = `${PUBLIC_PAGE_TEXTS.allergies}: `;
    const text = label + content.allergies.join(', ');
    const lines = wrapLines(text, { bold: false, size: ALLERGY_SIZE }, inner, 2);
    // The label in red bold, then the list: drawn as one wrapped text so both measure alike.
    lines.forEach((text, i) => {
      const lineTop = top + i * ALLERGY_SIZE * 1.2;
      if (i === 0 && text.startsWith(label)) {
        line(doc, label.trim(), left, lineTop, ALLERGY_SIZE, true, COLORS.red, inner);
        const offset = widthOf(label, { bold: true, size: ALLERGY_SIZE });
        line(doc, text.slice(label.length), left + offset, lineTop, ALLERGY_SIZE, false, COLORS.text, inner - offset);
      } else {
        line(doc, text, left, lineTop, ALLERGY_SIZE, false, COLORS.text, inner);
      }
    });
    top += lines.length * ALLERGY_SIZE * 1.2 + 3;
  }
  const contacts = content.contacts.filter((_, index) => top + 10 + (index + 1) * CONTACT_ROW <= bottom);
  if (contacts.length > 0) {
    const title = isPet ? PUBLIC_PAGE_TEXTS.petContacts : PUBLIC_PAGE_TEXTS.emergencyContacts;
    line(doc, title.toLocaleUpperCase('pt-BR'), left, top, 7, true, COLORS.red, inner);
    top += 10;
    for (const contact of contacts) {
      const phoneWidth = widthOf(contact.phone, { bold: true, size: 9 });
      const name = wrapLines(contactTitle(contact), { bold: false, size: 8.5 }, inner - phoneWidth - 6, 1)[0] ?? '';
      line(doc, name, left, top + 0.5, 8.5, false, COLORS.text, inner - phoneWidth - 6);
      line(doc, contact.phone, left + inner - phoneWidth, top, 9, true, COLORS.text, phoneWidth + 1);
      top += CONTACT_ROW;
    }
  }
}

/** The back: the QR code of the public page and what it opens; medications and conditions when printable and room. */
function back(doc: Pdf, content: PocketCardContent, x: number, y: number) {
  const { width, height } = CARD_SIZE;
  const isPet = content.kind === 'PET';
  const qrSize = height - PAD * 2;
  drawPdfQr(doc, content.url, x + PAD - 4, y + PAD, qrSize);
  const left = x + PAD + qrSize;
  const column = width - qrSize - PAD * 2 + 4;
  const bottom = y + height - PAD;
  let top = y + PAD + 4;
  const hint = isPet ? POCKET_CARD_TEXTS.petScanHint : POCKET_CARD_TEXTS.scanHint;
  top += paragraph(doc, hint, left, top, { size: 8.5, bold: true, color: COLORS.red, width: column, maxLines: 4 }) + 3;
  // The address breaks anywhere: a URL has no spaces to wrap at.
  const url = content.url.replace(/^https?:\/\//, '');
  doc.font('Body').fontSize(6).fillColor(COLORS.muted);
  const urlHeight = doc.heightOfString(url, { width: column, lineBreak: true });
  doc.text(url, left, top, { width: column, height: Math.min(urlHeight, 22), ellipsis: true });
  top += Math.min(urlHeight, 22) + 5;
  for (const [label, items] of [
    [PUBLIC_PAGE_TEXTS.medications, content.medications],
    [PUBLIC_PAGE_TEXTS.conditions, content.conditions],
  ] as const) {
    const maxLines = Math.floor((bottom - top - 8) / 8);
    if (items.length === 0 || maxLines < 1) continue;
    line(doc, label.toLocaleUpperCase('pt-BR'), left, top, 6, true, COLORS.red, column);
    top += 8;
    top +=
      paragraph(doc, items.join(', '), left, top, {
        size: 6.5,
        bold: false,
        color: COLORS.text,
        width: column,
        maxLines: Math.min(maxLines, 3),
      }) + 3;
  }
}

/** Corner marks outside the card's edges, where the scissors go. */
function cutMarks(doc: Pdf, x: number, y: number, width: number, height: number) {
  doc.lineWidth(0.5).strokeColor(COLORS.mark);
  for (const cx of [x, x + width]) {
    for (const cy of [y, y + height]) {
      const dx = cx === x ? -1 : 1;
      const dy = cy === y ? -1 : 1;
      doc
        .moveTo(cx + dx * 3, cy)
        .lineTo(cx + dx * (3 + MARK), cy)
        .stroke();
      doc
        .moveTo(cx, cy + dy * 3)
        .lineTo(cx, cy + dy * (3 + MARK))
        .stroke();
    }
  }
}

/**
 * The wallet card on one A4 page: front and back side by side, sharing the fold (a dashed line), with cut marks at
 * the corners; folded, it is one ID-1 card with the front on one side and the QR code on the other.
 */
export async function renderWalletCard(content: PocketCardContent, options: { appName: string }): Promise<Buffer> {
  await loadTextMeasurer();
  const { doc, finish } = await pdfInMemory({
    size: 'A4',
    margin: 0,
    info: { Title: POCKET_CARD_TEXTS.walletCardTitle, Author: options.appName },
  });
  const { width, height } = CARD_SIZE;
  const x = (doc.page.width - width * 2) / 2;
  const y = 120;
  line(doc, POCKET_CARD_TEXTS.walletCardTitle, x, 48, 16, true, COLORS.text, width * 2);
  line(doc, POCKET_CARD_TEXTS.cutHint, x, 70, 9, false, COLORS.muted, width * 2);
  // Beside the fold's mark, clear of the corner marks.
  doc
    .font('Bold')
    .fontSize(8)
    .fillColor(COLORS.muted)
    .text(POCKET_CARD_TEXTS.front, x + width - 60, y - 14, { width: 54, align: 'right', lineBreak: false });
  line(doc, POCKET_CARD_TEXTS.back, x + width + 6, y - 14, 8, true, COLORS.muted, 54);

  doc.lineWidth(0.5).roundedRect(x, y, width, height, 8).strokeColor(COLORS.border).stroke();
  doc
    .roundedRect(x + width, y, width, height, 8)
    .strokeColor(COLORS.border)
    .stroke();
  front(doc, content, x, y);
  back(doc, content, x + width, y);
  cutMarks(doc, x, y, width * 2, height);
  // The fold, dashed, with its marks above and below the card.
  doc.lineWidth(0.5).strokeColor(COLORS.mark).dash(3, { space: 3 });
  doc
    .moveTo(x + width, y - 3 - MARK)
    .lineTo(x + width, y - 3)
    .stroke();
  doc
    .moveTo(x + width, y + height + 3)
    .lineTo(x + width, y + height + 3 + MARK)
    .stroke();
  doc.undash();
  return finish();
}
