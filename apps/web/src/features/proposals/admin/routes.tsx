import { Navigate, useParams, type RouteObject } from 'react-router';
import { paths } from '../../../shared/paths';

function ProposalAdminHome() {
  const conferenceId = useParams().conferenceId ?? '';
  return <Navigate to={paths.dashboard.proposalAdminList(conferenceId, 'ponencias')} replace />;
}

/** Lazy route modules of proposal administration. Static `panel-fijo` wins over `:kind`. */
export const proposalAdminRoutes: RouteObject[] = [
  { path: paths.dashboard.proposalAdmin.pattern, Component: ProposalAdminHome },
  { path: paths.dashboard.fixedPanels.pattern, lazy: () => import('./fixed-panels-page').then((m) => ({ Component: m.FixedPanelsPage })) },
  { path: paths.dashboard.fixedPanelNew.pattern, lazy: () => import('./fixed-panel-form-page').then((m) => ({ Component: m.CreateFixedPanelPage })) },
  { path: paths.dashboard.fixedPanelEdit.pattern, lazy: () => import('./fixed-panel-form-page').then((m) => ({ Component: m.EditFixedPanelPage })) },
  { path: paths.dashboard.proposalAdminList.pattern, lazy: () => import('./conference-proposals-page').then((m) => ({ Component: m.ConferenceProposalsPage })) },
  { path: paths.dashboard.proposalAdminNew.pattern, lazy: () => import('./admin-proposal-form-page').then((m) => ({ Component: m.AdminCreateProposalPage })) },
  { path: paths.dashboard.proposalAdminEdit.pattern, lazy: () => import('./admin-proposal-form-page').then((m) => ({ Component: m.AdminEditProposalPage })) },
  { path: paths.dashboard.proposalAdminFile.pattern, lazy: () => import('./admin-proposal-file-page').then((m) => ({ Component: m.AdminProposalFilePage })) },
];
