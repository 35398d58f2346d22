import { useQuery } from '@apollo/client/react';
import CalendarMonthOutlined from '@mui/icons-material/CalendarMonthOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useParams } from 'react-router';
import { formatDay } from '@portal/domain/dates';
import { errorMessageOf } from '../../shared/graphql-errors';
import { paths } from '../../shared/paths';
import { PageTitle } from '../../shared/ui/page-title';
import { LinkBehavior } from '../../shared/ui/router-link';
import { buildGridModel } from './grid-model';
import { ScheduleGridQuery } from './operations';
import { RoomsSection } from './rooms-section';
import { SlotGenerator } from './slot-generator';
import { SlotsSection } from './slots-section';
import { TravelGapForm } from './travel-gap-form';

/**
 * /dashboard/cronogramas/{conferenceId} «Salas y horarios» (ORGANIZADOR_CONGRESO, ADMIN_CONGRESO):
 * the rooms, the slot generator, the slots day by day, the travel gap of the warnings, and the
 * way to the grid. Reads the same `scheduleGrid` the grid does (one query for both screens).
 */
export function ScheduleSetupPage() {
  const { conferenceId = '' } = useParams();
  const { data, error } = useQuery(ScheduleGridQuery, { variables: { conferenceId }, fetchPolicy: 'cache-and-network' });
  const grid = data?.scheduleGrid;
  const model = useMemo(() => (grid ? buildGridModel(grid) : null), [grid]);
  const canEdit = grid?.permissions.canEdit ?? false;
  return (
    <>
      <PageTitle title="Salas y horarios" />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography variant="h1">Salas y horarios</Typography>
        <Button variant="contained" startIcon={<CalendarMonthOutlined />} component={LinkBehavior} to={paths.dashboard.scheduleGrid(conferenceId)}>
          Abrir el cronograma
        </Button>
      </Box>
      {grid && (
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {grid.conference.name} · del {formatDay(grid.conference.startDate)} al {formatDay(grid.conference.endDate)}
          {grid.conference.venue ? ` · ${grid.conference.venue}` : ''}
        </Typography>
      )}
      {error && !grid && <Alert severity="error">{errorMessageOf(error)}</Alert>}
      {!grid && !error && <CircularProgress aria-label="Cargando" />}
      {grid && model && (
        <>
          <RoomsSection conferenceId={conferenceId} rooms={model.rooms} canEdit={canEdit} />
          {canEdit && <SlotGenerator key={model.rooms.map((r) => r.id).join(',')} conferenceId={conferenceId} conference={grid.conference} rooms={model.rooms} />}
          <SlotsSection conferenceId={conferenceId} model={model} canEdit={canEdit} />
          <TravelGapForm key={grid.conference.travelGapMinutes} conferenceId={conferenceId} travelGapMinutes={grid.conference.travelGapMinutes} canEdit={canEdit} />
          {model.slotById.size > 0 && (
            <Alert
              severity="info"
              action={
                <Button color="inherit" component={LinkBehavior} to={paths.dashboard.scheduleGrid(conferenceId)}>
                  Ir al cronograma
                </Button>
              }
            >
              Con las salas y los horarios listos, asigne las actividades en el cronograma.
            </Alert>
          )}
        </>
      )}
    </>
  );
}
