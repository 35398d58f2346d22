import { useApolloClient, useQuery } from '@apollo/client/react';
import ArrowBackOutlined from '@mui/icons-material/ArrowBackOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import type { SubmissionType } from '@portal/domain/conferences';
import { proposalStatusLabels } from '@portal/domain/proposal-status';
import { hasFullText } from '@portal/domain/proposals';
import type { ProposalFieldsFragment, ProposalSubmissionQuery as SubmissionData } from '../../../gql/graphql';
import { errorMessageOf, hasErrorCode } from '../../../shared/graphql-errors';
import { paths } from '../../../shared/paths';
import { DashboardNotFoundPage } from '../../../shared/ui/dashboard-not-found-page';
import { PageTitle } from '../../../shared/ui/page-title';
import { LinkBehavior } from '../../../shared/ui/router-link';
import { initialValues } from '../form-values';
import { ProposalQuery, ProposalSubmissionQuery } from '../operations';
import { ProposalForm } from '../proposal-form';
import { saveProposal } from '../save-proposal';
import { ADMIN_REFETCH, adminEditLabels, adminListTitles, adminNewLabels, adminSegments, kindFromItemSegment } from './admin-kinds';
import { InscriptionPicker } from './inscription-picker';

type Submission = NonNullable<SubmissionData['proposalSubmission']>;

function Frame({ title, conferenceId, kind, children }: { title: string; conferenceId: string; kind: SubmissionType; children: ReactNode }) {
  return (
    <>
      <PageTitle title={title} />
      <Button startIcon={<ArrowBackOutlined />} component={LinkBehavior} to={paths.dashboard.proposalAdminList(conferenceId, adminSegments[kind].list)} sx={{ mb: 1 }}>
        {adminListTitles[kind]}
      </Button>
      <Typography variant="h1" gutterBottom>
        {title}
      </Typography>
      {children}
    </>
  );
}

function OnBehalfOf({ person, onChange }: { person: { name: string; email: string }; onChange?: () => void }) {
  return (
    <Alert severity="info" sx={{ mb: 2, maxWidth: 900 }} action={onChange && <Button color="inherit" size="small" onClick={onChange}>Cambiar persona</Button>}>
      En nombre de <strong>{person.name}</strong> ({person.email}). Queda registrado que usted hizo el cambio.
    </Alert>
  );
}

/** …/propuestas/{conferenceId}/{kind}/nueva: choose an inscribed person, then the member's own form for them. */
export function AdminCreateProposalPage() {
  const { conferenceId = '', kind: segment } = useParams();
  const kind = kindFromItemSegment(segment);
  const [searchParams, setSearchParams] = useSearchParams();
  const inscriptionId = searchParams.get('inscripcion');
  if (!kind) return <DashboardNotFoundPage />;
  return (
    <Frame title={adminNewLabels[kind]} conferenceId={conferenceId} kind={kind}>
      {inscriptionId ? (
        <CreateFor kind={kind} conferenceId={conferenceId} inscriptionId={inscriptionId} onChangePerson={() => setSearchParams({})} />
      ) : (
        <InscriptionPicker conferenceId={conferenceId} onPick={(i) => setSearchParams({ inscripcion: i.id })} />
      )}
    </Frame>
  );
}

function CreateFor({ kind, conferenceId, inscriptionId, onChangePerson }: { kind: SubmissionType; conferenceId: string; inscriptionId: string; onChangePerson: () => void }) {
  const client = useApolloClient();
  const navigate = useNavigate();
  const { data, loading, error } = useQuery(ProposalSubmissionQuery, { variables: { inscriptionId } });
  const submission = data?.proposalSubmission;
  if (error && hasErrorCode(error, 'NOT_FOUND')) {
    return (
      <Alert severity="warning" action={<Button color="inherit" size="small" onClick={onChangePerson}>Elegir a otra persona</Button>}>
        No se encontró esa inscripción en esta edición.
      </Alert>
    );
  }
  if (error) return <Alert severity="error">{errorMessageOf(error)}</Alert>;
  if (!submission) return loading ? <CircularProgress aria-label="Cargando" /> : null;
  if (submission.inscription.conference.id !== conferenceId) return <DashboardNotFoundPage />;
  const list = paths.dashboard.proposalAdminList(conferenceId, adminSegments[kind].list);
  return (
    <>
      <OnBehalfOf person={submission.firstAuthor} onChange={onChangePerson} />
      <ProposalForm
        kind={kind}
        limits={submission.limits}
        areas={submission.areas}
        submitterEmail={submission.firstAuthor.email}
        defaultValues={initialValues(kind, submission.limits, submission.firstAuthor, null)}
        save={(values) => saveProposal(client, kind, values, { inscriptionId }, ADMIN_REFETCH)}
        success={hasFullText(kind) ? 'Se envió la propuesta. Ahora puede subir el texto completo.' : 'Se envió la propuesta.'}
        onSaved={(id) => navigate(hasFullText(kind) ? paths.dashboard.proposalAdminFile(conferenceId, adminSegments[kind].item, id) : list)}
        submitLabel="Enviar propuesta"
        cancelTo={list}
      />
    </>
  );
}

