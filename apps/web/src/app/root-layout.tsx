import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import LinearProgress from '@mui/material/LinearProgress';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { afterFirstFrames } from '../shared/after-first-frames';
import { getErrorDialog, subscribeErrorDialog } from '../shared/error-dialogs/dialog-store';

const loadErrorDialogs = () => import('../shared/error-dialogs/error-dialogs');
const ErrorDialogs = lazy(() => loadErrorDialogs().then((m) => ({ default: m.ErrorDialogs })));

/** Top of every route: error dialogs, scroll restoration and a bar while a lazy route loads. */
export function RootLayout() {
  const navigation = useNavigation();
  const dialog = useSyncExternalStore(subscribeErrorDialog, getErrorDialog);

  // The dialogs are not needed to draw the first screen, but must be at hand when the
  // server (which also serves these files) stops answering: fetch them as soon as the first
  // screen is on display (a person cannot have acted before then).
  useEffect(() => afterFirstFrames(() => void loadErrorDialogs().catch(() => undefined), 500), []);

  return (
    <>
      {navigation.state === 'loading' && (
        <LinearProgress
          aria-label="Cargando página"
          sx={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: (t) => t.zIndex.tooltip }}
        />
      )}
      <Outlet />
      {dialog && (
        <Suspense fallback={null}>
          <ErrorDialogs />
        </Suspense>
      )}
      <ScrollRestoration />
    </>
  );
}

/** Shown while the first lazy route module of the visit downloads. */
export function HydrateFallback() {
  return null;
}
