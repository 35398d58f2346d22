import { useState, useSyncExternalStore, type FormEvent } from 'react';
import { ApolloProvider, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useNavigate, useParams } from 'react-router';
import { normaliseCertificateCode } from '@portal/domain/certificates';
import { formatDate } from '@portal/domain/dates';
import { apolloClient } from '../../shared/apollo/client';
import { isAuthenticated, subscribeAuth } from '../../shared/auth/auth-storage';
import { errorMessageOf, graphQLErrorsOf } from '../../shared/graphql-errors';
import { paths } from '../../shared/paths';
import { PageTitle } from '../../shared/ui/page-title';
import { RouterLink } from '../../shared/ui/router-link';
import { VerifyCertificateQuery } from './operations';

/**
 * /certificados/verificar and /certificados/verificar/{code} (no sign-in): a form to type a code,
 * and what the certificate of a code says (holder, kind, what it certifies, issue date) with
 * whether it is valid or was revoked (date and reason). The QR of every certificate leads here.
 */
export function VerifyCertificatePage() {
  const code = useParams().code ?? '';
  return (
    <ApolloProvider client={apolloClient}>
      <PageTitle title="Verificar un certificado" />
      <Typography variant="h2" component="h1" align="center" gutterBottom>
        Verificar un certificado
      </Typography>
      {code && <Verification key={code} code={code} />}
      <CodeForm initial={code} />
      <BackLink />
    </ApolloProvider>
  );
}

function Verification({ code }: { code: string }) {
  const { data, loading, error } = useQuery(VerifyCertificateQuery, { variables: { code }, fetchPolicy: 'network-only' });
  const c = data?.verifyCertificate;
  if (loading && !c) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 3 }}>
        <CircularProgress aria-label="Verificando el certificado" />
      </Box>
    );
  }
  if (!c) {
    const unknown = graphQLErrorsOf(error).some((e) => e.extensions?.code === 'NOT_FOUND');
    return (
      <Alert severity={unknown ? 'warning' : 'error'} sx={{ my: 2 }} role="status">
        {unknown ? <AlertTitle>Certificado no encontrado</AlertTitle> : null}
        {errorMessageOf(error)}
      </Alert>
    );
  }
  return (
    <Box component="section" aria-labelledby="resultado" sx={{ my: 2 }}>
      {c.valid ? (
        <Alert severity="success" role="status">
          <AlertTitle id="resultado">Certificado válido</AlertTitle>
          Emitido por la Asociación el {formatDate(c.issuedAt)}.
        </Alert>
      ) : (
        <Alert severity="error" role="status">
          <AlertTitle id="resultado">Certificado revocado</AlertTitle>
          Revocado el {c.revokedAt ? formatDate(c.revokedAt) : ''}. Motivo: {c.revokedReason}.
        </Alert>
      )}
      <Box component="dl" sx={{ mt: 2, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '11rem 1fr' }, columnGap: 2, rowGap: 0.5, '& dt': { fontWeight: 600 }, '& dd': { m: 0, mb: { xs: 1, sm: 0 }, overflowWrap: 'anywhere' } }}>
        <dt>Titular</dt>
        <dd>{c.holderName}</dd>
        <dt>Tipo</dt>
        <dd>{c.kindLabel}</dd>
        <dt>Certifica que</dt>
        <dd>
          {c.holderName} {c.text}.
        </dd>
        <dt>Fecha de emisión</dt>
        <dd>{formatDate(c.issuedAt)}</dd>
        <dt>Código</dt>
        <dd>{c.code}</dd>
        <dt>Estado</dt>
        <dd>{c.valid ? 'válido' : 'revocado'}</dd>
      </Box>
      <Typography variant="body2" sx={{ mt: 2 }}>
        Copia firmada: el certificado como JSON firmado (JWS, Ed25519), que cualquier biblioteca JOSE verifica sin conexión con las claves públicas de <Link href="/.well-known/jwks.json">/.well-known/jwks.json</Link>.
      </Typography>
      <Button variant="outlined" sx={{ mt: 1 }} onClick={() => downloadText(`certificado-${c.code}.jws`, c.signedCopy)}>
        Descargar copia firmada
      </Button>
    </Box>
  );
}

/** Saves a text the page already holds as a file. */
function downloadText(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/jose' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

function CodeForm({ initial }: { initial: string }) {
  const navigate = useNavigate();
  const [value, setValue] = useState(initial);
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (value.trim() === '') {
      setProblem('Ingrese el código que figura en el certificado.');
      return;
    }
    setProblem(null);
    // A code as typed goes to the server as is when it cannot be one: the answer is the same as for an unknown code.
    void navigate(paths.verifiedCertificate(normaliseCertificateCode(value) ?? value.trim()));
  };
  return (
    <Box component="form" onSubmit={submit} noValidate aria-label="Verificar otro código" sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'flex-start', mt: 2 }}>
      <TextField
        label="Código del certificado"
        placeholder="CERT-XXXX-XXXX-XXXX-XXXX"
        value={value}
        onChange={(e) => setValue(e.target.value)}
        error={problem !== null}
        helperText={problem ?? 'Figura al pie del certificado, junto al código QR.'}
        sx={{ flex: '1 1 16rem' }}
        slotProps={{ htmlInput: { autoCapitalize: 'characters', spellCheck: false, maxLength: 60 } }}
      />
      <Button type="submit" variant="contained" sx={{ mt: 1 }}>
        Verificar
      </Button>
    </Box>
  );
}

function BackLink() {
  const signedIn = useSyncExternalStore(subscribeAuth, isAuthenticated);
  return (
    <Typography align="center" sx={{ mt: 3 }}>
      <RouterLink to={signedIn ? paths.dashboard.home() : paths.login()}>{signedIn ? 'Ir al portal' : 'Ir al inicio'}</RouterLink>
    </Typography>
  );
}
