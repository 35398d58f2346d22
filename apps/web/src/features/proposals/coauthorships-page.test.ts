import type { DocumentNode, OperationDefinitionNode } from 'graphql';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { MyCoAuthorInvitationsQuery } from '../../gql/graphql';
import { paths } from '../../shared/paths';

/** What each query answers, by operation name (the page drawn once, as a server would). */
const answers = vi.hoisted(() => new Map<string, { data?: unknown; error?: Error }>());
vi.mock('@apollo/client/react', () => ({
  useQuery: (document: DocumentNode) => {
    const name = (document.definitions[0] as OperationDefinitionNode).name?.value ?? '';
    return { loading: false, ...answers.get(name) };
  },
  useMutation: () => [() => undefined, { loading: false }],
  useApolloClient: () => ({}),
}));

const { CoAuthorshipsPage } = await import('./coauthorships-page');

type Invitation = MyCoAuthorInvitationsQuery['myCoAuthorInvitations'][number];
const invitation = (authorId: string, title: string, accepted: boolean): Invitation => ({
  __typename: 'CoAuthorInvitation',
  authorId,
  proposalId: `1${authorId}`,
  title,
  kind: 'PRESENTACION',
  conferenceName: 'Congreso Nacional 2026',
  submitterName: 'Marta Quiroga',
  submittedAt: '2026-03-10T15:00:00.000Z',
  accepted,
});

const draw = () => renderToStaticMarkup(createElement(MemoryRouter, { initialEntries: [paths.dashboard.coAuthorships()] }, createElement(CoAuthorshipsPage)));

describe('Coautorías', () => {
  beforeEach(() => answers.clear());

  it('lists the ones to answer with what, where, who and when, «Aceptar» and «Rechazar» named by the title; the accepted ones apart, without «Aceptar»', () => {
    answers.set('MyCoAuthorInvitations', { data: { myCoAuthorInvitations: [invitation('2', 'Federalismo fiscal', false), invitation('3', 'Coaliciones de gobierno', true)] } });
    const html = draw();
    expect(html).toContain('Sin responder (1)');
    expect(html).toContain('Aceptadas (1)');
    expect(html).toContain('Ponencia · Congreso Nacional 2026');
    expect(html).toContain('Presentada por Marta Quiroga el 10/03/2026');
    expect(html).toContain('aria-label="Aceptar la coautoría de «Federalismo fiscal»"');
    expect(html).toContain('aria-label="Rechazar la coautoría de «Federalismo fiscal»"');
    expect(html).not.toContain('Aceptar la coautoría de «Coaliciones de gobierno»');
    expect(html).toContain('aria-label="Rechazar la coautoría de «Coaliciones de gobierno»"');
    expect(html).toContain(`href="${paths.dashboard.coAuthorship('12')}"`);
    // Pending first: the card to answer comes before the accepted one.
    expect(html.indexOf('Federalismo fiscal')).toBeLessThan(html.indexOf('Coaliciones de gobierno'));
  });

  it('says when there is nothing to answer, and when nobody named the person', () => {
    answers.set('MyCoAuthorInvitations', { data: { myCoAuthorInvitations: [invitation('3', 'Coaliciones de gobierno', true)] } });
    expect(draw()).toContain('No tiene coautorías sin responder.');
    answers.set('MyCoAuthorInvitations', { data: { myCoAuthorInvitations: [] } });
    const html = draw();
    expect(html).toContain('Nadie lo/la nombró coautor/a de una propuesta.');
    expect(html).not.toContain('Sin responder');
  });
});
