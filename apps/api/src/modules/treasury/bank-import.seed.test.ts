import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bankImports, bankStatementLines } from '../../db/schema/bank-statements';
import { seedDemoIfEmpty } from '../../seed/demo';
import { createHarness, type Harness } from '../../test/harness';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
  await seedDemoIfEmpty(h.db, h.app.services.logger);
});
afterAll(() => h.close());

describe('the demo bank statements', () => {
  it('leave treasury a statement to work on: a report to confirm, a payment to record, a low-confidence match, a duplicate and an unknown deposit', async () => {
    const [current] = await h.db.select().from(bankImports).where(eq(bankImports.fileName, 'extracto-semana.csv'));
    const lines = await h.db.select().from(bankStatementLines).where(eq(bankStatementLines.importId, current.id)).orderBy(asc(bankStatementLines.rowNumber));
    expect(lines.map((l) => [l.rowNumber, l.state, l.proposalKind, l.confidence])).toEqual([
      [2, 'DUPLICATE', null, null],
      [3, 'PROPOSED', 'CONFIRM_REPORT', 'HIGH'],
      [4, 'PROPOSED', 'RECORD_PAYMENT', 'HIGH'],
      [5, 'PROPOSED', 'CONFIRM_REPORT', 'LOW'],
      [7, 'UNMATCHED', null, null],
    ]);
  });
});
