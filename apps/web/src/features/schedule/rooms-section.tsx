import { useMutation } from '@apollo/client/react';
import AddOutlined from '@mui/icons-material/AddOutlined';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import { plural } from '@portal/domain/plural';
import { errorMessageOf } from '../../shared/graphql-errors';
import { SimpleTable } from '../../shared/list/simple-table';
import { useDeleteConfirmation } from '../../shared/list/use-delete-confirmation';
import { notify } from '../../shared/notify';
import { movedRoomIds, type Room } from './grid-model';
import { DeleteScheduleRoomMutation, ReorderScheduleRoomsMutation } from './operations';
import { RoomDialog } from './room-dialog';
import { Section } from './section';

const focusLater = (id: string) => window.setTimeout(() => document.getElementById(id)?.focus(), 0);

/** The edition's rooms in order: create and edit in a dialog, delete behind a confirmation, move up and down. */
export function RoomsSection({ conferenceId, rooms, canEdit }: { conferenceId: string; rooms: Room[]; canEdit: boolean }) {
  const [editing, setEditing] = useState<Room | 'new' | null>(null);
  const [remove] = useMutation(DeleteScheduleRoomMutation, { refetchQueries: ['ScheduleGrid'], awaitRefetchQueries: true });
  const [reorder] = useMutation(ReorderScheduleRoomsMutation);
  const deletion = useDeleteConfirmation<Room>({
    describe: (r) => `la sala «${r.name}»`,
    remove: (r) => remove({ variables: { id: r.id } }),
    detail: (r) => (r.slotCount > 0 ? `Se eliminan también sus ${plural(r.slotCount, 'horario', 'horarios')}. Esta acción no se puede deshacer.` : 'Esta acción no se puede deshacer.'),
  });

  const move = async (room: Room, step: -1 | 1) => {
    const ids = movedRoomIds(rooms, room.id, step);
    const byId = new Map(rooms.map((r) => [r.id, r]));
    const at = ids.indexOf(room.id);
    // The button pressed disappears at either end: the other one keeps the focus.
    if (at === 0) focusLater(`room-down-${room.id}`);
    else if (at === ids.length - 1) focusLater(`room-up-${room.id}`);
    try {
      await reorder({
        variables: { conferenceId, roomIds: ids },
        // The rooms are shown by position: the new order paints at once.
        optimisticResponse: { reorderScheduleRooms: ids.map((id, position) => ({ ...byId.get(id)!, position })) },
      });
    } catch (e) {
      notify(errorMessageOf(e), 'error');
    }
  };

  return (
    <Section
      title="Salas"
      actions={
        canEdit ? (
          <Button variant="contained" startIcon={<AddOutlined />} onClick={() => setEditing('new')}>
            Nueva sala
          </Button>
        ) : undefined
      }
    >
      {rooms.length === 0 ? (
        <Alert severity="info">Todavía no hay salas. Cree la primera con «Nueva sala»; después genere sus horarios más abajo.</Alert>
      ) : (
        <SimpleTable
          label="Salas del congreso, en orden"
          headers={[{ title: 'Sala' }, { title: 'Edificio o lugar' }, { title: 'Capacidad', align: 'right' }, { title: 'Notas' }, { title: 'Horarios', align: 'right' }, { title: 'Acciones' }]}
          rows={rooms}
          rowKey={(r) => r.id}
          cells={(r) => {
            const i = rooms.indexOf(r);
            return [
              r.name,
              r.place || '—',
              r.capacity ?? '—',
              r.notes || '—',
              r.heldCount > 0 ? `${r.slotCount} (${r.heldCount} ocupados)` : r.slotCount,
              canEdit ? (
                <Box sx={{ display: 'flex', flexWrap: 'wrap' }}>
                  <Tooltip title="Subir">
                    <span>
                      <IconButton id={`room-up-${r.id}`} aria-label={`Subir «${r.name}»`} disabled={i === 0} onClick={() => void move(r, -1)}>
                        <ArrowUpward fontSize="small" />
                      </IconButton>
                    </span>
                  </Tooltip>
                  <Tooltip title="Bajar">
                    <span>
                      <IconButton id={`room-down-${r.id}`} aria-label={`Bajar «${r.name}»`} disabled={i === rooms.length - 1} onClick={() => void move(r, 1)}>
                        <ArrowDownward fontSize="small" />
                      </IconButton>
                    </span>
                  </Tooltip>
                  <Tooltip title="Editar">
                    <IconButton aria-label={`Editar «${r.name}»`} onClick={() => setEditing(r)}>
                      <EditOutlined fontSize="small" />
                    </IconButton>
                  </Tooltip>
                  <Tooltip title="Eliminar">
                    <IconButton aria-label={`Eliminar «${r.name}»`} color="error" onClick={() => deletion.request(r)}>
                      <DeleteOutlined fontSize="small" />
                    </IconButton>
                  </Tooltip>
                </Box>
              ) : null,
            ];
          }}
          empty=""
        />
      )}
      {editing && <RoomDialog conferenceId={conferenceId} room={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
      {deletion.dialog}
    </Section>
  );
}
