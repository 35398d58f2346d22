import { useEffect } from 'react';
import { styled } from '@mui/material/styles';
import { MaterialDesignContent, SnackbarProvider, enqueueSnackbar } from 'notistack';
import { MAX_NOTIFICATIONS, NOTIFICATION_MS, setNotifier } from '../notify';
import { palette } from '../palette';

/** notistack's default colours fail axe's contrast check: use the theme's darker ones. */
const Content = styled(MaterialDesignContent)(() => ({
  '&.notistack-MuiContent-success': { backgroundColor: palette.success },
  '&.notistack-MuiContent-error': { backgroundColor: palette.error },
  '&.notistack-MuiContent-warning': { backgroundColor: palette.warning },
  '&.notistack-MuiContent-info': { backgroundColor: palette.info },
}));

/**
 * The snackbars (notistack): bottom centre, 5 s, at most three at once (spec §9). Shown through
 * `notify` (shared/notify.ts); lazily loaded and mounted beside the page, not around it.
 */
export default function SnackbarHost() {
  useEffect(() => {
    setNotifier((message, variant) => enqueueSnackbar(message, { variant, preventDuplicate: true }));
    return () => setNotifier(null);
  }, []);
  return (
    <SnackbarProvider
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      autoHideDuration={NOTIFICATION_MS}
      maxSnack={MAX_NOTIFICATIONS}
      Components={{ success: Content, error: Content, warning: Content, info: Content, default: Content }}
    />
  );
}
