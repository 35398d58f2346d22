import { describe, expect, it } from 'vitest';
import { dateOnly, findTextProblems, instant, intId, isoDayFromNow, MESSAGES, multilineText, scalarProblem, text, textProblem } from './input-hygiene';

describe('textProblem', () => {
  it.each([
    ['NUL', 'a\u0000b', MESSAGES.control],
    ['BEL', 'a\u0007', MESSAGES.control],
    ['DEL', 'a\u007f', MESSAGES.control],
    ['C1', 'a\u0085', MESSAGES.control],
    ['RLO', 'a\u202eb', MESSAGES.bidi],
    ['LRE', '\u202aa', MESSAGES.bidi],
    ['FSI', '\u2068a', MESSAGES.bidi],
    ['PDI', 'a\u2069', MESSAGES.bidi],
    ['lone surrogate', 'a\ud800', MESSAGES.encoding],
    ['newline', 'a\nb', MESSAGES.lines],
    ['tab', 'a\tb', MESSAGES.lines],
  ])('refuses %s in a one-line field', (_what, value, message) => {
    expect(textProblem(value)).toBe(message);
  });

  it('allows newlines and tabs only in multi-line fields, never NUL or overrides', () => {
    expect(textProblem('uno\r\n\tdos', { multiline: true })).toBeNull();
    expect(textProblem('uno\u0000', { multiline: true })).toBe(MESSAGES.control);
    expect(textProblem('uno\u202e', { multiline: true })).toBe(MESSAGES.bidi);
    expect(textProblem('José Ñandú 😀 العربية')).toBeNull();
  });
});

describe('zod building blocks', () => {
  it('text(): NFC, trimmed, hostile characters refused, max after trimming', () => {
    const name = text({ required: 'Ingrese el nombre', max: 5 });
    expect(name.parse('  Cafe\u0301 ')).toBe('Café');
    expect(name.safeParse('   ').error?.issues[0].message).toBe('Ingrese el nombre');
    expect(name.safeParse('Ana\u0000').error?.issues[0].message).toBe(MESSAGES.control);
    expect(name.safeParse('Ana\nB').error?.issues[0].message).toBe(MESSAGES.lines);
    expect(name.safeParse('abcdef').error?.issues[0].message).toBe(MESSAGES.tooLong(5));
    expect(multilineText().parse(' uno\ndos ')).toBe('uno\ndos');
  });

  it('intId(): 1..2^31-1 from a string or a number', () => {
    expect(intId().parse('42')).toBe(42);
    expect(intId().parse(2_147_483_647)).toBe(2_147_483_647);
    for (const bad of ['2147483648', '-1', '0', 1e20, '1e3', ' 7', '7a', 1.5, '']) expect(intId().safeParse(bad).success, String(bad)).toBe(false);
  });

  it('dateOnly(): real dates within the field range', () => {
    const birth = dateOnly({ min: () => '1900-01-01', max: () => isoDayFromNow() });
    expect(birth.parse('12/04/1990')).toBe('1990-04-12');
    expect(birth.parse('1990-04-12')).toBe('1990-04-12');
    for (const bad of ['1', '1899-12-31', '2990-01-01', '1990-02-30', '+275760-09-13', 'ayer']) expect(birth.safeParse(bad).success, bad).toBe(false);
  });

  it('instant(): ISO instants near now; "1" and extended years are not dates', () => {
    const publishAt = instant({ yearsBack: 30, yearsAhead: 10 });
    expect(publishAt.parse('')).toBeNull();
    expect(publishAt.parse(null)).toBeNull();
    expect(publishAt.parse(new Date(Date.now() + 1000).toISOString())).toBeInstanceOf(Date);
    for (const bad of ['1', '+275760-09-13', '2026', 'mañana', '2026-13-01', new Date(Date.now() + 11 * 366 * 86_400_000).toISOString()]) {
      expect(publishAt.safeParse(bad).success, bad).toBe(false);
    }
  });
});

describe('the safety net', () => {
  it('scalarProblem: ids, id-named ints, date-named strings, long text', () => {
    expect(scalarProblem('12', 'id', 'ID')).toBeNull();
    expect(scalarProblem('3f0e6a0e-5d0a-4c1e-9a3b-2b8f6c1d2e3f', 'id', 'ID')).toBeNull();
    expect(scalarProblem('2147483648', 'id', 'ID')).toBe(MESSAGES.id);
    expect(scalarProblem('1e+20', 'userId', 'ID')).toBe(MESSAGES.id);
    expect(scalarProblem(-1, 'categoryId', 'Int')).toBe(MESSAGES.id);
    expect(scalarProblem(-1, 'page', 'Int')).toBeNull();
    expect(scalarProblem('1', 'publishAt', 'String')).toBe(MESSAGES.date);
    expect(scalarProblem('2026-03-01T10:00:00-03:00', 'publishAt', 'String')).toBeNull();
    expect(scalarProblem('12/04/1990', 'dateBirth', 'String')).toBeNull();
    expect(scalarProblem('x'.repeat(100_001), 'body', 'String')).toBe(MESSAGES.tooLong(100_000));
    expect(scalarProblem('a\nb', 'body', 'String')).toBeNull();
    expect(scalarProblem('a\nb', 'title', 'String')).toBe(MESSAGES.lines);
  });

  it('findTextProblems walks objects and lists, keyed by path, newline allowance by key', () => {
    expect(findTextProblems({ data: { title: 'a\u202e', body: 'a\nb', tags: ['ok', 'b\u0000'] } })).toEqual({
      'data.title': MESSAGES.bidi,
      'data.tags.1': MESSAGES.control,
    });
  });
});
