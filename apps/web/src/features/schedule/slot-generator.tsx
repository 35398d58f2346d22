import { useMutation } from '@apollo/client/react';
import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Controller, useFieldArray } from 'react-hook-form';
import { plural } from '@portal/domain/plural';
import { daysBetween, formatClock, slotBulkSchema } from '@portal/domain/schedule';
import { FormAlert } from '../../shared/forms/form-alert';
import { SelectField } from '../../shared/forms/select-field';
import { TextInputField } from '../../shared/forms/text-field';
import { useMutationForm } from '../../shared/forms/use-mutation-form';
import { zodFormResolver } from '../../shared/forms/zod-resolver';
import { dayLabel, kindOptions, roomsByPlace, type Room } from './grid-model';
import { GenerateScheduleHoursMutation } from './operations';
import { Section } from './section';

type Form = { fromDay: string; toDay: string; ranges: { start: string; end: string }[]; roomIds: string[]; reservedKind: string };
type Out = ReturnType<typeof slotBulkSchema.parse>;

/** A list field's message: its own (server), its root's (schema), or its first item's. */
const listMessage = (error: unknown): string | undefined => {
  if (!error || typeof error !== 'object') return undefined;
  const e = error as { message?: unknown; root?: { message?: unknown } } & Record<string, unknown>;
  if (typeof e.message === 'string') return e.message;
  if (typeof e.root?.message === 'string') return e.root.message;
  for (const v of Object.values(e)) if (v && typeof v === 'object' && typeof (v as { message?: unknown }).message === 'string') return (v as { message: string }).message;
  return undefined;
};

/**
 * «Generar horarios»: every day from–to (the congress's) × each time range × each room chosen, with
 * an optional reserved kind; a combination that overlaps a slot the room already has is skipped.
 */
