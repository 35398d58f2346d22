import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, type FormEventHandler, type ReactNode } from 'react';
import { FormAlert } from './form-alert';

interface Props {
  open?: boolean;
  title: string;
  /** The submit button, e.g. "Guardar". */
  submitLabel: string;
  serverError: string | null;
  submitting: boolean;
  onSubmit: FormEventHandler;
  onClose: () => void;
  maxWidth?: 'xs' | 'sm' | 'md';
  /** The submit button is off (there is nothing to submit, e.g. no option to choose). */
  submitDisabled?: boolean;
  children: ReactNode;
}

/** A form in a dialog: title, the form's alert, its fields, "Cancelar" and the submit button. */
export function FormDialog({ open = true, title, submitLabel, serverError, submitting, onSubmit, onClose, maxWidth = 'sm', submitDisabled = false, children }: Props) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={submitting ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth={maxWidth}>
      <form noValidate onSubmit={onSubmit}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <FormAlert message={serverError} />
          {children}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={submitting}>
            Cancelar
          </Button>
          <Button type="submit" variant="contained" loading={submitting} disabled={submitDisabled}>
            {submitLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
