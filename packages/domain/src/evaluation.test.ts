import { describe, expect, it } from 'vitest';
import { evaluationKindSlugs, evaluationSlugOf, kindOfEvaluationSlug, voteSchema, withheldSummary } from './evaluation';

describe('evaluation', () => {
  it('maps the URL segments of the five kinds both ways', () => {
    for (const [slug, kind] of Object.entries(evaluationKindSlugs)) {
      expect(kindOfEvaluationSlug(slug)).toBe(kind);
      expect(evaluationSlugOf(kind)).toBe(slug);
    }
    expect(kindOfEvaluationSlug('panel-regular')).toBeNull();
  });

  it('needs a comment to reject, not to approve', () => {
    expect(voteSchema.safeParse({ decision: 'APPROVE' }).success).toBe(true);
    expect(voteSchema.parse({ decision: 'APPROVE', comment: '  ' })).toEqual({ decision: 'APPROVE', comment: null });
    const rejected = voteSchema.safeParse({ decision: 'REJECT', comment: ' ' });
    expect(rejected.success).toBe(false);
    expect(rejected.error?.issues[0].path).toEqual(['comment']);
    expect(voteSchema.parse({ decision: 'REJECT', comment: ' Fuera de tema. ' })).toEqual({ decision: 'REJECT', comment: 'Fuera de tema.' });
    expect(voteSchema.safeParse({ decision: 'MAYBE' }).success).toBe(false);
  });

  it('says how many items were withheld and why', () => {
    expect(withheldSummary({ AUTHOR: 0, INSTITUTION: 0 })).toBeNull();
    expect(withheldSummary({ AUTHOR: 1, INSTITUTION: 0 })).toBe('1 propuesta derivada a la administración del congreso por conflicto de interés (1 de su autoría).');
    expect(withheldSummary({ AUTHOR: 1, INSTITUTION: 1 })).toBe('2 propuestas derivadas a la administración del congreso por conflicto de interés (1 de su autoría; 1 con autores de su institución).');
  });
});
