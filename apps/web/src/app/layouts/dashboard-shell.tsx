import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import LogoutIcon from '@mui/icons-material/Logout';
import MenuIcon from '@mui/icons-material/Menu';
import { useSession } from '../../shared/session/session-context';
import { fullRoleLabel } from '../../shared/session/user-roles';
import { useLogout } from '../../features/auth/use-logout';
import { onFirstScreenShown } from '../../shared/first-screen';
import { SkipLink } from '../../shared/ui/skip-link';
import { useFocusHeadingOnNavigate } from '../../shared/ui/use-focus-heading-on-navigate';
import { DashboardNav } from './dashboard-nav';

const DRAWER_WIDTH = 264;
const DRAWER_ID = 'dashboard-drawer';
const loadMobileDrawer = () => import('./mobile-drawer');
const MobileDrawer = lazy(loadMobileDrawer);
const APP_NAME = 'Portal de la Asociación';
const CONTENT_ID = 'contenido';

/**
 * AppBar + the menu (a fixed side panel from md up, MUI's temporary Drawer on phones, loaded apart:
 * mobile-drawer.tsx) + <main>.
 */
export function DashboardShell({ children }: { children: ReactNode }) {
  const theme = useTheme();
  const desktop = useMediaQuery(theme.breakpoints.up('md'));
  const wide = useMediaQuery(theme.breakpoints.up('sm'));
  const [mobileOpen, setMobileOpen] = useState(false);
  // Mounted from the first opening on (so that it can slide out again when closed).
  const [mobileMenuUsed, setMobileMenuUsed] = useState(false);
  useEffect(() => (desktop ? undefined : onFirstScreenShown(() => void loadMobileDrawer().catch(() => undefined))), [desktop]);
  const mainRef = useRef<HTMLElement>(null);
  useFocusHeadingOnNavigate(mainRef);
  const { me, activeRole } = useSession();
  const { signOut, loading } = useLogout();
  const fullName = `${me.firstName} ${me.lastName}`;
  const roleLabel = activeRole ? fullRoleLabel(activeRole) : 'Sin rol seleccionado';

  const drawerContent = (
    <>
      <Toolbar />
      <Box sx={{ px: 2, py: 1.5, display: { md: 'none' } }}>
        <Typography sx={{ fontWeight: 600 }}>{fullName}</Typography>
        <Typography variant="body2" color="text.secondary">
          {roleLabel}
        </Typography>
      </Box>
      <Divider sx={{ display: { md: 'none' } }} />
      <DashboardNav onNavigate={desktop ? undefined : () => setMobileOpen(false)} />
    </>
  );

  return (
    <Box sx={{ display: 'flex', minHeight: '100dvh' }}>
      <SkipLink targetId={CONTENT_ID} />
      <AppBar position="fixed" sx={{ zIndex: (t) => t.zIndex.drawer + 1 }}>
        <Toolbar sx={{ gap: 1 }}>
          {!desktop && (
            <IconButton
              color="inherit"
              edge="start"
              aria-label="Abrir menú"
              aria-expanded={mobileOpen}
              aria-controls={DRAWER_ID}
              onClick={() => {
                setMobileMenuUsed(true);
                setMobileOpen((open) => !open);
              }}
            >
              <MenuIcon />
            </IconButton>
          )}
          <Typography component="div" variant="h6" noWrap sx={{ flexGrow: 1, fontSize: { xs: '1rem', sm: '1.2rem' } }}>
            {APP_NAME}
          </Typography>
          <Box sx={{ textAlign: 'right', display: { xs: 'none', md: 'block' }, mr: 1, minWidth: 0 }}>
            <Typography variant="body2" noWrap sx={{ fontWeight: 600 }}>
              {fullName}
            </Typography>
            <Typography variant="caption" noWrap component="div">
              {roleLabel}
            </Typography>
          </Box>
          {wide ? (
            <Button
              color="inherit"
              variant="outlined"
              onClick={() => void signOut()}
              loading={loading}
              startIcon={<LogoutIcon />}
              sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}
            >
              Cerrar sesión
            </Button>
          ) : (
            <IconButton color="inherit" edge="end" aria-label="Cerrar sesión" onClick={() => void signOut()} disabled={loading}>
              <LogoutIcon />
            </IconButton>
          )}
        </Toolbar>
      </AppBar>
      {desktop ? (
        // What MUI's permanent Drawer draws, without its module: a docked, fixed panel.
        <Box sx={{ width: DRAWER_WIDTH, flexShrink: 0 }}>
          <Box
            id={DRAWER_ID}
            sx={{
              position: 'fixed',
              top: 0,
              left: 0,
              height: '100%',
              width: DRAWER_WIDTH,
              boxSizing: 'border-box',
              display: 'flex',
              flexDirection: 'column',
              overflowY: 'auto',
              bgcolor: 'background.paper',
              borderRight: 1,
              borderColor: 'divider',
              zIndex: (t) => t.zIndex.drawer,
            }}
          >
            {drawerContent}
          </Box>
        </Box>
      ) : (
        mobileMenuUsed && (
          <Suspense fallback={null}>
            <MobileDrawer id={DRAWER_ID} width={DRAWER_WIDTH} open={mobileOpen} onClose={() => setMobileOpen(false)}>
              {drawerContent}
            </MobileDrawer>
          </Suspense>
        )
      )}
      <Box component="main" id={CONTENT_ID} ref={mainRef} tabIndex={-1} sx={{ flexGrow: 1, minWidth: 0, p: { xs: 2, sm: 3 }, '&:focus': { outline: 'none' } }}>
        <Toolbar />
        {children}
      </Box>
    </Box>
  );
}
