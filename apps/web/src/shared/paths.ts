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
    reportPayment: route('/dashboard/estado-cuenta/informar-pago'),
    myPayments: route('/dashboard/mis-pagos'),
    /** Treasury: manual payments (reported by members, recorded by treasury) and one of them (the payment id). */
    manualPayments: route('/dashboard/pagos/manuales'),
    manualPayment: route('/dashboard/pagos/manuales/:id'),
    // Treasury's tools (TESORERIA): recording a payment for a person (search, then the person's id), online payments, credits.
    recordPayment: route('/dashboard/pagos/registrar-pago'),
    generatePayment: route('/dashboard/pagos/generar-pago/:userId'),
    onlinePayments: route('/dashboard/pagos/mercado-pago'),
    credits: route('/dashboard/pagos/creditos'),
    /** TESORERIA: bank statements imported, and one statement (its id): mapping step or lines. */
    bankImports: route('/dashboard/pagos/banco'),
    bankImport: route('/dashboard/pagos/banco/:id'),
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
    // Proposal administration of an edition (ADMIN_CONGRESO). `:kind` is a kind's segment
    // (ponencias, mesas-estudiantes, ...; ponencia for one paper); static panel-fijo wins over it.
    proposalAdmin: route('/dashboard/propuestas/:conferenceId'),
    proposalAdminList: route('/dashboard/propuestas/:conferenceId/:kind'),
    proposalAdminNew: route('/dashboard/propuestas/:conferenceId/:kind/nueva'),
    proposalAdminEdit: route('/dashboard/propuestas/:conferenceId/:kind/editar/:presentationId'),
    proposalAdminFile: route('/dashboard/propuestas/:conferenceId/:kind/archivo/:presentationId'),
    fixedPanels: route('/dashboard/propuestas/:conferenceId/panel-fijo'),
    fixedPanelNew: route('/dashboard/propuestas/:conferenceId/panel-fijo/nuevo'),
    fixedPanelEdit: route('/dashboard/propuestas/:conferenceId/panel-fijo/:panelId/editar'),
    /** Evaluation (ADMIN_CONGRESO, COORDINADOR): the start goes to the active role's conference. */
    evaluationStart: route('/dashboard/evaluacion'),
    evaluation: route('/dashboard/evaluacion/:conferenceId/:kind'),
    evaluationItem: route('/dashboard/evaluacion/:conferenceId/:kind/:presentationId'),
    evaluatedStart: route('/dashboard/evaluadas'),
    evaluated: route('/dashboard/evaluadas/:conferenceId/:kind'),
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
    // Awards (spec section 2: /premios/{id}/premio/{premioId} for JUEZ). Static segments win over `:premioId`.
    awards: route('/dashboard/premios/:conferenceId'),
    awardNew: route('/dashboard/premios/:conferenceId/nuevo'),
    award: route('/dashboard/premios/:conferenceId/premio/:premioId'),
    awardEdit: route('/dashboard/premios/:conferenceId/premio/:premioId/editar'),
    /** The awards of an inscription's edition, where the member applies (the inscription id). */
    inscriptionAwards: route('/dashboard/mis-inscripciones/:inscriptionId/premios'),
  },
} as const;

/** `path?next=…`: a link that brings the visitor back to `next` afterwards (sign-in, joining). */
export const withNext = (path: string, next: string | null | undefined) => (next ? `${path}?next=${encodeURIComponent(next)}` : path);

export const DASHBOARD_PREFIX = paths.dashboard.home();

export function isDashboardPath(pathname: string): boolean {
  return pathname === DASHBOARD_PREFIX || pathname.startsWith(`${DASHBOARD_PREFIX}/`);
}