export function SlotGenerator({ conferenceId, conference, rooms }: { conferenceId: string; conference: { startDate: string; endDate: string }; rooms: Room[] }) {
  const days = daysBetween(conference.startDate, conference.endDate);
  const dayOptions = days.map((d) => ({ value: d, label: dayLabel(d) }));
  const [generate] = useMutation(GenerateScheduleHoursMutation, { refetchQueries: ['ScheduleGrid'], awaitRefetchQueries: true });
  const [result, setResult] = useState<{ created: number; skipped: number } | null>(null);
  const { form, submit, serverError, submitting } = useMutationForm<Form, Out, { created: number; skipped: number }>({
    resolver: zodFormResolver<Form, Out>(slotBulkSchema, (v) => ({ ...v, conferenceId }), { nested: true }),
    defaultValues: { fromDay: days[0] ?? '', toDay: days[days.length - 1] ?? '', ranges: [{ start: '9:00', end: '10:30' }], roomIds: rooms.map((r) => r.id), reservedKind: '' },
    nested: true,
    mutate: async (v) => {
      setResult(null);
      const { data } = await generate({
        variables: {
          data: {
            conferenceId,
            fromDay: v.fromDay,
            toDay: v.toDay,
            ranges: v.ranges.map((r) => ({ start: formatClock(r.start), end: formatClock(r.end) })),
            roomIds: v.roomIds.map(String),
            reservedKind: v.reservedKind,
          },
        },
      });
      return data!.generateScheduleHours;
    },
    onSuccess: (r) => setResult(r),
  });
  const { control } = form;
  const ranges = useFieldArray({ control, name: 'ranges' });
  const places = roomsByPlace(rooms);
  const [fromDay, toDay, chosenRanges, roomIds] = form.watch(['fromDay', 'toDay', 'ranges', 'roomIds']);
  const dayCount = fromDay && toDay && toDay >= fromDay ? daysBetween(fromDay, toDay).length : 0;
  const total = dayCount * chosenRanges.length * roomIds.length;
  const errors = form.formState.errors;

  if (rooms.length === 0) {
    return (
      <Section title="Generar horarios">
        <Alert severity="info">Primero cree las salas: los horarios se generan para las salas que elija.</Alert>
      </Section>
    );
  }
  return (
    <Section title="Generar horarios" intro={`Crea un horario por cada día, franja y sala elegidos. El congreso va del ${dayLabel(conference.startDate).toLowerCase()} al ${dayLabel(conference.endDate).toLowerCase()}. Horas en formato de 24 h, por ejemplo 9:00 y 10:30.`}>
      <Box component="form" noValidate onSubmit={(e) => void submit(e)} aria-label="Generar horarios">
        <Box sx={{ display: 'grid', gap: { sm: 2 }, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' } }}>
          <SelectField control={control} name="fromDay" label="Desde el día" required options={dayOptions} emptyLabel="Elija el día" />
          <SelectField control={control} name="toDay" label="Hasta el día" required options={dayOptions} emptyLabel="Elija el día" />
        </Box>

        <Typography component="h3" variant="subtitle1" sx={{ mt: 2, fontWeight: 600 }}>
          Franjas horarias
        </Typography>
        {ranges.fields.map((field, i) => (
          <Box key={field.id} role="group" aria-label={`Franja ${i + 1}`} sx={{ display: 'grid', gap: 1, alignItems: 'start', gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr) auto' }}>
            <TextInputField control={control} name={`ranges.${i}.start`} label="Desde (hh:mm)" inputMode="numeric" required />
            <TextInputField control={control} name={`ranges.${i}.end`} label="Hasta (hh:mm)" inputMode="numeric" required />
            <IconButton aria-label={`Quitar la franja ${i + 1}`} onClick={() => ranges.remove(i)} disabled={ranges.fields.length === 1} sx={{ mt: 3 }}>
              <DeleteOutlined />
            </IconButton>
          </Box>
        ))}
        {listMessage(errors.ranges) && !Array.isArray(errors.ranges) && (
          <FormHelperText error role="alert">
            {listMessage(errors.ranges)}
          </FormHelperText>
        )}
        <Button startIcon={<AddOutlined />} onClick={() => ranges.append({ start: '', end: '' })} disabled={ranges.fields.length >= 24}>
          Agregar franja
        </Button>

        <Controller
          control={control}
          name="roomIds"
          render={({ field, fieldState }) => {
            const chosen = new Set(field.value);
            const toggle = (id: string, on: boolean) => field.onChange(on ? [...field.value.filter((v) => v !== id), id] : field.value.filter((v) => v !== id));
            const message = listMessage(fieldState.error);
            return (
              <FormControl component="fieldset" error={!!message} sx={{ mt: 3, display: 'block' }}>
                <FormLabel component="legend" sx={{ fontWeight: 600, color: 'text.primary' }}>
                  Salas
                </FormLabel>
                <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, my: 1 }}>
                  <Button size="small" variant="outlined" onClick={() => field.onChange(rooms.map((r) => r.id))}>
                    Todas las salas
                  </Button>
                  {places.map((p) => (
                    <Button key={p.place} size="small" variant="outlined" onClick={() => field.onChange([...new Set([...field.value, ...p.roomIds])])}>
                      Todas las salas de {p.place}
                    </Button>
                  ))}
                  <Button size="small" onClick={() => field.onChange([])}>
                    Ninguna
                  </Button>
                </Box>
                <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(auto-fill, minmax(220px, 1fr))' } }}>
                  {rooms.map((r) => (
                    <FormControlLabel key={r.id} control={<Checkbox checked={chosen.has(r.id)} onChange={(e) => toggle(r.id, e.target.checked)} />} label={r.place ? `${r.name} (${r.place})` : r.name} />
                  ))}
                </Box>
                {message && <FormHelperText>{message}</FormHelperText>}
              </FormControl>
            );
          }}
        />

        <SelectField control={control} name="reservedKind" label="Reservar para" options={kindOptions} emptyLabel="Sin reserva (cualquier actividad)" sx={{ maxWidth: 420 }} />
        <FormAlert message={serverError} />
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mt: 2 }}>
          <Button type="submit" variant="contained" loading={submitting}>
            Generar horarios
          </Button>
          {total > 0 && (
            <Typography variant="body2" color="text.secondary">
              Hasta {plural(total, 'horario', 'horarios')} ({plural(dayCount, 'día', 'días')} × {plural(chosenRanges.length, 'franja', 'franjas')} × {plural(roomIds.length, 'sala', 'salas')}).
            </Typography>
          )}
        </Box>
        {result && (
          <Alert severity="success" role="status" sx={{ mt: 2 }} onClose={() => setResult(null)}>
            Se {result.created === 1 ? 'creó 1 horario' : `crearon ${result.created.toLocaleString('es-AR')} horarios`} ({result.skipped.toLocaleString('es-AR')} ya {result.skipped === 1 ? 'existía' : 'existían'}).
          </Alert>
        )}
      </Box>
    </Section>
  );
}
