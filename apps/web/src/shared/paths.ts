/** Every href of the app is built here, so no route string is typed twice. */
export const paths = {
  login: () => '/',
  recovery: {
    request: () => '/recuperacion',
    sent: () => '/recuperacion/confirmacion',
    reset: (token: string, email: string) => `/recuperacion/${encodeURIComponent(token)}/${encodeURIComponent(email)}`,
    done: () => '/recuperacion/completado',
  },
  dashboard: {
    home: () => '/dashboard',
    selectRole: () => '/dashboard/seleccionar-rol',
    changePassword: () => '/dashboard/cambiar-contrasena',
  },
} as const;

/** Route patterns (React Router syntax) for the router definition. */
export const routePatterns = {
  recoveryReset: 'recuperacion/:token/:email',
  dashboard: 'dashboard',
  selectRole: 'seleccionar-rol',
  changePassword: 'cambiar-contrasena',
} as const;

export const DASHBOARD_PREFIX = paths.dashboard.home();

export function isDashboardPath(pathname: string): boolean {
  return pathname === DASHBOARD_PREFIX || pathname.startsWith(`${DASHBOARD_PREFIX}/`);
}
