import { useMutation } from '@apollo/client/react';
import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
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
          <Box id="slots-day-panel" role="tabpanel" aria-labelledby={tabId(day)} sx={slotListStyles}>
            {model.rooms.map((room) => (
              <RoomSlots key={room.id} room={room} slots={dayModel?.byRoom.get(room.id)} items={model.itemById} canEdit={canEdit} onEdit={(s) => setEditing({ slot: s })} onDelete={deletion.request} />
            ))}
          </Box>
        </>
      )}
      {editing && <SlotDialog conferenceId={conferenceId} slot={editing.slot} rooms={model.rooms} days={model.days} defaults={{ day }} onClose={() => setEditing(null)} />}
      {deletion.dialog}
    </Section>
  );
}

/** The slot list's look, declared once: a day of a large congress lists hundreds of slots. */
const slotListStyles = {
  '& .room': { py: 1.5, borderTop: 1, borderColor: 'divider' },
  '& .room h3': { m: 0, fontSize: '1rem', fontWeight: 600 },
  '& .room .place': { fontWeight: 400, fontSize: '0.875rem', color: 'text.secondary' },
  '& .room .none': { m: 0, fontSize: '0.875rem', color: 'text.secondary' },
  '& ul': { listStyle: 'none', m: 0, mt: 1, p: 0, display: 'grid', gap: 1, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(auto-fill, minmax(300px, 1fr))' } },
  '& li': { display: 'flex', alignItems: 'center', gap: 1, border: 1, borderColor: 'divider', borderRadius: 1, px: 1.5, py: 0.5, minWidth: 0, fontSize: '0.875rem' },
  '& li.held': { bgcolor: 'action.hover' },
  '& li .what': { flex: 1, minWidth: 0, overflowWrap: 'anywhere' },
  '& li .time': { fontWeight: 600, fontSize: '1rem' },
  '& li button': { display: 'inline-flex', alignItems: 'center', justifyContent: 'center', width: 36, height: 36, p: 0, border: 0, borderRadius: '50%', bgcolor: 'transparent', color: 'text.secondary', cursor: 'pointer' },
  '& li button:hover': { bgcolor: 'action.hover' },
  '& li button.delete': { color: 'error.main' },
} as const;

function RoomSlots({
  room,
  slots,
  items,
  canEdit,
  onEdit,
  onDelete,
}: {
  room: Room;
  slots: Slot[] | undefined;
  items: GridModel['itemById'];
  canEdit: boolean;
  onEdit: (s: Slot) => void;
  onDelete: (s: Slot) => void;
}) {
  return (
    <div className="room">
      <h3>
        {room.name}
        {room.place && <span className="place"> · {room.place}</span>}
      </h3>
      {!slots?.length ? (
        <p className="none">Sin horarios este día.</p>
      ) : (
        <ul aria-label={`Horarios de ${room.name}`}>
          {slots.map((s) => {
            const title = s.itemKey ? (items.get(s.itemKey)?.title ?? 'una actividad') : null;
            const range = formatClockRange(s.start, s.end);
            return (
              <li key={s.id} className={title ? 'held' : undefined}>
                <span className="what">
                  <span className="time">{range}</span>
                  {title ? ` · Ocupado: «${title}»` : ' · Libre'}
                  {s.reservedKind && ` · Reservado para ${scheduleKindLabels[s.reservedKind].toLowerCase()}`}
                </span>
                {canEdit && !title && (
                  <>
                    <button type="button" title="Editar" aria-label={`Editar el horario ${range} de ${room.name}`} onClick={() => onEdit(s)}>
                      <EditOutlined fontSize="small" />
                    </button>
                    <button type="button" className="delete" title="Eliminar" aria-label={`Eliminar el horario ${range} de ${room.name}`} onClick={() => onDelete(s)}>
                      <DeleteOutlined fontSize="small" />
                    </button>
                  </>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
