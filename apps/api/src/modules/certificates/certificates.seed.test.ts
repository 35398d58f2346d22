import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/users';
import { seedDemoIfEmpty } from '../../seed/demo';
import { createHarness, type Harness } from '../../test/harness';
import { certificateEntriesOf } from './certificates.read';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
  await seedDemoIfEmpty(h.db, h.app.services.logger);
});
afterAll(() => h.close());

const idOf = async (email: string) => (await h.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0].id;

describe('certificates demo', () => {
  it('gives socio@ several due certificates: attendance and presentation of last year’s congress, and a paid membership year', async () => {
    const due = (await certificateEntriesOf(h.db, await idOf('socio@example.org'))).filter((e) => e.availability.status === 'DUE');
    const kinds = due.map((e) => e.kind);
    expect(kinds).toEqual(expect.arrayContaining(['ATTENDANCE', 'PRESENTATION', 'MEMBERSHIP']));
    const presentation = due.find((e) => e.kind === 'PRESENTATION')!;
    expect(presentation.facts.work?.authors).toEqual(['Sofía Martínez', 'Joaquín Wiśniewski']);
    expect(due.find((e) => e.kind === 'AWARD')?.facts).toMatchObject({ award: 'Premio a la Mejor Ponencia de Jóvenes Investigadores', awardResult: 'WINNER' });
  });

  it('gives juez@ a due judging certificate of last year’s award', async () => {
    const due = (await certificateEntriesOf(h.db, await idOf('juez@example.org'))).filter((e) => e.availability.status === 'DUE');
    expect(due.map((e) => [e.kind, e.facts.award])).toEqual(expect.arrayContaining([['JUDGING', 'Premio a la Mejor Ponencia de Jóvenes Investigadores']]));
  });
});
