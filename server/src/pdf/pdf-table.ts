import { FONT, FONT_BOLD, ensureSpace, type Pdf } from './pdf-document';

export interface TableColumn {
  header: string;
  /** Share of the table width (the shares are normalised). */
  width: number;
  align?: 'left' | 'right';
}

const ROW_PADDING = 3;

function rowHeight(doc: Pdf, cells: string[], widths: number[]): number {
  return Math.max(...cells.map((c, i) => doc.heightOfString(c, { width: widths[i] - 2 * ROW_PADDING }))) + 2 * ROW_PADDING;
}

function drawRow(doc: Pdf, cells: string[], columns: TableColumn[], widths: number[], x: number, bold: boolean): void {
  doc.font(bold ? FONT_BOLD : FONT).fontSize(8.5).fillColor('#000000');
  const height = rowHeight(doc, cells, widths);
  ensureSpace(doc, height);
  const y = doc.y;
  let cx = x;
  cells.forEach((cell, i) => {
    doc.text(cell, cx + ROW_PADDING, y + ROW_PADDING, {
      width: widths[i] - 2 * ROW_PADDING,
      align: columns[i].align ?? 'left',
    });
    cx += widths[i];
  });
  doc
    .moveTo(x, y + height)
    .lineTo(cx, y + height)
    .lineWidth(0.5)
    .strokeColor(bold ? '#333333' : '#cccccc')
    .stroke();
  doc.x = x;
  doc.y = y + height;
}

/** A simple table that breaks across pages and repeats its header on each new page. */
export function drawTable(doc: Pdf, columns: TableColumn[], rows: string[][]): void {
  const x = doc.page.margins.left;
  const total = doc.page.width - doc.page.margins.left - doc.page.margins.right;
  const shares = columns.reduce((sum, c) => sum + c.width, 0);
  const widths = columns.map((c) => (c.width / shares) * total);
  const headers = columns.map((c) => c.header);
  drawRow(doc, headers, columns, widths, x, true);
  for (const row of rows) {
    doc.font(FONT).fontSize(8.5);
    const pageBefore = doc.bufferedPageRange().count;
    ensureSpace(doc, rowHeight(doc, row, widths));
    if (doc.bufferedPageRange().count !== pageBefore) drawRow(doc, headers, columns, widths, x, true);
    drawRow(doc, row, columns, widths, x, false);
  }
  doc.moveDown(0.5);
}
