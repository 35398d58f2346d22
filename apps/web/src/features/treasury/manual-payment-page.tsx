import { useMutation, useQuery } from '@apollo/client/react';
import ArrowBackOutlined from '@mui/icons-material/ArrowBackOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { useParams } from 'react-router';
import { formatDateTime, formatDay } from '@portal/domain/dates';
import { isImageType } from '@portal/domain/files';
import { formatCents } from '@portal/domain/money';
import { decideManualPaymentInput, paymentChannelLabels, paymentMethodLabels, type ManualDecision } from '@portal/domain/payments';
import type { ManualPaymentDetailFieldsFragment as Payment } from '../../gql/graphql';
import { errorMessageOf, fieldErrorsOf, hasErrorCode } from '../../shared/graphql-errors';
import { SimpleTable } from '../../shared/list/simple-table';
import { notify } from '../../shared/notify';
import { paths } from '../../shared/paths';
import { accessAllows } from '../../shared/session/route-access';
import { useSession } from '../../shared/session/session-context';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog';
import { DashboardNotFoundPage } from '../../shared/ui/dashboard-not-found-page';
import { PageTitle } from '../../shared/ui/page-title';
import { LinkBehavior, RouterLink } from '../../shared/ui/router-link';
import { DecideManualPaymentMutation, ManualPaymentQuery } from './manual-operations';
import { Money } from '../../shared/ui/money';
import { PaymentStatusChip } from '../../shared/ui/payment-status-chip';

const TITLE = 'Evaluar pago';

/** /dashboard/pagos/manuales/{id}: a manual payment with its receipt; approve or reject it with a note. */
export function ManualPaymentPage() {
  const { id = '' } = useParams();
  const { data, loading, error, refetch } = useQuery(ManualPaymentQuery, { variables: { id }, fetchPolicy: 'cache-and-network' });
  const payment = data?.manualPayment;
  if (error && (hasErrorCode(error, 'NOT_FOUND') || hasErrorCode(error, 'BAD_USER_INPUT'))) return <DashboardNotFoundPage />;
  return (
    <>
      <PageTitle title={TITLE} />
      <Button startIcon={<ArrowBackOutlined />} component={LinkBehavior} to={paths.dashboard.manualPayments()} sx={{ mb: 1 }}>
        Pagos manuales
      </Button>
      <Typography variant="h1" gutterBottom>
        {TITLE}
      </Typography>
      {loading && !payment && <CircularProgress aria-label="Cargando" />}
      {error && !payment && <Alert severity="error">{errorMessageOf(error)}</Alert>}
      {payment && (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 3fr) minmax(0, 2fr)' }, alignItems: 'start' }}>
          <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
            <Summary payment={payment} />
            <ReceiptSection payment={payment} />
          </Box>
          <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
            <DecisionSection payment={payment} onConflict={() => void refetch()} />
            <History payment={payment} />
          </Box>
        </Box>
      )}
    </>
  );
}

