import { describe, expect, it } from 'vitest';
import { buenosAiresDay } from '@portal/domain/dates';
import { decisionMail } from './evaluation-mails';

const DAY = 24 * 3600 * 1000;
const dayOffset = (days: number) => buenosAiresDay(new Date(Date.now() + days * DAY));
const author = { email: 'autora@example.org', name: 'Ana' };
const base = { title: 'Estado y territorio', kind: 'PRESENTACION' as const, conferenceName: 'Congreso XIV', comment: null, toArea: null };

describe('decisionMail and the «versión final» window', () => {
  it('tells the authors of an approved paper when the edition receives its final version', () => {
    const window = { opensOn: dayOffset(5), closesOn: dayOffset(20) };
    const mail = decisionMail(author, { ...base, event: 'APPROVE', finalVersion: window }, 'https://portal.example', 'ayuda@example.org');
    const [y1, m1, d1] = window.opensOn.split('-');
    const [y2, m2, d2] = window.closesOn.split('-');
    expect(mail.text).toContain(`recibe la versión final de los trabajos aprobados del ${d1}/${m1}/${y1} al ${d2}/${m2}/${y2} inclusive`);
  });

  it('says nothing of it without a window, once it closed, for a rejection or for a kind without a text', () => {
    const open = { opensOn: dayOffset(-1), closesOn: dayOffset(5) };
    const closed = { opensOn: dayOffset(-10), closesOn: dayOffset(-1) };
    const url = 'https://portal.example';
    expect(decisionMail(author, { ...base, event: 'APPROVE', finalVersion: null }, url, 'a@b.org').text).not.toContain('versión final');
    expect(decisionMail(author, { ...base, event: 'APPROVE', finalVersion: closed }, url, 'a@b.org').text).not.toContain('versión final');
    expect(decisionMail(author, { ...base, event: 'REJECT', finalVersion: open }, url, 'a@b.org').text).not.toContain('versión final');
    expect(decisionMail(author, { ...base, kind: 'LIBRO', event: 'APPROVE', finalVersion: open }, url, 'a@b.org').text).not.toContain('versión final');
  });
});
