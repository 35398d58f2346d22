import { useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { plural } from '@portal/domain/plural';
import { releaseSchema } from '@portal/domain/schedule';
import { FormDialog } from '../../shared/forms/form-dialog';
import { TextInputField } from '../../shared/forms/text-field';
import { useMutationForm } from '../../shared/forms/use-mutation-form';
import { zodFormResolver } from '../../shared/forms/zod-resolver';
import { errorMessageOf } from '../../shared/graphql-errors';
import { ChangeList } from './change-list';
import { PublishScheduleMutation, SchedulePendingChangesQuery } from './operations';

type Form = { note: string };
type Out = ReturnType<typeof releaseSchema.parse>;

/**
 * «Publicar versión»: the changes since the last version (asked when the dialog opens) and an
 * optional note; the working copy becomes the next version and each person whose sessions changed
 * is e-mailed.
 */
export function PublishDialog({ conferenceId, onClose, onPublished }: { conferenceId: string; onClose: () => void; onPublished: (version: number) => void }) {
  const pending = useQuery(SchedulePendingChangesQuery, { variables: { conferenceId }, fetchPolicy: 'network-only' });
  const [publish] = useMutation(PublishScheduleMutation, {
    refetchQueries: ['ScheduleReleases'],
    update: (cache, { data }) => {
      const release = data?.publishSchedule;
      if (!release) return;
      // The grid's version line; the list of pending changes is asked again whenever shown.
      cache.modify({ id: cache.identify({ __typename: 'ScheduleGrid', id: conferenceId }), fields: { lastVersion: () => release.version, lastReleasedAt: () => release.releasedAt } });
    },
  });
  const { form, submit, serverError, submitting } = useMutationForm<Form, Out, number>({
    resolver: zodFormResolver<Form, Out>(releaseSchema),
    defaultValues: { note: '' },
    mutate: async (v) => {
      const { data } = await publish({ variables: { conferenceId, note: v.note } });
      return data!.publishSchedule.version;
    },
    onSuccess: (version) => {
      onPublished(version);
      onClose();
    },
  });
  const grid = pending.data?.scheduleGrid;
  const changes = grid?.pendingChanges ?? [];
  return (
    <FormDialog title="Publicar versión" submitLabel={grid ? `Publicar la versión ${(grid.lastVersion ?? 0) + 1}` : 'Publicar'} serverError={serverError} submitting={submitting} submitDisabled={!grid || changes.length === 0} onSubmit={(e) => void submit(e)} onClose={onClose} maxWidth="md">
      {pending.loading && !grid && <CircularProgress aria-label="Cargando los cambios" />}
      {pending.error && <Alert severity="error">{errorMessageOf(pending.error)}</Alert>}
      {grid && (
        <>
          <Typography sx={{ mb: 1 }}>
            {grid.lastVersion ? `Cambios desde la versión ${grid.lastVersion}` : 'Primera versión del cronograma'}: {plural(changes.length, 'sesión', 'sesiones')}. Cada persona cuyas sesiones cambian recibe un correo con el detalle y un archivo de calendario.
          </Typography>
          {changes.length === 0 ? <Alert severity="info">No hay cambios desde la última versión publicada: no hay nada que publicar.</Alert> : <ChangeList changes={changes} label="Cambios a publicar" />}
          {changes.length > 0 && <TextInputField control={form.control} name="note" label="Nota de la versión (opcional)" rows={2} />}
        </>
      )}
    </FormDialog>
  );
}
