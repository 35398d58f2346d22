import { describe, expect, it } from 'vitest';
import { letterheadOf } from '../../platform/pdf';
import { pdfFonts, pdfInfo, pdfLines } from '../../test/pdf-reader';
import { renderReceiptPdf, type ReceiptData } from './receipt.pdf';

const association = { name: 'Asociación Académica', address: 'Av. Corrientes 1234, piso 5, C1043AAZ Ciudad Autónoma de Buenos Aires', cuit: '30-71234567-1' };

const sample: ReceiptData = {
  year: 2026,
  number: 42,
  issuedAt: new Date('2026-03-15T14:30:00Z'),
  person: { firstName: 'María José', lastName: 'Núñez', document: '30123456', email: 'maria.nunez@example.org' },
  method: 'TRANSFERENCIA',
  amountCents: 12_345_678,
  lines: [
    { description: 'Cuota societaria 2026 (socia activa)', amountCents: 4_500_000 },
    { description: 'Inscripción al XIV Congreso Nacional de la Asociación, categoría docente investigador con ponencia aceptada en la mesa de trabajo', amountCents: 7_845_678 },
  ],
};

/**
 * What `pdftotext -raw` read from the receipt of `sample` as the portal wrote it before
 * platform/pdf (its own pdfkit document in Helvetica, at 1ef39c5), runs of white space made one.
 */
const BEFORE =
  'Asociación Académica Comprobante de pago N.º 2026-000042 Fecha: 15/03/2026 Recibimos de: Núñez, María José Documento: 30123456 ' +
  'Correo electrónico: maria.nunez@example.org Medio de pago: Transferencia bancaria Conceptos Cuota societaria 2026 (socia activa) $ 45.000,00 ' +
  'Inscripción al XIV Congreso Nacional de la Asociación, categoría docente investigador con ponencia aceptada en la mesa de trabajo $ 78.456,78 ' +
  'Total: $ 123.456,78 Comprobante emitido por el portal de la Asociación. Los comprobantes se numeran en forma consecutiva por año.';

const rawText = (pdf: Buffer) => pdfLines(pdf, { raw: true }).join(' ');

describe('the receipt PDF', () => {
  it('reads as before, with the letterhead (logo, address, CUIT) and "Página 1 de 1" added', async () => {
    const pdf = await renderReceiptPdf(sample, letterheadOf(association));
    const text = rawText(pdf);
    const letterhead = `AA Asociación Académica ${association.address} CUIT ${association.cuit} `;
    expect(text.startsWith(letterhead)).toBe(true);
    expect(text.endsWith(' Página 1 de 1')).toBe(true);
    expect(`Asociación Académica ${text.slice(letterhead.length, -' Página 1 de 1'.length)}`).toBe(BEFORE);
    expect(pdfInfo(pdf)).toMatchObject({ Title: 'Comprobante de pago N.º 2026-000042', Author: 'Asociación Académica', Subject: '2026-000042', Pages: '1' });
  });

  it('keeps each amount on the line where its concept starts, and the total on the right', async () => {
    const lines = pdfLines(await renderReceiptPdf(sample, letterheadOf(association)), { layout: true });
    expect(lines).toContain('Cuota societaria 2026 (socia activa) $ 45.000,00');
    expect(lines.find((l) => l.startsWith('Inscripción al XIV'))).toMatch(/ \$ 78\.456,78$/);
    expect(lines).toContain('Total: $ 123.456,78');
  });

  it('prints a Latin Extended name as typed, in the embedded font', async () => {
    const pdf = await renderReceiptPdf({ ...sample, person: { ...sample.person, firstName: 'Łukasz', lastName: 'Wąsowski' } }, letterheadOf(association));
    expect(pdfLines(pdf)).toContain('Recibimos de: Wąsowski, Łukasz');
    expect(pdfFonts(pdf).every((f) => f.embedded && /NotoSans/.test(f.name))).toBe(true);
  });
});
