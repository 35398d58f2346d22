import { describe, expect, it } from 'vitest';
import { DomainError } from './errors';
import { intIdOrNull, parseIntId } from './ids';
import { isForeignKeyViolation, isUniqueViolation, pgErrorKind } from './pg-errors';

describe('parseIntId', () => {
  it('accepts positive integers within PostgreSQL integer range, as numbers or strings', () => {
    expect(parseIntId('1')).toBe(1);
    expect(parseIntId(42)).toBe(42);
    expect(parseIntId('2147483647')).toBe(2_147_483_647);
  });

  it('refuses anything else with BAD_USER_INPUT on the named field', () => {
    for (const bad of ['0', '-1', '1.5', 'abc', '', ' ', '2147483648', '99999999999', '1e3', 2 ** 31, 1.5, null, undefined, {}]) {
      let error: unknown;
      try {
        parseIntId(bad, 'categoryId');
      } catch (e) {
        error = e;
      }
      expect(error, String(bad)).toBeInstanceOf(DomainError);
      expect((error as DomainError).code).toBe('BAD_USER_INPUT');
      expect((error as DomainError).fields).toEqual({ categoryId: 'El identificador no es válido.' });
    }
    expect(intIdOrNull('x')).toBeNull();
  });
});

describe('Postgres error classification', () => {
  it('finds the SQLSTATE under drizzle\'s wrappers', () => {
    const unique = { message: 'Failed query', cause: { code: '23505', constraint: 'users_email_unique' } };
    expect(pgErrorKind(unique)).toBe('uniqueViolation');
    expect(isUniqueViolation(unique)).toBe(true);
    expect(isUniqueViolation(unique, 'users_email_unique')).toBe(true);
    expect(isUniqueViolation(unique, 'users_document_unique')).toBe(false);
    expect(isForeignKeyViolation({ cause: { cause: { code: '23503' } } })).toBe(true);
    expect(pgErrorKind(new Error('boom'))).toBeNull();
    expect(pgErrorKind({ code: 'ECONNRESET' })).toBeNull();
  });
});
