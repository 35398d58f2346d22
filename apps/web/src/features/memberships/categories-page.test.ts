import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';

// The list answered at once: one category two memberships use, one nobody uses.
vi.mock('@apollo/client/react', () => ({
  useQuery: () => ({
    loading: false,
    data: {
      membershipCategoryList: {
        items: [
          { id: '1', name: 'Socio Pleno', yearlyFeeCents: 1_000_000, isStudent: false, active: true, membershipCount: 2 },
          { id: '2', name: 'Socio Nuevo', yearlyFeeCents: 500_000, isStudent: false, active: true, membershipCount: 0 },
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
vi.mock('./yearly-charges-section', () => ({ YearlyChargesSection: () => null }));

const { CategoriesPage } = await import('./categories-page');

const tagLabelled = (html: string, label: string) => html.match(new RegExp(`<[a-z]+ [^>]*aria-label="${label}[^"]*"[^>]*>`))?.[0] ?? '';

describe('membership categories in use (issue 35, item 23)', () => {
  const html = renderToStaticMarkup(createElement(MemoryRouter, { initialEntries: ['/dashboard/categorias-socio'] }, createElement(CategoriesPage)));

  it('says «En uso» on a used category and disables its delete, saying why', () => {
    const chip = html.indexOf('>En uso</span>');
    expect(chip > html.indexOf('Socio Pleno') && chip < html.indexOf('Socio Nuevo'), '«En uso» in the used row').toBe(true);
    const remove = tagLabelled(html, 'Eliminar «Socio Pleno»');
    expect(remove).toContain('aria-label="Eliminar «Socio Pleno»: En uso: no se puede eliminar (la usan 2 membresías); puede desactivarla."');
    expect(remove).toContain('disabled');
  });

  it('offers delete on a category nobody uses', () => {
    const remove = tagLabelled(html, 'Eliminar «Socio Nuevo»');
    expect(remove).toContain('aria-label="Eliminar «Socio Nuevo»"');
    expect(remove).not.toContain('disabled');
    expect(html.match(/>En uso</g)).toHaveLength(1);
  });
});
