import { useApolloClient, useQuery } from '@apollo/client/react';
import ArrowBackOutlined from '@mui/icons-material/ArrowBackOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router';
import { errorMessageOf, hasErrorCode } from '../../../shared/graphql-errors';
import { paths } from '../../../shared/paths';
import { DashboardNotFoundPage } from '../../../shared/ui/dashboard-not-found-page';
import { PageTitle } from '../../../shared/ui/page-title';
import { LinkBehavior } from '../../../shared/ui/router-link';
import { FixedPanelForm } from './fixed-panel-form';
import { fixedPanelInputOf, fixedPanelValues } from './fixed-panel-values';
import { AdministeredConferenceQuery, CreateFixedPanelMutation, FixedPanelQuery, UpdateFixedPanelMutation } from './operations';

const REFETCH = ['FixedPanels'];

function Frame({ title, conferenceId, children }: { title: string; conferenceId: string; children: ReactNode }) {
  return (
    <>
      <PageTitle title={title} />
      <Button startIcon={<ArrowBackOutlined />} component={LinkBehavior} to={paths.dashboard.fixedPanels(conferenceId)} sx={{ mb: 1 }}>
        Paneles fijos
      </Button>
      <Typography variant="h1" gutterBottom>
        {title}
      </Typography>
      {children}
    </>
  );
}

/** …/propuestas/{conferenceId}/panel-fijo/nuevo: a new plenary or keynote. */
export function CreateFixedPanelPage() {
  const conferenceId = useParams().conferenceId ?? '';
  const client = useApolloClient();
  const navigate = useNavigate();
  const conference = useQuery(AdministeredConferenceQuery, { variables: { conferenceId } });
  if (conference.error && (hasErrorCode(conference.error, 'NOT_FOUND') || hasErrorCode(conference.error, 'FORBIDDEN'))) return <DashboardNotFoundPage />;
  const list = paths.dashboard.fixedPanels(conferenceId);
  return (
    <Frame title="Nuevo panel fijo" conferenceId={conferenceId}>
      {conference.data && (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {conference.data.administeredConference.name}
        </Typography>
      )}
      <FixedPanelForm
        conferenceId={conferenceId}
        defaultValues={fixedPanelValues(null)}
        save={async (data) => {
          const res = await client.mutate({ mutation: CreateFixedPanelMutation, variables: { data: { conferenceId, ...fixedPanelInputOf(data) } }, refetchQueries: REFETCH });
          return res.data!.createFixedPanel.id;
        }}
        success="Se creó el panel fijo."
        onSaved={() => navigate(list)}
        submitLabel="Crear panel"
        cancelTo={list}
      />
    </Frame>
  );
}

/** …/propuestas/{conferenceId}/panel-fijo/{panelId}/editar. */
export function EditFixedPanelPage() {
  const { conferenceId = '', panelId = '' } = useParams();
  const client = useApolloClient();
  const navigate = useNavigate();
  const { data, loading, error } = useQuery(FixedPanelQuery, { variables: { id: panelId }, fetchPolicy: 'network-only' });
  const panel = data?.fixedPanel;
  if ((error && (hasErrorCode(error, 'NOT_FOUND') || hasErrorCode(error, 'FORBIDDEN'))) || (panel && panel.conferenceId !== conferenceId)) return <DashboardNotFoundPage />;
  const list = paths.dashboard.fixedPanels(conferenceId);
  return (
    <Frame title="Editar panel fijo" conferenceId={conferenceId}>
      {loading && !panel && <CircularProgress aria-label="Cargando" />}
      {error && <Alert severity="error">{errorMessageOf(error)}</Alert>}
      {panel && (
        <FixedPanelForm
          conferenceId={conferenceId}
          defaultValues={fixedPanelValues(panel)}
          save={async (values) => {
            const res = await client.mutate({ mutation: UpdateFixedPanelMutation, variables: { id: panel.id, data: fixedPanelInputOf(values) }, refetchQueries: REFETCH });
            return res.data!.updateFixedPanel.id;
          }}
          success="Se guardaron los cambios."
          onSaved={() => navigate(list)}
          submitLabel="Guardar cambios"
          cancelTo={list}
        />
      )}
    </Frame>
  );
}
