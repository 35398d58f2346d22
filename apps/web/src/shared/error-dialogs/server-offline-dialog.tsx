import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { getSupportEmail } from '../support-email';

interface Props {
  open: boolean;
  onClose: () => void;
}

export function ServerOfflineDialog({ open, onClose }: Props) {
  const supportEmail = getSupportEmail();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="server-offline-title" aria-describedby="server-offline-text">
      <DialogTitle id="server-offline-title">El servidor se encuentra desconectado</DialogTitle>
      <DialogContent>
        <DialogContentText id="server-offline-text">
          No pudimos comunicarnos con el servidor. Intente nuevamente en unos instantes. Si el problema
          persiste, comuníquese con soporte en <a href={`mailto:${supportEmail}`}>{supportEmail}</a>.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose} autoFocus>
          Ok
        </Button>
      </DialogActions>
    </Dialog>
  );
}
