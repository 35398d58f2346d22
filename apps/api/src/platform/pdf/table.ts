import { FONT } from './fonts';

export type TableColumn = {
  header: string;
  /** Share of the table's width (default 1): widths 2, 1, 1 give the first column half. */
  weight?: number;
  align?: 'left' | 'center' | 'right';
};

export type TableOptions = {
  fontSize?: number;
  /** Left edge and width (default: the page's text area). */
  x?: number;
  width?: number;
};

const PADDING = 4;
const HEADER_FILL = '#e3e9f2';
const STRIPE_FILL = '#f5f7fa';
const RULE = '#b8c4d6';

/**
 * Draws a table from `doc.y` down: a bold header row, then the rows, each as tall as its
 * longest cell. A row that does not fit in what is left of the page goes to a new page, which
 * starts with the header again. A row taller than a whole page is cut with an ellipsis. Leaves
 * `doc.y` under the table.
 */
export function table(doc: PDFKit.PDFDocument, columns: TableColumn[], rows: readonly (readonly string[])[], options: TableOptions = {}): void {
  const fontSize = options.fontSize ?? 9;
  const x = options.x ?? doc.page.margins.left;
  const width = options.width ?? doc.page.width - doc.page.margins.right - x;
  const total = columns.reduce((sum, c) => sum + (c.weight ?? 1), 0);
  const widths = columns.map((c) => (width * (c.weight ?? 1)) / total);
  const lefts = widths.map((_, i) => x + widths.slice(0, i).reduce((a, b) => a + b, 0));
  const bottom = () => doc.page.height - doc.page.margins.bottom;
  const cellHeight = (text: string, i: number) => doc.heightOfString(text || ' ', { width: widths[i] - 2 * PADDING });

  const drawRow = (cells: readonly string[], font: string, fill: string | null, maxHeight: number) => {
    doc.font(font).fontSize(fontSize);
    const height = Math.min(maxHeight, Math.max(...columns.map((_, i) => cellHeight(cells[i] ?? '', i)))) + 2 * PADDING;
    const y = doc.y;
    if (fill) doc.rect(x, y, width, height).fill(fill);
    doc.fillColor('#000000');
    columns.forEach((column, i) => {
      doc.text(cells[i] ?? '', lefts[i] + PADDING, y + PADDING, {
        width: widths[i] - 2 * PADDING,
        height: height - 2 * PADDING,
        align: column.align ?? 'left',
        ellipsis: true,
      });
    });
    doc.moveTo(x, y + height).lineTo(x + width, y + height).lineWidth(0.5).strokeColor(RULE).stroke();
    doc.y = y + height;
  };

  const header = columns.map((c) => c.header);
  const headerHeight = () => {
    doc.font(FONT.bold).fontSize(fontSize);
    return Math.max(...header.map(cellHeight)) + 2 * PADDING;
  };
  const drawHeader = () => drawRow(header, FONT.bold, HEADER_FILL, Infinity);

  // The header never stands alone at the foot of a page: with no room for it and one line, start on the next.
  doc.font(FONT.regular).fontSize(fontSize);
  if (doc.y + headerHeight() + doc.currentLineHeight(true) + 2 * PADDING > bottom()) doc.addPage();
  drawHeader();
  rows.forEach((cells, index) => {
    doc.font(FONT.regular).fontSize(fontSize);
    const room = bottom() - doc.page.margins.top - headerHeight() - 2 * PADDING;
    const height = Math.min(room, Math.max(...columns.map((_, i) => cellHeight(cells[i] ?? '', i)))) + 2 * PADDING;
    if (doc.y + height > bottom()) {
      doc.addPage();
      drawHeader();
    }
    drawRow(cells, FONT.regular, index % 2 === 1 ? STRIPE_FILL : null, room);
  });
  doc.strokeColor('#000000');
  doc.x = x;
}
