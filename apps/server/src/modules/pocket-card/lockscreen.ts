import { escapeXml } from '@portal/shared/public-page';
import { CRITICAL_ALERT_TEXTS, POCKET_CARD_TEXTS, PUBLIC_PAGE_TEXTS } from '@portal/shared';
import { qrSvgPath } from '../../lib/qr-code.js';
import { contactTitle, type PocketCardContent } from './content.js';
import { fittingSize, loadTextMeasurer, widthOf, wrapLines } from './text-fit.js';
import { loadSharp } from '../../lib/sharp.js';

/** The system's clock and date sit in the top third; the flashlight, camera and home bar in the bottom 12%. */
const CLOCK_AREA = 1 / 3;
const BOTTOM_CONTROLS = 0.12;
/** The sizes below are pixels of a 1170 px wide screen (an iPhone 13), scaled to the asked size. */
const DESIGN_WIDTH = 1170;
const COLORS = {
  background: '#0B0D12',
  panel: '#171A21',
  red: '#DC2626',
  redText: '#FCA5A5',
  text: '#FFFFFF',
  muted: '#D1D5DB',
};
const FONT = 'DejaVu Sans, Liberation Sans, sans-serif';

type Block = { height: number; draw: (top: number) => string };
type Layout = { blocks: Block[]; gap: number };

const textAt = (x: number, baseline: number, size: number, bold: boolean, fill: string, text: string) =>
  `<text x="${x.toFixed(1)}" y="${baseline.toFixed(1)}" text-anchor="middle" font-family="${FONT}" font-size="${size.toFixed(1)}"${bold ? ' font-weight="700"' : ''} fill="${fill}">${escapeXml(text)}</text>`;

/** Centered lines of one style: `lineHeight` apart, the first baseline at 0.8 of a line. */
function linesBlock(lines: string[], center: number, size: number, bold: boolean, fill: string): Block {
  const lineHeight = size * 1.25;
  return {
    height: lines.length * lineHeight,
    draw: (top) =>
      lines.map((line, i) => textAt(center, top + i * lineHeight + size * 0.95, size, bold, fill, line)).join(''),
  };
}

/** Space above a block (the second contact apart from the first). */
const padTop = (block: Block, pad: number): Block => ({
  height: block.height + pad,
  draw: (top) => block.draw(top + pad),
});

