import type { RouteObject } from 'react-router';
import { submissionTypes } from '@portal/domain/conferences';
import { paths } from '../../shared/paths';

/** Lazy route modules of this feature (absolute patterns from shared/paths). Static segments win over `:kind`. */
export const proposalRoutes: RouteObject[] = [
  { path: paths.dashboard.myProposals.pattern, lazy: () => import('./my-proposals-page').then((m) => ({ Component: m.MyProposalsPage })) },
  { path: paths.dashboard.newProposal.pattern, lazy: () => import('./new-proposal-page').then((m) => ({ Component: m.NewProposalPage })) },
  { path: paths.dashboard.newProposalOfKind.pattern, lazy: () => import('./proposal-form-page').then((m) => ({ Component: m.CreateProposalPage })) },
  ...submissionTypes.map(
    (kind): RouteObject => ({
      path: paths.dashboard.editProposal[kind].pattern,
      lazy: () => import('./proposal-form-page').then((m) => ({ element: <m.EditProposalPage kind={kind} /> })),
    }),
  ),
  { path: paths.dashboard.proposalFile.pattern, lazy: () => import('./proposal-file-page').then((m) => ({ Component: m.ProposalFilePage })) },
];
