import QRCode from 'qrcode';

export type QrOptions = {
  /** Error correction: L 7 %, M 15 % (default), Q 25 %, H 30 %. */
  errorCorrectionLevel?: 'L' | 'M' | 'Q' | 'H';
};

/** Modules of white around the symbol, as the QR standard asks for a reader to find it. */
const QUIET_ZONE = 4;

/**
 * A QR code of `text` drawn as vectors: a white square of `size` points at (x, y) holding the
 * symbol and its quiet zone, each row's runs of dark modules one filled rectangle.
 */
export function qr(doc: PDFKit.PDFDocument, text: string, x: number, y: number, size: number, options: QrOptions = {}): void {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: options.errorCorrectionLevel ?? 'M' });
  const count = modules.size;
  const cell = size / (count + 2 * QUIET_ZONE);
  doc.save();
  doc.rect(x, y, size, size).fill('#ffffff');
  for (let row = 0; row < count; row++) {
    let col = 0;
    while (col < count) {
      if (!modules.get(row, col)) {
        col++;
        continue;
      }
      const start = col;
      while (col < count && modules.get(row, col)) col++;
      doc.rect(x + (QUIET_ZONE + start) * cell, y + (QUIET_ZONE + row) * cell, (col - start) * cell, cell);
    }
  }
  doc.fill('#000000');
  doc.restore();
}
