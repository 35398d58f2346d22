/** Every href of the app is built here, so no route string is typed twice. */
export const paths = {
  login: () => '/',
  recovery: {
    request: () => '/recuperacion',
    sent: () => '/recuperacion/confirmacion',
    reset: (token: string, email: string) => `/recuperacion/${encodeURIComponent(token)}/${encodeURIComponent(email)}`,
    done: () => '/recuperacion/completado',
  },
  join: () => '/asociarse',
  joined: (membershipId: string) => `/asociarse/${encodeURIComponent(membershipId)}`,
  dashboard: {
    home: () => '/dashboard',
    selectRole: () => '/dashboard/seleccionar-rol',
    changePassword: () => '/dashboard/cambiar-contrasena',
    myProfile: () => '/dashboard/mi-perfil',
    institutions: () => '/dashboard/instituciones',
    thematicAreas: () => '/dashboard/areas-tematicas',
    universities: () => '/dashboard/universidades',
    countries: () => '/dashboard/paises',
    myMemberships: () => '/dashboard/mis-membresias',
    membershipCategories: () => '/dashboard/categorias-socio',
    news: (product: string) => `/dashboard/novedades/${product}`,
    newsCreate: (product: string) => `/dashboard/novedades/${product}/nueva`,
    newsEdit: (product: string, id: string) => `/dashboard/novedades/${product}/${encodeURIComponent(id)}`,
    journal: () => '/dashboard/novedades/revista',
    journalCreate: () => '/dashboard/novedades/revista/nuevo',
    journalEdit: (id: string) => `/dashboard/novedades/revista/${encodeURIComponent(id)}`,
    users: () => '/dashboard/usuarios',
    user: (id: string) => `/dashboard/usuarios/${encodeURIComponent(id)}`,
  },
} as const;

/** Route patterns (React Router syntax) for the router definition. */
export const routePatterns = {
  recoveryReset: 'recuperacion/:token/:email',
  dashboard: 'dashboard',
  selectRole: 'seleccionar-rol',
  changePassword: 'cambiar-contrasena',
  myProfile: 'mi-perfil',
  institutions: 'instituciones',
  thematicAreas: 'areas-tematicas',
  universities: 'universidades',
  countries: 'paises',
  join: 'asociarse',
  joined: 'asociarse/:id',
  myMemberships: 'mis-membresias',
  membershipCategories: 'categorias-socio',
  news: 'novedades/:product',
  newsCreate: 'novedades/:product/nueva',
  newsEdit: 'novedades/:product/:id',
  journal: 'novedades/revista',
  journalCreate: 'novedades/revista/nuevo',
  journalEdit: 'novedades/revista/:id',
  users: 'usuarios',
  user: 'usuarios/:id',
} as const;

export const DASHBOARD_PREFIX = paths.dashboard.home();

export function isDashboardPath(pathname: string): boolean {
  return pathname === DASHBOARD_PREFIX || pathname.startsWith(`${DASHBOARD_PREFIX}/`);
}
