import { formatClockRange, scheduleKindLabels } from '@portal/domain/schedule';
import { createPdf, FONT, formatDate, formatLongDate, type Letterhead } from '../../platform/pdf';
import type { ProgrammeSession } from './releases.read';

export type ProgrammeBook = {
  conference: { name: string; venue: string; startDate: string; endDate: string };
  version: number;
  releasedAt: Date;
  sessions: readonly ProgrammeSession[];
};

const dayTitle = (day: string) => {
  const text = new Date(`${day}T12:00:00Z`).toLocaleDateString('es-AR', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  return text.charAt(0).toUpperCase() + text.slice(1);
};

const sortName = (name: string) =>
  name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLocaleLowerCase('es');

/**
 * The programme book of a released version (issue 31): a cover with the edition, its dates and
 * venue; the programme day by day, by time and room, each session with its kind, area, title,
 * chair, participants and institutions, and a panel's papers with their authors; then an index of
 * people with the pages of their sessions. Spanish, 24 h, "Página x de y". `onDay` reports progress.
 */
export async function renderProgrammePdf(book: ProgrammeBook, letterhead: Letterhead, onDay?: (done: number, total: number) => Promise<void> | void): Promise<Buffer> {
  const title = `Programa: ${book.conference.name}`;
  const pdf = createPdf({ title, subject: `Versión ${book.version}`, letterhead });
  const { doc, left, width } = pdf;
  const pageNow = () => {
    const range = doc.bufferedPageRange();
    return range.start + range.count;
  };

  // Cover.
  doc.moveDown(4);
  doc.font(FONT.bold).fontSize(24).fillColor('#1f4e79').text(book.conference.name, left, doc.y, { width, align: 'center' });
  doc.moveDown();
  doc.font(FONT.regular).fontSize(14).fillColor('#222222');
  doc.text(`Del ${formatLongDate(`${book.conference.startDate}T12:00:00-03:00`)} al ${formatLongDate(`${book.conference.endDate}T12:00:00-03:00`)}`, { width, align: 'center' });
  if (book.conference.venue) doc.text(book.conference.venue, { width, align: 'center' });
  doc.moveDown(2);
  doc.fontSize(11).fillColor('#555555').text(`Programa, versión ${book.version} (publicada el ${formatDate(book.releasedAt)}). Horarios de Buenos Aires.`, { width, align: 'center' });
  doc.fillColor('#222222');

  // The programme, day by day.
  const pagesOf = new Map<string, { name: string; pages: Set<number> }>();
  const days = [...new Set(book.sessions.map((s) => s.day))].sort();
  for (const [i, day] of days.entries()) {
    doc.addPage();
    doc.font(FONT.bold).fontSize(16).fillColor('#1f4e79').text(dayTitle(day), left, doc.y, { width });
    doc.fillColor('#222222').moveDown(0.5);
    for (const s of book.sessions.filter((x) => x.day === day)) {
      // Keep a session's heading with its title: start a new page when little room is left.
      if (doc.y > doc.page.height - doc.page.margins.bottom - 90) doc.addPage();
      const page = pageNow();
      const where = [s.rooms.join(' / '), s.places.join(' / ')].filter(Boolean).join(', ');
      doc.font(FONT.bold).fontSize(10).fillColor('#1f4e79').text(`${formatClockRange(s.start, s.end)} · ${where}`, left, doc.y, { width });
      doc.font(FONT.regular).fontSize(9).fillColor('#555555').text([scheduleKindLabels[s.kind], s.areaName].filter(Boolean).join(' · '), { width });
      doc.font(FONT.bold).fontSize(11).fillColor('#222222').text(s.title, { width });
      doc.font(FONT.regular).fontSize(9.5);
      if (s.chair) doc.text(`Coordina: ${s.chair}`, { width });
      const others = s.participants.filter((p) => !p.roles.includes('chair') && (p.roles.includes('commentator') || p.roles.includes('speaker') || s.papers.length === 0));
      if (others.length) doc.text(`Participan: ${others.map((p) => (p.institution ? `${p.name} (${p.institution})` : p.name)).join('; ')}`, { width });
      for (const paper of s.papers) doc.text(`• ${paper.title}${paper.authors.length ? ` — ${paper.authors.join(', ')}` : ''}`, left + 10, doc.y, { width: width - 10 });
      doc.moveDown(0.8);
      for (const p of s.participants) {
        const entry = pagesOf.get(p.key) ?? { name: p.name, pages: new Set<number>() };
        entry.pages.add(page);
        pagesOf.set(p.key, entry);
      }
    }
    await onDay?.(i + 1, days.length);
  }

  // The index of people.
  doc.addPage();
  doc.font(FONT.bold).fontSize(16).fillColor('#1f4e79').text('Índice de personas', left, doc.y, { width });
  doc.fillColor('#222222').moveDown(0.5);
  doc.font(FONT.regular).fontSize(9.5);
  const entries = [...pagesOf.values()].filter((e) => e.name).sort((a, b) => sortName(a.name).localeCompare(sortName(b.name), 'es') || a.name.localeCompare(b.name, 'es'));
  for (const e of entries) doc.text(`${e.name}: ${[...e.pages].sort((a, b) => a - b).join(', ')}`, left, doc.y, { width });
  return pdf.finish();
}
