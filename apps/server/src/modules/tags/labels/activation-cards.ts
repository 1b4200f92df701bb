import { ACTIVATION_TEXTS, activationLinkOf, labelGridOf, type LabelsRequestParsed } from '@portal/shared';
import { drawPdfQr } from '../../../lib/qr-code.js';
import { CARD_TYPE, planActivationCard, sheetOf, type ActivationCardPlan } from './layouts.js';
import { drawLines, fittingSize, type Line } from './lines.js';
import { renderSheets, type LabelDrawer } from './render.js';
import type { SheetDeps } from './tag-labels.js';

/** What an activation card prints: the tag's code, its activation code and the claim link of both. */
export type ActivationCard = { code: string; activationCode: string; claimUrl: string };

const CAPTION_COLOR = '#4B5563';

function activationCardDrawer(plan: ActivationCardPlan): LabelDrawer<ActivationCard> {
  return (doc, card, cell) => {
    const at = <T extends { x: number; y: number }>(box: T): T => ({ ...box, x: cell.x + box.x, y: cell.y + box.y });
    const heading = at(plan.heading);
    const headingText = ACTIVATION_TEXTS.scanToActivate;
    const headingSize = fittingSize(doc, headingText, 'Bold', CARD_TYPE.headingPt, heading.width);
    // Centred: aligned left it would sit off the QR code's modules, which start after its white quiet zone.
    drawLines(doc, [{ text: headingText, font: 'Bold', size: headingSize }], heading, 'center');

    const qr = at(plan.qr);
    drawPdfQr(doc, card.claimUrl, qr.x, qr.y, qr.size);

    const text = at(plan.text);
    const caption = (label: string): Line => ({
      text: label,
      font: 'Body',
      size: fittingSize(doc, label, 'Body', CARD_TYPE.captionPt, text.width),
      color: CAPTION_COLOR,
    });
    const code = (value: string): Line => ({
      text: value,
      font: 'Bold',
      size: fittingSize(doc, value, 'Bold', plan.codeMaxPt, text.width),
    });
    // Both codes at the size of the longer one, so the pair reads as one block.
    const [tagCode, activationCode] = [code(card.code), code(card.activationCode)];
    const codeSize = Math.min(tagCode.size, activationCode.size);
    drawLines(
      doc,
      [
        caption(ACTIVATION_TEXTS.tagCodeLabel),
        { ...tagCode, size: codeSize },
        { text: '', font: 'Body', size: CARD_TYPE.captionPt * 0.5 },
        caption(ACTIVATION_TEXTS.activationCodeLabel),
        { ...activationCode, size: codeSize },
      ],
      text,
      plan.align,
    );
  };
}

/**
 * POST /admin/tags/labels.pdf with `kind: 'activationCards'`: the packaging insert, one card per tag, on the same
 * sheets as the labels. The QR code opens the claim link (`activationLinkOf`), which only fills in the owner's
 * 'Ativar tag' dialog after sign-in: reading it activates nothing. The layout is checked before any tag is read.
 */
export async function activationCardsPdf(
  request: LabelsRequestParsed,
  deps: SheetDeps,
): Promise<{ pdf: PDFKit.PDFDocument; count: number }> {
  const grid = labelGridOf(request);
  const plan = planActivationCard(sheetOf(grid));
  const selected = await deps.selectTags(request);
  const codes = await deps.activationCodesOf(selected.map((tag) => tag.id));
  const cards = selected.map((tag): ActivationCard => {
    const activationCode = codes.get(tag.id)!;
    return { code: tag.code, activationCode, claimUrl: activationLinkOf(deps.linkBase, tag.code, activationCode) };
  });
  const pdf = await renderSheets(
    cards,
    {
      grid,
      skip: request.skip,
      calibration: request.calibration,
      title: 'Cartões de ativação',
      author: deps.appName,
    },
    activationCardDrawer(plan),
  );
  return { pdf, count: cards.length };
}
