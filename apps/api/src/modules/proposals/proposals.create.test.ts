import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { submissionTypes, type SubmissionType } from '@portal/domain/conferences';
import { and, count, desc, eq } from 'drizzle-orm';
import { auditLog } from '../../db/schema/audit';
import { proposalAuthors, proposals } from '../../db/schema/proposals';
import { users } from '../../db/schema/users';
import { buildMembershipCategory, buildThematicArea, TEST_PASSWORD } from '../../test/factories';
import { codeOf, createHarness, PUBLIC_URL, type Harness, type SignedIn } from '../../test/harness';
import { queuedMail } from '../../test/mail-queue';
import { linkInvitedAuthors } from './proposal-authors';
import { buildInscriptionRow, buildProposalEdition, detailsOf } from './proposals.test-support';

const OPS: Record<SubmissionType, { create: string; input: string }> = {
  PRESENTACION: { create: 'createPaper', input: 'PaperInput' },
  MESA_ESTUDIANTE: { create: 'createStudentPaper', input: 'StudentPaperInput' },
  PANEL_CERRADO: { create: 'createClosedPanel', input: 'ClosedPanelInput' },
  GRUPO_INVESTIGACION: { create: 'createResearchGroup', input: 'ResearchGroupInput' },
  LIBRO: { create: 'createBook', input: 'BookInput' },
};
const FIELDS = `id kind status title keywords inscriptionId viewerRole windowOpen thematicArea { id name } conference { id name }
  authors { position name email isSubmitter linked invited } permissions { canEdit canDelete canUpload } file { id }
  details { __typename ... on StudentPaperDetails { studentCareer } ... on ClosedPanelDetails { papers { title } chair { name email } } ... on ResearchGroupDetails { members } ... on BookDetails { isbn year } }`;
const create = (kind: SubmissionType) => `mutation ($data: ${OPS[kind].input}!) { ${OPS[kind].create}(data: $data) { ${FIELDS} } }`;

let h: Harness;
let owner: SignedIn;
let edition: Awaited<ReturnType<typeof buildProposalEdition>>;
let inscriptionId: number;
beforeAll(async () => {
  h = await createHarness();
  owner = await h.signIn('USER');
  edition = await buildProposalEdition(h.db);
  inscriptionId = (await buildInscriptionRow(h.db, { userId: owner.user.id, conferenceId: edition.conference.id, categoryId: edition.category.id })).id;
});
afterAll(() => h.close());

const data = (kind: SubmissionType, o: Record<string, unknown> = {}) => ({
  inscriptionId: String(inscriptionId),
  thematicAreaId: String(edition.areas[0].id),
  title: 'Federalismo y coaliciones',
  abstract: 'Un estudio de las coaliciones de gobierno en las provincias.',
  keywords: ['federalismo', 'coaliciones', 'provincias'],
  authors: [{ email: owner.user.email, name: 'Dueña de la propuesta' }],
  ...(detailsOf(kind) ? { details: detailsOf(kind) } : {}),
  ...o,
});

describe('create, every kind', () => {
  it.each(submissionTypes)('creates a %s with its details', async (kind) => {
    const res = await h.gql<Record<string, Record<string, unknown>>>(create(kind), { data: data(kind) }, { token: owner.token });
    expect(res.errors).toBeUndefined();
    const p = res.data![OPS[kind].create];
    expect(p).toMatchObject({ kind, status: 'PENDING', viewerRole: 'OWNER', windowOpen: true, inscriptionId: String(inscriptionId), file: null });
    expect(p.permissions).toEqual({ canEdit: true, canDelete: true, canUpload: kind !== 'LIBRO' });
    if (kind === 'PRESENTACION') expect(p.details).toBeNull();
    else expect(p.details).not.toBeNull();
  });

  it('refuses the unauthenticated', async () => {
    expect(codeOf(await h.gql(create('PRESENTACION'), { data: data('PRESENTACION') }))).toBe('UNAUTHENTICATED');
  });
});

