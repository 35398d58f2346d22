import { useMutation } from '@apollo/client/react';
import { roomUpdateSchema, type RoomFormValues } from '@portal/domain/schedule';
import { FormDialog } from '../../shared/forms/form-dialog';
import { TextInputField } from '../../shared/forms/text-field';
import { useMutationForm } from '../../shared/forms/use-mutation-form';
import { zodFormResolver } from '../../shared/forms/zod-resolver';
import type { Room } from './grid-model';
import { CreateScheduleRoomMutation, UpdateScheduleRoomMutation } from './operations';

type Form = { name: string; place: string; capacity: string; notes: string };

const valuesOf = (room: Room | null): Form => ({ name: room?.name ?? '', place: room?.place ?? '', capacity: room?.capacity == null ? '' : String(room.capacity), notes: room?.notes ?? '' });

/** Create (room null) or edit a room: name, building or place, seats and notes. */
export function RoomDialog({ conferenceId, room, onClose }: { conferenceId: string; room: Room | null; onClose: () => void }) {
  // A new room joins the grid's list: the grid is asked again. An edit comes back normalised.
  const [create] = useMutation(CreateScheduleRoomMutation, { refetchQueries: ['ScheduleGrid'], awaitRefetchQueries: true });
  const [update] = useMutation(UpdateScheduleRoomMutation);
  const { form, submit, serverError, submitting } = useMutationForm<Form, ReturnType<typeof roomUpdateSchema.parse>, string>({
    resolver: zodFormResolver<Form, ReturnType<typeof roomUpdateSchema.parse>>(roomUpdateSchema, (v): RoomFormValues => v),
    defaultValues: valuesOf(room),
    mutate: async (values) => {
      const data = { name: values.name, place: values.place, capacity: values.capacity === null ? '' : String(values.capacity), notes: values.notes };
      if (room) await update({ variables: { id: room.id, data } });
      else await create({ variables: { data: { ...data, conferenceId } } });
      return values.name;
    },
    success: (name) => (room ? `Se guardaron los cambios de la sala «${name}».` : `Se creó la sala «${name}».`),
    onSuccess: onClose,
  });
  const { control } = form;
  return (
    <FormDialog title={room ? `Editar la sala «${room.name}»` : 'Nueva sala'} submitLabel={room ? 'Guardar cambios' : 'Crear sala'} serverError={serverError} submitting={submitting} onSubmit={(e) => void submit(e)} onClose={onClose}>
      <TextInputField control={control} name="name" label="Nombre de la sala" required autoFocus />
      <TextInputField control={control} name="place" label="Edificio o lugar" helperText="Las advertencias de traslado comparan este dato entre sesiones seguidas." />
      <TextInputField control={control} name="capacity" label="Capacidad (personas)" inputMode="numeric" helperText="Déjela vacía si no la sabe." />
      <TextInputField control={control} name="notes" label="Notas" rows={2} />
    </FormDialog>
  );
}
