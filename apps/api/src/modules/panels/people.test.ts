import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { proposalAuthors } from '../../db/schema/proposals';
import { answerCoAuthorship } from '../proposals/proposal-authors';
import { buildConference, buildPanel, buildProposal, buildUser, detailsOf, type BuiltUser } from '../../test/factories';
import { createHarness, type Harness } from '../../test/harness';
import { itemsSharingPeople, peopleOfItems, type ItemPerson } from './people.read';

let h: Harness;
let conferenceId: number;
let ana: BuiltUser; // an account that appears by link and by e-mail
let bruno: BuiltUser;
let carla: BuiltUser; // named as co-author, not yet accepted
let dario: BuiltUser; // named as co-author, declined

beforeAll(async () => {
  h = await createHarness();
  conferenceId = (await buildConference(h.db)).id;
  ana = await buildUser(h.db, { firstName: 'Ana', lastName: 'Suárez' });
  bruno = await buildUser(h.db, { firstName: 'Bruno', lastName: 'Paz' });
  carla = await buildUser(h.db, { firstName: 'Carla', lastName: 'Ibarra' });
  dario = await buildUser(h.db, { firstName: 'Darío', lastName: 'Olmos' });
});
afterAll(() => h.close());

const of = (people: ItemPerson[], itemId: number) => people.filter((p) => p.itemId === itemId);
const summary = (people: ItemPerson[]) => people.map((p) => ({ key: p.personKey, name: p.displayName, roles: p.roles }));

