import Backdrop from '@mui/material/Backdrop';
import CircularProgress from '@mui/material/CircularProgress';

/** Full-screen overlay with a spinner (dashboard entry). */
export function FullScreenLoader({ open }: { open: boolean }) {
  return (
    <Backdrop open={open} transitionDuration={0} sx={{ zIndex: (t) => t.zIndex.drawer + 2, color: '#fff' }}>
      <CircularProgress color="inherit" aria-label="Cargando" />
    </Backdrop>
  );
}