/** The wallpaper's blocks at scale s, top to bottom; only the ones with something to show. */
function layout(content: PocketCardContent, width: number, s: number): Layout {
  const center = width / 2;
  const inner = width * 0.78;
  const blocks: Block[] = [];
  const isPet = content.kind === 'PET';

  // The red pill: what this screen is, before anything else.
  const pill = isPet ? PUBLIC_PAGE_TEXTS.petHeading : POCKET_CARD_TEXTS.emergency;
  const pillSize = fittingSize(pill, true, inner - 80 * s, 40 * s, 24 * s);
  const pillWidth = widthOf(pill, { bold: true, size: pillSize }) + 80 * s;
  const pillHeight = pillSize * 1.9;
  blocks.push({
    height: pillHeight,
    draw: (top) =>
      `<rect x="${(center - pillWidth / 2).toFixed(1)}" y="${top.toFixed(1)}" width="${pillWidth.toFixed(1)}" height="${pillHeight.toFixed(1)}" rx="${(pillHeight / 2).toFixed(1)}" fill="${COLORS.red}"/>` +
      textAt(center, top + pillHeight / 2 + pillSize * 0.36, pillSize, true, COLORS.text, pill),
  });

  if (content.name) {
    const size = fittingSize(content.name, true, inner, 96 * s, 64 * s);
    blocks.push(linesBlock(wrapLines(content.name, { bold: true, size }, inner, 3), center, size, true, COLORS.text));
  }

  const labelled = (label: string, lines: Block[]) => {
    const title = linesBlock([label.toLocaleUpperCase('pt-BR')], center, 34 * s, true, COLORS.redText);
    const all = [title, ...lines];
    blocks.push({
      height: all.reduce((sum, block) => sum + block.height, 0) + 8 * s * lines.length,
      draw: (top) => {
        let y = top;
        return all
          .map((block) => {
            const svg = block.draw(y);
            y += block.height + 8 * s;
            return svg;
          })
          .join('');
      },
    });
  };

  if (content.criticalAlerts.length > 0) {
    const size = 44 * s;
    const lines = content.criticalAlerts.map((alert) =>
      linesBlock(wrapLines(alert, { bold: true, size }, inner, 2), center, size, true, COLORS.text),
    );
    labelled(CRITICAL_ALERT_TEXTS.title, lines);
  }

  if (content.bloodType) {
    const label = PUBLIC_PAGE_TEXTS.bloodType;
    const labelSize = 40 * s;
    const valueSize = 64 * s;
    const labelWidth = widthOf(label, { bold: false, size: labelSize });
    const badgeWidth = widthOf(content.bloodType, { bold: true, size: valueSize }) + 56 * s;
    const badgeHeight = valueSize * 1.5;
    const gap = 28 * s;
    const left = center - (labelWidth + gap + badgeWidth) / 2;
    blocks.push({
      height: badgeHeight,
      draw: (top) =>
        textAt(left + labelWidth / 2, top + badgeHeight / 2 + labelSize * 0.36, labelSize, false, COLORS.muted, label) +
        `<rect x="${(left + labelWidth + gap).toFixed(1)}" y="${top.toFixed(1)}" width="${badgeWidth.toFixed(1)}" height="${badgeHeight.toFixed(1)}" rx="${(18 * s).toFixed(1)}" fill="${COLORS.red}"/>` +
        textAt(
          left + labelWidth + gap + badgeWidth / 2,
          top + badgeHeight / 2 + valueSize * 0.36,
          valueSize,
          true,
          COLORS.text,
          content.bloodType!,
        ),
    });
  }

  if (content.allergies.length > 0) {
    const size = 46 * s;
    const lines = wrapLines(content.allergies.join(', '), { bold: true, size }, inner, 3);
    labelled(PUBLIC_PAGE_TEXTS.allergies, [linesBlock(lines, center, size, true, COLORS.text)]);
  }

  if (content.contacts.length > 0) {
    const rows = content.contacts.flatMap((contact, index) => {
      const title = contactTitle(contact);
      const titleSize = fittingSize(title, false, inner, 40 * s, 30 * s);
      const phoneSize = fittingSize(contact.phone, true, inner, 54 * s, 36 * s);
      const titleLines = wrapLines(title, { bold: false, size: titleSize }, inner, 1);
      return [
        padTop(linesBlock(titleLines, center, titleSize, false, COLORS.muted), index === 0 ? 0 : 20 * s),
        linesBlock([contact.phone], center, phoneSize, true, COLORS.text),
      ];
    });
    labelled(isPet ? PUBLIC_PAGE_TEXTS.petContacts : PUBLIC_PAGE_TEXTS.emergencyContacts, rows);
  }

  // The QR code on white with its quiet zone, then what it opens.
  const qrSide = Math.min(360 * s, inner);
  const { path, side } = qrSvgPath(content.url);
  const hint = isPet ? POCKET_CARD_TEXTS.petScanHint : POCKET_CARD_TEXTS.scanHint;
  const hintSize = fittingSize(hint, false, inner, 34 * s, 24 * s);
  const hintLines = linesBlock(
    wrapLines(hint, { bold: false, size: hintSize }, inner, 2),
    center,
    hintSize,
    false,
    COLORS.muted,
  );
  blocks.push({
    height: qrSide + 16 * s + hintLines.height,
    draw: (top) =>
      `<rect x="${(center - qrSide / 2).toFixed(1)}" y="${top.toFixed(1)}" width="${qrSide.toFixed(1)}" height="${qrSide.toFixed(1)}" rx="${(20 * s).toFixed(1)}" fill="#FFFFFF"/>` +
      `<g transform="translate(${(center - qrSide / 2).toFixed(2)} ${top.toFixed(2)}) scale(${(qrSide / side).toFixed(4)})"><path d="${path}" fill="#000000"/></g>` +
      hintLines.draw(top + qrSide + 16 * s),
  });
  return { blocks, gap: 44 * s };
}

const heightOf = ({ blocks, gap }: Layout) =>
  blocks.reduce((sum, block) => sum + block.height, 0) + gap * (blocks.length - 1);

/** The wallpaper as SVG: a dark screen, the panel between the clock and the bottom controls. */
export function lockscreenSvg(content: PocketCardContent, width: number, height: number): string {
  const regionTop = height * CLOCK_AREA;
  const regionBottom = height * (1 - BOTTOM_CONTROLS);
  const padding = 48 * (width / DESIGN_WIDTH);
  const room = regionBottom - regionTop - padding * 2;
  // Shrink the whole layout until it fits between the clock and the controls (a short screen: an iPhone SE).
  let s = width / DESIGN_WIDTH;
  let planned = layout(content, width, s);
  for (let tries = 0; heightOf(planned) > room && tries < 12; tries += 1) {
    s *= 0.92;
    planned = layout(content, width, s);
  }
  const contentHeight = heightOf(planned);
  const panelTop = regionTop + (room - contentHeight) / 2;
  const panelX = width * 0.06;
  let y = panelTop + padding;
  const parts = planned.blocks.map((block) => {
    const svg = block.draw(y);
    y += block.height + planned.gap;
    return svg;
  });
  const panelHeight = contentHeight + padding * 2;
  const stripe = 12 * s;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<rect width="100%" height="100%" fill="${COLORS.background}"/>`,
    `<rect x="${panelX.toFixed(1)}" y="${panelTop.toFixed(1)}" width="${(width - panelX * 2).toFixed(1)}" height="${panelHeight.toFixed(1)}" rx="${(44 * s).toFixed(1)}" fill="${COLORS.panel}" stroke="${COLORS.red}" stroke-width="${stripe.toFixed(1)}"/>`,
    ...parts,
    '</svg>',
  ].join('');
}

/** The wallpaper as a PNG of exactly width x height pixels. */
export async function renderLockscreen(content: PocketCardContent, width: number, height: number): Promise<Buffer> {
  // sharp (libvips) is loaded on first use, as the QR route does: a fair share of an idle server's memory.
  const sharp = await loadSharp();
  await loadTextMeasurer();
  return sharp(Buffer.from(lockscreenSvg(content, width, height)), { density: 72 })
    .png({ compressionLevel: 9 })
    .toBuffer();
}
