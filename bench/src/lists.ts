/**
 * What `npm run bench` loads: every paginated list the portal offers (the `...Page` queries of
 * apps/api/schema.graphql) and `me`, each with the selection the web app asks for (mirrors
 * apps/web/src/features/<feature>/operations.ts and shared/session/me-query.ts), at page 0 with
 * the list's default sort. A later issue's list: add an entry here (and nothing else: its bare
 * twin's SQL is captured from the portal at the start of every run).
 */
import pg from 'pg';
import { BENCH_ADMIN_EMAIL } from './env';

export type BenchTarget = {
  /** File-name-safe key: bench/sql/<name>.sql holds its bare twin's statement. */
  name: string;
  /** What the table shows. */
  label: string;
  query: string;
  variables: Record<string, unknown>;
  /** `me` has no page SELECT: its twin is the single statement of bench/sql/me.sql (hand-written). */
  kind: 'list' | 'me';
  /**
   * Variables that only the bench database knows (an id): a SELECT returning one row, whose
   * columns are added to `variables` once at the start of a run (`resolveTargetVariables`).
   */
  variablesFrom?: string;
};

/** Rows per page for every list (the web offers 10, 25, 50 and 100). */
export const PAGE_SIZE = 50;

const page = (extra: Record<string, unknown> = {}) => ({ page: 0, pageSize: PAGE_SIZE, search: null, ...extra });
const catalogue = (field: string, items: string) =>
  `query ($page: Int, $pageSize: Int, $search: String, $sort: String, $direction: SortDirection) {
  ${field}(page: $page, pageSize: $pageSize, search: $search, sort: $sort, direction: $direction) { items { ${items} } total page pageSize }
}`;

export const USERS_QUERY = `query Users($page: Int, $pageSize: Int, $search: String, $sort: String, $direction: SortDirection, $role: GlobalRole, $membershipStatus: UserMembershipStatus) {
  users(page: $page, pageSize: $pageSize, search: $search, sort: $sort, direction: $direction, role: $role, membershipStatus: $membershipStatus) {
    total page pageSize
    items { id firstName lastName email document enabled created roles roleGender membershipStatus }
  }
}`;