describe('create: who and when', () => {
  const proposalCount = async () => (await h.db.select({ n: count() }).from(proposals))[0].n;

  it("answers NOT_FOUND for another person's inscription, whatever the caller's role, and creates nothing", async () => {
    const before = await proposalCount();
    for (const as of ['USER', 'ADMIN', 'TESORERIA', 'COORDINADOR', 'JUEZ'] as const) {
      const other = await h.signIn(as);
      const res = await h.gql(create('PRESENTACION'), { data: data('PRESENTACION', { authors: [{ email: other.user.email, name: 'Otra' }] }) }, { token: other.token });
      expect(codeOf(res), as).toBe('NOT_FOUND');
    }
    expect(codeOf(await h.gql(create('PRESENTACION'), { data: data('PRESENTACION', { inscriptionId: '999999' }) }, { token: owner.token }))).toBe('NOT_FOUND');
    expect(await proposalCount()).toBe(before);
  });

  it('refuses outside the window (closed, not yet open, not taken by the edition) with CONFLICT, creating nothing', async () => {
    const other = await buildProposalEdition(h.db, { windows: { PRESENTACION: 'closed', LIBRO: 'future', PANEL_CERRADO: 'none' } });
    const person = await h.signIn('USER');
    const insc = await buildInscriptionRow(h.db, { userId: person.user.id, conferenceId: other.conference.id, categoryId: other.category.id });
    const before = await proposalCount();
    const attempt = (kind: SubmissionType) =>
      h.gql(create(kind), { data: data(kind, { inscriptionId: String(insc.id), thematicAreaId: String(other.areas[0].id), authors: [{ email: person.user.email, name: 'Persona' }] }) }, { token: person.token });
    const closed = await attempt('PRESENTACION');
    expect(codeOf(closed)).toBe('CONFLICT');
    expect(closed.errors![0].message).toMatch(/^No se reciben propuestas de tipo Ponencia en este momento: cerró el \d{2}\/\d{2}\/\d{4}\.$/);
    const future = await attempt('LIBRO');
    expect(codeOf(future)).toBe('CONFLICT');
    expect(future.errors![0].message).toMatch(/abre el \d{2}\/\d{2}\/\d{4}/);
    expect(codeOf(await attempt('PANEL_CERRADO'))).toBe('CONFLICT');
    expect(await proposalCount()).toBe(before);
    expect((await attempt('MESA_ESTUDIANTE')).errors).toBeUndefined();
  });

  it('lets ADMIN_CONGRESO of the edition submit in anyone\'s inscription, even outside the window, audited with the owner as submitter', async () => {
    const other = await buildProposalEdition(h.db, { windows: { PRESENTACION: 'closed' } });
    const person = await h.signIn('USER');
    const insc = await buildInscriptionRow(h.db, { userId: person.user.id, conferenceId: other.conference.id, categoryId: other.category.id });
    const staff = await h.signIn({ roles: [], conferenceRoles: [{ role: 'ADMIN_CONGRESO', conferenceId: other.conference.id }] });
    const input = data('PRESENTACION', { inscriptionId: String(insc.id), thematicAreaId: String(other.areas[1].id), authors: [{ email: person.user.email, name: 'Persona' }] });
    const res = await h.gql<{ createPaper: { id: string; viewerRole: string; authors: { isSubmitter: boolean }[] } }>(create('PRESENTACION'), { data: input }, { token: staff.token });
    expect(res.errors).toBeUndefined();
    expect(res.data!.createPaper).toMatchObject({ viewerRole: 'STAFF', authors: [{ isSubmitter: true }] });
    const [row] = await h.db.select().from(proposals).where(eq(proposals.id, Number(res.data!.createPaper.id)));
    expect(row.submittedBy).toBe(person.user.id);
    const [audit] = await h.db.select().from(auditLog).where(and(eq(auditLog.action, 'proposal.created'), eq(auditLog.targetId, res.data!.createPaper.id)));
    expect(audit).toMatchObject({ actorId: staff.user.id, targetUserId: person.user.id, before: null });
    expect(audit.after).toMatchObject({ title: 'Federalismo y coaliciones', authors: [{ email: person.user.email }] });
    // An ADMIN_CONGRESO of another edition may not.
    const elsewhere = await h.signIn('ADMIN_CONGRESO');
    expect(codeOf(await h.gql(create('PRESENTACION'), { data: input }, { token: elsewhere.token }))).toBe('NOT_FOUND');
  });

  it("e-mails the owner when ADMIN_CONGRESO submits in their inscription (who, what, a link to it), in the queue with the proposal; not when the owner submits", async () => {
    const submittedNotices = async (email: string) => (await queuedMail(h.db, email)).filter((m) => m.subject === 'Se presentó una propuesta a su nombre');
    const person = await h.signIn('USER');
    const insc = await buildInscriptionRow(h.db, { userId: person.user.id, conferenceId: edition.conference.id, categoryId: edition.category.id });
    const own = await h.gql(create('PRESENTACION'), { data: data('PRESENTACION', { inscriptionId: String(insc.id), title: 'La propia', authors: [{ email: person.user.email, name: 'Persona' }] }) }, { token: person.token });
    expect(own.errors).toBeUndefined();
    expect(await submittedNotices(person.user.email)).toEqual([]);

    const staff = await h.signIn({ roles: [], conferenceRoles: [{ role: 'ADMIN_CONGRESO', conferenceId: edition.conference.id }] });
    const input = data('LIBRO', { inscriptionId: String(insc.id), title: 'Presentado por la administración', authors: [{ email: person.user.email, name: 'Persona' }] });
    const res = await h.gql<{ createBook: { id: string } }>(create('LIBRO'), { data: input }, { token: staff.token });
    expect(res.errors).toBeUndefined();
    const notices = await submittedNotices(person.user.email);
    expect(notices).toHaveLength(1);
    expect(notices[0].text).toContain(`Hola, ${person.user.firstName}:`);
    expect(notices[0].text).toContain(
      `${staff.user.firstName} ${staff.user.lastName}, de la administración del congreso, presentó a su nombre la propuesta Libro «Presentado por la administración» en su inscripción a ${edition.conference.name}.`,
    );
    expect(notices[0].html).toContain(`${PUBLIC_URL}/dashboard/mis-postulaciones/${insc.id}/postulacion/${res.data!.createBook.id}`);
    expect(await queuedMail(h.db, staff.user.email)).toEqual([]);
  });
});

