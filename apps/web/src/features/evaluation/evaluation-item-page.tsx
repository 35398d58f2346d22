import { useMutation, useQuery } from '@apollo/client/react';
import ArrowBackOutlined from '@mui/icons-material/ArrowBackOutlined';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import HighlightOffOutlined from '@mui/icons-material/HighlightOffOutlined';
import ReplayOutlined from '@mui/icons-material/ReplayOutlined';
import SwapHorizOutlined from '@mui/icons-material/SwapHorizOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router';
import { formatDateTime } from '@portal/domain/dates';
import { conflictReasonLabels, kindOfEvaluationSlug, reassignSchema, reopenSchema, voteSchema, type Reopen, type Vote } from '@portal/domain/evaluation';
import { proposalKindLabels, proposalStatusLabels } from '@portal/domain/proposal-status';
import type { EvaluationItemQuery as ItemData } from '../../gql/graphql';
import { FormDialog } from '../../shared/forms/form-dialog';
import { SelectField } from '../../shared/forms/select-field';
import { TextInputField } from '../../shared/forms/text-field';
import { useMutationForm } from '../../shared/forms/use-mutation-form';
import { zodFormResolver } from '../../shared/forms/zod-resolver';
import { conflictReasonOf, errorMessageOf, hasErrorCode } from '../../shared/graphql-errors';
import { paths } from '../../shared/paths';
import { DashboardNotFoundPage } from '../../shared/ui/dashboard-not-found-page';
import { PageTitle } from '../../shared/ui/page-title';
import { LinkBehavior } from '../../shared/ui/router-link';
import { EvaluationItemQuery, ReopenPresentationMutation, VotePresentationMutation } from './operations';

type Item = NonNullable<ItemData['evaluationItem']>;
type Proposal = Item['proposal'];
type Dialog = 'APPROVE' | 'REJECT' | 'REASSIGN' | 'REOPEN' | null;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" sx={{ p: { xs: 2, sm: 3 }, mb: 2 }}>
      <Typography variant="h2" sx={{ fontSize: '1.15rem', mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ mb: 1.5 }}>
      <Typography component="h3" variant="subtitle2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="div" sx={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
        {children}
      </Typography>
    </Box>
  );
}

const person = (p: { name: string; email?: string | null }) => (p.email ? `${p.name} (${p.email})` : p.name);

/** The fields of each kind (a paper has none beyond the common ones). */
function KindDetails({ details }: { details: Proposal['details'] }) {
  if (!details) return null;
  switch (details.__typename) {
    case 'StudentPaperDetails':
      return (
        <>
          <Field label="Carrera">{details.studentCareer}</Field>
          <Field label="Institución">{details.studentInstitution}</Field>
        </>
      );
    case 'ClosedPanelDetails':
      return (
        <>
          <Field label="Fundamentación">{details.rationale}</Field>
          <Field label="Coordinador/a del panel">{person(details.chair)}</Field>
          <Field label="Comentarista">{person(details.commentator)}</Field>
          <Field label="Ponencias del panel">
            <Box component="ol" sx={{ m: 0, pl: 3 }}>
              {details.papers.map((paper, i) => (
                <li key={i}>
                  <strong>{paper.title}</strong> — {paper.authors.map(person).join(', ')}
                  <Box component="span" sx={{ display: 'block', color: 'text.secondary' }}>
                    {paper.abstract}
                  </Box>
                </li>
              ))}
            </Box>
          </Field>
        </>
      );
    case 'ResearchGroupDetails':
      return (
        <>
          <Field label="Grupo">{details.groupName}</Field>
          <Field label="Institución">{details.institution}</Field>
          <Field label="Director/a">{details.director}</Field>
          <Field label="Integrantes">{details.members.join(', ')}</Field>
        </>
      );
    case 'BookDetails':
      return (
        <>
          <Field label="Autores del libro">{details.bookAuthors}</Field>
          <Field label="Editorial">{details.publisher}</Field>
          <Field label="Año">{details.year}</Field>
          <Field label="ISBN">{details.isbn ?? '—'}</Field>
          <Field label="Presentadores">{details.presenters}</Field>
        </>
      );
    default:
      return null;
  }
}

