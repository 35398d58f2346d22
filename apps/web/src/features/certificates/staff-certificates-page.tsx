import { useState, type FormEvent, type ReactNode } from 'react';
import { useLazyQuery, useMutation } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useParams } from 'react-router';
import type { z } from 'zod';
import { certificateKindLabels, revocationReasonLabels, revocationReasons, revokeCertificateInput, type RevokeCertificateInput } from '@portal/domain/certificates';
import { formatDate } from '@portal/domain/dates';
import { plural } from '@portal/domain/plural';
import type { StaffCertificateFieldsFragment } from '../../gql/graphql';
import { FormAlert } from '../../shared/forms/form-alert';
import { SelectField } from '../../shared/forms/select-field';
import { useMutationForm } from '../../shared/forms/use-mutation-form';
import { zodFormResolver } from '../../shared/forms/zod-resolver';
import { errorMessageOf } from '../../shared/graphql-errors';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog';
import { paths } from '../../shared/paths';
import { PageTitle } from '../../shared/ui/page-title';
import { AbsencesSection } from './absences-section';
import { IssueAllSection, IssueMembershipYearSection } from './issue-all-section';
import { EditionCertificateCountsQuery, EditionCertificateQuery, MembershipCertificateQuery, RevokeEditionCertificateMutation, RevokeMembershipCertificateMutation } from './operations';

type Staff = StaffCertificateFieldsFragment;
type Lookup = (code: string) => Promise<Staff | null>;
type Revoke = (data: z.output<typeof revokeCertificateInput>) => Promise<Staff | null>;

/** /dashboard/certificados/{conferenceId}: ADMIN_CONGRESO looks up a certificate of the edition by its code and revokes it. */
export function EditionCertificatesPage() {
  const conferenceId = useParams().conferenceId ?? '';
  const [find, found] = useLazyQuery(EditionCertificateQuery, { fetchPolicy: 'network-only' });
  // The counts per kind have no id to update in the cache: a revocation asks for them again.
  const [revoke] = useMutation(RevokeEditionCertificateMutation, { refetchQueries: [{ query: EditionCertificateCountsQuery, variables: { conferenceId } }], awaitRefetchQueries: true });
  return (
    <StaffCertificatesView
      top={
        <>
          <IssueAllSection conferenceId={conferenceId} />
          <AbsencesSection conferenceId={conferenceId} />
        </>
      }
      title="Certificados del congreso"
      settingsTo={paths.dashboard.editionCertificateSettings(conferenceId)}
      intro="Busque un certificado de esta edición por su código para ver qué certifica y, si corresponde, revocarlo. La página pública de verificación lo mostrará revocado de inmediato."
      lookup={async (code) => (await find({ variables: { conferenceId, code } })).data?.editionCertificate ?? null}
      lookupError={found.error}
      revoke={async (data) => (await revoke({ variables: { conferenceId, data } })).data?.revokeEditionCertificate ?? null}
    />
  );
}

/** /dashboard/certificados-socios: ADMIN looks up a membership certificate by its code and revokes it. */
export function MembershipCertificatesPage() {
  const [find, found] = useLazyQuery(MembershipCertificateQuery, { fetchPolicy: 'network-only' });
  const [revoke] = useMutation(RevokeMembershipCertificateMutation);
  return (
    <StaffCertificatesView
      top={<IssueMembershipYearSection />}
      title="Certificados de socios"
      settingsTo={paths.dashboard.membershipCertificateSettings()}
      intro="Busque un certificado de membresía por su código para ver qué certifica y, si corresponde, revocarlo. La página pública de verificación lo mostrará revocado de inmediato."
      lookup={async (code) => (await find({ variables: { code } })).data?.membershipCertificate ?? null}
      lookupError={found.error}
      revoke={async (data) => (await revoke({ variables: { data } })).data?.revokeMembershipCertificate ?? null}
    />
  );
}

type ViewProps = { top?: ReactNode; title: string; settingsTo: string; intro: string; lookup: Lookup; lookupError: unknown; revoke: Revoke };

