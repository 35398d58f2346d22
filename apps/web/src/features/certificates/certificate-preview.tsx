import { useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { CertificateSettings } from '@portal/domain/certificate-settings';
import { certificateKindLabels, type CertificateKind } from '@portal/domain/certificates';
import { errorMessageOf } from '../../shared/graphql-errors';

/** How long the form must rest before the sample is printed again. */
export const PREVIEW_DEBOUNCE_MS = 600;

type Props = {
  kinds: readonly CertificateKind[];
  /** The form's values when they pass the schema; null while they do not (the last sample stays). */
  values: CertificateSettings | null;
  /** Prints a sample of `kind` with `values`: a data: URL of its PDF. */
  render: (kind: CertificateKind, values: CertificateSettings) => Promise<string>;
};

/**
 * «Vista previa»: the real PDF of a sample certificate, printed by the server with the form's
 * values as they stand (not saved), refreshed when they change and the form rests.
 */
export function CertificatePreview({ kinds, values, render }: Props) {
  const [kind, setKind] = useState<CertificateKind>(kinds[0]);
  const [url, setUrl] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const key = values ? JSON.stringify(values) : null;
  // The first sample is printed as the page opens; later ones once the form rests.
  const printed = useRef(false);

  useEffect(() => {
    if (!key) return;
    let cancelled = false;
    const delay = printed.current ? PREVIEW_DEBOUNCE_MS : 0;
    printed.current = true;
    const timer = setTimeout(() => {
      setBusy(true);
      render(kind, JSON.parse(key) as CertificateSettings)
        .then((dataUrl) => {
          if (cancelled) return;
          const blob = pdfBlobOf(dataUrl);
          setProblem(null);
          setUrl((old) => {
            if (old) URL.revokeObjectURL(old);
            return URL.createObjectURL(blob);
          });
        })
        .catch((error: unknown) => !cancelled && setProblem(errorMessageOf(error)))
        .finally(() => !cancelled && setBusy(false));
    }, delay);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [key, kind, render]);

  useEffect(() => () => void (url && URL.revokeObjectURL(url)), [url]);

  return (
    <Paper variant="outlined" component="section" aria-labelledby="vista-previa" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h6" component="h2" id="vista-previa">
        Vista previa
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Un certificado de muestra impreso con lo que está escrito en el formulario, aunque todavía no esté guardado. Se actualiza al dejar de escribir.
      </Typography>
      {kinds.length > 1 && (
        <TextField select label="Certificado de muestra" value={kind} onChange={(e) => setKind(e.target.value as CertificateKind)} fullWidth sx={{ mb: 2 }}>
          {kinds.map((k) => (
            <MenuItem key={k} value={k}>
              {certificateKindLabels[k]}
            </MenuItem>
          ))}
        </TextField>
      )}
      <Box aria-live="polite" sx={{ minHeight: 4, mb: 1 }}>
        {busy ? <LinearProgress aria-label="Actualizando la vista previa" /> : null}
      </Box>
      {!values && (
        <Alert severity="info" sx={{ mb: 1 }}>
          Corrija lo señalado en el formulario para actualizar la vista previa.
        </Alert>
      )}
      {problem && (
        <Alert severity="error" sx={{ mb: 1 }}>
          {problem}
        </Alert>
      )}
      {url && (
        <>
          <Box
            component="iframe"
            title="Vista previa del certificado (PDF)"
            src={`${url}#toolbar=0&navpanes=0&view=Fit`}
            data-testid="certificate-preview"
            sx={{ width: '100%', aspectRatio: '297 / 210', border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'grey.100' }}
          />
          <Link href={url} target="_blank" rel="noopener" variant="body2">
            Abrir la muestra en PDF
          </Link>
        </>
      )}
    </Paper>
  );
}

/** The PDF of a data: URL as a Blob (decoded here: the portal's CSP allows no fetch of data: URLs; the frame shows blob: ones). */
function pdfBlobOf(dataUrl: string): Blob {
  const binary = atob(dataUrl.slice(dataUrl.indexOf(',') + 1));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return new Blob([bytes], { type: 'application/pdf' });
}