type VoteForm = { decision: 'APPROVE' | 'REJECT'; comment: string };
/**
 * Runs a decision; when someone else decided first (CONFLICT PROPOSAL_DECIDED) the item is read
 * again behind the dialog, which shows the server's message (who decided what, and when).
 */
async function deciding<T>(run: () => Promise<T>, onStale: () => void): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (conflictReasonOf(error) === 'PROPOSAL_DECIDED') onStale();
    throw error;
  }
}

function VoteDialog({ item, decision, onClose, onDone, onStale }: { item: Item; decision: 'APPROVE' | 'REJECT'; onClose: () => void; onDone: () => void; onStale: () => void }) {
  const [vote] = useMutation(VotePresentationMutation);
  const { form, submit, serverError, submitting } = useMutationForm<VoteForm, Vote>({
    resolver: zodFormResolver(voteSchema),
    defaultValues: { decision, comment: '' },
    mutate: (values) => deciding(() => vote({ variables: { presentationId: item.proposal.id, type: item.proposal.kind, vote: { decision: values.decision, comment: values.comment } } }), onStale),
    success: decision === 'APPROVE' ? 'Propuesta aprobada. Se avisó a los autores por correo.' : 'Propuesta rechazada. Se avisó a los autores por correo.',
    onSuccess: onDone,
  });
  return (
    <FormDialog
      title={decision === 'APPROVE' ? 'Aprobar la propuesta' : 'Rechazar la propuesta'}
      submitLabel={decision === 'APPROVE' ? 'Aprobar' : 'Rechazar'}
      serverError={serverError}
      submitting={submitting}
      onSubmit={submit}
      onClose={onClose}
    >
      <Typography sx={{ mb: 1 }}>«{item.proposal.title}». Los autores reciben la decisión y el comentario por correo.</Typography>
      <TextInputField
        name="comment"
        control={form.control}
        label={decision === 'REJECT' ? 'Motivo del rechazo' : 'Comentario (opcional)'}
        required={decision === 'REJECT'}
        rows={4}
        autoFocus
      />
    </FormDialog>
  );
}

function ReassignDialog({ item, onClose, onDone, onStale }: { item: Item; onClose: () => void; onDone: () => void; onStale: () => void }) {
  const [vote] = useMutation(VotePresentationMutation);
  const options = item.areas.filter((a) => a.id !== item.proposal.thematicArea.id).map((a) => ({ value: a.id, label: a.name }));
  const { form, submit, serverError, submitting } = useMutationForm<{ reAsign: string; comment: string }, { reAsign: string; comment: string | null }, Awaited<ReturnType<typeof vote>>>({
    resolver: zodFormResolver(reassignSchema),
    defaultValues: { reAsign: '', comment: '' },
    mutate: (values) => deciding(() => vote({ variables: { presentationId: item.proposal.id, type: item.proposal.kind, reAsign: values.reAsign, comment: values.comment } }), onStale),
    success: (result) => `Propuesta reasignada al área «${result.data?.votePresentation.toArea ?? ''}».`,
    onSuccess: onDone,
  });
  return (
    <FormDialog title="Reasignar a otra área temática" submitLabel="Reasignar" serverError={serverError} submitting={submitting} onSubmit={submit} onClose={onClose}>
      <Typography>La coordinación del área elegida evaluará «{item.proposal.title}». Se avisa a los autores por correo, con el comentario si lo escribe.</Typography>
      <SelectField name="reAsign" control={form.control} label="Área temática" required options={options} />
      <TextInputField name="comment" control={form.control} label="Comentario para los autores (opcional)" rows={3} />
    </FormDialog>
  );
}