function StaffCertificatesView({ top, title, settingsTo, intro, lookup, lookupError, revoke }: ViewProps) {
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [certificate, setCertificate] = useState<Staff | null>(null);
  const [searched, setSearched] = useState(false);
  const search = async (e: FormEvent) => {
    e.preventDefault();
    if (typed.trim() === '') {
      setProblem('Ingrese el código del certificado.');
      return;
    }
    setProblem(null);
    setCertificate(await lookup(typed.trim()).catch(() => null));
    setSearched(true);
  };
  return (
    <Box sx={{ maxWidth: 820 }}>
      <PageTitle title={title} />
      <Typography variant="h4" component="h1" gutterBottom>
        {title}
      </Typography>
      <Button component={RouterLink} to={settingsTo} variant="outlined" sx={{ mb: 2 }}>
        Textos y firmas de los certificados
      </Button>
      {top}
      <Typography variant="h6" component="h2" gutterBottom>
        Buscar y revocar un certificado
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {intro}
      </Typography>
      <Box component="form" onSubmit={(e) => void search(e)} noValidate aria-label="Buscar un certificado por su código" sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <TextField
          label="Código del certificado"
          placeholder="CERT-XXXX-XXXX-XXXX-XXXX"
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          error={problem !== null}
          helperText={problem ?? ' '}
          sx={{ flex: '1 1 16rem' }}
          slotProps={{ htmlInput: { autoCapitalize: 'characters', spellCheck: false, maxLength: 60 } }}
        />
        <Button type="submit" variant="contained" sx={{ mt: 1 }}>
          Buscar
        </Button>
      </Box>
      {searched && !certificate && (
        <Alert severity="info" sx={{ mt: 2 }} role="status">
          {lookupError ? errorMessageOf(lookupError) : 'No hay un certificado con ese código entre los que usted administra.'}
        </Alert>
      )}
      {certificate && <CertificateDetail key={`${certificate.code}:${certificate.valid}`} certificate={certificate} revoke={revoke} onRevoked={setCertificate} />}
    </Box>
  );
}

function CertificateDetail({ certificate: c, revoke, onRevoked }: { certificate: Staff; revoke: Revoke; onRevoked: (c: Staff) => void }) {
  const [confirming, setConfirming] = useState(false);
  const { form, submit, serverError, submitting } = useMutationForm({
    resolver: zodFormResolver<RevokeCertificateInput, z.output<typeof revokeCertificateInput>>(revokeCertificateInput),
    defaultValues: { code: c.code, reason: '' as RevokeCertificateInput['reason'] },
    mutate: revoke,
    success: 'Certificado revocado',
    onSuccess: (result) => {
      setConfirming(false);
      if (result) onRevoked(result);
    },
  });
  return (
    <Paper variant="outlined" component="section" aria-labelledby="certificado" sx={{ p: 2, mt: 2 }}>
      <Chip size="small" label={certificateKindLabels[c.kind]} sx={{ mb: 0.5 }} />
      <Typography variant="h6" component="h3" id="certificado" sx={{ overflowWrap: 'anywhere' }}>
        {c.holderName}: {c.subject}
      </Typography>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        Certifica que {c.holderName} {c.text}.
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
        Código {c.code} · emitido el {formatDate(c.issuedAt)} · verificado {plural(c.verificationCount, 'vez', 'veces')}
      </Typography>
      {c.valid ? (
        <Alert severity="success" sx={{ mt: 1 }}>
          Válido.
        </Alert>
      ) : (
        <Alert severity="error" sx={{ mt: 1 }}>
          Revocado el {c.revokedAt ? formatDate(c.revokedAt) : ''}. Motivo: {c.revokedReason}.
        </Alert>
      )}
      {c.valid && !c.permissions.canRevoke && (
        <Alert severity="info" sx={{ mt: 1 }}>
          Es un certificado propio: otra persona de la administración debe revocarlo.
        </Alert>
      )}
      {c.permissions.canRevoke && (
        <Box component="form" noValidate onSubmit={(e) => void form.handleSubmit(() => setConfirming(true))(e)} sx={{ mt: 2 }}>
          <FormAlert message={serverError} />
          <SelectField control={form.control} name="reason" label="Motivo de la revocación" required options={revocationReasons.map((r) => ({ value: r, label: revocationReasonLabels[r] }))} />
          <Button type="submit" variant="contained" color="error" sx={{ mt: 1 }}>
            Revocar certificado
          </Button>
          <ConfirmDialog
            open={confirming}
            title="¿Revocar el certificado?"
            confirmLabel="Revocar"
            destructive
            busy={submitting}
            onClose={() => setConfirming(false)}
            onConfirm={() => void submit().then(() => setConfirming(false))}
          >
            La página pública de verificación lo mostrará revocado, con la fecha y el motivo. No se puede deshacer.
          </ConfirmDialog>
        </Box>
      )}
    </Paper>
  );
}