describe('create: per-field messages', () => {
  const fieldsOf = async (kind: SubmissionType, o: Record<string, unknown>) => {
    const res = await h.gql(create(kind), { data: data(kind, o) }, { token: owner.token });
    expect(codeOf(res)).toBe('BAD_USER_INPUT');
    return res.errors![0].extensions!.fields as Record<string, string>;
  };

  it('checks title, abstract words, keywords and the area against the edition', async () => {
    expect(await fieldsOf('PRESENTACION', { title: '  ' })).toEqual({ title: 'Ingrese el título' });
    expect(await fieldsOf('PRESENTACION', { abstract: Array.from({ length: 301 }, () => 'palabra').join(' ') })).toEqual({ abstract: 'El resumen admite como máximo 300 palabras' });
    expect(await fieldsOf('PRESENTACION', { keywords: ['una', 'dos'] })).toEqual({ keywords: 'Ingrese al menos 3 palabras clave' });
    expect(await fieldsOf('PRESENTACION', { keywords: ['a', 'b', 'c', 'd', 'e', 'f'] })).toEqual({ keywords: 'Como máximo 5 palabras clave' });
    expect(await fieldsOf('PRESENTACION', { keywords: ['Estado', 'estado', 'nación'] })).toEqual({ keywords: 'Hay palabras clave repetidas' });
    const foreign = await buildThematicArea(h.db);
    expect(await fieldsOf('PRESENTACION', { thematicAreaId: String(foreign.id) })).toEqual({ thematicAreaId: 'Elija un área temática de este congreso' });
  });

  it('checks the authors: limit, e-mails, repeats, names, and that the submitter is one of them', async () => {
    const me = { email: owner.user.email, name: 'Yo' };
    const many = Array.from({ length: 6 }, (_, i) => ({ email: `coautor${i}@example.org`, name: `Coautor ${i}` }));
    expect(await fieldsOf('PRESENTACION', { authors: [me, ...many] })).toEqual({ authors: 'Como máximo 6 autores' });
    expect(await fieldsOf('PRESENTACION', { authors: [me, { email: 'no-es-correo', name: 'X' }] })).toEqual({ 'authors.1.email': 'Ingrese un correo electrónico válido' });
    expect(await fieldsOf('PRESENTACION', { authors: [me, { email: owner.user.email.toUpperCase(), name: 'Otra vez' }] })).toEqual({ 'authors.1.email': 'Ese correo ya figura entre los autores' });
    expect(await fieldsOf('PRESENTACION', { authors: [me, { email: 'sin.nombre@example.org', name: '' }] })).toEqual({ 'authors.1.name': 'Ingrese nombre y apellido' });
    expect(await fieldsOf('PRESENTACION', { authors: [{ email: 'otra.persona@example.org', name: 'Otra' }] })).toEqual({ authors: 'Quien presenta la propuesta debe figurar entre los autores' });
  });

  it('checks each kind\'s details: a closed panel takes 3 to 5 papers, each with a title and authors', async () => {
    const panel = (papers: number, patch: (d: Record<string, unknown>) => void = () => undefined) => {
      const details = detailsOf('PANEL_CERRADO', { papers }) as Record<string, unknown>;
      patch(details);
      return { details };
    };
    expect(await fieldsOf('PANEL_CERRADO', panel(2))).toEqual({ 'details.papers': 'El panel necesita al menos 3 ponencias' });
    expect(await fieldsOf('PANEL_CERRADO', panel(6))).toEqual({ 'details.papers': 'El panel admite como máximo 5 ponencias' });
    expect(await fieldsOf('PANEL_CERRADO', panel(3, (d) => ((d.papers as { title: string }[])[0].title = '')))).toEqual({ 'details.papers.0.title': 'Ingrese el título' });
    expect(await fieldsOf('PANEL_CERRADO', panel(3, (d) => ((d.papers as { authors: unknown[] }[])[2].authors = [])))).toEqual({ 'details.papers.2.authors': 'Agregue al menos un autor' });
    expect(await fieldsOf('PANEL_CERRADO', panel(3, (d) => (d.chair = { name: 'Sin correo válido', email: 'x@' })))).toEqual({ 'details.chair.email': 'Ingrese un correo electrónico válido' });
    expect(await fieldsOf('MESA_ESTUDIANTE', { details: { studentCareer: '', studentInstitution: 'UBA' } })).toEqual({ 'details.studentCareer': 'Ingrese la carrera' });
    expect(await fieldsOf('GRUPO_INVESTIGACION', { details: { ...(detailsOf('GRUPO_INVESTIGACION') as object), members: [] } })).toEqual({ 'details.members': 'Agregue al menos un integrante' });
    expect(await fieldsOf('LIBRO', { details: { ...(detailsOf('LIBRO') as object), isbn: '978-950-23-1234-5' } })).toEqual({ 'details.isbn': 'El ISBN no es válido' });
    expect(await fieldsOf('LIBRO', { details: { ...(detailsOf('LIBRO') as object), year: 1700 } })).toEqual({ 'details.year': 'Ingrese un año válido' });
  });

  it("uses the edition's own limits", async () => {
    const strict = await buildProposalEdition(h.db, { abstractMaxWords: 50 });
    const insc = await buildInscriptionRow(h.db, { userId: owner.user.id, conferenceId: strict.conference.id, categoryId: strict.category.id });
    const res = await h.gql(create('PRESENTACION'), { data: data('PRESENTACION', { inscriptionId: String(insc.id), thematicAreaId: String(strict.areas[0].id), abstract: Array.from({ length: 51 }, () => 'x').join(' ') }) }, { token: owner.token });
    expect(res.errors![0].extensions!.fields).toEqual({ abstract: 'El resumen admite como máximo 50 palabras' });
  });
});