type ReopenForm = { comment: string };
function ReopenDialog({ item, onClose, onDone }: { item: Item; onClose: () => void; onDone: () => void }) {
  const [reopen] = useMutation(ReopenPresentationMutation);
  const { form, submit, serverError, submitting } = useMutationForm<ReopenForm, Reopen>({
    resolver: zodFormResolver(reopenSchema),
    defaultValues: { comment: '' },
    mutate: (values) => reopen({ variables: { presentationId: item.proposal.id, comment: values.comment } }),
    success: 'La evaluación se reabrió: la propuesta vuelve a estar pendiente.',
    onSuccess: onDone,
  });
  return (
    <FormDialog title="Reabrir la evaluación" submitLabel="Reabrir" serverError={serverError} submitting={submitting} onSubmit={submit} onClose={onClose}>
      <Typography sx={{ mb: 1 }}>
        «{item.proposal.title}» está {proposalStatusLabels[item.proposal.status]}. Al reabrirla vuelve a PENDIENTE y se avisa a los autores.
      </Typography>
      <TextInputField name="comment" control={form.control} label="Comentario (opcional)" rows={3} />
    </FormDialog>
  );
}

/** /dashboard/evaluacion/{conferenceId}/{kind}/{presentationId}: the whole item, its history and the decisions. */
export function EvaluationItemPage() {
  const { conferenceId = '', kind: slug = '', presentationId = '' } = useParams();
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<Dialog>(null);
  const { data, loading, error, refetch } = useQuery(EvaluationItemQuery, { variables: { presentationId }, fetchPolicy: 'cache-and-network' });
  const item = data?.evaluationItem;
  const kind = kindOfEvaluationSlug(slug);
  const back = paths.dashboard.evaluation(conferenceId, slug);

  if (!kind || (error && hasErrorCode(error, 'NOT_FOUND'))) return <DashboardNotFoundPage />;
  if (error && !item) {
    return (
      <>
        <PageTitle title="Evaluación" />
        <Button startIcon={<ArrowBackOutlined />} component={LinkBehavior} to={back} sx={{ mb: 2 }}>
          Volver a la lista
        </Button>
        <Typography variant="h1" gutterBottom>
          Evaluación
        </Typography>
        <Alert severity={hasErrorCode(error, 'FORBIDDEN') ? 'warning' : 'error'}>{errorMessageOf(error)}</Alert>
      </>
    );
  }
  if (!item) return loading ? <Typography>Cargando…</Typography> : <DashboardNotFoundPage />;
  const p = item.proposal;
  if (String(p.conference.id) !== conferenceId || p.kind !== kind) return <DashboardNotFoundPage />;

  const done = () => {
    setDialog(null);
    navigate(back);
  };
  const reopened = () => {
    setDialog(null);
    void refetch();
  };

  return (
    <>
      <PageTitle title={p.title} />
      <Button startIcon={<ArrowBackOutlined />} component={LinkBehavior} to={back} sx={{ mb: 2 }}>
        Volver a la lista
      </Button>
      <Typography variant="h1" sx={{ overflowWrap: 'anywhere' }}>
        {p.title}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, my: 2 }}>
        <Chip label={proposalKindLabels[p.kind]} size="small" />
        <Chip label={`Área: ${p.thematicArea.name}`} size="small" variant="outlined" />
        <Chip label={proposalStatusLabels[p.status]} size="small" color={p.status === 'REJECTED' ? 'error' : p.status === 'PENDING' ? 'default' : 'success'} variant="outlined" />
        <Chip label={p.conference.name} size="small" variant="outlined" />
      </Box>
      {item.routedToAdmin.length > 0 && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          Derivada a la administración del congreso por conflicto de interés: {item.routedToAdmin.map((r) => `${r.coordinator} ${conflictReasonLabels[r.reason]}`).join('; ')}.
        </Alert>
      )}

      {(item.permissions.canVote || item.permissions.canReassign || item.permissions.canReopen) && (
        <Paper variant="outlined" component="section" aria-labelledby="acciones" sx={{ p: { xs: 2, sm: 3 }, mb: 2 }}>
          <Typography id="acciones" variant="h2" sx={{ fontSize: '1.15rem', mb: 1.5 }}>
            Decisión
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            {item.permissions.canVote && (
              <>
                <Button variant="contained" color="success" startIcon={<CheckCircleOutlined />} onClick={() => setDialog('APPROVE')}>
                  Aprobar
                </Button>
                <Button variant="contained" color="error" startIcon={<HighlightOffOutlined />} onClick={() => setDialog('REJECT')}>
                  Rechazar
                </Button>
              </>
            )}
            {item.permissions.canReassign && (
              <Button variant="outlined" startIcon={<SwapHorizOutlined />} onClick={() => setDialog('REASSIGN')}>
                Reasignar área
              </Button>
            )}
            {item.permissions.canReopen && (
              <Button variant="outlined" startIcon={<ReplayOutlined />} onClick={() => setDialog('REOPEN')}>
                Reabrir evaluación
              </Button>
            )}
          </Box>
        </Paper>
      )}

      <Section title="Propuesta">
        <Field label={p.kind === 'LIBRO' ? 'Sinopsis' : 'Resumen'}>{p.abstract}</Field>
        <Field label="Palabras clave">{p.keywords.join(', ')}</Field>
        <KindDetails details={p.details} />
        <Field label="Texto completo">
          {p.file ? (
            <Link href={p.file.url} target="_blank" rel="noopener" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
              <DownloadOutlined fontSize="small" />
              Descargar «{p.file.name}»
            </Link>
          ) : p.kind === 'LIBRO' ? (
            'Los libros no llevan texto completo.'
          ) : (
            'Todavía no se subió.'
          )}
        </Field>
        <Field label="Enviada">{formatDateTime(p.createdAt)}</Field>
      </Section>

      <Section title="Autores">
        <Box component="ol" sx={{ m: 0, pl: 3 }}>
          {item.authors.map((a) => (
            <Box component="li" key={a.email} sx={{ mb: 1 }}>
              <strong>{a.name}</strong> ({a.email}){!a.linked && ' · sin cuenta en el portal'}
              <Box component="span" sx={{ display: 'block', color: 'text.secondary' }}>
                {a.institutions.length ? a.institutions.join(' · ') : 'Sin institución registrada'}
              </Box>
            </Box>
          ))}
        </Box>
      </Section>

      <Section title="Historial de decisiones">
        {item.decisions.length === 0 ? (
          <Typography color="text.secondary">Todavía no hubo decisiones sobre esta propuesta.</Typography>
        ) : (
          <Box component="ol" sx={{ m: 0, pl: 0, listStyle: 'none' }}>
            {item.decisions.map((d, i) => (
              <Box component="li" key={d.id}>
                {i > 0 && <Divider sx={{ my: 1.5 }} />}
                <Typography>
                  <strong>{d.label}</strong>
                  {d.toArea ? ` (de «${d.fromArea ?? ''}» a «${d.toArea}»)` : ''} — {d.actorName ?? 'el sistema'}, {formatDateTime(d.createdAt)}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {proposalStatusLabels[d.fromStatus]} → {proposalStatusLabels[d.toStatus]}
                </Typography>
                {d.comment && <Typography sx={{ mt: 0.5, whiteSpace: 'pre-line' }}>«{d.comment}»</Typography>}
              </Box>
            ))}
          </Box>
        )}
      </Section>

      {(dialog === 'APPROVE' || dialog === 'REJECT') && <VoteDialog item={item} decision={dialog} onClose={() => setDialog(null)} onDone={done} onStale={() => void refetch()} />}
      {dialog === 'REASSIGN' && <ReassignDialog item={item} onClose={() => setDialog(null)} onDone={done} onStale={() => void refetch()} />}
      {dialog === 'REOPEN' && <ReopenDialog item={item} onClose={() => setDialog(null)} onDone={reopened} />}
    </>
  );
}
