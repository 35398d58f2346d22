import { useMutation } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { scheduleSettingsSchema, TRAVEL_GAP_MAX } from '@portal/domain/schedule';
import { FormAlert } from '../../shared/forms/form-alert';
import { TextInputField } from '../../shared/forms/text-field';
import { useMutationForm } from '../../shared/forms/use-mutation-form';
import { zodFormResolver } from '../../shared/forms/zod-resolver';
import { UpdateScheduleSettingsMutation } from './operations';
import { Section } from './section';

type Form = { travelGapMinutes: string };
type Out = ReturnType<typeof scheduleSettingsSchema.parse>;

/** The minutes a person needs between sessions in different buildings: fewer is warned on the grid. */
export function TravelGapForm({ conferenceId, travelGapMinutes, canEdit }: { conferenceId: string; travelGapMinutes: number; canEdit: boolean }) {
  const [save] = useMutation(UpdateScheduleSettingsMutation);
  const { form, submit, serverError, submitting } = useMutationForm<Form, Out, number>({
    resolver: zodFormResolver<Form, Out>(scheduleSettingsSchema),
    defaultValues: { travelGapMinutes: String(travelGapMinutes) },
    mutate: async (v) => {
      await save({ variables: { conferenceId, data: { travelGapMinutes: String(v.travelGapMinutes) } } });
      return v.travelGapMinutes;
    },
    success: (n) => `Se guardó el tiempo de traslado: ${n} minutos.`,
  });
  return (
    <Section title="Tiempo de traslado" intro={`Si una persona tiene dos sesiones seguidas en edificios distintos con menos minutos que estos entre una y otra, el cronograma lo advierte (de 0 a ${TRAVEL_GAP_MAX}; 0 no advierte nunca).`}>
      <Box component="form" noValidate onSubmit={(e) => void submit(e)} aria-label="Tiempo de traslado" sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
        <TextInputField control={form.control} name="travelGapMinutes" label="Minutos entre edificios" inputMode="numeric" disabled={!canEdit} sx={{ maxWidth: 260, mt: 0 }} />
        <Button type="submit" variant="contained" loading={submitting} disabled={!canEdit} sx={{ mt: 1 }}>
          Guardar
        </Button>
      </Box>
      <FormAlert message={serverError} />
    </Section>
  );
}