const allTargets: BenchTarget[] = [
  {
    name: 'member-report',
    label: 'Reporte de miembros (memberReport)',
    kind: 'list',
    // The selection of apps/web/src/features/reports/operations.ts: this year, unfiltered, by name.
    query: `query ($year: Int!, $page: Int, $pageSize: Int, $search: String, $sort: String, $direction: SortDirection) {
  memberReport(filter: { year: $year }, page: $page, pageSize: $pageSize, search: $search, sort: $sort, direction: $direction) {
    year total page pageSize
    items { id firstName lastName email joined category status amountCents country province institution }
    totals { categoryId category status people paidCents owingCents }
    chart { year categoryId category people }
    categories { id name }
  }
}`,
    variables: page({ year: new Date().getFullYear(), sort: 'name', direction: 'ASC' }),
  },
  {
    name: 'inscription-report',
    label: 'Reporte de inscripciones (inscriptionReport)',
    kind: 'list',
    query: `query ($conferenceId: ID!, $page: Int, $pageSize: Int, $search: String, $sort: String, $direction: SortDirection) {
  inscriptionReport(filter: { conferenceId: $conferenceId }, page: $page, pageSize: $pageSize, search: $search, sort: $sort, direction: $direction) {
    conference { id name inscriptionStart inscriptionEnd }
    total page pageSize
    items { id userId firstName lastName email registrationDate category fee feeReason amountCents paid proposals accepted kinds areas }
    totals { categoryId category paid inscriptions amountCents }
    days { day inscriptions }
    proposals { areaId area kind status proposals }
    categories { id name }
    areas { id name }
  }
}`,
    variables: page({ sort: 'date', direction: 'ASC' }),
    variablesFrom: `select id::text as "conferenceId" from conferences where is_current`,
  },
  { name: 'users', label: 'Usuarios (users)', kind: 'list', query: USERS_QUERY, variables: page({ sort: 'name', direction: 'ASC' }) },
  {
    name: 'my-memberships',
    label: 'Mis membresías (myMemberships)',
    kind: 'list',
    query: `query ($page: Int, $pageSize: Int, $sort: String, $direction: SortDirection) {
  myMemberships(page: $page, pageSize: $pageSize, sort: $sort, direction: $direction) {
    total page pageSize
    items { id year created terminatedMember terminatedAt universityCareer studentCategory paid category { id name } charge { id amountCents status } }
  }
}`,
    variables: { page: 0, pageSize: PAGE_SIZE, sort: 'year', direction: 'DESC' },
  },
  {
    name: 'membership-categories',
    label: 'Categorías (membershipCategoryList)',
    kind: 'list',
    query: `query ($page: Int, $pageSize: Int, $search: String, $sort: String, $direction: SortDirection) {
  membershipCategoryList(page: $page, pageSize: $pageSize, search: $search, sort: $sort, direction: $direction) {
    total page pageSize
    items { id name yearlyFeeCents isStudent active membershipCount }
  }
}`,
    variables: page({ sort: 'name', direction: 'ASC' }),
  },
  {
    name: 'news',
    label: 'Novedades (newsItems)',
    kind: 'list',
    query: `query ($product: NewsProduct!, $page: Int, $pageSize: Int, $search: String, $sort: String, $direction: SortDirection, $status: PublicationStatus) {
  newsItems(product: $product, page: $page, pageSize: $pageSize, search: $search, sort: $sort, direction: $direction, status: $status) {
    total page pageSize
    items { id title summary status publishAt imageUrl }
  }
}`,
    variables: page({ product: 'asociacion', sort: 'publishAt', direction: 'DESC' }),
  },
  {
    name: 'journal-issues',
    label: 'Revista (journalIssues)',
    kind: 'list',
    query: `query ($page: Int, $pageSize: Int, $search: String, $sort: String, $direction: SortDirection, $status: PublicationStatus) {
  journalIssues(page: $page, pageSize: $pageSize, search: $search, sort: $sort, direction: $direction, status: $status) {
    total page pageSize
    items { id title number year link pdfUrl coverUrl status publishAt }
  }
}`,
    variables: page({ sort: 'year', direction: 'DESC' }),
  },
  {
    name: 'conferences',
    label: 'Ediciones del congreso (conferences)',
    kind: 'list',
    query: `query ($page: Int, $pageSize: Int, $search: String, $sort: String, $direction: SortDirection) {
  conferences(page: $page, pageSize: $pageSize, search: $search, sort: $sort, direction: $direction) {
    total totalCapped page pageSize
    items {
      id name edition venue inscriptionStart inscriptionEnd startDate endDate isCurrent abstractMaxWords keywordsMin keywordsMax
      authorsMax panelPapersMin panelPapersMax maxFileMb staffCount
      windows { type opensOn closesOn } thematicAreas { id name } categories { id name memberFeeCents nonMemberFeeCents isStudent }
    }
  }
}`,
    variables: page({ sort: 'startDate', direction: 'DESC' }),
  },
  {
    name: 'my-inscriptions',
    label: 'Mis inscripciones (myInscriptions)',
    kind: 'list',
    query: `query ($page: Int, $pageSize: Int, $sort: String, $direction: SortDirection) {
  myInscriptions(page: $page, pageSize: $pageSize, sort: $sort, direction: $direction) {
    total totalCapped page pageSize
    items {
      id registrationDate universityCareer proposalCount
      conference { id name edition venue startDate endDate inscriptionStart inscriptionEnd }
      category { id name isStudent } charge { id amountCents status paidAt feeApplied } permissions { canUpdateCareer }
    }
  }
}`,
    variables: { page: 0, pageSize: PAGE_SIZE, sort: 'registrationDate', direction: 'DESC' },
  },
  {
    name: 'my-charges',
    label: 'Estado de cuenta: cargos (myCharges)',
    kind: 'list',
    query: `query ($page: Int, $pageSize: Int, $sort: String, $direction: SortDirection) {
  myCharges(page: $page, pageSize: $pageSize, sort: $sort, direction: $direction) {
    total totalCapped page pageSize
    items { id kind description amountCents paidCents underReviewCents pendingCents status createdAt }
  }
}`,
    variables: { page: 0, pageSize: PAGE_SIZE, sort: 'created', direction: 'DESC' },
  },
  {
    name: 'my-payments',
    label: 'Mis pagos (myPayments)',
    kind: 'list',
    query: `query ($page: Int, $pageSize: Int, $sort: String, $direction: SortDirection, $status: [PaymentStatus!]) {
  myPayments(page: $page, pageSize: $pageSize, sort: $sort, direction: $direction, status: $status) {
    total totalCapped page pageSize
    items { id amountCents method channel status createdAt decidedAt checkoutUrl receiptNumber receiptUrl charges { chargeId description amountCents } }
  }
}`,
    variables: { page: 0, pageSize: PAGE_SIZE, sort: 'created', direction: 'DESC' },
  },
  {
    name: 'manual-payments',
    label: 'Pagos manuales (manualPayments)',
    kind: 'list',
    // The selection of apps/web/src/features/treasury/manual-operations.ts, with its default filter (En revisión).
    query: `query ($page: Int, $pageSize: Int, $search: String, $sort: String, $direction: SortDirection, $status: [PaymentStatus!], $method: PaymentMethod, $from: String, $to: String) {
  manualPayments(page: $page, pageSize: $pageSize, search: $search, sort: $sort, direction: $direction, status: $status, method: $method, from: $from, to: $to) {
    total totalCapped page pageSize
    items { id amountCents reportedAmountCents method channel status informedDay createdAt person { id firstName lastName document } charges { chargeId description } }
  }
}`,
    variables: page({ sort: 'created', direction: 'DESC', status: ['UNDER_REVIEW'] }),
  },
  {
    name: 'online-payments',
    label: 'Pagos Mercado Pago (onlinePayments)',
    kind: 'list',
    query: `query ($page: Int, $pageSize: Int, $search: String, $sort: String, $direction: SortDirection, $status: [PaymentStatus!], $from: String, $to: String) {
  onlinePayments(page: $page, pageSize: $pageSize, search: $search, sort: $sort, direction: $direction, status: $status, from: $from, to: $to) {
    total totalCapped page pageSize
    items { id person { firstName lastName email } amountCents status provider providerPaymentId providerStatus flagReason createdAt receiptNumber charges { chargeId description } }
  }
}`,
    variables: page({ sort: 'created', direction: 'DESC' }),
  },
  {
    name: 'treasury-credits',
    label: 'Créditos (treasuryCredits)',
    kind: 'list',
    query: `query ($page: Int, $pageSize: Int, $search: String, $sort: String, $direction: SortDirection, $status: CreditStatus) {
  treasuryCredits(page: $page, pageSize: $pageSize, search: $search, sort: $sort, direction: $direction, status: $status) {
    total totalCapped page pageSize
    items { id userId person { firstName lastName email } amountCents status createdAt resolvedAt resolutionNote charge { id description } appliedCharge { id description } payment { id channel method receiptNumber } }
  }
}`,
    variables: page({ sort: 'created', direction: 'ASC' }),
  },
  {
    name: 'accounts-report',
    label: 'Estados de cuenta (accountsReport: página, totales y gráfico)',
    kind: 'list',
    query: `query ($page: Int, $pageSize: Int, $search: String, $sort: String, $direction: SortDirection) {
  accountsReport(page: $page, pageSize: $pageSize, search: $search, sort: $sort, direction: $direction) {
    page { total page pageSize items { id firstName lastName email chargedCents paidCents pendingCents creditCents upTo30Cents from31To90Cents over90Cents } }
    totals { people chargedCents paidCents pendingCents creditCents upTo30Cents from31To90Cents over90Cents byConcept { concept chargedCents paidCents pendingCents } }
    collected { month method cents }
  }
}`,
    variables: page({ sort: 'pending', direction: 'DESC' }),
  },
  {
    name: 'payment-people',
    label: 'Registrar pago: personas (paymentPeople)',
    kind: 'list',
    query: `query ($page: Int, $pageSize: Int, $search: String, $sort: String, $direction: SortDirection) {
  paymentPeople(page: $page, pageSize: $pageSize, search: $search, sort: $sort, direction: $direction) {
    total totalCapped page pageSize
    items { id firstName lastName email document pendingCents }
  }
}`,
    variables: page({ sort: 'name', direction: 'ASC' }),
  },
  { name: 'countries', label: 'Países (countries)', kind: 'list', query: catalogue('countries', 'id name code provincesCount'), variables: page({ sort: 'name', direction: 'ASC' }) },
  { name: 'institutions', label: 'Instituciones (institutions)', kind: 'list', query: catalogue('institutions', 'id name code'), variables: page({ sort: 'name', direction: 'ASC' }) },
  { name: 'universities', label: 'Universidades (universities)', kind: 'list', query: catalogue('universities', 'id name'), variables: page({ sort: 'name', direction: 'ASC' }) },
  { name: 'thematic-areas', label: 'Áreas temáticas (thematicAreas)', kind: 'list', query: catalogue('thematicAreas', 'id name'), variables: page({ sort: 'name', direction: 'ASC' }) },
  {
    name: 'my-proposals',
    label: 'Mis postulaciones (myProposals)',
    kind: 'list',
    // The selection of apps/web/src/features/proposals (the list page), on the administrator's inscription.
    query: `query ($inscriptionId: ID!, $page: Int, $pageSize: Int, $search: String, $sort: String, $direction: SortDirection, $kind: SubmissionType, $status: ProposalStatus) {
  myProposals(inscriptionId: $inscriptionId, page: $page, pageSize: $pageSize, search: $search, sort: $sort, direction: $direction, kind: $kind, status: $status) {
    total totalCapped page pageSize
    items { id kind status title viewerRole windowOpen createdAt updatedAt thematicArea { id name }
      authors { position name email isSubmitter linked invited } file { id name sizeBytes url } finalVersion { id } permissions { canEdit canDelete canUpload canUploadFinalVersion } }
  }
}`,
    variables: page({ sort: 'createdAt', direction: 'DESC' }),
    variablesFrom: `select i.id::text as "inscriptionId" from inscriptions i join users u on u.id = i.user_id join conferences c on c.id = i.conference_id and c.is_current where u.email = '${BENCH_ADMIN_EMAIL}'`,
  },
  {
    name: 'conference-proposals',
    label: 'Propuestas del congreso (conferenceProposals)',
    kind: 'list',
    // The selection of apps/web/src/features/proposals/admin (the list page): the current congress's papers.
    query: `query ($conferenceId: ID!, $kind: SubmissionType!, $status: ProposalStatus, $thematicAreaId: ID, $page: Int, $pageSize: Int, $search: String, $sort: String, $direction: SortDirection) {
  conferenceProposals(conferenceId: $conferenceId, kind: $kind, status: $status, thematicAreaId: $thematicAreaId, page: $page, pageSize: $pageSize, search: $search, sort: $sort, direction: $direction) {
    total totalCapped page pageSize
    items { id kind status title createdAt updatedAt inscriptionId thematicArea { id name } authors { position name email isSubmitter } file { id name } finalVersion { id name uploadedAt url } permissions { canEdit canDelete canUpload } }
  }
}`,
    variables: page({ kind: 'PRESENTACION', sort: 'createdAt', direction: 'DESC' }),
    variablesFrom: `select id::text as "conferenceId" from conferences where is_current`,
  },
  {
    name: 'fixed-panels',
    label: 'Paneles fijos (fixedPanels)',
    kind: 'list',
    query: `query ($conferenceId: ID!, $page: Int, $pageSize: Int, $search: String, $sort: String, $direction: SortDirection) {
  fixedPanels(conferenceId: $conferenceId, page: $page, pageSize: $pageSize, search: $search, sort: $sort, direction: $direction) {
    total totalCapped page pageSize
    items { id name description status updatedAt chair { userId name email institution } speakers { userId name email institution } permissions { canDelete } }
  }
}`,
    variables: page({ sort: 'name', direction: 'ASC' }),
    variablesFrom: `select id::text as "conferenceId" from conferences where is_current`,
  },
  {
    name: 'award-applications',
    label: 'Postulaciones a un premio, para el jurado (awardApplications)',
    kind: 'list',
    // The selection of apps/web/src/features/awards (the award screen), as the award's judge.
    query: `query ($awardId: ID!, $page: Int, $pageSize: Int, $search: String, $sort: String, $direction: SortDirection) {
  awardApplications(awardId: $awardId, page: $page, pageSize: $pageSize, search: $search, sort: $sort, direction: $direction) {
    total totalCapped page pageSize
    items { id title summary createdAt applicant { id firstName lastName email } file { id name url }
      viewerConflict viewerScore { score comment } mean countedScores scores { judgeId name score comment conflict } }
  }
}`,
    variables: page({ sort: 'createdAt', direction: 'ASC' }),
    variablesFrom: `select a.id::text as "awardId" from awards a join conferences c on c.id = a.conference_id and c.is_current where a.name = 'Premio a la mejor tesis (bench)'`,
  },
  {
    name: 'evaluation-queue',
    label: 'Evaluación: ponencias pendientes (evaluationQueue)',
    kind: 'list',
    // The selection of apps/web/src/features/evaluation (the pending list), as ADMIN_CONGRESO of the current congress.
    query: `query ($conferenceId: ID!, $kind: SubmissionType!, $thematicAreaId: ID, $keyword: String, $page: Int, $pageSize: Int, $search: String, $sort: String, $direction: SortDirection) {
  evaluationQueue(conferenceId: $conferenceId, kind: $kind, thematicAreaId: $thematicAreaId, keyword: $keyword, page: $page, pageSize: $pageSize, search: $search, sort: $sort, direction: $direction) {
    total totalCapped page pageSize
    items { id title keywords createdAt thematicArea { id name } authors { name } routedToAdmin { coordinator reason } }
    areas { area { id name } count }
    withheld { author institution }
  }
}`,
    variables: page({ kind: 'PRESENTACION', sort: 'createdAt', direction: 'ASC' }),
    variablesFrom: `select c.id::text as "conferenceId" from conferences c where c.is_current`,
  },
  {
    name: 'evaluated-proposals',
    label: 'Evaluadas: ponencias (evaluatedProposals)',
    kind: 'list',
    query: `query ($conferenceId: ID!, $kind: SubmissionType!, $thematicAreaId: ID, $keyword: String, $decision: EvaluatedDecision, $page: Int, $pageSize: Int, $search: String, $sort: String, $direction: SortDirection) {
  evaluatedProposals(conferenceId: $conferenceId, kind: $kind, thematicAreaId: $thematicAreaId, keyword: $keyword, decision: $decision, page: $page, pageSize: $pageSize, search: $search, sort: $sort, direction: $direction) {
    total totalCapped page pageSize
    items { id title status thematicArea { id name } authors { name } decision { event comment createdAt actorName } }
  }
}`,
    variables: page({ kind: 'PRESENTACION', sort: 'updatedAt', direction: 'DESC' }),
    variablesFrom: `select c.id::text as "conferenceId" from conferences c where c.is_current`,
  },
  {
    name: 'bank-imports',
    label: 'Extractos bancarios (bankImports)',
    kind: 'list',
    query: `query ($page: Int, $pageSize: Int, $search: String, $sort: String, $direction: SortDirection) {
  bankImports(page: $page, pageSize: $pageSize, search: $search, sort: $sort, direction: $direction) {
    total totalCapped page pageSize
    items { id fileName status createdAt importedAt lineCount duplicateCount debitCount counts { proposed unmatched confirmed dismissed duplicate } }
  }
}`,
    variables: page({ sort: 'created', direction: 'DESC' }),
  },
  {
    name: 'bank-statement-lines',
    label: 'Líneas de un extracto (bankStatementLines)',
    kind: 'list',
    // The selection of apps/web/src/features/treasury/bank-operations.ts, on the newest statement.
    query: `query ($importId: ID!, $state: [BankLineState!], $page: Int, $pageSize: Int, $search: String, $sort: String, $direction: SortDirection) {
  bankStatementLines(importId: $importId, state: $state, page: $page, pageSize: $pageSize, search: $search, sort: $sort, direction: $direction) {
    total totalCapped page pageSize
    items { id rowNumber day amountCents concept bankReference state proposalKind confidence reason referenceCode personName personEmail paymentId
      proposedPayment { amountCents informedDay status } charges { id description } }
  }
}`,
    variables: page({ sort: 'row', direction: 'ASC' }),
    variablesFrom: `select max(id)::text as "importId" from bank_imports`,
  },
  {
    name: 'regular-panels',
    label: 'Paneles regulares (regularPanels)',
    kind: 'list',
    query: `query ($conferenceId: ID!, $page: Int, $pageSize: Int, $search: String, $sort: String, $direction: SortDirection) {
  regularPanels(conferenceId: $conferenceId, page: $page, pageSize: $pageSize, search: $search, sort: $sort, direction: $direction) {
    total totalCapped page pageSize
    items { id kind name status thematicArea { id name } chair { userId name } commentator { userId name } items { id title status keywords authors } permissions { canEdit canDelete } }
  }
}`,
    variables: page({ sort: 'name', direction: 'ASC' }),
    variablesFrom: `select id::text as "conferenceId" from conferences where is_current`,
  },
  {
    name: 'audit-log',
    label: 'Auditoría (auditLog)',
    kind: 'list',
    query: `query AuditLog($page: Int, $pageSize: Int, $search: String, $kind: String, $from: String, $to: String) {
  auditLog(page: $page, pageSize: $pageSize, search: $search, kind: $kind, from: $from, to: $to) {
    total totalCapped page pageSize
    items { id action sentence targetUserId targetName createdText changes { field label before after } }
  }
}`,
    variables: page({ kind: null, from: null, to: null }),
  },
  {
    name: 'me',
    label: 'me',
    kind: 'me',
    query: `query Me {
  me {
    id email firstName lastName document roles
    conferenceRoles { role conference { id name } thematicArea { id name } }
    activeMembership { id year terminatedMember created category { id name } }
    permissions { canViewMemberships }
  }
}`,
    variables: {},
  },
];

