import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { formatDateTime } from '@portal/domain/dates';
import { FileUploadField } from '../../shared/files/file-upload-field';
import { errorMessageOf, fieldErrorsOf } from '../../shared/graphql-errors';
import { notify } from '../../shared/notify';
import { formatSize } from './kinds';

/** How one of a proposal's files is named on screen (the full text, the final version). */
export interface ProposalFileWords {
  /** The box's accessible name: «Archivo actual». */
  current: string;
  /** Shown when there is no file yet. */
  none: string;
  /** «subido» or «subida», agreeing with the file's noun. */
  uploaded: string;
  download: (fileName: string) => string;
  upload: string;
  replace: string;
  saving: string;
  saved: string;
  replaced: string;
}

type StoredFile = { id: string; name: string; sizeBytes: number; uploadedAt: string; url: string };

/**
 * A proposal's file: the current one (name, size, when it was uploaded, a download link) and, when
 * `canUpload`, the upload that adds or replaces it through `save`; otherwise `otherwise`.
 */
export function ProposalFileBox({
  file,
  words,
  canUpload,
  maxBytes,
  save,
  otherwise,
}: {
  file: StoredFile | null | undefined;
  words: ProposalFileWords;
  canUpload: boolean;
  maxBytes: number | undefined;
  save: (fileId: string) => Promise<unknown>;
  otherwise?: ReactNode;
}) {
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const onUploaded = async (stored: { id: string } | null) => {
    if (!stored) return;
    setError(undefined);
    setSaving(true);
    try {
      await save(stored.id);
      notify(file ? words.replaced : words.saved, 'success');
    } catch (e) {
      setError(fieldErrorsOf(e).file ?? errorMessageOf(e));
    } finally {
      setSaving(false);
    }
  };
  return (
    <>
      <Box role="group" aria-label={words.current} sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', p: 2, borderRadius: 1, bgcolor: 'action.hover' }}>
        <DescriptionOutlined aria-hidden="true" sx={{ mt: 0.25 }} />
        {file ? (
          <Box sx={{ minWidth: 0 }}>
            <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{file.name}</Typography>
            <Typography variant="body2" color="text.secondary">
              {formatSize(file.sizeBytes)} · {words.uploaded} el {formatDateTime(file.uploadedAt)}
            </Typography>
            <Link href={file.url} aria-label={words.download(file.name)}>
              Descargar
            </Link>
          </Box>
        ) : (
          <Typography>{words.none}</Typography>
        )}
      </Box>
      {canUpload ? (
        <>
          <FileUploadField
            label={file ? words.replace : words.upload}
            purpose="PROPOSAL_FULL_TEXT"
            value={file ? { id: file.id, url: null } : null}
            onChange={(v) => void onUploaded(v)}
            error={error}
            replaceOnly
            maxBytes={maxBytes}
          />
          {saving && (
            <Typography role="status" variant="body2" sx={{ mt: 1 }}>
              {words.saving}
            </Typography>
          )}
        </>
      ) : (
        otherwise
      )}
    </>
  );
}
