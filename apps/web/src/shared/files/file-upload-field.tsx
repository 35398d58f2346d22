import { useEffect, useId, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import { acceptAttribute, fileMessages, fileRuleHint, fileRules, isImageType, type FilePurpose } from '@portal/domain/files';
import { errorMessageOf, fieldErrorsOf } from '../graphql-errors';
import { UploadCancelledError, uploadFile, type UploadProgress } from './upload-file';
import { onFirstUse } from '@portal/domain/intl';

export type FileValue = { id: string; url: string | null } | null;

interface Props {
  label: string;
  purpose: FilePurpose;
  value: FileValue;
  onChange: (value: FileValue) => void;
  /** A message for this field from the form (e.g. the server refused the id). */
  error?: string;
  /** The page shows the attached file itself and it can only be replaced: no link, no "Quitar". */
  replaceOnly?: boolean;
  /** A limit below the purpose's own (an edition's `maxFileMb`): checked before sending, shown in the hint. */
  maxBytes?: number;
}

const megabytes = onFirstUse(() => new Intl.NumberFormat('es-AR', { minimumFractionDigits: 1, maximumFractionDigits: 1 }));
const mb = (bytes: number) => `${megabytes().format(bytes / (1024 * 1024))} MB`;

/**
 * Uploads one file as soon as it is chosen, with its progress and a way to cancel; says which
 * types and size the purpose allows; shows what is attached (a preview for images).
 */
export function FileUploadField({ label, purpose, value, onChange, error, replaceOnly = false, maxBytes }: Props) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const cancel = useRef<AbortController | null>(null);
  const [sending, setSending] = useState<{ name: string; progress: UploadProgress | null } | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const rule = fileRules[purpose];
  const limit = Math.min(rule.maxBytes, maxBytes ?? rule.maxBytes);
  const isImage = rule.types.every(isImageType);
  const message = uploadError ?? error;
  const hintId = `${id}-hint`;

  useEffect(() => () => cancel.current?.abort(), []);

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    setUploadError(null);
    if (file.size > limit) {
      setUploadError(fileMessages.tooLarge(purpose, limit));
      if (input.current) input.current.value = '';
      return;
    }
    const controller = new AbortController();
    cancel.current = controller;
    setSending({ name: file.name, progress: null });
    try {
      const stored = await uploadFile(file, purpose, (progress) => setSending({ name: file.name, progress }), controller.signal);
      onChange(stored);
    } catch (e) {
      if (!(e instanceof UploadCancelledError)) setUploadError(fieldErrorsOf(e).file ?? errorMessageOf(e));
    } finally {
      cancel.current = null;
      setSending(null);
      if (input.current) input.current.value = '';
    }
  };

  const fraction = sending?.progress ? sending.progress.loaded / sending.progress.total : 0;
  const percent = Math.round(fraction * 100);
  const checking = sending?.progress && sending.progress.loaded >= sending.progress.total;

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mt: 2, minWidth: 0 }} aria-describedby={message ? `${id}-error ${hintId}` : hintId}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
        {label}
      </Typography>
      {value && isImage && value.url && (
        <Box
          component="img"
          src={value.url}
          alt={`Vista previa: ${label.toLowerCase()}`}
          sx={{ display: 'block', maxWidth: '100%', width: 240, maxHeight: 160, objectFit: 'contain', objectPosition: 'left', borderRadius: 1, mb: 1, border: 1, borderColor: 'divider' }}
        />
      )}
      {value && !isImage && !replaceOnly && (
        <Typography sx={{ mb: 1 }}>{value.url ? <Link href={value.url}>Descargar el archivo adjunto</Link> : 'Archivo adjunto'}</Typography>
      )}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <Button
          variant="outlined"
          startIcon={<UploadFileOutlined />}
          disabled={sending !== null}
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
          accept={acceptAttribute(purpose)}
          aria-label={label}
          onChange={(e) => void onFile(e.target.files?.[0])}
        />
        {value && !replaceOnly && !sending && (
          <Button color="error" onClick={() => onChange(null)}>
            Quitar
          </Button>
        )}
        {sending && !checking && <Button onClick={() => cancel.current?.abort()}>Cancelar subida</Button>}
      </Box>
      {sending && (
        <Box sx={{ mt: 1, maxWidth: 360 }} role="status">
          <LinearProgress
            variant={checking ? 'indeterminate' : 'determinate'}
            value={percent}
            aria-label={checking ? 'Verificando el archivo' : `Subiendo: ${percent} %`}
          />
          <Typography variant="caption" sx={{ overflowWrap: 'anywhere' }}>
            {checking
              ? `Verificando «${sending.name}»…`
              : `Subiendo «${sending.name}»: ${percent} %${sending.progress ? ` (${mb(sending.progress.loaded)} de ${mb(sending.progress.total)})` : ''}`}
          </Typography>
        </Box>
      )}
      {message && (
        <FormHelperText id={`${id}-error`} error>
          {message}
        </FormHelperText>
      )}
      <FormHelperText id={hintId}>{fileRuleHint(purpose, limit)}</FormHelperText>
    </Box>
  );
}