describe('co-authors', () => {
  it('links an address with an account, invites any other once, and links the invited person when they join', async () => {
    const colleague = await h.signIn('USER');
    const invitedEmail = `invitada.${Date.now()}@example.org`;
    const authors = [
      { email: owner.user.email, name: 'Dueña' },
      { email: colleague.user.email, name: 'Colega' },
      { email: invitedEmail, name: 'Invitada Nueva' },
    ];
    const res = await h.gql<{ createPaper: { id: string; authors: { position: number; email: string; linked: boolean; invited: boolean; isSubmitter: boolean }[] } }>(
      create('PRESENTACION'),
      { data: data('PRESENTACION', { authors }) },
      { token: owner.token },
    );
    expect(res.data!.createPaper.authors).toEqual([
      { position: 0, name: 'Dueña', email: owner.user.email, linked: true, invited: false, isSubmitter: true },
      // The submitter does not learn whether an address has an account: both co-authors read as invited.
      { position: 1, name: 'Colega', email: colleague.user.email, linked: false, invited: true, isSubmitter: false },
      { position: 2, name: 'Invitada Nueva', email: invitedEmail, linked: false, invited: true, isSubmitter: false },
    ]);
    // ADMIN_CONGRESO of the edition (staff) sees which address is an account's.
    const staff = await h.signIn({ roles: [], conferenceRoles: [{ role: 'ADMIN_CONGRESO', conferenceId: edition.conference.id }] });
    const asStaff = await h.gql<{ proposal: { authors: { email: string; linked: boolean }[] } }>('query ($id: ID!) { proposal(id: $id) { authors { email linked } } }', { id: res.data!.createPaper.id }, { token: staff.token });
    expect(asStaff.data!.proposal.authors.map((a) => a.linked)).toEqual([true, true, false]);
    const invitations = async () => (await queuedMail(h.db, invitedEmail)).length;
    expect(await invitations()).toBe(1);
    await h.flushMail();
    const [mail] = h.smtp.to(invitedEmail);
    expect(mail.subject).toBe('Lo incluyeron como coautor/a de una propuesta');
    expect(mail.text).toContain('«Federalismo y coaliciones» (Ponencia)');
    expect(mail.text).toContain(`${PUBLIC_URL}/inscripcion/${edition.conference.id}`);
    const notices = () => h.smtp.to(colleague.user.email).filter((m) => m.subject === 'Lo incluyeron como coautor/a de una propuesta');
    expect(notices()).toHaveLength(1);
    expect(notices()[0].text).toContain('sin poder modificarla');
    expect(h.smtp.to(owner.user.email)).toEqual([]);
    // Reordered and saved again: no second invitation.
    const id = res.data!.createPaper.id;
    const reordered = [authors[2], authors[0], authors[1]];
    const updated = await h.gql<{ updatePaper: { authors: { email: string; invited: boolean }[] } }>(
      'mutation ($id: ID!, $data: PaperUpdateInput!) { updatePaper(id: $id, data: $data) { authors { email invited } } }',
      { id, data: { ...data('PRESENTACION', { authors: reordered }), inscriptionId: undefined } },
      { token: owner.token },
    );
    expect(updated.data!.updatePaper.authors.map((a) => a.email)).toEqual(reordered.map((a) => a.email));
    expect(await invitations()).toBe(1);
    await h.flushMail();
    expect(notices()).toHaveLength(1);
    // They join at /asociarse with that address: confirming links them in the transaction that creates the account.
    const category = await buildMembershipCategory(h.db);
    const joined = await h.gql('mutation ($r: RegisterInput!) { register(register: $r) }', {
      r: { email: invitedEmail, firstName: 'Invitada', lastName: 'Nueva', document: '41.222.333', password: 'una-clave-bien-larga', dateBirth: '12/04/1990', gender: 'FEMENINO', principalContactNumber: '11 4567-8901', categoryId: category.id },
    });
    expect(joined.errors).toBeUndefined();
    await h.flushMail();
    const link = h.smtp.to(invitedEmail).find((m) => m.subject === 'Confirme su correo para asociarse')!;
    const token = /\/asociarse\/confirmar\/([A-Za-z0-9_-]+)/.exec(link.text)![1];
    expect((await h.gql('mutation ($t: String!) { confirmRegistration(token: $t) { email } }', { t: token })).errors).toBeUndefined();
    const [account] = await h.db.select().from(users).where(eq(users.email, invitedEmail));
    const [linked] = await h.db.select().from(proposalAuthors).where(and(eq(proposalAuthors.proposalId, Number(id)), eq(proposalAuthors.email, invitedEmail)));
    expect(linked.userId).toBe(account.id);
    // And the function itself matches the address whatever its case, leaving linked rows alone.
    expect(await h.db.transaction((tx) => linkInvitedAuthors(tx, colleague.user.id, invitedEmail.toUpperCase()))).toBe(0);
  });

  it('a co-author with an account is sent to «Coautorías», finds the proposal there (title, kind, edition, who, when), accepts one and declines another, which leaves their lists', async () => {
    const colleague = await h.signIn('USER');
    const colleagueInscription = await buildInscriptionRow(h.db, { userId: colleague.user.id, conferenceId: edition.conference.id, categoryId: edition.category.id });
    const authors = [
      { email: owner.user.email, name: 'Dueña' },
      { email: colleague.user.email, name: 'Colega nombrada' },
    ];
    const paper = async (title: string) => (await h.gql<{ createPaper: { id: string } }>(create('PRESENTACION'), { data: data('PRESENTACION', { title, authors }) }, { token: owner.token })).data!.createPaper.id;
    const accepted = await paper('Coautoría aceptada');
    const declined = await paper('Coautoría rechazada');
    await h.flushMail();
    const notices = h.smtp.to(colleague.user.email).filter((m) => m.subject === 'Lo incluyeron como coautor/a de una propuesta');
    expect(notices).toHaveLength(2);
    expect(notices[0].text).toContain(`Aceptar o rechazar: ${PUBLIC_URL}/dashboard/coautorias`);
    expect(notices[0].html).toContain(`href="${PUBLIC_URL}/dashboard/coautorias"`);

    type Invitation = { authorId: string; proposalId: string; title: string; kind: string; conferenceName: string; submitterName: string; submittedAt: string; accepted: boolean };
    const invitations = async () =>
      (await h.gql<{ myCoAuthorInvitations: Invitation[] }>('{ myCoAuthorInvitations { authorId proposalId title kind conferenceName submitterName submittedAt accepted } }', {}, { token: colleague.token })).data!.myCoAuthorInvitations;
    const [createdAt] = await h.db.select({ at: proposals.createdAt }).from(proposals).where(eq(proposals.id, Number(accepted)));
    const first = await invitations();
    expect(first.map((i) => i.proposalId)).toEqual([declined, accepted]); // newest first
    expect(first[1]).toEqual({
      authorId: expect.any(String),
      proposalId: accepted,
      title: 'Coautoría aceptada',
      kind: 'PRESENTACION',
      conferenceName: edition.conference.name,
      submitterName: `${owner.user.firstName} ${owner.user.lastName}`,
      submittedAt: createdAt.at.toISOString(),
      accepted: false,
    });
    // The submitter has nothing to answer: their own proposals are not invitations.
    expect((await h.gql<{ myCoAuthorInvitations: Invitation[] }>('{ myCoAuthorInvitations { proposalId } }', {}, { token: owner.token })).data!.myCoAuthorInvitations).toEqual([]);

    const ANSWER = 'mutation ($a: ID!, $ok: Boolean!) { answerCoAuthorship(authorId: $a, accept: $ok) }';
    const LINKED = 'query ($id: ID!) { proposal(id: $id) { authors { email linked invited } } }';
    const colleagueAsSeenByOwner = async (id: string) => (await h.gql<{ proposal: { authors: { email: string; linked: boolean; invited: boolean }[] } }>(LINKED, { id }, { token: owner.token })).data!.proposal.authors[1];
    expect(await colleagueAsSeenByOwner(accepted)).toEqual({ email: colleague.user.email, linked: false, invited: true });
    expect((await h.gql(ANSWER, { a: first[1].authorId, ok: true }, { token: colleague.token })).errors).toBeUndefined();
    // Accepted: listed after the pending one, and the submitter now sees the link.
    expect((await invitations()).map((i) => [i.proposalId, i.accepted])).toEqual([
      [declined, false],
      [accepted, true],
    ]);
    expect(await colleagueAsSeenByOwner(accepted)).toEqual({ email: colleague.user.email, linked: true, invited: false });

    expect((await h.gql(ANSWER, { a: first[0].authorId, ok: false }, { token: colleague.token })).errors).toBeUndefined();
    expect((await invitations()).map((i) => i.proposalId)).toEqual([accepted]);
    // Declined: the proposal is no longer theirs to read or list, and the answer is not given twice.
    expect(codeOf(await h.gql('query ($id: ID!) { proposal(id: $id) { id } }', { id: declined }, { token: colleague.token }))).toBe('NOT_FOUND');
    const listed = await h.gql<{ myProposals: { items: { id: string; viewerRole: string }[] } }>('query ($i: ID!) { myProposals(inscriptionId: $i) { items { id viewerRole } } }', { i: String(colleagueInscription.id) }, { token: colleague.token });
    expect(listed.data!.myProposals.items).toEqual([{ id: accepted, viewerRole: 'COAUTHOR' }]);
    expect(codeOf(await h.gql(ANSWER, { a: first[0].authorId, ok: true }, { token: colleague.token }))).toBe('NOT_FOUND');
    // The submitter keeps the name and address typed, unlinked, and is not told that it was declined.
    expect(await colleagueAsSeenByOwner(declined)).toEqual({ email: colleague.user.email, linked: false, invited: true });
    const audit = await h.db.select({ action: auditLog.action, targetId: auditLog.targetId }).from(auditLog).where(eq(auditLog.actorId, colleague.user.id));
    expect(audit).toEqual(expect.arrayContaining([{ action: 'proposal.coAuthorship.accepted', targetId: accepted }, { action: 'proposal.coAuthorship.declined', targetId: declined }]));
  });

  it('links an invited address when an account changes its e-mail to it', async () => {
    const invitedEmail = `cambio.${Date.now()}@example.org`;
    const res = await h.gql<{ createPaper: { id: string } }>(
      create('PRESENTACION'),
      { data: data('PRESENTACION', { authors: [{ email: owner.user.email, name: 'Dueña' }, { email: invitedEmail, name: 'Futura' }] }) },
      { token: owner.token },
    );
    const person = await h.signIn('USER');
    const asked = await h.gql(
      'mutation ($data: AccountInput!) { updateMeAccount(data: $data) { id } }',
      { data: { email: invitedEmail, firstName: 'Futura', lastName: 'Coautora', document: person.user.document, currentPassword: TEST_PASSWORD } },
      { token: person.token },
    );
    expect(asked.errors).toBeUndefined();
    await h.flushMail();
    const link = h.smtp.to(invitedEmail).find((m) => m.subject === 'Confirme su nueva dirección de correo')!;
    const token = /\/correo\/confirmar\/([A-Za-z0-9_-]+)/.exec(link.text)![1];
    expect((await h.gql('mutation ($t: String!) { confirmEmailChange(token: $t) { email } }', { t: token })).errors).toBeUndefined();
    const [author] = await h.db.select().from(proposalAuthors).where(and(eq(proposalAuthors.proposalId, Number(res.data!.createPaper.id)), eq(proposalAuthors.email, invitedEmail)));
    expect(author.userId).toBe(person.user.id);
  });

  it('mails at most 40 newly named co-authors a day per owner: past that TOO_MANY_REQUESTS, nothing saved; addresses already on the proposal cost nothing', async () => {
    const busy = await h.signIn('USER');
    const insc = await buildInscriptionRow(h.db, { userId: busy.user.id, conferenceId: edition.conference.id, categoryId: edition.category.id });
    const tag = Date.now();
    const save = (round: number) =>
      h.gql<{ createPaper: { id: string } }>(
        create('PRESENTACION'),
        { data: data('PRESENTACION', { inscriptionId: String(insc.id), authors: [{ email: busy.user.email, name: 'Yo' }, ...[1, 2, 3, 4, 5].map((k) => ({ email: `lote${tag}.${round}.${k}@example.net`, name: `Invitada ${k}` }))] }) },
        { token: busy.token },
      );
    for (let round = 0; round < 8; round++) expect((await save(round)).errors, `round ${round}`).toBeUndefined();
    const before = (await h.db.select({ n: count() }).from(proposals))[0].n;
    const refused = await save(8);
    expect(codeOf(refused)).toBe('TOO_MANY_REQUESTS');
    expect(refused.errors![0].message).toMatch(/^Demasiados coautores nuevos en las últimas 24 horas \(cada uno recibe un correo\)\. Intente nuevamente en \d+ (minuto|minutos)\.$/);
    expect((await h.db.select({ n: count() }).from(proposals))[0].n).toBe(before);
    // Saving a proposal again with the addresses it already names costs nothing; a new one is refused.
    const [last] = await h.db.select({ id: proposals.id }).from(proposals).where(eq(proposals.submittedBy, busy.user.id)).orderBy(desc(proposals.id)).limit(1);
    const same = await h.db.select({ email: proposalAuthors.email, name: proposalAuthors.name }).from(proposalAuthors).where(eq(proposalAuthors.proposalId, last.id)).orderBy(proposalAuthors.position);
    const UPDATE = 'mutation ($id: ID!, $data: PaperUpdateInput!) { updatePaper(id: $id, data: $data) { id } }';
    const resave = (authors: { email: string; name: string }[]) => h.gql(UPDATE, { id: String(last.id), data: { ...data('PRESENTACION', { authors }), inscriptionId: undefined } }, { token: busy.token });
    expect((await resave([...same].reverse())).errors).toBeUndefined();
    expect(codeOf(await resave([...same.slice(0, 5), { email: 'otra.mas@example.net', name: 'Otra' }]))).toBe('TOO_MANY_REQUESTS');
  });
});
