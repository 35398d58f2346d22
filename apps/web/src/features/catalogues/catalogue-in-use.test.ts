import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';

// The list's query answered at once with one row in use and one free.
vi.mock('@apollo/client/react', () => ({
  useQuery: () => ({
    loading: false,
    data: {
      institutions: {
        items: [
          { id: '1', name: 'Instituto Usado', code: 'IU', inUse: true },
          { id: '2', name: 'Instituto Libre', code: 'IL', inUse: false },
        ],
        total: 2,
        totalCapped: false,
        page: 0,
        pageSize: 10,
      },
    },
  }),
  useMutation: () => [() => undefined, { loading: false }],
}));

const { InstitutionsPage } = await import('./institutions-page');

/** The opening tag of the element whose aria-label starts with `label`. */
const tagLabelled = (html: string, label: string) => html.match(new RegExp(`<[a-z]+ [^>]*aria-label="${label}[^"]*"[^>]*>`))?.[0] ?? '';

describe('catalogue lists: rows in use (issue 35, item 23)', () => {
  const html = renderToStaticMarkup(createElement(MemoryRouter, { initialEntries: ['/dashboard/instituciones'] }, createElement(InstitutionsPage)));

  it('says «En uso» on a row in use and disables its delete, saying why', () => {
    const chip = html.indexOf('>En uso</span>');
    // The chip sits in the used row's name cell: after its name, before the next row's.
    expect(chip > html.indexOf('Instituto Usado') && chip < html.indexOf('Instituto Libre'), '«En uso» in the used row').toBe(true);
    const remove = tagLabelled(html, 'Eliminar «Instituto Usado»');
    expect(remove).toContain('aria-label="Eliminar «Instituto Usado»: En uso: no se puede eliminar (la usan perfiles académicos)."');
    expect(remove).toContain('disabled');
  });

  it('offers delete on a free row, without «En uso»', () => {
    const remove = tagLabelled(html, 'Eliminar «Instituto Libre»');
    expect(remove).toContain('aria-label="Eliminar «Instituto Libre»"');
    expect(remove).not.toContain('disabled');
    expect(html.match(/>En uso</g)).toHaveLength(1);
  });
});
