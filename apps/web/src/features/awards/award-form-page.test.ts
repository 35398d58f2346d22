import { CombinedGraphQLErrors } from '@apollo/client/errors';
import type { DocumentNode, OperationDefinitionNode } from 'graphql';
import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AwardQuery } from '../../gql/graphql';
import { paths } from '../../shared/paths';
import { ROLE_DENIED_TITLE } from '../../shared/ui/role-denied-page';

/** What each query answers, by operation name (the pages drawn once, as a server would). */
const answers = vi.hoisted(() => new Map<string, { data?: unknown; error?: Error }>());
vi.mock('@apollo/client/react', () => ({
  useQuery: (document: DocumentNode) => {
    const name = (document.definitions[0] as OperationDefinitionNode).name?.value ?? '';
    return { loading: false, ...answers.get(name) };
  },
  useMutation: () => [() => undefined, { loading: false }],
}));

const { EditAwardPage, NewAwardPage } = await import('./award-form-page');

const award = (status: 'OPEN' | 'CLOSED', canEdit: boolean): AwardQuery['award'] => ({
  __typename: 'Award',
  id: '9',
  name: 'Premio Joven Investigador',
  rules: 'Bases',
  opensOn: '2026-03-01',
  closesOn: '2099-03-31',
  status,
  receiving: status === 'OPEN',
  applicationCount: 0,
  viewerIsJudge: !canEdit,
  viewerPending: 0,
  ranking: null,
  conference: { __typename: 'ConferenceRef', id: '7', name: 'Congreso 2026' },
  judges: [],
  permissions: { __typename: 'AwardPermissions', canEdit, canDelete: false, canClose: canEdit, canScore: !canEdit, seesAllScores: false },
});

const draw = (page: ComponentType, pattern: string, url: string) =>
  renderToStaticMarkup(createElement(MemoryRouter, { initialEntries: [url] }, createElement(Routes, null, createElement(Route, { path: pattern, element: createElement(page) }))));
const edit = () => draw(EditAwardPage, paths.dashboard.awardEdit.pattern, paths.dashboard.awardEdit('7', '9'));
const create = () => draw(NewAwardPage, paths.dashboard.awardNew.pattern, paths.dashboard.awardNew('7'));
const refused = new CombinedGraphQLErrors({ errors: [{ message: 'No tiene permisos para esta acción.', extensions: { code: 'FORBIDDEN' } }] });

describe('award admin pages reached by someone who may not use them (issue 35, item 17)', () => {
  beforeEach(() => answers.clear());

  it('an open award the viewer may not edit (a judge): the «no disponible para su rol» screen, not «El premio está cerrado»', () => {
    answers.set('Award', { data: { award: award('OPEN', false) } });
    const html = edit();
    expect(html).toContain(ROLE_DENIED_TITLE);
    expect(html).not.toContain('cerrado');
    expect(html).not.toContain('Editar premio');
  });

  it('a closed award: says it is closed; an open one its admin may edit: the form', () => {
    answers.set('Award', { data: { award: award('CLOSED', false) } });
    expect(edit()).toContain('El premio está cerrado: ya no se puede modificar.');
    answers.set('Award', { data: { award: award('OPEN', true) } });
    const html = edit();
    expect(html).not.toContain('cerrado');
    expect(html).toContain('Premio Joven Investigador');
  });

  it('a refused list of judge candidates: the refusal, not «Nadie tiene todavía el rol de juez»', () => {
    answers.set('AwardJudgeCandidates', { error: refused });
    const html = create();
    expect(html).toContain('No tiene permisos para esta acción.');
    expect(html).not.toContain('Nadie tiene todavía el rol de juez');
    answers.set('AwardJudgeCandidates', { data: { awardJudgeCandidates: [] } });
    expect(create()).toContain('Nadie tiene todavía el rol de juez en este congreso.');
  });
});
