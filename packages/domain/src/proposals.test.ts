import { describe, expect, it } from 'vitest';
import { countWords, isValidIsbn, proposalSchema, submissionWindowLabel, submissionWindowPhase } from './proposals';

const window = { opensOn: '2026-09-01', closesOn: '2027-03-31' };

describe('submission windows (Buenos Aires days, inclusive)', () => {
  it('is open from its first to its last day, both included', () => {
    expect(submissionWindowPhase(window, '2026-08-31')).toBe('NOT_OPEN');
    expect(submissionWindowPhase(window, '2026-09-01')).toBe('OPEN');
    expect(submissionWindowPhase(window, '2027-03-31')).toBe('OPEN');
    expect(submissionWindowPhase(window, '2027-04-01')).toBe('CLOSED');
    expect(submissionWindowPhase(null, '2027-01-01')).toBe('NOT_SET');
  });

  it('says it in Spanish with dd/mm/yyyy dates', () => {
    expect(submissionWindowLabel(window, '2026-08-01')).toBe('Abre el 01/09/2026');
    expect(submissionWindowLabel(window, '2026-10-01')).toBe('Abierta hasta el 31/03/2027');
    expect(submissionWindowLabel(window, '2027-05-01')).toBe('Cerró el 31/03/2027');
    expect(submissionWindowLabel(undefined, '2027-05-01')).toBe('Esta edición no recibe propuestas de este tipo');
  });
});

describe('proposal schema helpers', () => {
  it('counts words as a reader does', () => {
    expect(countWords('  uno\tdos\n\ntres  ')).toBe(3);
    expect(countWords('   ')).toBe(0);
  });

  it('checks ISBN-10 and ISBN-13 check digits', () => {
    expect(isValidIsbn('978-950-23-1234-7')).toBe(true);
    expect(isValidIsbn('978-950-23-1234-5')).toBe(false);
    expect(isValidIsbn('0-306-40615-2')).toBe(true);
    expect(isValidIsbn('0-306-40615-3')).toBe(false);
  });

  it('takes an absent, empty or null optional e-mail and ISBN, and stores null', () => {
    const base = { thematicAreaId: '1', title: 'T', abstract: 'Resumen', keywords: ['a', 'b', 'c'], authors: [{ email: 'a@example.org', name: 'A' }] };
    const person = (email: unknown) => ({ name: 'Persona', ...(email === undefined ? {} : { email }) });
    for (const email of [undefined, '', null]) {
      const parsed = proposalSchema('PANEL_CERRADO').parse({
        ...base,
        details: { rationale: 'Fundamento', chair: person(email), commentator: person(email), papers: [1, 2, 3].map((n) => ({ title: `P${n}`, abstract: 'R', authors: [person(email)] })) },
      });
      expect(parsed.details).toMatchObject({ chair: { email: null } });
    }
    for (const isbn of [undefined, '', null]) {
      const parsed = proposalSchema('LIBRO').parse({ ...base, details: { bookAuthors: 'A', publisher: 'E', year: 2024, presenters: 'P', ...(isbn === undefined ? {} : { isbn }) } });
      expect(parsed.details).toMatchObject({ isbn: null });
    }
  });
});
