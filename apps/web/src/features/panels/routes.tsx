import type { RouteObject } from 'react-router';
import { paths } from '../../shared/paths';

const regularList = () => import('./panels-list-page').then((m) => ({ Component: m.RegularPanelsPage }));
const tableList = () => import('./panels-list-page').then((m) => ({ Component: m.StudentTablePanelsPage }));
const regularForm = () => import('./panel-form-page').then((m) => ({ Component: m.RegularPanelFormPage }));
const tableForm = () => import('./panel-form-page').then((m) => ({ Component: m.StudentTablePanelFormPage }));

/** Lazy route modules of regular panels and student tables (absolute patterns from shared/paths). */
export const panelRoutes: RouteObject[] = [
  { path: paths.dashboard.panels.pattern, lazy: () => import('./panels-home').then((m) => ({ Component: m.PanelsHome })) },
  { path: paths.dashboard.regularPanels.pattern, lazy: regularList },
  { path: paths.dashboard.regularPanelNew.pattern, lazy: regularForm },
  { path: paths.dashboard.regularPanelEdit.pattern, lazy: regularForm },
  { path: paths.dashboard.studentTablePanels.pattern, lazy: tableList },
  { path: paths.dashboard.studentTablePanelNew.pattern, lazy: tableForm },
  { path: paths.dashboard.studentTablePanelEdit.pattern, lazy: tableForm },
];
