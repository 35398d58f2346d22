import { useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import { errorMessageOf } from '../graphql-errors';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { wording } from './wording';
import { notify } from '../notify';

interface Options<T> {
  /** The row with its article: "la institución «CONICET»". */
  describe: (row: T) => string;
  remove: (row: T) => Promise<unknown>;
  /** Said in the dialog instead of "Esta acción no se puede deshacer." */
  detail?: (row: T) => ReactNode;
}

/**
 * Delete with confirmation, the same everywhere: "¿Eliminar …?", a red "Eliminar", the server's
 * refusal inside the dialog (it stays open), and "Se eliminó …" as a notification on success.
 */
export function useDeleteConfirmation<T>({ describe, remove, detail }: Options<T>) {
  // The row stays after closing so the dialog keeps its text while it fades out.
  const [row, setRow] = useState<T | null>(null);
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const request = (next: T) => {
    setError(null);
    setRow(next);
    setOpen(true);
  };

  const confirm = async () => {
    if (row === null) return;
    setBusy(true);
    setError(null);
    try {
      await remove(row);
      notify(wording.deleted(describe(row)), 'success');
      setOpen(false);
    } catch (e) {
      setError(errorMessageOf(e));
    } finally {
      setBusy(false);
    }
  };

  const dialog = (
    <ConfirmDialog
      open={open}
      title={row !== null ? wording.confirmDeleteTitle(describe(row)) : ''}
      confirmLabel={wording.remove}
      destructive
      busy={busy}
      onConfirm={() => void confirm()}
      onClose={() => setOpen(false)}
    >
      {error ? <Alert severity="error">{error}</Alert> : row !== null ? (detail?.(row) ?? wording.confirmDeleteBody) : null}
    </ConfirmDialog>
  );

  return { request, dialog };
}
