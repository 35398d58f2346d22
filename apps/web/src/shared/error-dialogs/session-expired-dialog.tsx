import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { getSupportEmail } from '../support-email';

interface Props {
  open: boolean;
  onConfirm: () => void;
}

/** Blocking: no backdrop click, no Escape; the only way out is signing in again. */
export function SessionExpiredDialog({ open, onConfirm }: Props) {
  const supportEmail = getSupportEmail();
  return (
    <Dialog
      open={open}
      onClose={() => undefined}
      aria-labelledby="session-expired-title"
      aria-describedby="session-expired-text"
    >
      <DialogTitle id="session-expired-title">Sesión expirada</DialogTitle>
      <DialogContent>
        <DialogContentText id="session-expired-text">
          Su sesión expiró o se cerró de manera inesperada. Vuelva a iniciar sesión para continuar. Si el
          problema persiste, comuníquese con soporte en <a href={`mailto:${supportEmail}`}>{supportEmail}</a>.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onConfirm} autoFocus>
          Volver a iniciar sesión
        </Button>
      </DialogActions>
    </Dialog>
  );
}
