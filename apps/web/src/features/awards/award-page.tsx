import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useController } from 'react-hook-form';
import { useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import OutlinedInput from '@mui/material/OutlinedInput';
import Paper from '@mui/material/Paper';
import Select from '@mui/material/Select';
import TablePagination from '@mui/material/TablePagination';
import Typography from '@mui/material/Typography';
import { awardResultLabels, awardScoreSchema, CONFLICT_LABEL, SCORE_MAX, SCORE_MIN } from '@portal/domain/awards';
import type { z } from 'zod';
import type { AwardApplicationsQuery, AwardQuery as AwardData } from '../../gql/graphql';
import { useMutationForm } from '../../shared/forms/use-mutation-form';
import { zodFormResolver } from '../../shared/forms/zod-resolver';
import { ListPage } from '../../shared/list/list-page';
import { SimpleTable } from '../../shared/list/simple-table';
import { useListParams } from '../../shared/list/use-list-params';
import { exportColumnChoices } from '@portal/domain/exports';
import { ExportMenu } from '../../shared/exports/export-menu';
import { labelDisplayedRows } from '../../shared/pagination';
import { paths } from '../../shared/paths';
import { RouterLink } from '../../shared/ui/router-link';
import { awardStateColor, awardStateLabel, meanLabel, personName, windowLabel } from './format';
import { AwardApplicationsQuery as ApplicationsQuery, AwardQuery, ExportAwardApplicationsMutation, ScoreAwardApplicationMutation } from './operations';
import { CloseAwardDialog } from './close-award-dialog';
import { EmailAddress } from '../../shared/ui/email-address';

type Award = NonNullable<AwardData['award']>;
type Application = AwardApplicationsQuery['awardApplications']['items'][number];

type AwardScoreOutput = z.output<typeof awardScoreSchema>;

const scores = Array.from({ length: SCORE_MAX - SCORE_MIN + 1 }, (_, i) => String(SCORE_MIN + i));

type ScoreValues = { score: string; comment: string };

/** A judge's score of one application: 1–10 and a comment, saved with "Guardar puntaje". */
function ScoreForm({ application, disabled }: { application: Application; disabled: boolean }) {
  const [save] = useMutation(ScoreAwardApplicationMutation, { refetchQueries: ['Award', 'AwardApplications'] });
  const { form, submit, serverError, submitting } = useMutationForm<ScoreValues, AwardScoreOutput>({
    resolver: zodFormResolver(awardScoreSchema, (v) => ({ score: v.score === '' ? undefined : Number(v.score), comment: v.comment })),
    defaultValues: { score: application.viewerScore ? String(application.viewerScore.score) : '', comment: application.viewerScore?.comment ?? '' },
    mutate: (values) => save({ variables: { applicationId: application.id, score: values.score, comment: values.comment } }),
    success: `Se guardó su puntaje de «${application.title}».`,
  });
  const score = useController({ name: 'score', control: form.control });
  const comment = useController({ name: 'comment', control: form.control });
  const id = `score-${application.id}`;
  const scoreError = score.fieldState.error?.message;
  const commentError = comment.fieldState.error?.message;
  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '140px 1fr auto' }, alignItems: 'start', mt: 2 }}>
      <FormControl size="small" error={!!scoreError}>
        <InputLabel id={`${id}-label`}>Puntaje</InputLabel>
        <Select
          labelId={`${id}-label`}
          label="Puntaje"
          name={score.field.name}
          value={score.field.value}
          onChange={score.field.onChange}
          onBlur={score.field.onBlur}
          inputRef={score.field.ref}
          disabled={disabled}
          inputProps={{ 'aria-describedby': scoreError ? `${id}-score-error` : undefined }}
        >
          {scores.map((s) => (
            <MenuItem key={s} value={s}>
              {s}
            </MenuItem>
          ))}
        </Select>
        {scoreError && <FormHelperText id={`${id}-score-error`}>{scoreError}</FormHelperText>}
      </FormControl>
      <FormControl size="small" error={!!commentError}>
        <InputLabel htmlFor={`${id}-comment`}>Comentario</InputLabel>
        <OutlinedInput
          id={`${id}-comment`}
          label="Comentario"
          name={comment.field.name}
          value={comment.field.value}
          onChange={comment.field.onChange}
          onBlur={comment.field.onBlur}
          inputRef={comment.field.ref}
          multiline
          minRows={1}
          disabled={disabled}
          aria-describedby={commentError ? `${id}-comment-error` : undefined}
        />
        {commentError && <FormHelperText id={`${id}-comment-error`}>{commentError}</FormHelperText>}
      </FormControl>
      <Button type="submit" variant="contained" loading={submitting} disabled={disabled} aria-label={`Guardar puntaje de «${application.title}»`}>
        Guardar puntaje
      </Button>
      {serverError && (
        <Typography color="error" variant="body2" role="alert" sx={{ gridColumn: '1 / -1' }}>
          {serverError}
        </Typography>
      )}
    </Box>
  );
}

