import { describe, expect, it } from 'vitest';
import { listParamsFrom, listVariables, nextListQuery } from './use-list-params';

describe('listParamsFrom', () => {
  const defaults = { sort: 'name', filters: ['rol', 'membresia'] };

  it('reads page, size, search, sort, direction and the named filters from the URL query', () => {
    const params = listParamsFrom(new URLSearchParams('pagina=3&tamano=25&buscar=perez&orden=email&dir=desc&rol=ADMIN&otro=x'), defaults);
    expect(params).toEqual({ page: 2, pageSize: 25, search: 'perez', sort: 'email', direction: 'DESC', filters: { rol: 'ADMIN' } });
  });

  it('falls back to the defaults for missing or invalid values', () => {
    expect(listParamsFrom(new URLSearchParams('pagina=cero&tamano=7&dir=lateral'), defaults)).toEqual({
      page: 0,
      pageSize: 10,
      search: '',
      sort: 'name',
      direction: 'ASC',
      filters: {},
    });
  });

  it('gives the API arguments a route loader and the page ask for alike (empty search as null)', () => {
    expect(listVariables(listParamsFrom(new URLSearchParams('orden=created'), defaults))).toEqual({
      page: 0,
      pageSize: 10,
      search: null,
      sort: 'created',
      direction: 'ASC',
    });
  });
});

describe('nextListQuery', () => {
  it('applies a change over the query it is given and goes back to the first page unless the page is the change', () => {
    const base = new URLSearchParams('pagina=4&buscar=perez&rol=ADMIN');
    expect(nextListQuery(base, { filters: { estado: 'RECHAZADO' } }).toString()).toBe('buscar=perez&rol=ADMIN&estado=RECHAZADO');
    expect(nextListQuery(base, { page: 2 }).toString()).toBe('pagina=3&buscar=perez&rol=ADMIN');
    expect(nextListQuery(base, { search: '  ', filters: { rol: null } }).toString()).toBe('');
    expect(base.toString()).toBe('pagina=4&buscar=perez&rol=ADMIN');
  });

  it('keeps both of two changes made one after the other, when the second builds on what the first asked for', () => {
    const first = nextListQuery(new URLSearchParams(''), { filters: { estado: 'RECHAZADO' } });
    const second = nextListQuery(first, { search: 'socia@example.org' });
    expect(listParamsFrom(second, { sort: 'created', filters: ['estado'] })).toMatchObject({ search: 'socia@example.org', filters: { estado: 'RECHAZADO' } });
  });
});
