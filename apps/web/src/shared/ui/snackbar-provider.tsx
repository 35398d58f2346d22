import { useEffect, type ReactNode } from 'react';
import { styled } from '@mui/material/styles';
import { MaterialDesignContent, SnackbarProvider, enqueueSnackbar } from 'notistack';
import { setNotifier } from '../notify';
import { palette } from '../theme';

/** notistack's default colours fail axe's contrast check: use the theme's darker ones. */
const Content = styled(MaterialDesignContent)(() => ({
  '&.notistack-MuiContent-success': { backgroundColor: palette.success },
  '&.notistack-MuiContent-error': { backgroundColor: palette.error },
  '&.notistack-MuiContent-warning': { backgroundColor: palette.warning },
  '&.notistack-MuiContent-info': { backgroundColor: palette.info },
}));

/** Bottom centre, 5 s, at most three at once (spec §9). */
export function PortalSnackbarProvider({ children }: { children: ReactNode }) {
  useEffect(() => {
    setNotifier((message, variant) => enqueueSnackbar(message, { variant, preventDuplicate: true }));
    return () => setNotifier(null);
  }, []);
  return (
    <SnackbarProvider
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      autoHideDuration={5000}
      maxSnack={3}
      Components={{ success: Content, error: Content, warning: Content, info: Content, default: Content }}
    >
      {children}
    </SnackbarProvider>
  );
}
