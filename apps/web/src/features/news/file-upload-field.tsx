import { useId, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import { fileRules, type FilePurpose } from '@portal/domain/news';
import { errorMessageOf, fieldErrorsOf } from '../../shared/graphql-errors';
import { uploadFile } from './upload-file';

export type FileValue = { id: string; url: string | null } | null;

interface Props {
  label: string;
  purpose: FilePurpose;
  value: FileValue;
  onChange: (value: FileValue) => void;
  /** A message for this field from the form (e.g. the server refused the id). */
  error?: string;
}

/** Uploads one file as soon as it is chosen, with a progress bar; shows what is attached. */
export function FileUploadField({ label, purpose, value, onChange, error }: Props) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const rule = fileRules[purpose];
  const isImage = purpose !== 'JOURNAL_PDF';
  const message = uploadError ?? error;

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    setUploadError(null);
    if (file.size > rule.maxBytes) {
      setUploadError(`El archivo supera el tamaño máximo de ${Math.round(rule.maxBytes / 1024 / 1024)} MB.`);
      return;
    }
    setProgress(0);
    try {
      const stored = await uploadFile(file, purpose, setProgress);
      onChange(stored);
    } catch (e) {
      setUploadError(fieldErrorsOf(e).file ?? errorMessageOf(e));
    } finally {
      setProgress(null);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mt: 2 }} aria-describedby={message ? `${id}-error` : undefined}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
        {label}
      </Typography>
      {value && isImage && value.url && (
        <Box component="img" src={value.url} alt={`Vista previa: ${label.toLowerCase()}`} sx={{ display: 'block', maxWidth: 240, maxHeight: 160, borderRadius: 1, mb: 1, border: 1, borderColor: 'divider' }} />
      )}
      {value && !isImage && (
        <Typography sx={{ mb: 1 }}>
          {value.url ? <Link href={value.url}>Descargar el PDF adjunto</Link> : 'PDF adjunto'}
        </Typography>
      )}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <Button
          variant="outlined"
          startIcon={<UploadFileOutlined />}
          disabled={progress !== null}
          onClick={() => input.current?.click()}
          aria-label={`${label}: ${value ? 'reemplazar archivo' : 'elegir archivo'}`}
        >
          {value ? 'Reemplazar archivo' : 'Elegir archivo'}
        </Button>
        <input
          ref={input}
          id={id}
          type="file"
          hidden
          accept={rule.accept}
          aria-label={label}
          onChange={(e) => void onFile(e.target.files?.[0])}
        />
        {value && (
          <Button color="error" onClick={() => onChange(null)} disabled={progress !== null}>
            Quitar
          </Button>
        )}
      </Box>
      {progress !== null && (
        <Box sx={{ mt: 1, maxWidth: 320 }}>
          <LinearProgress variant="determinate" value={Math.round(progress * 100)} aria-label={`Subiendo: ${Math.round(progress * 100)} %`} />
          <Typography variant="caption">Subiendo… {Math.round(progress * 100)} %</Typography>
        </Box>
      )}
      <FormHelperText id={`${id}-error`} error={!!message}>
        {message ?? `Debe ser ${rule.kind} de hasta ${Math.round(rule.maxBytes / 1024 / 1024)} MB.`}
      </FormHelperText>
    </Box>
  );
}
