import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { conflict, DomainError, parseInput } from './errors';

describe('parseInput, the hygiene net of every service input (GraphQL or HTTP)', () => {
  // A schema that would accept anything: the net refuses hostile text before it.
  const permissive = z.object({ name: z.string(), body: z.string(), items: z.array(z.string()) });

  it.each([
    ['NUL', { name: 'a\u0000', body: '', items: [] }, 'name'],
    ['right-to-left override', { name: 'a\u202e', body: '', items: [] }, 'name'],
    ['newline in a one-line field', { name: 'a\nb', body: '', items: [] }, 'name'],
    ['NUL in a multi-line field', { name: 'a', body: 'x\u0000', items: [] }, 'body'],
    ['control character in a list', { name: 'a', body: '', items: ['ok', '\u0007'] }, 'items.1'],
  ])('refuses %s as BAD_USER_INPUT on its field', (_what, input, field) => {
    let error: unknown;
    try {
      parseInput(permissive, input);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(DomainError);
    expect((error as DomainError).code).toBe('BAD_USER_INPUT');
    expect(Object.keys((error as DomainError).fields ?? {})).toEqual([field]);
  });

  it('lets newlines through in multi-line fields', () => {
    expect(parseInput(permissive, { name: 'a', body: 'uno\ndos', items: [] }).body).toBe('uno\ndos');
  });
});

describe('conflict', () => {
  it('carries its stable reason id beside the Spanish message and the per-field messages', () => {
    const error = conflict('NAME_TAKEN', 'Ya existe una categoría con ese nombre.', { name: 'Ya existe una categoría con ese nombre.' });
    expect(error.message).toBe('Ya existe una categoría con ese nombre.');
    expect(error.extensions).toEqual({ code: 'CONFLICT', fields: { name: 'Ya existe una categoría con ese nombre.' }, reason: 'NAME_TAKEN' });
  });
});
