/** Layout helpers every pdfkit document of the portal shares (the reports, the service report, the AVCB report). */

/** The text cut with '…' to fit the width in the current font (a long name never runs into the next column). */
export function fitText(doc: PDFKit.PDFDocument, text: string, width: number): string {
  if (doc.widthOfString(text) <= width) return text;
  let low = 0;
  let high = text.length;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (doc.widthOfString(`${text.slice(0, middle)}…`) <= width) low = middle;
    else high = middle - 1;
  }
  return `${text.slice(0, low)}…`;
}

/**
 * '{title}' and 'Página 2 de 3' at the foot of every page of a document made with `bufferPages: true`, written once
 * all pages exist (the bottom margin lifted while writing, so the line never starts a page of its own).
 */
export function pageFooters(
  doc: PDFKit.PDFDocument,
  options: { title: string; margin: number; color: string; font?: string },
): void {
  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index += 1) {
    doc.switchToPage(index);
    const bottomMargin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const width = doc.page.width - options.margin * 2;
    const y = doc.page.height - options.margin + 4;
    doc
      .font(options.font ?? 'Body')
      .fontSize(7)
      .fillColor(options.color);
    doc.text(fitText(doc, options.title, width - 90), options.margin, y, { width: width - 90, lineBreak: false });
    doc.text(`Página ${index - range.start + 1} de ${range.count}`, options.margin + width - 90, y, {
      width: 90,
      align: 'right',
      lineBreak: false,
    });
    doc.page.margins.bottom = bottomMargin;
  }
}