describe('peopleOfItems', () => {
  it('a paper: the submitter, an accepted co-author and a co-author known only by e-mail; a pending link counts as the account, a declined one is left out', async () => {
    const paper = await buildProposal(h.db, {
      conferenceId,
      submittedBy: bruno.id,
      coAuthors: [
        { email: ana.email, name: 'Ana S.', userId: ana.id },
        { email: 'sin.cuenta@example.org', name: 'Sin Cuenta' },
        { email: carla.email, name: 'Carla', userId: carla.id, pending: true },
        { email: dario.email, name: 'Darío', declined: true },
      ],
    });
    const people = await peopleOfItems(h.db, { proposalIds: [paper.id] });
    expect(summary(people)).toEqual([
      { key: `user:${bruno.id}`, name: 'Bruno Paz', roles: ['author'] },
      { key: `user:${ana.id}`, name: 'Ana Suárez', roles: ['author'] },
      { key: 'email:sin.cuenta@example.org', name: 'Sin Cuenta', roles: ['author'] },
      { key: `user:${carla.id}`, name: 'Carla Ibarra', roles: ['author'] },
    ]);
    expect(people[0]).toMatchObject({ itemKind: 'PRESENTACION', itemId: paper.id, userId: bruno.id, email: bruno.email });
    expect(people[2]).toMatchObject({ userId: null, email: 'sin.cuenta@example.org' });
  });

  it('the pending co-author stays the same account after answering yes, and is gone after answering no', async () => {
    const paper = await buildProposal(h.db, { conferenceId, coAuthors: [{ email: carla.email, userId: carla.id, pending: true }] });
    const before = await peopleOfItems(h.db, { proposalIds: [paper.id] });
    const [row] = await h.db.select({ id: proposalAuthors.id }).from(proposalAuthors).where(and(eq(proposalAuthors.proposalId, paper.id), eq(proposalAuthors.userId, carla.id)));
    await answerCoAuthorship(h.db, carla.id, row.id, true);
    expect(await peopleOfItems(h.db, { proposalIds: [paper.id] })).toEqual(before);
    await answerCoAuthorship(h.db, carla.id, row.id, false);
    expect((await peopleOfItems(h.db, { proposalIds: [paper.id] })).map((p) => p.userId)).toEqual([paper.submittedBy]);
  });

  it('a student paper, a research group and a book: their authors (the group members and the book texts are not people)', async () => {
    const student = await buildProposal(h.db, { conferenceId, kind: 'MESA_ESTUDIANTE', submittedBy: ana.id });
    const group = await buildProposal(h.db, { conferenceId, kind: 'GRUPO_INVESTIGACION', submittedBy: bruno.id, coAuthors: [{ email: ana.email, userId: ana.id }] });
    const book = await buildProposal(h.db, { conferenceId, kind: 'LIBRO', submittedBy: bruno.id });
    const people = await peopleOfItems(h.db, { proposalIds: [book.id, group.id, student.id] });
    expect(people.map((p) => [p.itemKind, p.itemId, p.personKey, p.roles])).toEqual([
      ['GRUPO_INVESTIGACION', group.id, `user:${bruno.id}`, ['author']],
      ['GRUPO_INVESTIGACION', group.id, `user:${ana.id}`, ['author']],
      ['LIBRO', book.id, `user:${bruno.id}`, ['author']],
      ['MESA_ESTUDIANTE', student.id, `user:${ana.id}`, ['author']],
    ]);
  });

  it('a closed panel: chair, commentator and its papers\' authors from its details, e-mails trimmed and lower-cased, one person per identity', async () => {
    const details = {
      ...detailsOf('PANEL_CERRADO'),
      chair: { name: 'Ana (chair)', email: `  ${ana.email.toUpperCase()} ` },
      commentator: { name: 'Juan  Pérez' },
      papers: [
        { title: 'Uno', abstract: 'Resumen.', authors: [{ name: 'juan perez' }, { name: 'Eva Ríos', email: 'Eva.Rios@Example.org ' }] },
        { title: 'Dos', abstract: 'Resumen.', authors: [{ name: 'Eva', email: 'eva.rios@example.org' }, { name: 'Ana', email: ana.email }] },
      ],
    };
    const closed = await buildProposal(h.db, { conferenceId, kind: 'PANEL_CERRADO', submittedBy: bruno.id, details });
    const people = await peopleOfItems(h.db, { proposalIds: [closed.id] });
    expect(summary(people)).toEqual([
      { key: `user:${ana.id}`, name: 'Ana Suárez', roles: ['chair', 'author'] },
      { key: `name:PANEL_CERRADO:${closed.id}:juan perez`, name: 'Juan  Pérez', roles: ['commentator', 'author'] },
      { key: `user:${bruno.id}`, name: 'Bruno Paz', roles: ['author'] },
      { key: 'email:eva.rios@example.org', name: 'Eva Ríos', roles: ['author'] },
    ]);
    expect(people[3].email).toBe('eva.rios@example.org');
  });

  it('regular and student-table panels: chair, commentator and the authors of their papers', async () => {
    const p1 = await buildProposal(h.db, { conferenceId, status: 'APPROVED', submittedBy: ana.id });
    const p2 = await buildProposal(h.db, { conferenceId, status: 'APPROVED', submittedBy: bruno.id, coAuthors: [{ email: 'eva.rios@example.org', name: 'Eva Ríos' }] });
    const regular = await buildPanel(h.db, { conferenceId, items: [p1.id, p2.id], people: [{ role: 'CHAIR', userId: bruno.id }, { role: 'COMMENTATOR', name: 'Juan Pérez' }] });
    const s1 = await buildProposal(h.db, { conferenceId, kind: 'MESA_ESTUDIANTE', status: 'APPROVED', submittedBy: carla.id });
    const table = await buildPanel(h.db, { conferenceId, kind: 'PANEL_MESA_ESTUDIANTE', items: [s1.id], people: [{ role: 'CHAIR', name: 'Coordinadora', email: ' Coord@Example.org' }] });
    const people = await peopleOfItems(h.db, { panelIds: [regular.id, table.id] });
    expect(summary(of(people, regular.id))).toEqual([
      { key: `user:${bruno.id}`, name: 'Bruno Paz', roles: ['chair', 'author'] },
      { key: `name:PANEL_REGULAR:${regular.id}:juan perez`, name: 'Juan Pérez', roles: ['commentator'] },
      { key: `user:${ana.id}`, name: 'Ana Suárez', roles: ['author'] },
      { key: 'email:eva.rios@example.org', name: 'Eva Ríos', roles: ['author'] },
    ]);
    expect(summary(of(people, table.id))).toEqual([
      { key: 'email:coord@example.org', name: 'Coordinadora', roles: ['chair'] },
      { key: `user:${carla.id}`, name: 'Carla Ibarra', roles: ['author'] },
    ]);
  });

  it('a fixed panel: chair and speakers; an account listed once by link and once by its e-mail is one person', async () => {
    const fixed = await buildPanel(h.db, {
      conferenceId,
      kind: 'PANEL_FIJO',
      people: [
        { role: 'CHAIR', userId: ana.id },
        { role: 'SPEAKER', name: 'Ana', email: ` ${ana.email.toUpperCase()}` },
        { role: 'SPEAKER', name: 'Invitado Externo' },
        { role: 'SPEAKER', name: 'Eva', email: 'EVA.RIOS@example.org' },
      ],
    });
    const people = await peopleOfItems(h.db, { panelIds: [fixed.id] });
    expect(summary(people)).toEqual([
      { key: `user:${ana.id}`, name: 'Ana Suárez', roles: ['chair', 'speaker'] },
      { key: `name:PANEL_FIJO:${fixed.id}:invitado externo`, name: 'Invitado Externo', roles: ['speaker'] },
      { key: 'email:eva.rios@example.org', name: 'Eva', roles: ['speaker'] },
    ]);
  });

  it('an e-mail linked to an account on one row is that account on the rows that only give the e-mail', async () => {
    // Named by an older address that is no longer the account's: the link ties the address to it.
    const paper = await buildProposal(h.db, { conferenceId, submittedBy: ana.id, coAuthors: [{ email: 'bruno.viejo@example.org', userId: bruno.id }] });
    const fixed = await buildPanel(h.db, { conferenceId, kind: 'PANEL_FIJO', people: [{ role: 'CHAIR', name: 'B. Paz', email: 'Bruno.Viejo@example.org' }] });
    const people = await peopleOfItems(h.db, { proposalIds: [paper.id], panelIds: [fixed.id] });
    expect(of(people, fixed.id)).toEqual([{ itemKind: 'PANEL_FIJO', itemId: fixed.id, personKey: `user:${bruno.id}`, userId: bruno.id, email: bruno.email, displayName: 'Bruno Paz', roles: ['chair'] }]);
    // Read alone, the address is only an address.
    expect((await peopleOfItems(h.db, { panelIds: [fixed.id] }))[0].personKey).toBe('email:bruno.viejo@example.org');
  });

  it('reads any number of items in one statement', async () => {
    const papers: { id: number }[] = [];
    for (let i = 0; i < 6; i++) papers.push(await buildProposal(h.db, { conferenceId, status: 'APPROVED' }));
    const panels = [await buildPanel(h.db, { conferenceId, items: papers.slice(0, 3).map((p) => p.id) }), await buildPanel(h.db, { conferenceId, kind: 'PANEL_FIJO', people: [{ role: 'CHAIR', name: 'X' }] })];
    const closed = await buildProposal(h.db, { conferenceId, kind: 'PANEL_CERRADO' });
    let people: ItemPerson[] = [];
    const statements = await h.countStatements(async () => {
      people = await peopleOfItems(h.db, { proposalIds: [...papers.map((p) => p.id), closed.id], panelIds: panels.map((p) => p.id) });
    });
    expect(statements).toBe(1);
    expect(new Set(people.map((p) => `${p.itemKind} ${p.itemId}`)).size).toBe(9);
    expect(await peopleOfItems(h.db, {})).toEqual([]);
  });
});