/**
 * The targets of this run: every one, or those named in BENCH_TARGETS (e.g. `my-proposals,users`),
 * to measure one list without the others.
 */
const only = process.env.BENCH_TARGETS?.split(',').map((s) => s.trim()).filter(Boolean);
export const benchTargets: BenchTarget[] = only ? allTargets.filter((t) => only.includes(t.name)) : allTargets;
/** The users list, which other sections load whatever BENCH_TARGETS says (by name: the reports come first). */
export const usersTarget = allTargets.find((t) => t.name === 'users')!;

/** Fills `variablesFrom` of every target from the bench database; call once before anything sends them. */
export async function resolveTargetVariables(url: string): Promise<void> {
  const wanting = benchTargets.filter((t) => t.variablesFrom);
  if (wanting.length === 0) return;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (const target of wanting) {
      const { rows } = await client.query<Record<string, unknown>>(target.variablesFrom!);
      if (!rows[0]) throw new Error(`bench target ${target.name}: its variables query found nothing (run \`npm run bench:seed\`)`);
      Object.assign(target.variables, rows[0]);
    }
  } finally {
    await client.end();
  }
}

/** The users list's plans in the bench output: default sort at page 0 and 1000, a filter, a search. */
/** `targetMs`: issue 8's target for the list's database time (all its statements but the session check). */
export const planCases: { label: string; variables: Record<string, unknown>; targetMs: number }[] = [
  { label: 'page 0, default sort (name)', variables: { page: 0, pageSize: PAGE_SIZE, sort: 'name', direction: 'ASC' }, targetMs: 20 },
  { label: 'page 1000, default sort (name)', variables: { page: 1000, pageSize: PAGE_SIZE, sort: 'name', direction: 'ASC' }, targetMs: 20 },
  { label: 'page 0, filtered by membership status OWING', variables: { page: 0, pageSize: PAGE_SIZE, sort: 'name', direction: 'ASC', membershipStatus: 'OWING' }, targetMs: 50 },
  { label: 'page 0, searched "pérez"', variables: { page: 0, pageSize: PAGE_SIZE, sort: 'name', direction: 'ASC', search: 'pérez' }, targetMs: 50 },
];
