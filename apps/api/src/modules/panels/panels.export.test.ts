import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportColumnChoices } from '@portal/domain/exports';
import { columnKey } from '../../platform/exports/columns';
import { buildPanel } from '../../test/factories';
import { codeOf, createHarness, type Harness, type SignedIn } from '../../test/harness';
import { panelsExport } from './panels.export';
import { buildPanelWorld } from './panels.test-support';

type Answer = { url: string | null; jobId: string | null; rows: number | null; fileName: string | null };
const EXPORT = `mutation ($format: ExportFormat!, $columns: [String!], $search: String, $sort: String, $direction: SortDirection, $conferenceId: ID!, $kind: AreaPanelKind!, $thematicAreaId: ID) {
  exportPanels(format: $format, columns: $columns, search: $search, sort: $sort, direction: $direction, conferenceId: $conferenceId, kind: $kind, thematicAreaId: $thematicAreaId) { url jobId rows fileName } }`;

let h: Harness;
let world: Awaited<ReturnType<typeof buildPanelWorld>>;
let admin: SignedIn;
let coordinatorB: SignedIn;
beforeAll(async () => {
  h = await createHarness();
  world = await buildPanelWorld(h.db, { papers: 3 });
  admin = await h.signIn({ id: world.admin.id, email: world.admin.email });
  coordinatorB = await h.signIn({ id: world.coordinatorB.id, email: world.coordinatorB.email });
  await buildPanel(h.db, {
    conferenceId: world.conferenceId,
    thematicAreaId: world.areaA.id,
    name: 'Alfa: federalismo',
    items: [world.papers[1].id, world.papers[0].id],
    people: [{ role: 'CHAIR', name: '=Coordinadora' }, { role: 'COMMENTATOR', name: 'Comentarista' }],
  });
  await buildPanel(h.db, { conferenceId: world.conferenceId, thematicAreaId: world.areaA.id, name: 'Beta: sin ponencias' });
});
afterAll(() => h.close());

const ask = async (as: SignedIn, variables: Record<string, unknown>) => h.gql<{ exportPanels: Answer }>(EXPORT, { conferenceId: String(world.conferenceId), kind: 'PANEL_REGULAR', ...variables }, { token: as.token });
const lines = async (url: string) => (await h.app.server.inject({ method: 'GET', url })).body.split('\r\n');

describe('exportPanels', () => {
  it('writes one row per paper of each panel in its order, and a panel without papers once; chair and commentator; text neutralised', async () => {
    const res = await ask(admin, { format: 'CSV', sort: 'name', direction: 'ASC', columns: ['name', 'chair', 'commentator', 'position', 'paper', 'paperStatus'] });
    expect(await lines(res.data!.exportPanels.url!)).toEqual([
      'Panel,Coordina,Comenta,Orden,Ponencia,Estado de la ponencia',
      "Alfa: federalismo,'=Coordinadora,Comentarista,1,Ponencia 2,INCLUIDO EN PANEL",
      "Alfa: federalismo,'=Coordinadora,Comentarista,2,Ponencia 1,INCLUIDO EN PANEL",
      'Beta: sin ponencias,,,,,',
      '',
    ]);
  });

  it('gives a coordinator only their areas (another area as filter: NOT_FOUND); refused to a member', async () => {
    const mine = await ask(coordinatorB, { format: 'CSV', columns: ['name'] });
    expect(await lines(mine.data!.exportPanels.url!)).toEqual(['Panel', '']);
    expect(codeOf(await ask(coordinatorB, { format: 'CSV', thematicAreaId: String(world.areaA.id) }))).toBe('NOT_FOUND');
    expect(codeOf(await ask(await h.signIn('USER'), { format: 'CSV' }))).toBe('FORBIDDEN');
  });

  it('the column choices the web offers are the export\'s own keys and headers, in its order', () => {
    expect(exportColumnChoices.areaPanels).toEqual(panelsExport.columns.map((c) => ({ key: columnKey(c), label: c.header })));
  });
});
