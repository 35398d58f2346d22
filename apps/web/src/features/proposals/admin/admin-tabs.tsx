import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { submissionTypes, type SubmissionType } from '@portal/domain/conferences';
import { paths } from '../../../shared/paths';
import { LinkBehavior } from '../../../shared/ui/router-link';
import { adminListTitles, adminSegments } from './admin-kinds';

/** The sections of an edition's proposal administration: the five kinds and the fixed panels, as links. */
export function AdminTabs({ conferenceId, current }: { conferenceId: string; current: SubmissionType | 'PANEL_FIJO' }) {
  return (
    <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}>
      <Tabs value={current} variant="scrollable" scrollButtons="auto" allowScrollButtonsMobile role="navigation" aria-label="Secciones de propuestas">
        {submissionTypes.map((kind) => (
          <Tab
            key={kind}
            value={kind}
            label={adminListTitles[kind]}
            component={LinkBehavior}
            to={paths.dashboard.proposalAdminList(conferenceId, adminSegments[kind].list)}
            aria-current={current === kind ? 'page' : undefined}
          />
        ))}
        <Tab value="PANEL_FIJO" label="Paneles fijos" component={LinkBehavior} to={paths.dashboard.fixedPanels(conferenceId)} aria-current={current === 'PANEL_FIJO' ? 'page' : undefined} />
      </Tabs>
    </Box>
  );
}
