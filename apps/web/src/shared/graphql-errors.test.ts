import { describe, expect, it } from 'vitest';
import { conflictReasonOf } from './graphql-errors';

const answered = (...errors: { message: string; extensions?: Record<string, unknown> }[]) => ({ errors });

describe('conflictReasonOf', () => {
  it('reads the stable reason of a CONFLICT, whatever its message says', () => {
    expect(conflictReasonOf(answered({ message: 'Texto cualquiera', extensions: { code: 'CONFLICT', reason: 'DOCUMENT_TAKEN' } }))).toBe('DOCUMENT_TAKEN');
    expect(conflictReasonOf(answered({ message: 'a', extensions: { code: 'NOT_FOUND' } }, { message: 'b', extensions: { code: 'CONFLICT', reason: 'EMAIL_TAKEN' } }))).toBe('EMAIL_TAKEN');
  });

  it('is null for another code, a reason it does not know, or no GraphQL errors at all', () => {
    expect(conflictReasonOf(answered({ message: 'a', extensions: { code: 'BAD_USER_INPUT', reason: 'DOCUMENT_TAKEN' } }))).toBeNull();
    expect(conflictReasonOf(answered({ message: 'a', extensions: { code: 'CONFLICT', reason: 'SOMETHING_ELSE' } }))).toBeNull();
    expect(conflictReasonOf(answered({ message: 'a', extensions: { code: 'CONFLICT' } }))).toBeNull();
    expect(conflictReasonOf(new Error('network'))).toBeNull();
  });
});