/** …/propuestas/{conferenceId}/{kind}/editar/{presentationId}: the same form with the proposal's values, in any status. */
export function AdminEditProposalPage() {
  const { conferenceId = '', kind: segment, presentationId = '' } = useParams();
  const kind = kindFromItemSegment(segment);
  const proposalQuery = useQuery(ProposalQuery, { variables: { id: presentationId }, skip: !kind, fetchPolicy: 'network-only' });
  const proposal = proposalQuery.data?.proposal;
  const submissionQuery = useQuery(ProposalSubmissionQuery, { variables: { inscriptionId: proposal?.inscriptionId ?? '' }, skip: !proposal });
  const submission = submissionQuery.data?.proposalSubmission;
  const error = proposalQuery.error ?? submissionQuery.error;
  const missing = !kind || (error && hasErrorCode(error, 'NOT_FOUND')) || (proposalQuery.data && (!proposal || proposal.kind !== kind || proposal.conference.id !== conferenceId));
  if (missing) return <DashboardNotFoundPage />;
  return (
    <Frame title={adminEditLabels[kind]} conferenceId={conferenceId} kind={kind}>
      {(!proposal || !submission) && !error && <CircularProgress aria-label="Cargando" />}
      {error && <Alert severity="error">{errorMessageOf(error)}</Alert>}
      {proposal && submission && <EditForm kind={kind} conferenceId={conferenceId} proposal={proposal} submission={submission} />}
    </Frame>
  );
}

function EditForm({ kind, conferenceId, proposal, submission }: { kind: SubmissionType; conferenceId: string; proposal: ProposalFieldsFragment; submission: Submission }) {
  const client = useApolloClient();
  const navigate = useNavigate();
  const list = paths.dashboard.proposalAdminList(conferenceId, adminSegments[kind].list);
  if (!proposal.permissions.canEdit) return <Alert severity="info">No tiene permiso para modificar «{proposal.title}».</Alert>;
  const submitter = proposal.authors.find((a) => a.isSubmitter) ?? submission.firstAuthor;
  return (
    <>
      <OnBehalfOf person={submission.firstAuthor} />
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mb: 2 }}>
        <Typography color="text.secondary">Estado: {proposalStatusLabels[proposal.status]}</Typography>
        {hasFullText(kind) && (
          <Button size="small" component={LinkBehavior} to={paths.dashboard.proposalAdminFile(conferenceId, adminSegments[kind].item, proposal.id)}>
            {proposal.file ? 'Reemplazar el texto completo' : 'Subir el texto completo'}
          </Button>
        )}
      </Box>
      <ProposalForm
        kind={kind}
        limits={submission.limits}
        areas={submission.areas}
        submitterEmail={submitter.email}
        defaultValues={initialValues(kind, submission.limits, submission.firstAuthor, proposal)}
        save={(values) => saveProposal(client, kind, values, { id: proposal.id }, ADMIN_REFETCH)}
        success="Se guardaron los cambios."
        onSaved={() => navigate(list)}
        submitLabel="Guardar cambios"
        authorStatusOf={(email) => {
          const author = proposal.authors.find((a) => a.email.toLowerCase() === email);
          if (!author) return null;
          return author.linked ? 'con cuenta en el portal' : author.invited ? 'invitación enviada' : null;
        }}
        cancelTo={list}
      />
    </>
  );
}
