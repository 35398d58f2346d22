import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conferences } from '../../db/schema/conferences';
import { buildThematicArea } from '../../test/factories';
import { codeOf, createHarness, type Harness } from '../../test/harness';
import { auditByAction } from '../../test/rows';

const FIELDS = 'id name finalVersionOpensOn finalVersionClosesOn';
const CREATE = `mutation ($d: ConferenceInput!) { createConference(data: $d) { ${FIELDS} } }`;
const UPDATE = `mutation ($id: ID!, $d: ConferenceInput!) { updateConference(id: $id, data: $d) { ${FIELDS} } }`;
type C = { id: string; name: string; finalVersionOpensOn: string | null; finalVersionClosesOn: string | null };

let h: Harness;
let admin: string;
let areaId: number;
const input = (o: Record<string, unknown> = {}) => ({
  name: `Congreso ${Math.random().toString(36).slice(2, 8)}`,
  edition: 14,
  venue: 'Universidad Nacional de Rosario',
  inscriptionStart: '2030-02-01',
  inscriptionEnd: '2030-05-31',
  startDate: '2030-06-10',
  endDate: '2030-06-12',
  windows: [{ type: 'PRESENTACION', opensOn: '2030-02-01', closesOn: '2030-04-30' }],
  thematicAreaIds: [String(areaId)],
  abstractMaxWords: 300,
  keywordsMin: 3,
  keywordsMax: 5,
  authorsMax: 6,
  panelPapersMin: 3,
  panelPapersMax: 5,
  maxFileMb: 20,
  categories: [{ name: 'Expositor', memberFee: 3_500_000, nonMemberFee: 6_000_000 }],
  ...o,
});

beforeAll(async () => {
  h = await createHarness();
  admin = (await h.signIn('ADMIN')).token;
  areaId = (await buildThematicArea(h.db)).id;
});
afterAll(() => h.close());

describe('the edition\'s «versión final» window', () => {
  it('is optional: an edition without it reads null', async () => {
    const res = await h.gql<{ createConference: C }>(CREATE, { d: input() }, { token: admin });
    expect(res.errors).toBeUndefined();
    expect(res.data!.createConference).toMatchObject({ finalVersionOpensOn: null, finalVersionClosesOn: null });
  });

  it('is set and cleared with the edition, audited', async () => {
    const created = (await h.gql<{ createConference: C }>(CREATE, { d: input() }, { token: admin })).data!.createConference;
    const d = input({ name: created.name, finalVersionOpensOn: '2030-07-01', finalVersionClosesOn: '2030-07-31' });
    const res = await h.gql<{ updateConference: C }>(UPDATE, { id: created.id, d }, { token: admin });
    expect(res.errors).toBeUndefined();
    expect(res.data!.updateConference).toMatchObject({ finalVersionOpensOn: '2030-07-01', finalVersionClosesOn: '2030-07-31' });
    const audits = (await auditByAction(h.db, 'conference.updated')).filter((a) => a.targetId === created.id);
    expect(audits.at(-1)!.after).toMatchObject({ finalVersionOpensOn: '2030-07-01', finalVersionClosesOn: '2030-07-31' });
    const cleared = await h.gql<{ updateConference: C }>(UPDATE, { id: created.id, d: input({ name: created.name, finalVersionOpensOn: '', finalVersionClosesOn: '' }) }, { token: admin });
    expect(cleared.data!.updateConference).toMatchObject({ finalVersionOpensOn: null, finalVersionClosesOn: null });
  });

  it.each([
    ['only the opening', { finalVersionOpensOn: '2030-07-01' }, { finalVersionClosesOn: 'Ingrese el cierre de la versión final' }],
    ['only the close', { finalVersionClosesOn: '2030-07-31' }, { finalVersionOpensOn: 'Ingrese la apertura de la versión final' }],
    ['the close before the opening', { finalVersionOpensOn: '2030-07-31', finalVersionClosesOn: '2030-07-01' }, { finalVersionClosesOn: 'El cierre debe ser posterior a la apertura' }],
    ['a date that is not one', { finalVersionOpensOn: '2030-02-30x', finalVersionClosesOn: '2030-07-01' }, { finalVersionOpensOn: 'Ingrese una fecha válida.' }],
  ])('with %s answers BAD_USER_INPUT per field and changes nothing', async (_name, dates, fields) => {
    const created = (await h.gql<{ createConference: C }>(CREATE, { d: input({ finalVersionOpensOn: '2030-07-01', finalVersionClosesOn: '2030-07-10' }) }, { token: admin })).data!.createConference;
    const res = await h.gql(UPDATE, { id: created.id, d: input({ name: 'Otro nombre', ...dates }) }, { token: admin });
    expect(codeOf(res)).toBe('BAD_USER_INPUT');
    expect(res.errors![0].extensions!.fields).toEqual(fields);
    const [row] = await h.db.select().from(conferences).where(eq(conferences.id, Number(created.id)));
    expect(row).toMatchObject({ name: created.name, finalVersionOpensOn: '2030-07-01', finalVersionClosesOn: '2030-07-10' });
  });
});
