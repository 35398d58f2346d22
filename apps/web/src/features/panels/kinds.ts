import { areaPanelKindLabels, type AreaPanelKind } from '@portal/domain/panels';
import { paths } from '../../shared/paths';
import {
  CreateRegularPanelMutation,
  CreateStudentTablePanelMutation,
  DeleteRegularPanelMutation,
  DeleteStudentTablePanelMutation,
  UpdateRegularPanelMutation,
  UpdateStudentTablePanelMutation,
} from './operations';

/** What differs between regular panels and student tables on the screens. */
export const panelKinds = {
  PANEL_REGULAR: {
    labels: areaPanelKindLabels.PANEL_REGULAR,
    list: paths.dashboard.regularPanels,
    create: paths.dashboard.regularPanelNew,
    edit: paths.dashboard.regularPanelEdit,
    createMutation: CreateRegularPanelMutation,
    updateMutation: UpdateRegularPanelMutation,
    deleteMutation: DeleteRegularPanelMutation,
    listQueryName: 'RegularPanels',
  },
  PANEL_MESA_ESTUDIANTE: {
    labels: areaPanelKindLabels.PANEL_MESA_ESTUDIANTE,
    list: paths.dashboard.studentTablePanels,
    create: paths.dashboard.studentTablePanelNew,
    edit: paths.dashboard.studentTablePanelEdit,
    createMutation: CreateStudentTablePanelMutation,
    updateMutation: UpdateStudentTablePanelMutation,
    deleteMutation: DeleteStudentTablePanelMutation,
    listQueryName: 'StudentTablePanels',
  },
} as const satisfies Record<AreaPanelKind, unknown>;

/** The prefill a suggestion hands to the `nuevo` screen (in its URL: survives a reload). */
export const suggestionSearch = (s: { areaId: string; name: string; itemIds: string[] }) =>
  `?${new URLSearchParams({ area: s.areaId, nombre: s.name, ponencias: s.itemIds.join(',') }).toString()}`;