function ApplicationCard({ application: a, award }: { application: Application; award: Award }) {
  return (
    <Paper variant="outlined" component="article" sx={{ p: { xs: 2, sm: 2.5 }, mb: 2 }} aria-labelledby={`app-${a.id}-title`}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'baseline', justifyContent: 'space-between' }}>
        <Typography id={`app-${a.id}-title`} variant="h3" sx={{ fontSize: '1.1rem', fontWeight: 600 }}>
          {a.title}
          {a.result && <Chip size="small" color={a.result === 'WINNER' ? 'success' : 'info'} label={awardResultLabels[a.result]} sx={{ ml: 1, verticalAlign: 'middle' }} />}
        </Typography>
        <Typography variant="body2">
          Promedio: <strong>{meanLabel(a.mean)}</strong>
          {a.mean !== null && ` (${a.countedScores} ${a.countedScores === 1 ? 'puntaje' : 'puntajes'})`}
        </Typography>
      </Box>
      <Typography variant="body2" color="text.secondary">
        {personName(a.applicant)} · <EmailAddress address={a.applicant.email} />
      </Typography>
      {a.viewerConflict && (
        <Alert severity="warning" sx={{ mt: 1 }}>
          Tiene {CONFLICT_LABEL}. Puede puntuar, pero su puntaje no cuenta en el promedio de esta postulación.
        </Alert>
      )}
      <Typography sx={{ mt: 1, whiteSpace: 'pre-line' }}>{a.summary}</Typography>
      {a.file ? (
        <Link href={a.file.url} target="_blank" rel="noopener" sx={{ display: 'inline-block', mt: 1 }}>
          Descargar el trabajo ({a.file.name})
        </Link>
      ) : (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          Sin archivo
        </Typography>
      )}
      {award.viewerIsJudge && <ScoreForm key={`${a.id}-${a.viewerScore?.score ?? ''}`} application={a} disabled={!award.permissions.canScore} />}
      {a.scores && (
        <Box sx={{ mt: 2 }}>
          <SimpleTable
            label={`Puntajes de «${a.title}»`}
            headers={[{ title: 'Juez' }, { title: 'Puntaje', align: 'right' }, { title: 'Comentario' }]}
            rows={a.scores}
            rowKey={(s) => s.judgeId}
            empty="El premio no tiene jurado."
            cells={(s) => [
              <span key="j">
                {s.name}
                {s.conflict && <Chip size="small" color="warning" variant="outlined" label={`${CONFLICT_LABEL} (no cuenta)`} sx={{ ml: 1 }} />}
              </span>,
              s.score ?? 'Sin puntaje',
              s.comment || '—',
            ]}
          />
        </Box>
      )}
    </Paper>
  );
}

function Ranking({ award }: { award: Award }) {
  if (!award.ranking) {
    return (
      <Alert severity="info" sx={{ mb: 3 }}>
        El ranking aparece cuando haya puntuado todas las postulaciones: le {award.viewerPending === 1 ? 'falta 1' : `faltan ${award.viewerPending}`}.
      </Alert>
    );
  }
  return (
    <Box component="section" aria-labelledby="ranking-title" sx={{ mb: 3 }}>
      <Typography id="ranking-title" variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
        Ranking por promedio
      </Typography>
      <SimpleTable
        label="Ranking por promedio"
        headers={[{ title: 'Posición', align: 'right' }, { title: 'Trabajo' }, { title: 'Postulante' }, { title: 'Promedio', align: 'right' }, { title: 'Resultado' }]}
        rows={award.ranking}
        rowKey={(r) => r.application.id}
        empty="Todavía no hay postulaciones."
        cells={(r) => [`${r.position}.º`, r.application.title, personName(r.application.applicant), meanLabel(r.application.mean), r.application.result ? awardResultLabels[r.application.result] : '—']}
      />
    </Box>
  );
}

