import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Controller } from 'react-hook-form';
import { awardApplicationFormSchema } from '@portal/domain/awards';
import type { InscriptionAwardsQuery as Data } from '../../gql/graphql';
import { FileUploadField, type FileValue } from '../../shared/files/file-upload-field';
import { FormDialog } from '../../shared/forms/form-dialog';
import { TextInputField } from '../../shared/forms/text-field';
import { useMutationForm } from '../../shared/forms/use-mutation-form';
import { zodFormResolver } from '../../shared/forms/zod-resolver';
import { ListPage } from '../../shared/list/list-page';
import { useDeleteConfirmation } from '../../shared/list/use-delete-confirmation';
import { paths } from '../../shared/paths';
import { RouterLink } from '../../shared/ui/router-link';
import { statusLabel, windowLabel } from './format';
import { ApplyForAwardMutation, DeleteAwardApplicationMutation, InscriptionAwardsQuery, UpdateAwardApplicationMutation } from './operations';

type Offer = Data['inscriptionAwards']['awards'][number];
type Values = { title: string; summary: string; file: FileValue };

const refetchQueries = ['InscriptionAwards'];

/** Apply to an award, or change one's application: title, summary and the work (PDF). */
function ApplicationDialog({ inscriptionId, offer, onClose }: { inscriptionId: string; offer: Offer; onClose: () => void }) {
  const mine = offer.myApplication;
  const [apply] = useMutation(ApplyForAwardMutation, { refetchQueries });
  const [change] = useMutation(UpdateAwardApplicationMutation, { refetchQueries });
  const { form, submit, serverError, submitting } = useMutationForm<Values, Values>({
    resolver: zodFormResolver<Values, Values>(awardApplicationFormSchema),
    defaultValues: { title: mine?.title ?? '', summary: mine?.summary ?? '', file: mine?.file ? { id: mine.file.id, url: mine.file.url } : null },
    mutate: async (values) => {
      const fileId = values.file?.id ?? null;
      if (mine) return change({ variables: { id: mine.id, data: { title: values.title, summary: values.summary, fileId: fileId === mine.file?.id ? null : fileId } } });
      return apply({ variables: { data: { inscriptionId, awardId: offer.id, title: values.title, summary: values.summary, fileId } } });
    },
    success: mine ? 'Se guardaron los cambios de su postulación.' : `Se envió su postulación al ${offer.name}.`,
    onSuccess: onClose,
  });
  const { control } = form;
  return (
    <FormDialog title={mine ? `Modificar mi postulación al ${offer.name}` : `Postularme al ${offer.name}`} submitLabel={mine ? 'Guardar' : 'Enviar postulación'} serverError={serverError} submitting={submitting} onSubmit={submit} onClose={onClose}>
      <TextInputField control={control} name="title" label="Título del trabajo" required autoFocus />
      <TextInputField control={control} name="summary" label="Resumen" required rows={4} />
      <Controller
        control={control}
        name="file"
        render={({ field, fieldState }) => <FileUploadField label="Trabajo (PDF)" purpose="AWARD_APPLICATION" value={field.value} onChange={field.onChange} error={fieldState.error?.message} />}
      />
    </FormDialog>
  );
}

function OfferCard({ offer, onApply, onWithdraw }: { offer: Offer; onApply: () => void; onWithdraw: () => void }) {
  const mine = offer.myApplication;
  return (
    <Paper variant="outlined" component="article" sx={{ p: { xs: 2, sm: 2.5 }, mb: 2 }} aria-labelledby={`award-${offer.id}`}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography id={`award-${offer.id}`} variant="h2" sx={{ fontSize: '1.2rem', fontWeight: 600 }}>
          {offer.name}
        </Typography>
        <Chip size="small" variant="outlined" color={offer.receiving ? 'success' : 'default'} label={offer.receiving ? 'Convocatoria abierta' : offer.status === 'CLOSED' ? statusLabel(offer.status) : 'Fuera de la convocatoria'} />
      </Box>
      <Typography variant="body2" color="text.secondary">
        Postulación {windowLabel(offer)}
      </Typography>
      <Typography sx={{ mt: 1, whiteSpace: 'pre-line' }}>{offer.rules}</Typography>
      {mine ? (
        <Alert severity="success" sx={{ mt: 2 }}>
          Se postuló con «{mine.title}».{' '}
          {mine.file && (
            <Link href={mine.file.url} target="_blank" rel="noopener">
              Ver el trabajo ({mine.file.name})
            </Link>
          )}
          {!mine.canChange && ' La convocatoria terminó: ya no se puede modificar.'}
        </Alert>
      ) : null}
      <Box sx={{ display: 'flex', gap: 1, mt: 2, flexWrap: 'wrap' }}>
        {!mine && offer.receiving && (
          <Button variant="contained" onClick={onApply}>
            Postularme
          </Button>
        )}
        {mine?.canChange && (
          <>
            <Button variant="outlined" onClick={onApply} aria-label={`Modificar mi postulación al ${offer.name}`}>
              Modificar
            </Button>
            <Button color="error" onClick={onWithdraw} aria-label={`Retirar mi postulación al ${offer.name}`}>
              Retirar
            </Button>
          </>
        )}
      </Box>
    </Paper>
  );
}

/** /dashboard/mis-inscripciones/:inscriptionId/premios: the edition's awards; the member applies, changes or withdraws. */
export function InscriptionAwardsPage() {
  const { inscriptionId = '' } = useParams();
  const { data, loading, error } = useQuery(InscriptionAwardsQuery, { variables: { inscriptionId } });
  const [editing, setEditing] = useState<Offer | null>(null);
  const [withdraw] = useMutation(DeleteAwardApplicationMutation, { refetchQueries });
  const deletion = useDeleteConfirmation<Offer>({
    describe: (o) => `su postulación al ${o.name}`,
    remove: (o) => withdraw({ variables: { id: o.myApplication!.id } }),
    detail: () => 'Se borran su postulación y el archivo. Puede volver a postularse mientras la convocatoria siga abierta.',
  });
  const result = data?.inscriptionAwards;
  return (
    <ListPage
      title="Premios"
      error={error}
      intro={
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {result ? `${result.conference.name} · ` : ''}
          <RouterLink to={paths.dashboard.myInscriptions()}>Volver a Mis inscripciones</RouterLink>
        </Typography>
      }
    >
      {!loading && result && result.awards.length === 0 && <Typography color="text.secondary">Este congreso todavía no tiene premios.</Typography>}
      {result?.awards.map((o) => <OfferCard key={o.id} offer={o} onApply={() => setEditing(o)} onWithdraw={() => deletion.request(o)} />)}
      {editing && <ApplicationDialog inscriptionId={inscriptionId} offer={editing} onClose={() => setEditing(null)} />}
      {deletion.dialog}
    </ListPage>
  );
}
