import { useMutation, useQuery } from '@apollo/client/react';
import { useNavigate, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Controller } from 'react-hook-form';
import { awardSchema, type AwardInput } from '@portal/domain/awards';
import type { AwardFieldsFragment } from '../../gql/graphql';
import { DateField } from '../../shared/forms/date-fields';
import { FormAlert } from '../../shared/forms/form-alert';
import { TextInputField } from '../../shared/forms/text-field';
import { useMutationForm } from '../../shared/forms/use-mutation-form';
import { zodFormResolver } from '../../shared/forms/zod-resolver';
import { errorMessageOf } from '../../shared/graphql-errors';
import { paths } from '../../shared/paths';
import { LinkBehavior } from '../../shared/ui/router-link';
import { PageTitle } from '../../shared/ui/page-title';
import { RoleDeniedPage } from '../../shared/ui/role-denied-page';
import { personName } from './format';
import { AwardJudgeCandidatesQuery, AwardQuery, CreateAwardMutation, UpdateAwardMutation } from './operations';

type Values = { name: string; rules: string; opensOn: string; closesOn: string; judgeIds: string[] };

const valuesOf = (a: AwardFieldsFragment | null): Values => ({
  name: a?.name ?? '',
  rules: a?.rules ?? '',
  opensOn: a?.opensOn ?? '',
  closesOn: a?.closesOn ?? '',
  judgeIds: a?.judges.map((j) => j.id) ?? [],
});

function AwardForm({ conferenceId, award }: { conferenceId: string; award: AwardFieldsFragment | null }) {
  const navigate = useNavigate();
  const candidates = useQuery(AwardJudgeCandidatesQuery, { variables: { conferenceId } });
  const [create] = useMutation(CreateAwardMutation, { refetchQueries: ['ConferenceAwards'] });
  const [update] = useMutation(UpdateAwardMutation, { refetchQueries: ['ConferenceAwards'] });
  const { form, submit, serverError, submitting } = useMutationForm<Values, AwardInput>({
    resolver: zodFormResolver<Values, AwardInput>(awardSchema),
    defaultValues: valuesOf(award),
    mutate: (data) => (award ? update({ variables: { id: award.id, data } }) : create({ variables: { conferenceId, data } })),
    success: award ? 'Se guardaron los cambios del premio.' : 'Se creó el premio.',
    onSuccess: () => void navigate(paths.dashboard.awards(conferenceId)),
  });
  const { control } = form;
  const people = candidates.data?.awardJudgeCandidates ?? [];
  return (
    <Paper component="form" noValidate onSubmit={submit} sx={{ p: { xs: 2, sm: 3 }, maxWidth: 760 }}>
      <FormAlert message={serverError} />
      <TextInputField control={control} name="name" label="Nombre del premio" required autoFocus />
      <TextInputField control={control} name="rules" label="Bases" required rows={5} helperText="Quiénes pueden postularse, qué trabajos se reciben y cómo se evalúan." />
      <Box sx={{ display: 'grid', columnGap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <DateField control={control} name="opensOn" label="Postulación desde" required />
        <DateField control={control} name="closesOn" label="Postulación hasta" required />
      </Box>
      <Controller
        control={control}
        name="judgeIds"
        render={({ field, fieldState }) => (
          <FormControl component="fieldset" margin="normal" error={!!fieldState.error} fullWidth>
            <FormLabel component="legend">Jurado</FormLabel>
            <FormHelperText sx={{ mx: 0 }}>
              Se elige entre quienes tienen el rol «Juez de premios» en este congreso (se otorga en Roles de congreso).
            </FormHelperText>
            {candidates.error && <Alert severity="error">{errorMessageOf(candidates.error)}</Alert>}
            {candidates.data && people.length === 0 && <Alert severity="info">Nadie tiene todavía el rol de juez en este congreso.</Alert>}
            <FormGroup>
              {people.map((p) => (
                <FormControlLabel
                  key={p.id}
                  control={
                    <Checkbox
                      checked={field.value.includes(p.id)}
                      onChange={(e) => field.onChange(e.target.checked ? [...field.value, p.id] : field.value.filter((id) => id !== p.id))}
                    />
                  }
                  label={`${personName(p)} (${p.email})`}
                />
              ))}
            </FormGroup>
            {fieldState.error?.message && <FormHelperText>{fieldState.error.message}</FormHelperText>}
          </FormControl>
        )}
      />
      {award && <Typography color="text.secondary" variant="body2">Quitar a un juez borra los puntajes que haya dado en este premio.</Typography>}
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', mt: 2 }}>
        <Button component={LinkBehavior} to={paths.dashboard.awards(conferenceId)} disabled={submitting}>
          Cancelar
        </Button>
        <Button type="submit" variant="contained" loading={submitting}>
          {award ? 'Guardar' : 'Crear premio'}
        </Button>
      </Box>
    </Paper>
  );
}

/** /dashboard/premios/:conferenceId/nuevo (ADMIN_CONGRESO). */
export function NewAwardPage() {
  const { conferenceId = '' } = useParams();
  return (
    <>
      <PageTitle title="Nuevo premio" />
      <Typography variant="h1" sx={{ mb: 2 }}>
        Nuevo premio
      </Typography>
      <AwardForm conferenceId={conferenceId} award={null} />
    </>
  );
}

/**
 * /dashboard/premios/:conferenceId/premio/:premioId/editar (ADMIN_CONGRESO, while the award is open).
 * The route's guard lets only that role in; an open award the viewer still may not edit (one of
 * another edition typed under this edition's address) gets the guard's own screen, not «cerrado».
 */
export function EditAwardPage() {
  const { conferenceId = '', premioId = '' } = useParams();
  const { data, error } = useQuery(AwardQuery, { variables: { id: premioId } });
  if (data?.award && !data.award.permissions.canEdit && data.award.status !== 'CLOSED') return <RoleDeniedPage />;
  return (
    <>
      <PageTitle title="Editar premio" />
      <Typography variant="h1" sx={{ mb: 2 }}>
        Editar premio
      </Typography>
      {error && <Alert severity="error">{errorMessageOf(error)}</Alert>}
      {data?.award?.status === 'CLOSED' && <Alert severity="info">El premio está cerrado: ya no se puede modificar.</Alert>}
      {data?.award?.permissions.canEdit && <AwardForm conferenceId={conferenceId} award={data.award} />}
    </>
  );
}
