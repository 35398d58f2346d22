import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { UserDetailFieldsFragment } from '../../gql/graphql';

const person = (id: string, firstName: string, roleGender: 'FEMENINO' | 'MASCULINO' | null, roles: string[]) => ({
  id,
  firstName,
  lastName: 'Prueba',
  email: `${firstName.toLowerCase()}@example.org`,
  document: `3000000${id}`,
  enabled: true,
  created: '2026-03-01T12:00:00Z',
  roles,
  roleGender,
  membershipStatus: 'UP_TO_DATE',
});

// The list's query answered at once: a woman, a man, and a person whose gender role names cannot follow.
vi.mock('@apollo/client/react', () => ({
  useQuery: () => ({
    loading: false,
    data: {
      users: {
        items: [person('1', 'Olga', 'FEMENINO', ['ADMIN', 'USER']), person('2', 'Bruno', 'MASCULINO', ['ADMIN', 'USER']), person('3', 'Alex', null, ['ADMIN', 'USER'])],
        total: 3,
        totalCapped: false,
        page: 0,
        pageSize: 25,
      },
    },
  }),
  useMutation: () => [() => undefined, { loading: false }],
}));

const { UsersListPage } = await import('./users-list-page');
const { UserRolesSection } = await import('./user-roles-section');

/** The text of the cell after the row's name: the table's cells in order, tags stripped. */
const rolesOf = (html: string, name: string) => {
  const row = html.split('<tr').find((r) => r.includes(`Prueba, ${name}`)) ?? '';
  return [...row.matchAll(/<td[^>]*>(.*?)<\/td>/g)].map((m) => m[1].replace(/<[^>]+>/g, ''))[3];
};

describe("other people's roles by their gender (issue 35, item 21)", () => {
  it('Usuarios names each person\'s roles by their gender: feminine, masculine, or both forms when not known', () => {
    const html = renderToStaticMarkup(createElement(MemoryRouter, { initialEntries: ['/dashboard/usuarios'] }, createElement(UsersListPage)));
    expect(rolesOf(html, 'Olga')).toBe('Administradora, Socia / usuaria');
    expect(rolesOf(html, 'Bruno')).toBe('Administrador, Socio / usuario');
    expect(rolesOf(html, 'Alex')).toBe('Administrador/a, Socio/a / usuario/a');
  });

  it("a person's page names her roles, and the buttons that grant or remove them, by her gender", () => {
    const user = {
      ...person('1', 'Olga', 'FEMENINO', ['USER']),
      conferenceRoles: [{ id: '9', role: 'COORDINADOR', conference: { id: '4', name: 'Congreso 2026' }, thematicArea: { id: '2', name: 'Teoría política' } }],
      memberships: [],
      charges: [],
      permissions: { grantableRoles: ['ADMIN'], revocableRoles: ['USER'], canSetEnabled: true, canSendRecoveryEmail: true, canEditProfile: true },
    } as unknown as UserDetailFieldsFragment;
    const html = renderToStaticMarkup(createElement(UserRolesSection, { user }));
    expect(html).toContain('aria-label="Otorgar rol Administradora"');
    expect(html).toContain('aria-label="Quitar rol Socia / usuaria"');
    expect(html).toContain('>Administradora del sistema<');
    expect(html).toContain('>Coordinadora de área temática<');
    expect(html).not.toContain('Coordinador de área temática');
  });
});
