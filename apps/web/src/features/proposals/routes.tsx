import type { RouteObject } from 'react-router';
import { paths } from '../../shared/paths';

// The five edit routes, one per kind. Read from paths (not from @portal/domain, which would pull
// zod into the first download through the router).
const editRoutes = Object.entries(paths.dashboard.editProposal) as [keyof typeof paths.dashboard.editProposal, (typeof paths.dashboard.editProposal)[keyof typeof paths.dashboard.editProposal]][];

/** Lazy route modules of this feature (absolute patterns from shared/paths). Static segments win over `:kind`. */
export const proposalRoutes: RouteObject[] = [
  { path: paths.dashboard.myProposals.pattern, lazy: () => import('./my-proposals-page').then((m) => ({ Component: m.MyProposalsPage })) },
  { path: paths.dashboard.newProposal.pattern, lazy: () => import('./new-proposal-page').then((m) => ({ Component: m.NewProposalPage })) },
  { path: paths.dashboard.newProposalOfKind.pattern, lazy: () => import('./proposal-form-page').then((m) => ({ Component: m.CreateProposalPage })) },
  ...editRoutes.map(
    ([kind, route]): RouteObject => ({
      path: route.pattern,
      lazy: () => import('./proposal-form-page').then((m) => ({ element: <m.EditProposalPage kind={kind} /> })),
    }),
  ),
  { path: paths.dashboard.proposalDetail.pattern, lazy: () => import('./proposal-detail-page').then((m) => ({ Component: m.ProposalDetailPage })) },
  { path: paths.dashboard.proposalFile.pattern, lazy: () => import('./proposal-file-page').then((m) => ({ Component: m.ProposalFilePage })) },
  { path: paths.dashboard.coAuthorships.pattern, lazy: () => import('./coauthorships-page').then((m) => ({ Component: m.CoAuthorshipsPage })) },
  { path: paths.dashboard.coAuthorship.pattern, lazy: () => import('./coauthorship-page').then((m) => ({ Component: m.CoAuthorshipPage })) },
];
