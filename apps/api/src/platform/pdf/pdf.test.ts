import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { pdfFonts, pdfInfo, pdfLines, pdfPages, readQr } from '../../test/pdf-reader';
import { createPdf, FONT, fontFiles, formatLongDate, formatMoney, letterheadOf, qr, table } from './index';

const letterhead = { name: 'Asociación Académica', address: 'Av. Corrientes 1234, C1043AAZ Ciudad Autónoma de Buenos Aires', cuit: '30-71234567-1' };
const NAMES = ['Łukasz Wąsowski', 'Şule Özdemir', 'Nguyễn Thị Minh Khai'];

/** pdfimages' list of the images in a document (a QR drawn as vectors adds none). */
const imageCount = (pdf: Buffer) => execFileSync('pdfimages', ['-list', '-'], { input: pdf }).toString().trim().split('\n').length - 2;

describe('platform/pdf', () => {
  it('prints Latin Extended names as typed, in the embedded Noto Sans, regular and bold', async () => {
    const pdf = createPdf({ title: 'Nombres' });
    pdf.doc.font(FONT.bold).text(NAMES[0]);
    pdf.doc.font(FONT.regular).text(NAMES[1]).text(NAMES[2]);
    const bytes = await pdf.finish();
    const lines = pdfLines(bytes);
    for (const name of NAMES) expect(lines).toContain(name);
    const fonts = pdfFonts(bytes);
    expect(fonts.map((f) => f.name.replace(/^[A-Z]{6}\+/, '')).sort()).toEqual(['NotoSans-Bold', 'NotoSans-Regular']);
    expect(fonts.every((f) => f.embedded)).toBe(true);
  });

  it('finds its fonts in the installed package', () => {
    for (const file of Object.values(fontFiles())) expect(file).toMatch(/node_modules\/@expo-google-fonts\/noto-sans\/.+\.ttf$/);
  });

  it('numbers the pages "Página x de y" once all pages are known', async () => {
    const pdf = createPdf({ title: 'Cuatro páginas' });
    for (let page = 1; page <= 4; page++) {
      if (page > 1) pdf.doc.addPage();
      pdf.doc.text(`Contenido de la hoja ${page}`);
    }
    const pages = pdfPages(await pdf.finish());
    expect(pages).toHaveLength(4);
    pages.forEach((text, i) => {
      expect(text).toContain(`Contenido de la hoja ${i + 1}`);
      expect(text.match(/Página \d+ de \d+/g)).toEqual([`Página ${i + 1} de 4`]);
    });
  });

  it('leaves page numbers out when asked', async () => {
    const pdf = createPdf({ title: 'Sin números', pageNumbers: false });
    pdf.doc.text('Hoja única');
    expect(pdfLines(await pdf.finish())).toEqual(['Hoja única']);
  });

  it('sets up A4 portrait by default and A4 landscape when asked', async () => {
    const portrait = createPdf({ title: 'Vertical' });
    const landscape = createPdf({ title: 'Apaisado', layout: 'landscape' });
    expect(pdfInfo(await portrait.finish())['Page size']).toBe('595.28 x 841.89 pts (A4)');
    expect(pdfInfo(await landscape.finish())['Page size']).toBe('841.89 x 595.28 pts (A4)');
  });

  it('breaks a 300-row table across pages with the header at the top of every page, each row once and in order', async () => {
    const pdf = createPdf({ title: 'Tabla larga', letterhead });
    pdf.doc.font(FONT.bold).fontSize(14).text('Inscriptos');
    const rows = Array.from({ length: 300 }, (_, i) => [String(i + 1), `${NAMES[i % 3]} ${i + 1}`, formatMoney((i + 1) * 150_000)]);
    table(pdf.doc, [{ header: 'N.º', weight: 0.6, align: 'right' }, { header: 'Apellido y nombre', weight: 3 }, { header: 'Importe', weight: 1.4, align: 'right' }], rows);
    const bytes = await pdf.finish();
    const pages = pdfPages(bytes, { layout: true });
    expect(pages.length).toBeGreaterThan(4);
    const seen: number[] = [];
    pages.forEach((text, p) => {
      const lines = text.split('\n').map((l) => l.trim()).filter(Boolean);
      const header = lines.findIndex((l) => /^N\.º\s+Apellido y nombre\s+Importe$/.test(l));
      // On every page the header comes before the first row, and only once.
      expect(header, `page ${p + 1}`).toBeGreaterThanOrEqual(0);
      expect(lines.filter((l) => /^N\.º\s+Apellido y nombre\s+Importe$/.test(l)), `page ${p + 1}`).toHaveLength(1);
      const rowLines = lines.filter((l) => /^\d+\s+\S.*\$ [\d.]+,\d\d$/.test(l));
      expect(lines.findIndex((l) => rowLines.includes(l))).toBeGreaterThan(header);
      expect(lines[lines.length - 1]).toBe(`Página ${p + 1} de ${pages.length}`);
      seen.push(...rowLines.map((l) => Number(l.split(/\s+/)[0])));
    });
    expect(seen).toEqual(rows.map((_, i) => i + 1));
    expect(pages.join('\n')).toContain(`${NAMES[2]} 300`);
  });

  it('cuts a row taller than a page with an ellipsis instead of running off the page', async () => {
    const pdf = createPdf({ title: 'Fila enorme' });
    table(pdf.doc, [{ header: 'Texto' }], [['palabra '.repeat(4000)], ['siguiente']]);
    const pages = pdfPages(await pdf.finish());
    expect(pages.length).toBeLessThanOrEqual(3);
    expect(pages.join('')).toContain('…');
    expect(pages.join('')).toContain('siguiente');
  });

  it('draws a QR code as vectors that reads back as the text it encodes', async () => {
    const text = 'https://congreso.example.org/certificados/verificar?codigo=Ł7Q-Ş2X-ễ9Z';
    const pdf = createPdf({ title: 'QR' });
    qr(pdf.doc, text, pdf.left, pdf.doc.y, 140);
    const bytes = await pdf.finish();
    expect(readQr(bytes)).toBe(text);
    expect(imageCount(bytes)).toBe(0);
  });

  it("prints the letterhead from the configuration: name, address, CUIT, and the logo file when one is set", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'pdf-logo-'));
    const logoFile = path.join(dir, 'logo.png');
    // A logo: a blank A4 page rendered as a small PNG.
    writeFileSync(logoFile, execFileSync('pdftoppm', ['-png', '-r', '8', '-singlefile', '-'], { input: await createPdf({ title: 'Logo', pageNumbers: false }).finish() }));
    const env = { DATA_DIR: dir, JWT_SECRET: 'x'.repeat(32), ASSOCIATION_NAME: 'Sociedad Łódzka de Estudios', ASSOCIATION_ADDRESS: 'Calle Falsa 123, Rosario', ASSOCIATION_CUIT: '30-71234567-1' };

    const withoutLogo = createPdf({ title: 'Membrete', letterhead: letterheadOf(loadConfig(env).association) });
    const plain = await withoutLogo.finish();
    expect(pdfLines(plain)).toEqual(['SŁ', 'Sociedad Łódzka de Estudios', 'Calle Falsa 123, Rosario', 'CUIT 30-71234567-1', 'Página 1 de 1']);
    expect(imageCount(plain)).toBe(0);
    expect(pdfInfo(plain).Author).toBe('Sociedad Łódzka de Estudios');

    const withLogo = createPdf({ title: 'Membrete', letterhead: letterheadOf(loadConfig({ ...env, ASSOCIATION_LOGO: logoFile }).association) });
    const logo = await withLogo.finish();
    expect(pdfLines(logo)).toEqual(['Sociedad Łódzka de Estudios', 'Calle Falsa 123, Rosario', 'CUIT 30-71234567-1', 'Página 1 de 1']);
    expect(imageCount(logo)).toBe(1);
  });

  it('writes dates and money as the rest of the portal', () => {
    expect(formatLongDate(new Date('2026-03-15T14:30:00Z'))).toBe('15 de marzo de 2026');
    expect(formatMoney(12_345_678)).toBe('$ 123.456,78');
  });
});
