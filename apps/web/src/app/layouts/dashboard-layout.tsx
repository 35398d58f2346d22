import { lazy, startTransition, Suspense, useEffect, useLayoutEffect, useState } from 'react';
import { ApolloProvider, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Navigate, Outlet, useLocation } from 'react-router';
import { MeQuery } from '../../shared/session/me-query';
import { prefetchQuery } from '../../shared/apollo/prefetch';
import { SessionProvider, useSession } from '../../shared/session/session-context';
import { apolloClient } from '../../shared/apollo/client';
import { startProactiveRefresh } from '../../shared/apollo/refresh-timer';
import { errorMessageOf } from '../../shared/graphql-errors';
import { markFirstScreenShown, onFirstScreenShown } from '../../shared/first-screen';
import { paths } from '../../shared/paths';
import { FullScreenLoader } from '../../shared/ui/full-screen-loader';
import { PageTitle } from '../../shared/ui/page-title';
import { DashboardShell } from './dashboard-shell';

const SnackbarHost = lazy(() => import('../../shared/ui/snackbar-host'));

/** Spec §9: the entry overlay has no delay and lasts 500 ms. */
const ENTRY_SPINNER_MS = 500;

/**
 * Loader of the layout route: asks for `me` as soon as this module is loaded, beside the page's
 * own loader query, instead of after the router has drawn the layout (one round trip less before
 * the first screen). Fresh on every entry; the layout reads it cache-first, joining the request.
 */
export const dashboardLoader = () => prefetchQuery(MeQuery, undefined, { fresh: true });

/** Moving between dashboard pages (or changing a list's filters) does not ask for `me` again. */
export const dashboardShouldRevalidate = () => false;

/**
 * /dashboard/*: the Apollo client lives here (public screens use graphqlRequest), loads `me`
 * behind the entry overlay, then shows the shell with the role-driven menu.
 */
export function DashboardLayout() {
  return (
    <ApolloProvider client={apolloClient}>
      <DashboardEntry />
    </ApolloProvider>
  );
}

function DashboardEntry() {
  // cache-first: the route loader asks the server on each entry (this joins its request).
  const { data, previousData, error, refetch } = useQuery(MeQuery, { fetchPolicy: 'cache-first' });
  // After a token refresh the cache is reset and `me` refetched: keep the page (and its forms) mounted.
  const me = data?.me ?? previousData?.me;
  const [entryDone, setEntryDone] = useState(false);

  useEffect(() => {
    const timer = setTimeout(() => setEntryDone(true), ENTRY_SPINNER_MS);
    return () => clearTimeout(timer);
  }, []);
  useEffect(() => startProactiveRefresh(), []);
  // The shell and the page are drawn as a transition: React splits that first large render into
  // short slices (the overlay stays up meanwhile) instead of one long task that blocks input.
  const ready = Boolean(me) && entryDone;
  const [revealed, setRevealed] = useState(false);
  useEffect(() => {
    if (ready) startTransition(() => setRevealed(true));
  }, [ready]);
  // The first screen is on display: the page, or the error and its retry button.
  const shown = revealed || (entryDone && Boolean(error));
  // In the commit that shows it: the frame the server drew in its place goes in the same paint.
  useLayoutEffect(() => {
    if (shown) markFirstScreenShown();
  }, [shown]);
  // The snackbars' module (notistack) once the first screen is on display; what is notified
  // before then waits for it (shared/notify.ts).
  const [snackbars, setSnackbars] = useState(false);
  useEffect(() => onFirstScreenShown(() => setSnackbars(true)), []);

  if (!me || !entryDone || !revealed) {
    return (
      <Box component="main" sx={{ p: 3 }}>
        <PageTitle title="Cargando" />
        <FullScreenLoader open={!error || !entryDone} />
        {error && entryDone && (
          <Box sx={{ maxWidth: 560, mx: 'auto', mt: 6 }}>
            <Typography variant="h1" gutterBottom>
              No se pudieron cargar sus datos
            </Typography>
            <Alert severity="error" sx={{ mb: 2 }}>
              {errorMessageOf(error)}
            </Alert>
            <Button variant="contained" onClick={() => void refetch()}>
              Reintentar
            </Button>
          </Box>
        )}
      </Box>
    );
  }

  return (
    <SessionProvider me={me}>
      <RoleGate />
      {snackbars && (
        <Suspense fallback={null}>
          <SnackbarHost />
        </Suspense>
      )}
    </SessionProvider>
  );
}

/** Several roles and none active yet: choose one first. */
function RoleGate() {
  const { roles, activeRole } = useSession();
  const { pathname } = useLocation();
  const selectorPath = paths.dashboard.selectRole();
  if (roles.length > 1 && !activeRole && pathname !== selectorPath) {
    return <Navigate to={selectorPath} replace />;
  }
  return (
    <DashboardShell>
      <Outlet />
    </DashboardShell>
  );
}
