import LinearProgress from '@mui/material/LinearProgress';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { ErrorDialogs } from '../shared/error-dialogs/error-dialogs';

/** Top of every route: error dialogs, scroll restoration and a bar while a lazy route loads. */
export function RootLayout() {
  const navigation = useNavigation();
  return (
    <>
      {navigation.state === 'loading' && (
        <LinearProgress
          aria-label="Cargando página"
          sx={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: (t) => t.zIndex.tooltip }}
        />
      )}
      <Outlet />
      <ErrorDialogs />
      <ScrollRestoration />
    </>
  );
}

/** Shown while the first lazy route module of the visit downloads. */
export function HydrateFallback() {
  return null;
}
