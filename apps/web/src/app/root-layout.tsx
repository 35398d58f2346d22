import { lazy, Suspense, useEffect, useLayoutEffect, useSyncExternalStore } from 'react';
import LinearProgress from '@mui/material/LinearProgress';
import { Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router';
import { getErrorDialog, subscribeErrorDialog } from '../shared/error-dialogs/dialog-store';
import { markFirstScreenShown, onFirstScreenShown } from '../shared/first-screen';
import { paths } from '../shared/paths';
import { OtherAddressNotice } from '../shared/ui/other-address-notice';

const loadErrorDialogs = () => import('../shared/error-dialogs/error-dialogs');
const ErrorDialogs = lazy(() => loadErrorDialogs().then((m) => ({ default: m.ErrorDialogs })));

/** Top of every route: error dialogs, scroll restoration, a bar while a lazy route loads, and a notice when the page is at another address than PUBLIC_URL. */
export function RootLayout() {
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const dialog = useSyncExternalStore(subscribeErrorDialog, getErrorDialog);

  // The dialogs are not needed to draw the first screen, but must be at hand when the
  // server (which also serves these files) stops answering: fetch them as soon as the first
  // screen is on display (a person cannot have acted before then). A public page is the first
  // screen as it is drawn; the dashboard says when its entry overlay lifts (DashboardLayout).
  const dashboard = pathname === paths.dashboard.home.pattern || pathname.startsWith(`${paths.dashboard.home.pattern}/`);
  // A layout effect: the server's frame of a dashboard page (a signed-out visit, sent to the login
  // page) goes in the same commit as the public page arrives.
  useLayoutEffect(() => {
    if (!dashboard) markFirstScreenShown();
  }, [dashboard]);
  useEffect(() => onFirstScreenShown(() => void loadErrorDialogs().catch(() => undefined)), []);

  return (
    <>
      {navigation.state === 'loading' && (
        <LinearProgress
          aria-label="Cargando página"
          sx={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: (t) => t.zIndex.tooltip }}
        />
      )}
      <OtherAddressNotice />
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