describe('itemsSharingPeople', () => {
  it('pairs the items that share a person, never through a name-only person', async () => {
    const paper = await buildProposal(h.db, { conferenceId, status: 'APPROVED', submittedBy: ana.id });
    const closed = await buildProposal(h.db, {
      conferenceId,
      kind: 'PANEL_CERRADO',
      submittedBy: bruno.id,
      details: { ...detailsOf('PANEL_CERRADO'), chair: { name: 'Ana', email: ana.email }, commentator: { name: 'Juan Pérez' }, papers: [{ title: 'Uno', abstract: 'R.', authors: [{ name: 'Eva', email: 'eva.rios@example.org' }] }] },
    });
    const regular = await buildPanel(h.db, { conferenceId, items: [paper.id], people: [{ role: 'COMMENTATOR', name: 'Juan Pérez' }] });
    const fixed = await buildPanel(h.db, { conferenceId, kind: 'PANEL_FIJO', people: [{ role: 'CHAIR', name: 'Eva', email: 'Eva.Rios@example.org' }, { role: 'SPEAKER', userId: bruno.id }] });
    const alone = await buildPanel(h.db, { conferenceId, kind: 'PANEL_FIJO', people: [{ role: 'CHAIR', name: 'Juan Pérez' }] });
    const people = await peopleOfItems(h.db, { proposalIds: [closed.id], panelIds: [regular.id, fixed.id, alone.id] });
    const pairs = itemsSharingPeople(people).map((s) => [s.a.itemId, s.b.itemId, s.people.map((p) => p.displayName)]);
    expect(pairs).toEqual([
      // items in the read's order: kind, then id
      [closed.id, fixed.id, ['Bruno Paz', 'Eva']],
      [closed.id, regular.id, ['Ana Suárez']],
    ]);
  });

  it('is empty without shared people, and names each shared person once per pair', () => {
    const person = (itemId: number, personKey: string): ItemPerson => ({ itemKind: 'PANEL_FIJO', itemId, personKey, userId: null, email: null, displayName: personKey, roles: ['speaker'] });
    expect(itemsSharingPeople([person(1, 'email:a@x.org'), person(2, 'email:b@x.org')])).toEqual([]);
    const three = itemsSharingPeople([person(1, 'email:a@x.org'), person(2, 'email:a@x.org'), person(3, 'email:a@x.org'), person(3, 'email:b@x.org'), person(1, 'email:b@x.org')]);
    expect(three.map((s) => [s.a.itemId, s.b.itemId, s.people.map((p) => p.personKey)])).toEqual([
      [1, 2, ['email:a@x.org']],
      [1, 3, ['email:a@x.org', 'email:b@x.org']],
      [2, 3, ['email:a@x.org']],
    ]);
  });
});
