import type { AnyRole } from '@portal/domain/roles';

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

/**
 * Who may open a dashboard route (spec §2: "role checks are declared per route"): every signed-in
 * person whatever the active role (`'all'`), or the active roles listed. A route with a
 * `:conferenceId` also needs the active role to be of that conference. The router's guard
 * (app/guards/require-role.tsx) and the menu (each feature's nav.ts) both read this declaration.
 */
export interface RouteAccess {
  readonly roles: 'all' | readonly AnyRole[];
}

/** A route: call it to build a link; `pattern` goes to the router; `access` says who may open it. */
export type Route<P extends string> = ((...values: ParamValues<P>) => string) & { readonly pattern: P; readonly access?: RouteAccess };

/** Declares a route once, as an absolute React Router pattern; its link builder fills the params in order. */
export function route<P extends `/${string}`>(pattern: P, access?: RouteAccess): Route<P> {
  const build = (...values: string[]) => {
    let i = 0;
    return pattern.replace(/:[A-Za-z]+/g, () => encodeURIComponent(values[i++] ?? ''));
  };
  return Object.assign(build as (...values: ParamValues<P>) => string, access ? { pattern, access } : { pattern });
}

/** The roles a route lists (for a menu entry that leads there): the declaration's own array. */
export function rolesOf(r: { readonly access?: RouteAccess }): readonly AnyRole[] | undefined {
  const roles = r.access?.roles;
  return roles === undefined || roles === 'all' ? undefined : roles;
}

