import { useMutation } from '@apollo/client/react';
import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { formatClockRange, scheduleKindLabels } from '@portal/domain/schedule';
import { useDeleteConfirmation } from '../../shared/list/use-delete-confirmation';
import { dayLabel, slotLabel, type GridModel, type Room, type Slot } from './grid-model';
import { DeleteScheduleHourMutation } from './operations';
import { Section } from './section';
import { SlotDialog } from './slot-dialog';

/**
 * The slots of one day at a time (a tab per day), room by room: a free one is edited in a dialog
 * or deleted after a confirmation; one that holds an activity says which and stays as it is.
 */
export function SlotsSection({ conferenceId, model, canEdit }: { conferenceId: string; model: GridModel; canEdit: boolean }) {
  const daysWithSlots = model.days.filter((d) => (model.byDay.get(d)?.rows.length ?? 0) > 0);
  const [chosenDay, setDay] = useState<string | null>(null);
  const day = chosenDay && model.days.includes(chosenDay) ? chosenDay : (daysWithSlots[0] ?? model.days[0] ?? '');
  const [editing, setEditing] = useState<{ slot: Slot | null; roomId?: string } | null>(null);
  const [remove] = useMutation(DeleteScheduleHourMutation, { refetchQueries: ['ScheduleGrid'], awaitRefetchQueries: true });
  const deletion = useDeleteConfirmation<Slot>({
    describe: (s) => `el horario del ${slotLabel(s, model.roomById.get(s.roomId))}`,
    remove: (s) => remove({ variables: { id: s.id } }),
  });
  const slotCount = model.slotById.size;
  const dayModel = model.byDay.get(day);
  const tabId = (d: string) => `slots-tab-${d}`;

  return (
    <Section
      title="Horarios"
      intro="Cada horario es una sala en un día y una franja. Un horario ocupado muestra su actividad: quítela en el cronograma para cambiarlo o eliminarlo."
      actions={
        canEdit && model.rooms.length > 0 ? (
          <Button variant="outlined" startIcon={<AddOutlined />} onClick={() => setEditing({ slot: null })}>
            Agregar un horario
          </Button>
        ) : undefined
      }
    >
      {slotCount === 0 ? (
        <Alert severity="info">{model.rooms.length === 0 ? 'Todavía no hay horarios: cree las salas y después genere sus horarios.' : 'Todavía no hay horarios: genérelos arriba con «Generar horarios», o agregue uno por uno.'}</Alert>
      ) : (
        <>
          <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}>
            <Tabs value={day} onChange={(_e, d: string) => setDay(d)} variant="scrollable" scrollButtons="auto" allowScrollButtonsMobile aria-label="Días del congreso">
              {model.days.map((d) => (
                <Tab key={d} value={d} id={tabId(d)} aria-controls="slots-day-panel" label={dayLabel(d)} />
              ))}
            </Tabs>
          </Box>
          <Box id="slots-day-panel" role="tabpanel" aria-labelledby={tabId(day)}>
            {model.rooms.map((room) => (
              <RoomSlots key={room.id} room={room} slots={dayModel?.byRoom.get(room.id)} itemTitle={(key) => model.itemById.get(key)?.title} canEdit={canEdit} onEdit={(s) => setEditing({ slot: s })} onDelete={deletion.request} />
            ))}
          </Box>
        </>
      )}
      {editing && <SlotDialog conferenceId={conferenceId} slot={editing.slot} rooms={model.rooms} days={model.days} defaults={{ day }} onClose={() => setEditing(null)} />}
      {deletion.dialog}
    </Section>
  );
}

function RoomSlots({
  room,
  slots,
  itemTitle,
  canEdit,
  onEdit,
  onDelete,
}: {
  room: Room;
  slots: Slot[] | undefined;
  itemTitle: (key: string) => string | undefined;
  canEdit: boolean;
  onEdit: (s: Slot) => void;
  onDelete: (s: Slot) => void;
}) {
  return (
    <Box sx={{ py: 1.5, borderTop: 1, borderColor: 'divider' }}>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {room.name}
        {room.place && (
          <Typography component="span" variant="body2" color="text.secondary">
            {' '}
            · {room.place}
          </Typography>
        )}
      </Typography>
      {!slots?.length ? (
        <Typography variant="body2" color="text.secondary">
          Sin horarios este día.
        </Typography>
      ) : (
        <Box component="ul" aria-label={`Horarios de ${room.name}`} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1, mt: 1, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(auto-fill, minmax(300px, 1fr))' } }}>
          {slots.map((s) => {
            const title = s.itemKey ? (itemTitle(s.itemKey) ?? 'una actividad') : null;
            const range = formatClockRange(s.start, s.end);
            return (
              <Box component="li" key={s.id} sx={{ display: 'flex', alignItems: 'center', gap: 1, border: 1, borderColor: 'divider', borderRadius: 1, px: 1.5, py: 0.5, minWidth: 0, bgcolor: title ? 'action.hover' : undefined }}>
                <Box sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
                  <Typography component="span" sx={{ fontWeight: 600 }}>
                    {range}
                  </Typography>
                  <Typography component="span" variant="body2">
                    {title ? ` · Ocupado: «${title}»` : ' · Libre'}
                    {s.reservedKind && ` · Reservado para ${scheduleKindLabels[s.reservedKind].toLowerCase()}`}
                  </Typography>
                </Box>
                {canEdit && !title && (
                  <>
                    <Tooltip title="Editar">
                      <IconButton aria-label={`Editar el horario ${range} de ${room.name}`} size="small" onClick={() => onEdit(s)}>
                        <EditOutlined fontSize="small" />
                      </IconButton>
                    </Tooltip>
                    <Tooltip title="Eliminar">
                      <IconButton aria-label={`Eliminar el horario ${range} de ${room.name}`} size="small" color="error" onClick={() => onDelete(s)}>
                        <DeleteOutlined fontSize="small" />
                      </IconButton>
                    </Tooltip>
                  </>
                )}
              </Box>
            );
          })}
        </Box>
      )}
    </Box>
  );
}
