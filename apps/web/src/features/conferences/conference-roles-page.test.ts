import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';

const staffMember = (id: string, firstName: string, roleGender: 'FEMENINO' | 'MASCULINO' | null) => ({
  id,
  firstName,
  lastName: 'Prueba',
  email: `${firstName.toLowerCase()}@example.org`,
  roleGender,
  roles: [
    { id: `${id}1`, role: 'COORDINADOR', thematicAreaId: '2', thematicAreaName: 'Teoría política' },
    { id: `${id}2`, role: 'JUEZ', thematicAreaId: null, thematicAreaName: null },
  ],
});

// Both of the page's queries answered at once: the edition, and a woman, a man and a person whose gender role names cannot follow.
vi.mock('@apollo/client/react', () => ({
  useQuery: () => ({
    loading: false,
    data: {
      conference: { id: '4', name: 'Congreso 2026', venue: 'Rosario', startDate: '2026-10-01', endDate: '2026-10-03', thematicAreas: [] },
      conferenceStaff: {
        items: [staffMember('1', 'Inés', 'FEMENINO'), staffMember('2', 'Bruno', 'MASCULINO'), staffMember('3', 'Alex', null)],
        total: 3,
        totalCapped: false,
        page: 0,
        pageSize: 25,
      },
    },
  }),
  useMutation: () => [() => undefined, { loading: false }],
}));

const { ConferenceRolesPage } = await import('./conference-roles-page');

describe("an edition's roles by each person's gender (issue 35, item 21)", () => {
  const html = renderToStaticMarkup(createElement(MemoryRouter, { initialEntries: ['/dashboard/roles-congreso/4'] }, createElement(ConferenceRolesPage)));

  it('names each person\'s roles by their gender: feminine, masculine, or both forms when not known', () => {
    expect(html).toContain('>Coordinadora de área temática · Teoría política<');
    expect(html).toContain('>Jueza de premios<');
    expect(html).toContain('>Coordinador de área temática · Teoría política<');
    expect(html).toContain('>Juez de premios<');
    expect(html).toContain('>Coordinador/a de área temática · Teoría política<');
    expect(html).toContain('>Juez/a de premios<');
  });

  it('says the role in the remove button as the person holds it', () => {
    expect(html).toContain('aria-label="Quitar Jueza de premios a Inés Prueba"');
    expect(html).toContain('aria-label="Quitar Juez de premios a Bruno Prueba"');
    expect(html).toContain('aria-label="Quitar Juez/a de premios a Alex Prueba"');
  });
});