// Who may open what (spec §6), named once for the declarations below.
const everyone: RouteAccess = { roles: 'all' };
const sysadmin: RouteAccess = { roles: ['SYSADMIN'] };
const admin: RouteAccess = { roles: ['ADMIN'] };
const staffAdmins: RouteAccess = { roles: ['SYSADMIN', 'ADMIN'] };
const member: RouteAccess = { roles: ['USER'] };
const treasury: RouteAccess = { roles: ['TESORERIA'] };
const conferenceStaff: RouteAccess = { roles: ['ADMIN', 'TESORERIA'] };
/** The reports of the board and treasury (spec section 2 "Reports"). */
const reportReaders: RouteAccess = { roles: ['ADMIN', 'TESORERIA'] };
const congressAdmin: RouteAccess = { roles: ['ADMIN_CONGRESO'] };
const evaluators: RouteAccess = { roles: ['ADMIN_CONGRESO', 'COORDINADOR'] };
const panelists: RouteAccess = { roles: ['COORDINADOR', 'ADMIN_CONGRESO'] };
const awardReaders: RouteAccess = { roles: ['JUEZ', 'ADMIN_CONGRESO'] };
const programmeBuilders: RouteAccess = { roles: ['ORGANIZADOR_CONGRESO', 'ADMIN_CONGRESO'] };

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
  /** The public verification of a certificate: a form to type a code, and a code's page (the QR leads there). */
  verifyCertificate: route('/certificados/verificar'),
  verifiedCertificate: route('/certificados/verificar/:code'),
  /** An edition's released programme, public (the conference id). */
  programme: route('/programa/:conferenceId'),
  /** The programme book of the last version, standalone (ORGANIZADOR_CONGRESO, ADMIN_CONGRESO; the API decides). */
  programmePdf: route('/cronogramas/:conferenceId/pdf'),
  dashboard: {
    home: route('/dashboard', everyone),
    selectRole: route('/dashboard/seleccionar-rol', everyone),
    changePassword: route('/dashboard/cambiar-contrasena', everyone),
    myProfile: route('/dashboard/mi-perfil', everyone),
    /** Mi agenda: one's sessions in the released programmes and the ones marked «Me interesa». */
    myAgenda: route('/dashboard/mi-agenda', everyone),
    /** Certificates of an edition (ADMIN_CONGRESO: look one up by its code, revoke it). */
    editionCertificates: route('/dashboard/certificados/:conferenceId', congressAdmin),
    /** Membership certificates (ADMIN: look one up by its code, revoke it). */
    membershipCertificates: route('/dashboard/certificados-socios', admin),
    /** The certificate texts and signers of an edition, with a live preview (ADMIN_CONGRESO). */
    editionCertificateSettings: route('/dashboard/certificados/:conferenceId/textos', congressAdmin),
    /** The membership certificates' text and signers, with a live preview (ADMIN). */
    membershipCertificateSettings: route('/dashboard/certificados-socios/textos', admin),
    /** Mis certificados: every signed-in person's certificates (membership, attendance, presentation, roles). */
    myCertificates: route('/dashboard/mis-certificados', everyone),
    /**
     * Coautorías: the proposals others submitted naming the person as co-author, to accept or decline,
     * and one of them read-only (the proposal id). Whatever the active role: the link is the account's
     * (a coordinator named by a submitter declines without switching roles), and its e-mail leads here.
     */
    coAuthorships: route('/dashboard/coautorias', everyone),
    coAuthorship: route('/dashboard/coautorias/:presentationId', everyone),
    institutions: route('/dashboard/instituciones', sysadmin),
    thematicAreas: route('/dashboard/areas-tematicas', sysadmin),
    universities: route('/dashboard/universidades', sysadmin),
    countries: route('/dashboard/paises', sysadmin),
    catalogueReview: route('/dashboard/carreras-y-titulos', sysadmin),
    jobs: route('/dashboard/tareas', sysadmin),
    association: route('/dashboard/asociacion', sysadmin),
    myMemberships: route('/dashboard/mis-membresias', member),
    myInscriptions: route('/dashboard/mis-inscripciones', member),
    /** The proposals of one inscription (the inscription id). */
    myProposals: route('/dashboard/mis-postulaciones/:inscriptionId', member),
    membershipCategories: route('/dashboard/categorias-socio', admin),
    accountStatement: route('/dashboard/estado-cuenta', member),
    paymentReturn: route('/dashboard/estado-cuenta/pago/:result', member),
    reportPayment: route('/dashboard/estado-cuenta/informar-pago', member),
    myPayments: route('/dashboard/mis-pagos', member),
    /** Treasury: manual payments (reported by members, recorded by treasury) and one of them (the payment id). */
    manualPayments: route('/dashboard/pagos/manuales', treasury),
    manualPayment: route('/dashboard/pagos/manuales/:id', treasury),
    // Treasury's tools (TESORERIA): recording a payment for a person (search, then the person's id), online payments, credits.
    recordPayment: route('/dashboard/pagos/registrar-pago', treasury),
    generatePayment: route('/dashboard/pagos/generar-pago/:userId', treasury),
    onlinePayments: route('/dashboard/pagos/mercado-pago', treasury),
    credits: route('/dashboard/pagos/creditos', treasury),
    /** TESORERIA: bank statements imported, and one statement (its id): mapping step or lines. */
    bankImports: route('/dashboard/pagos/banco', treasury),
    bankImport: route('/dashboard/pagos/banco/:id', treasury),
    // Static segments (revista) win over `:product` in React Router's ranking.
    news: route('/dashboard/novedades/:product', admin),
    newsCreate: route('/dashboard/novedades/:product/nueva', admin),
    newsEdit: route('/dashboard/novedades/:product/:id', admin),
    journal: route('/dashboard/novedades/revista', admin),
    journalCreate: route('/dashboard/novedades/revista/nuevo', admin),
    journalEdit: route('/dashboard/novedades/revista/:id', admin),
    // The children of an inscription's proposals (spec section 2). Static segments win over `:kind`.
    newProposal: route('/dashboard/mis-postulaciones/:inscriptionId/nueva-postulacion', member),
    newProposalOfKind: route('/dashboard/mis-postulaciones/:inscriptionId/nueva-postulacion/:kind', member),
    editProposal: {
      PRESENTACION: route('/dashboard/mis-postulaciones/:inscriptionId/editar-postulacion/:presentationId', member),
      MESA_ESTUDIANTE: route('/dashboard/mis-postulaciones/:inscriptionId/editar-ponencia-estudiante/:presentationId', member),
      PANEL_CERRADO: route('/dashboard/mis-postulaciones/:inscriptionId/editar-panel-cerrado/:presentationId', member),
      GRUPO_INVESTIGACION: route('/dashboard/mis-postulaciones/:inscriptionId/editar-grupo-investigacion/:presentationId', member),
      LIBRO: route('/dashboard/mis-postulaciones/:inscriptionId/editar-libro/:presentationId', member),
    },
    /** One proposal read-only (status, the decision's comment, its panel): for decided items and co-authors. */
    proposalDetail: route('/dashboard/mis-postulaciones/:inscriptionId/postulacion/:presentationId', member),
    proposalFile: route('/dashboard/mis-postulaciones/:inscriptionId/archivo-ponencia/:presentationId/:fileKind', member),
    // Proposal administration of an edition (ADMIN_CONGRESO). `:kind` is a kind's segment
    // (ponencias, mesas-estudiantes, ...; ponencia for one paper); static panel-fijo wins over it.
    proposalAdmin: route('/dashboard/propuestas/:conferenceId', congressAdmin),
    proposalAdminList: route('/dashboard/propuestas/:conferenceId/:kind', congressAdmin),
    proposalAdminNew: route('/dashboard/propuestas/:conferenceId/:kind/nueva', congressAdmin),
    proposalAdminEdit: route('/dashboard/propuestas/:conferenceId/:kind/editar/:presentationId', congressAdmin),
    proposalAdminFile: route('/dashboard/propuestas/:conferenceId/:kind/archivo/:presentationId', congressAdmin),
    fixedPanels: route('/dashboard/propuestas/:conferenceId/panel-fijo', congressAdmin),
    fixedPanelNew: route('/dashboard/propuestas/:conferenceId/panel-fijo/nuevo', congressAdmin),
    fixedPanelEdit: route('/dashboard/propuestas/:conferenceId/panel-fijo/:panelId/editar', congressAdmin),
    /** Evaluation (ADMIN_CONGRESO, COORDINADOR): the start goes to the active role's conference. */
    evaluationStart: route('/dashboard/evaluacion', evaluators),
    evaluation: route('/dashboard/evaluacion/:conferenceId/:kind', evaluators),
    evaluationItem: route('/dashboard/evaluacion/:conferenceId/:kind/:presentationId', evaluators),
    evaluatedStart: route('/dashboard/evaluadas', evaluators),
    evaluated: route('/dashboard/evaluadas/:conferenceId/:kind', evaluators),
    // Regular panels and student tables of an edition (COORDINADOR, ADMIN_CONGRESO); `paneles` alone opens the active role's edition.
    panels: route('/dashboard/paneles', panelists),
    regularPanels: route('/dashboard/paneles/:conferenceId/panel-regular', panelists),
    regularPanelNew: route('/dashboard/paneles/:conferenceId/panel-regular/nuevo', panelists),
    regularPanelEdit: route('/dashboard/paneles/:conferenceId/panel-regular/:panelId/editar', panelists),
    studentTablePanels: route('/dashboard/paneles/:conferenceId/panel-mesa-estudiante', panelists),
    studentTablePanelNew: route('/dashboard/paneles/:conferenceId/panel-mesa-estudiante/nuevo', panelists),
    studentTablePanelEdit: route('/dashboard/paneles/:conferenceId/panel-mesa-estudiante/:panelId/editar', panelists),
    // The congress programme of an edition (ORGANIZADOR_CONGRESO, ADMIN_CONGRESO); `cronogramas` alone opens the active role's edition.
    schedules: route('/dashboard/cronogramas', programmeBuilders),
    scheduleSetup: route('/dashboard/cronogramas/:conferenceId', programmeBuilders),
    scheduleGrid: route('/dashboard/cronogramas/:conferenceId/cronograma', programmeBuilders),
    conferences: route('/dashboard/congresos', conferenceStaff),
    conferenceRoles: route('/dashboard/roles-congreso/:id', conferenceStaff),
    // Reports (ADMIN, TESORERIA): each filter, the sort and the page in the URL.
    memberReport: route('/dashboard/reportes/miembros', reportReaders),
    inscriptionReport: route('/dashboard/reportes/inscripciones', reportReaders),
    accountsReport: route('/dashboard/reportes/estados-cuentas', reportReaders),
    users: route('/dashboard/usuarios', staffAdmins),
    user: route('/dashboard/usuarios/:id', staffAdmins),
    auditLog: route('/dashboard/auditoria', sysadmin),
    // Awards (spec section 2: /premios/{id}/premio/{premioId} for JUEZ). Static segments win over `:premioId`.
    awards: route('/dashboard/premios/:conferenceId', awardReaders),
    awardNew: route('/dashboard/premios/:conferenceId/nuevo', congressAdmin),
    award: route('/dashboard/premios/:conferenceId/premio/:premioId', awardReaders),
    awardEdit: route('/dashboard/premios/:conferenceId/premio/:premioId/editar', congressAdmin),
    /** The awards of an inscription's edition, where the member applies (the inscription id). */
    inscriptionAwards: route('/dashboard/mis-inscripciones/:inscriptionId/premios', member),
  },
} as const;

/** `path?next=…`: a link that brings the visitor back to `next` afterwards (sign-in, joining). */
export const withNext = (path: string, next: string | null | undefined) => (next ? `${path}?next=${encodeURIComponent(next)}` : path);

export const DASHBOARD_PREFIX = paths.dashboard.home();

export function isDashboardPath(pathname: string): boolean {
  return pathname === DASHBOARD_PREFIX || pathname.startsWith(`${DASHBOARD_PREFIX}/`);
}
