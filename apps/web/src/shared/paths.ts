/** The names of a pattern's `:params`, in order: '/a/:x/b/:y' → ['x', 'y']. */
type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? [Name, ...ParamNames<Rest>]
  : P extends `${string}:${infer Name}`
    ? [Name]
    : [];

/** A string for each element of a tuple (homomorphic, so the tuple's length is kept). */
type Strings<T extends unknown[]> = { [K in keyof T]: string };

/** One string argument per `:param` of the pattern. */
type ParamValues<P extends string> = Strings<ParamNames<P>>;

/** A route: call it to build a link; `pattern` goes to the router. */
export type Route<P extends string> = ((...values: ParamValues<P>) => string) & { readonly pattern: P };

/** Declares a route once, as an absolute React Router pattern; its link builder fills the params in order. */
export function route<P extends `/${string}`>(pattern: P): Route<P> {
  const build = (...values: string[]) => {
    let i = 0;
    return pattern.replace(/:[A-Za-z]+/g, () => encodeURIComponent(values[i++] ?? ''));
  };
  return Object.assign(build as (...values: ParamValues<P>) => string, { pattern });
}

/** Every route of the app, declared once: `paths.dashboard.user(id)` for links, `.pattern` for the router. */
export const paths = {
  login: route('/'),
  recovery: {
    request: route('/recuperacion'),
    sent: route('/recuperacion/confirmacion'),
    reset: route('/recuperacion/:token/:email'),
    done: route('/recuperacion/completado'),
  },
  join: route('/asociarse'),
  // Static segments win over `:id` in React Router's ranking.
  joinSent: route('/asociarse/confirmacion'),
  joinConfirm: route('/asociarse/confirmar/:token'),
  joined: route('/asociarse/:id'),
  emailConfirm: route('/correo/confirmar/:token'),
  /** A congress edition's public inscription page (the conference id). */
  inscription: route('/inscripcion/:id'),
  dashboard: {
    home: route('/dashboard'),
    selectRole: route('/dashboard/seleccionar-rol'),
    changePassword: route('/dashboard/cambiar-contrasena'),
    myProfile: route('/dashboard/mi-perfil'),
    institutions: route('/dashboard/instituciones'),
    thematicAreas: route('/dashboard/areas-tematicas'),
    universities: route('/dashboard/universidades'),
    countries: route('/dashboard/paises'),
    catalogueReview: route('/dashboard/carreras-y-titulos'),
    myMemberships: route('/dashboard/mis-membresias'),
    myInscriptions: route('/dashboard/mis-inscripciones'),
    /** The proposals of one inscription (the inscription id). */
    myProposals: route('/dashboard/mis-postulaciones/:inscriptionId'),
    membershipCategories: route('/dashboard/categorias-socio'),
    accountStatement: route('/dashboard/estado-cuenta'),
    paymentReturn: route('/dashboard/estado-cuenta/pago/:result'),
    myPayments: route('/dashboard/mis-pagos'),
    // Static segments (revista) win over `:product` in React Router's ranking.
    news: route('/dashboard/novedades/:product'),
    newsCreate: route('/dashboard/novedades/:product/nueva'),
    newsEdit: route('/dashboard/novedades/:product/:id'),
    journal: route('/dashboard/novedades/revista'),
    journalCreate: route('/dashboard/novedades/revista/nuevo'),
    journalEdit: route('/dashboard/novedades/revista/:id'),
    // The children of an inscription's proposals (spec section 2). Static segments win over `:kind`.
    newProposal: route('/dashboard/mis-postulaciones/:inscriptionId/nueva-postulacion'),
    newProposalOfKind: route('/dashboard/mis-postulaciones/:inscriptionId/nueva-postulacion/:kind'),
    editProposal: {
      PRESENTACION: route('/dashboard/mis-postulaciones/:inscriptionId/editar-postulacion/:presentationId'),
      MESA_ESTUDIANTE: route('/dashboard/mis-postulaciones/:inscriptionId/editar-ponencia-estudiante/:presentationId'),
      PANEL_CERRADO: route('/dashboard/mis-postulaciones/:inscriptionId/editar-panel-cerrado/:presentationId'),
      GRUPO_INVESTIGACION: route('/dashboard/mis-postulaciones/:inscriptionId/editar-grupo-investigacion/:presentationId'),
      LIBRO: route('/dashboard/mis-postulaciones/:inscriptionId/editar-libro/:presentationId'),
    },
    proposalFile: route('/dashboard/mis-postulaciones/:inscriptionId/archivo-ponencia/:presentationId/:fileKind'),
    // Regular panels and student tables of an edition (COORDINADOR, ADMIN_CONGRESO); `paneles` alone opens the active role's edition.
    panels: route('/dashboard/paneles'),
    regularPanels: route('/dashboard/paneles/:conferenceId/panel-regular'),
    regularPanelNew: route('/dashboard/paneles/:conferenceId/panel-regular/nuevo'),
    regularPanelEdit: route('/dashboard/paneles/:conferenceId/panel-regular/:panelId/editar'),
    studentTablePanels: route('/dashboard/paneles/:conferenceId/panel-mesa-estudiante'),
    studentTablePanelNew: route('/dashboard/paneles/:conferenceId/panel-mesa-estudiante/nuevo'),
    studentTablePanelEdit: route('/dashboard/paneles/:conferenceId/panel-mesa-estudiante/:panelId/editar'),
    conferences: route('/dashboard/congresos'),
    conferenceRoles: route('/dashboard/roles-congreso/:id'),
    users: route('/dashboard/usuarios'),
    user: route('/dashboard/usuarios/:id'),
  },
} as const;

/** `path?next=…`: a link that brings the visitor back to `next` afterwards (sign-in, joining). */
export const withNext = (path: string, next: string | null | undefined) => (next ? `${path}?next=${encodeURIComponent(next)}` : path);

export const DASHBOARD_PREFIX = paths.dashboard.home();

export function isDashboardPath(pathname: string): boolean {
  return pathname === DASHBOARD_PREFIX || pathname.startsWith(`${DASHBOARD_PREFIX}/`);
}
