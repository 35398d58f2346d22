import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './return-path';

describe('safeReturnPath', () => {
  it('keeps an inscription page or a dashboard screen of this portal', () => {
    expect(safeReturnPath('/inscripcion/12')).toBe('/inscripcion/12');
    expect(safeReturnPath('/dashboard')).toBe('/dashboard');
    expect(safeReturnPath('/dashboard/mis-inscripciones')).toBe('/dashboard/mis-inscripciones');
    expect(safeReturnPath('/dashboard/mis-postulaciones/4')).toBe('/dashboard/mis-postulaciones/4');
  });

  it('refuses other sites, schemes, queries, traversal and anything that is not a path', () => {
    for (const bad of ['//evil.example/inscripcion/1', '/\\evil.example', 'https://evil.example/dashboard', 'javascript:alert(1)', '/inscripcion/1?x=1', '/inscripcion/1#a', '/dashboard/../../x', '/inscripcion/abc', '/otra', '', null, 42, `/dashboard/${'a'.repeat(300)}`]) {
      expect(safeReturnPath(bad), String(bad)).toBeNull();
    }
  });
});
