import { useMutation } from '@apollo/client/react';
import Box from '@mui/material/Box';
import { formatClock, slotSchema } from '@portal/domain/schedule';
import { FormDialog } from '../../shared/forms/form-dialog';
import { SelectField } from '../../shared/forms/select-field';
import { TextInputField } from '../../shared/forms/text-field';
import { useMutationForm } from '../../shared/forms/use-mutation-form';
import { zodFormResolver } from '../../shared/forms/zod-resolver';
import { dayLabel, kindOptions, slotLabel, type Room, type Slot } from './grid-model';
import { CreateScheduleHourMutation, UpdateScheduleHourMutation } from './operations';

type Form = { roomId: string; day: string; start: string; end: string; reservedKind: string };
type Out = ReturnType<typeof slotSchema.parse>;

/** Add one slot (slot null) or change a free one: room, day, start, end and reserved kind. */
export function SlotDialog({ conferenceId, slot, rooms, days, defaults, onClose }: { conferenceId: string; slot: Slot | null; rooms: Room[]; days: string[]; defaults?: Partial<Form>; onClose: () => void }) {
  const [create] = useMutation(CreateScheduleHourMutation);
  const [update] = useMutation(UpdateScheduleHourMutation);
  const room = slot ? rooms.find((r) => r.id === slot.roomId) : undefined;
  const { form, submit, serverError, submitting } = useMutationForm<Form, Out>({
    resolver: zodFormResolver<Form, Out>(slotSchema),
    defaultValues: slot
      ? { roomId: slot.roomId, day: slot.day, start: formatClock(slot.start), end: formatClock(slot.end), reservedKind: slot.reservedKind ?? '' }
      : { roomId: rooms[0]?.id ?? '', day: days[0] ?? '', start: '', end: '', reservedKind: '', ...defaults },
    mutate: async (v) => {
      const data = { roomId: String(v.roomId), day: v.day, start: formatClock(v.start), end: formatClock(v.end), reservedKind: v.reservedKind };
      if (slot) await update({ variables: { id: slot.id, data } });
      else await create({ variables: { conferenceId, data } });
    },
    success: slot ? 'Se guardaron los cambios del horario.' : 'Se agregó el horario.',
    onSuccess: onClose,
  });
  const { control } = form;
  return (
    <FormDialog title={slot ? `Editar el horario (${slotLabel(slot, room)})` : 'Agregar un horario'} submitLabel={slot ? 'Guardar cambios' : 'Agregar horario'} serverError={serverError} submitting={submitting} onSubmit={(e) => void submit(e)} onClose={onClose}>
      <SelectField control={control} name="roomId" label="Sala" required options={rooms.map((r) => ({ value: r.id, label: r.place ? `${r.name} (${r.place})` : r.name }))} emptyLabel="Elija la sala" />
      <SelectField control={control} name="day" label="Día" required options={days.map((d) => ({ value: d, label: dayLabel(d) }))} emptyLabel="Elija el día" />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }}>
        <TextInputField control={control} name="start" label="Desde (hh:mm)" inputMode="numeric" required />
        <TextInputField control={control} name="end" label="Hasta (hh:mm)" inputMode="numeric" required />
      </Box>
      <SelectField control={control} name="reservedKind" label="Reservar para" options={kindOptions} emptyLabel="Sin reserva (cualquier actividad)" />
    </FormDialog>
  );
}
