import { useMutation } from '@apollo/client/react';
import { FormDialog } from '../../shared/forms/form-dialog';
import { TextInputField } from '../../shared/forms/text-field';
import { useMutationForm } from '../../shared/forms/use-mutation-form';
import { zodFormResolver } from '../../shared/forms/zod-resolver';
import { careerForm } from './career-fields';
import { UpdateInscriptionMutation } from './operations';

type Values = { universityCareer: string };
const resolver = zodFormResolver<Values>(careerForm);

/** The university career of a student-category inscription (`updateInscription`). */
export function CareerDialog({ inscription, onClose }: { inscription: { conference: { id: string; name: string }; universityCareer?: string | null }; onClose: () => void }) {
  const [update] = useMutation(UpdateInscriptionMutation, { refetchQueries: ['MyInscriptions'], awaitRefetchQueries: true });
  const { form, submit, serverError, submitting } = useMutationForm({
    resolver,
    defaultValues: { universityCareer: inscription.universityCareer ?? '' },
    mutate: async (values) => (await update({ variables: { universityCareer: values.universityCareer, conferenceId: inscription.conference.id } })).data?.updateInscription,
    success: 'Se guardó la carrera universitaria.',
    onSuccess: () => onClose(),
  });
  return (
    <FormDialog title={`Carrera universitaria — ${inscription.conference.name}`} submitLabel="Guardar" serverError={serverError} submitting={submitting} onSubmit={submit} onClose={onClose}>
      <TextInputField control={form.control} name="universityCareer" label="Carrera universitaria" required />
    </FormDialog>
  );
}
