import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useLocation } from 'react-router';
import { getPublicUrl, otherAddress } from '../public-url';

const publicUrl = typeof document === 'undefined' ? null : getPublicUrl();

/**
 * A line above every page when the portal is open at another address than the one its e-mails and
 * payments use (the server redirects pages there when PUBLIC_URL is set; its local default it cannot
 * impose on a person at another computer): says so plainly and offers this page there.
 */
export function OtherAddressNotice() {
  const { pathname, search } = useLocation();
  const other = otherAddress(publicUrl, { origin: window.location.origin, pathname, search });
  if (!other) return null;
  return (
    <Box component="aside" aria-label="Dirección del portal" sx={{ bgcolor: 'warning.light', color: 'text.primary', px: 2, py: 1, overflowWrap: 'anywhere' }}>
      <Typography variant="body2">
        Está usando el portal en {other.here}. Los enlaces de los correos y los pagos en línea llevan a {other.publicOrigin}, donde deberá
        iniciar sesión de nuevo. <Link href={other.samePageThere}>Abrir esta página en {other.publicOrigin}</Link>
      </Typography>
    </Box>
  );
}