function Section({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <Paper component="section" variant="outlined" aria-labelledby={id} sx={{ p: { xs: 2, sm: 3 }, minWidth: 0 }}>
      <Typography variant="h2" id={id} sx={{ fontSize: '1.25rem', mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

/** The person's name, a link to their user page only when the active role may open it (Tesorería may not). */
function PersonName({ person }: { person: Payment['person'] }) {
  const { activeRole } = useSession();
  const name = `${person.firstName} ${person.lastName}`;
  const userPage = paths.dashboard.user;
  return userPage.access && accessAllows(userPage.access, activeRole, {}) ? <RouterLink to={userPage(person.id)}>{name}</RouterLink> : <>{name}</>;
}

function Summary({ payment: p }: { payment: Payment }) {
  const differs = p.reportedAmountCents !== null && p.reportedAmountCents !== undefined && p.reportedAmountCents !== p.amountCents;
  return (
    <Section title="Pago" id="payment-heading">
      <Box component="dl" sx={{ m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <Fact label="Persona">
          <PersonName person={p.person} />
          <br />
          {p.person.email} · DNI {p.person.document}
        </Fact>
        <Fact label="Estado">
          <PaymentStatusChip status={p.status} />
          {p.receiptNumber && ` Comprobante N.º ${p.receiptNumber}`}
        </Fact>
        <Fact label={differs ? 'Importe informado por el socio' : 'Importe'}>
          <strong>
            <Money cents={differs ? p.reportedAmountCents! : p.amountCents} />
          </strong>
        </Fact>
        <Fact label="Medio y fecha de pago">
          {paymentMethodLabels[p.method]}
          {p.informedDay ? `, el ${formatDay(p.informedDay)}` : ''}
        </Fact>
        <Fact label="Código de referencia del socio">
          <Box component="span" sx={{ fontFamily: 'monospace', fontWeight: 700 }}>
            {p.transferReference}
          </Box>
        </Fact>
        <Fact label="Origen">{paymentChannelLabels[p.channel]}</Fact>
      </Box>
      {differs && (
        <Alert severity="warning" sx={{ mt: 2 }}>
          El socio informó {formatCents(p.reportedAmountCents!)}, pero los cargos elegidos suman {formatCents(p.amountCents)} (diferencia de{' '}
          {formatCents(Math.abs(p.reportedAmountCents! - p.amountCents))}). Al aprobar, el pago cubre los cargos por lo que adeudan; verifique el importe en el comprobante o en el banco.
        </Alert>
      )}
      <Typography variant="h3" sx={{ fontSize: '1rem', fontWeight: 600, mt: 3, mb: 1 }}>
        Cargos que cubre
      </Typography>
      <SimpleTable
        label="Cargos que cubre"
        headers={[{ title: 'Concepto' }, { title: 'Importe', align: 'right' }]}
        rows={p.charges}
        rowKey={(c) => c.chargeId}
        cells={(c) => [c.description, <Money key="m" cents={c.amountCents} />]}
        empty="Sin cargos."
      />
      {p.note && (
        <Box sx={{ mt: 2 }}>
          <Typography variant="body2" color="text.secondary">
            {p.channel === 'REPORTED' ? 'Nota del socio' : 'Nota de Tesorería'}
          </Typography>
          <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{p.note}</Typography>
        </Box>
      )}
    </Section>
  );
}

function ReceiptSection({ payment: p }: { payment: Payment }) {
  const file = p.receiptFile;
  return (
    <Section title="Comprobante del socio" id="receipt-heading">
      {!file && <Typography>Este pago no tiene un comprobante adjunto.</Typography>}
      {file && isImageType(file.contentType) && (
        <Box
          component="img"
          src={file.url}
          alt={`Comprobante de pago de ${p.person.firstName} ${p.person.lastName}`}
          sx={{ display: 'block', maxWidth: '100%', maxHeight: 720, objectFit: 'contain', border: 1, borderColor: 'divider', borderRadius: 1, mb: 1 }}
        />
      )}
      {file && (
        <Typography sx={{ overflowWrap: 'anywhere' }}>
          <Link href={file.url} target="_blank" rel="noopener">
            {isImageType(file.contentType) ? 'Abrir la imagen en otra pestaña' : `Descargar el comprobante (PDF): ${file.name}`}
          </Link>
        </Typography>
      )}
    </Section>
  );
}

function DecisionSection({ payment: p, onConflict }: { payment: Payment; onConflict: () => void }) {
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | null>(null);
  const [asking, setAsking] = useState<ManualDecision | null>(null);
  const [decide, { loading }] = useMutation(DecideManualPaymentMutation, { refetchQueries: ['ManualPayments'] });
  const [serverError, setServerError] = useState<string | null>(null);

  if (p.status !== 'UNDER_REVIEW') {
    return (
      <Section title="Decisión" id="decision-heading">
        <Typography>
          {p.status === 'APPROVED' ? 'Aprobado' : 'Decidido'}
          {p.decidedBy ? ` por ${p.decidedBy.name}` : ''}
          {p.decidedAt ? ` el ${formatDateTime(p.decidedAt)}` : ''}.
        </Typography>
        {p.decisionNote && <Typography sx={{ mt: 1, whiteSpace: 'pre-wrap' }}>Nota: {p.decisionNote}</Typography>}
      </Section>
    );
  }
  if (!p.permissions.canDecide) {
    return (
      <Section title="Decisión" id="decision-heading">
        <Alert severity="info">Este pago es suyo: debe aprobarlo o rechazarlo otra persona de Tesorería.</Alert>
      </Section>
    );
  }

  const ask = (decision: ManualDecision) => {
    setServerError(null);
    const parsed = decideManualPaymentInput.safeParse({ decision, note });
    if (!parsed.success) {
      setNoteError(parsed.error.issues.find((i) => i.path[0] === 'note')?.message ?? null);
      return;
    }
    setNoteError(null);
    setAsking(decision);
  };
  const confirm = async () => {
    if (!asking) return;
    try {
      await decide({ variables: { id: p.id, decision: asking, note: note.trim() || null } });
      notify(asking === 'APPROVE' ? 'Pago aprobado. Le avisamos al socio por correo.' : 'Pago rechazado. Le avisamos al socio por correo con el motivo.', 'success');
    } catch (e) {
      const fields = fieldErrorsOf(e);
      if (fields.note) setNoteError(fields.note);
      else setServerError(errorMessageOf(e));
      if (hasErrorCode(e, 'CONFLICT')) onConflict();
    } finally {
      setAsking(null);
    }
  };

  return (
    <Section title="Decisión" id="decision-heading">
      <Typography sx={{ mb: 1 }}>Revise el comprobante y los cargos. Al aprobar se emite el comprobante de pago y los cargos quedan pagados.</Typography>
      <TextField
        label="Nota para el socio"
        value={note}
        onChange={(e) => setNote(e.target.value)}
        multiline
        minRows={3}
        fullWidth
        margin="normal"
        error={!!noteError}
        helperText={noteError ?? 'Obligatoria para rechazar: el socio la verá en Mis pagos y en el correo.'}
      />
      {serverError && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {serverError}
        </Alert>
      )}
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mt: 1 }}>
        <Button variant="contained" color="success" onClick={() => ask('APPROVE')} disabled={loading}>
          Aprobar
        </Button>
        <Button variant="outlined" color="error" onClick={() => ask('REJECT')} disabled={loading}>
          Rechazar
        </Button>
      </Box>
      <ConfirmDialog
        open={asking !== null}
        title={asking === 'APPROVE' ? '¿Aprobar este pago?' : '¿Rechazar este pago?'}
        confirmLabel={asking === 'APPROVE' ? 'Sí, aprobar' : 'Sí, rechazar'}
        destructive={asking === 'REJECT'}
        busy={loading}
        onConfirm={() => void confirm()}
        onClose={() => setAsking(null)}
      >
        {asking === 'APPROVE'
          ? `Se emitirá el comprobante por ${formatCents(p.amountCents)} a nombre de ${p.person.firstName} ${p.person.lastName} y sus cargos quedarán pagados. No se puede deshacer.`
          : `Los cargos de ${p.person.firstName} ${p.person.lastName} seguirán pendientes y se le enviará el motivo por correo. No se puede deshacer.`}
      </ConfirmDialog>
    </Section>
  );
}

function History({ payment: p }: { payment: Payment }) {
  const events: { at: string; text: string; note?: string | null }[] = [
    {
      at: p.createdAt,
      text: p.channel === 'REPORTED' ? `Informado por ${p.person.firstName} ${p.person.lastName}` : `Registrado por ${p.createdBy?.name ?? 'Tesorería'}`,
    },
  ];
  if (p.decidedAt && p.status !== 'UNDER_REVIEW') {
    const verb = p.status === 'APPROVED' ? 'Aprobado' : p.status === 'REJECTED' ? 'Rechazado' : 'Observado';
    events.push({ at: p.decidedAt, text: `${verb}${p.decidedBy ? ` por ${p.decidedBy.name}` : ''}${p.receiptNumber ? ` (comprobante N.º ${p.receiptNumber})` : ''}`, note: p.decisionNote });
  }
  return (
    <Section title="Historial" id="history-heading">
      <Box component="ol" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 1 }}>
        {events.map((e) => (
          <li key={e.at + e.text}>
            <Typography>
              <strong>{formatDateTime(e.at)}</strong> · {e.text}
            </Typography>
            {e.note && <Typography sx={{ whiteSpace: 'pre-wrap', color: 'text.secondary' }}>Nota: {e.note}</Typography>}
          </li>
        ))}
      </Box>
    </Section>
  );
}