/**
 * /dashboard/premios/:conferenceId/premio/:premioId: a judge scores the award's applications and
 * sees the ranking once they scored all; ADMIN_CONGRESO sees every judge's score and closes it.
 */
export function AwardPage() {
  const { conferenceId = '', premioId = '' } = useParams();
  const { params, update, variables } = useListParams({ sort: 'createdAt', direction: 'ASC' });
  const awardQuery = useQuery(AwardQuery, { variables: { id: premioId } });
  const list = useQuery(ApplicationsQuery, { variables: { awardId: premioId, ...variables } });
  const [exportApplications] = useMutation(ExportAwardApplicationsMutation);
  const [confirming, setConfirming] = useState(false);
  const award = awardQuery.data?.award;
  const page = (list.data ?? list.previousData)?.awardApplications;

  return (
    <ListPage
      title={award?.name ?? 'Premio'}
      error={awardQuery.error ?? list.error}
      search={{ label: 'Buscar por título o postulante', params, update }}
      actions={
        award?.permissions.canClose || award?.permissions.seesAllScores ? (
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'flex-start' }}>
            {award.permissions.seesAllScores && (
              <ExportMenu
                progressLabel="Exportando las postulaciones"
                columns={exportColumnChoices.awardApplications}
                onExport={async (format, columns) =>
                  (await exportApplications({ variables: { format, columns, awardId: premioId, search: variables.search, sort: variables.sort, direction: variables.direction } })).data
                    ?.exportAwardApplications
                }
              />
            )}
            {award.permissions.canClose && (
              <Button variant="outlined" color="error" onClick={() => setConfirming(true)}>
                Cerrar premio
              </Button>
            )}
          </Box>
        ) : undefined
      }
      intro={
        award && (
          <Box sx={{ mb: 2 }}>
            <Typography color="text.secondary">
              <RouterLink to={paths.dashboard.awards(conferenceId)}>{award.conference.name}</RouterLink> · Convocatoria {windowLabel(award)} ·{' '}
              <Chip size="small" variant="outlined" color={awardStateColor(award)} label={awardStateLabel(award)} />
            </Typography>
            <Typography variant="body2" sx={{ mt: 1, whiteSpace: 'pre-line' }}>
              {award.rules}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              Jurado: {award.judges.length ? award.judges.map(personName).join(', ') : 'sin jueces'}
            </Typography>
            {award.status === 'CLOSED' && (
              <Alert severity="info" sx={{ mt: 2 }}>
                El premio está cerrado: no recibe más postulaciones ni puntajes.
              </Alert>
            )}
          </Box>
        )
      }
    >
      {award && <Ranking award={award} />}
      <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
        Postulaciones
      </Typography>
      {page && page.items.length === 0 && (
        <Typography color="text.secondary">{params.search ? 'Ninguna postulación coincide con la búsqueda.' : 'Todavía no hay postulaciones a este premio.'}</Typography>
      )}
      {award && page?.items.map((a) => <ApplicationCard key={a.id} application={a} award={award} />)}
      {page && page.total > 0 && (
        <TablePagination
          component="div"
          count={page.total}
          page={params.page}
          rowsPerPage={params.pageSize}
          rowsPerPageOptions={[10, 25, 50, 100]}
          onPageChange={(_e, p) => update({ page: p })}
          onRowsPerPageChange={(e) => update({ pageSize: Number(e.target.value), page: 0 })}
          labelRowsPerPage="Filas por página:"
          labelDisplayedRows={labelDisplayedRows}
        />
      )}
      <CloseAwardDialog award={confirming && award ? award : null} onClose={() => setConfirming(false)} />
    </ListPage>
  );
}
