import { useApolloClient, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useNavigate, useParams } from 'react-router';
import { submissionTypeLabels, type SubmissionType } from '@portal/domain/conferences';
import { fileKinds, hasFullText } from '@portal/domain/proposals';
import type { ProposalFieldsFragment, ProposalSubmissionQuery as SubmissionData } from '../../gql/graphql';
import { errorMessageOf, hasErrorCode } from '../../shared/graphql-errors';
import { paths } from '../../shared/paths';
import { DashboardNotFoundPage } from '../../shared/ui/dashboard-not-found-page';
import { initialValues } from './form-values';
import { closedReason, kindFromCreateSegment } from './kinds';
import { ProposalQuery, ProposalSubmissionQuery } from './operations';
import { ProposalForm } from './proposal-form';
import { saveProposal } from './save-proposal';
import { MyProposalsHeading } from './my-proposals-heading';

type Submission = NonNullable<SubmissionData['proposalSubmission']>;

const article: Record<SubmissionType, string> = {
  PRESENTACION: 'Nueva ponencia',
  MESA_ESTUDIANTE: 'Nueva ponencia de estudiante',
  PANEL_CERRADO: 'Nuevo panel cerrado',
  GRUPO_INVESTIGACION: 'Nuevo grupo de investigación',
  LIBRO: 'Nueva presentación de libro',
};

function Frame({ title, inscriptionId, subtitle, children }: { title: string; inscriptionId: string; subtitle?: string; children: React.ReactNode }) {
  return (
    <>
      <MyProposalsHeading inscriptionId={inscriptionId} title={title} />
      {subtitle && (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {subtitle}
        </Typography>
      )}
      {children}
    </>
  );
}

function useSubmission(inscriptionId: string) {
  return useQuery(ProposalSubmissionQuery, { variables: { inscriptionId }, fetchPolicy: 'cache-and-network' });
}

/** …/nueva-postulacion/{kind}: the kind's form while its window is open. */
export function CreateProposalPage() {
  const { inscriptionId = '', kind: segment } = useParams();
  const kind = kindFromCreateSegment(segment);
  const { data, loading, error } = useSubmission(inscriptionId);
  if (!kind || (error && hasErrorCode(error, 'NOT_FOUND'))) return <DashboardNotFoundPage />;
  const submission = data?.proposalSubmission;
  const title = article[kind];
  return (
    <Frame title={title} inscriptionId={inscriptionId} subtitle={submission?.inscription.conference.name}>
      {!submission && loading && <CircularProgress aria-label="Cargando" />}
      {error && <Alert severity="error">{errorMessageOf(error)}</Alert>}
      {submission && <CreateForm kind={kind} inscriptionId={inscriptionId} submission={submission} />}
    </Frame>
  );
}

function CreateForm({ kind, inscriptionId, submission }: { kind: SubmissionType; inscriptionId: string; submission: Submission }) {
  const client = useApolloClient();
  const navigate = useNavigate();
  const window = submission.windows.find((w) => w.type === kind);
  if (!window?.open) {
    return (
      <Alert severity="info" sx={{ maxWidth: 720 }}>
        La presentación de propuestas de tipo «{submissionTypeLabels[kind]}» está cerrada: {closedReason(window)}
      </Alert>
    );
  }
  return (
    <ProposalForm
      kind={kind}
      limits={submission.limits}
      areas={submission.areas}
      submitterEmail={submission.firstAuthor.email}
      defaultValues={initialValues(kind, submission.limits, submission.firstAuthor, null)}
      save={(data) => saveProposal(client, kind, data, { inscriptionId })}
      success={hasFullText(kind) ? 'Se envió la postulación. Ahora puede subir el texto completo.' : 'Se envió la postulación.'}
      onSaved={(id) => navigate(hasFullText(kind) ? paths.dashboard.proposalFile(inscriptionId, id, fileKinds[kind]) : paths.dashboard.myProposals(inscriptionId))}
      submitLabel="Enviar postulación"
      cancelTo={paths.dashboard.myProposals(inscriptionId)}
    />
  );
}

const editTitles: Record<SubmissionType, string> = {
  PRESENTACION: 'Editar ponencia',
  MESA_ESTUDIANTE: 'Editar ponencia de estudiante',
  PANEL_CERRADO: 'Editar panel cerrado',
  GRUPO_INVESTIGACION: 'Editar grupo de investigación',
  LIBRO: 'Editar presentación de libro',
};

/** …/editar-{kind}/{presentationId}: the same form with the proposal's values, while the server allows editing. */
export function EditProposalPage({ kind }: { kind: SubmissionType }) {
  const { inscriptionId = '', presentationId = '' } = useParams();
  const proposalQuery = useQuery(ProposalQuery, { variables: { id: presentationId }, fetchPolicy: 'network-only' });
  const submissionQuery = useSubmission(inscriptionId);
  const proposal = proposalQuery.data?.proposal;
  const submission = submissionQuery.data?.proposalSubmission;
  const error = proposalQuery.error ?? submissionQuery.error;
  const missing = (error && hasErrorCode(error, 'NOT_FOUND')) || (proposalQuery.data && (!proposal || proposal.kind !== kind || proposal.inscriptionId !== inscriptionId));
  if (missing) return <DashboardNotFoundPage />;
  const title = editTitles[kind];
  return (
    <Frame title={title} inscriptionId={inscriptionId} subtitle={submission?.inscription.conference.name}>
      {(!proposal || !submission) && !error && <CircularProgress aria-label="Cargando" />}
      {error && <Alert severity="error">{errorMessageOf(error)}</Alert>}
      {proposal && submission && <EditForm kind={kind} inscriptionId={inscriptionId} proposal={proposal} submission={submission} />}
    </Frame>
  );
}

function EditForm({ kind, inscriptionId, proposal, submission }: { kind: SubmissionType; inscriptionId: string; proposal: ProposalFieldsFragment; submission: Submission }) {
  const client = useApolloClient();
  const navigate = useNavigate();
  if (!proposal.permissions.canEdit) {
    return (
      <Alert severity="info" sx={{ maxWidth: 720 }}>
        «{proposal.title}» ya no se puede modificar:{' '}
        {proposal.viewerRole === 'COAUTHOR'
          ? 'solo quien la presentó puede cambiarla.'
          : proposal.status !== 'PENDING'
            ? 'ya fue evaluada.'
            : `el período de presentación está cerrado: ${closedReason(submission.windows.find((w) => w.type === kind))}`}
      </Alert>
    );
  }
  const submitter = proposal.authors.find((a) => a.isSubmitter) ?? submission.firstAuthor;
  return (
    <ProposalForm
      kind={kind}
      limits={submission.limits}
      areas={submission.areas}
      submitterEmail={submitter.email}
      defaultValues={initialValues(kind, submission.limits, submission.firstAuthor, proposal)}
      save={(data) => saveProposal(client, kind, data, { id: proposal.id })}
      success="Se guardaron los cambios."
      onSaved={() => navigate(paths.dashboard.myProposals(inscriptionId))}
      submitLabel="Guardar cambios"
      authorStatusOf={(email) => {
        const author = proposal.authors.find((a) => a.email.toLowerCase() === email);
        if (!author) return null;
        // To the submitter, another author reads as linked only once that person accepted being co-author.
        return author.linked ? 'aceptó la coautoría' : author.invited ? 'invitación enviada' : null;
      }}
      cancelTo={paths.dashboard.myProposals(inscriptionId)}
    />
  );
}
