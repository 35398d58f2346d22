// A write load for the drills: `workers` clients, each creating institutions with names of its own
// through the load balancer until stopped; every answer is recorded, so that the database can be
// compared with what the clients were told.
import { gql } from './cluster';

/** One request: its answer, how long it took and when the answer came (`at`, epoch ms). */
export type Outcome = { name: string; status: number; ok: boolean; error?: string; ms: number; at: number };

export const CREATE = 'mutation ($d: InstitutionInput!) { createInstitution(data: $d) { id name } }';

export function writeLoad(base: string, token: string, opts: { workers?: number; prefix: string }) {
  const outcomes: Outcome[] = [];
  let running = true;
  let seq = 0;
  const loops = Array.from({ length: opts.workers ?? 8 }, async () => {
    while (running) {
      const name = `${opts.prefix} ${String(++seq).padStart(5, '0')}`;
      const started = Date.now();
      const res = await gql(base, CREATE, { d: { name } }, token);
      const ok = res.status === 200 && !res.body?.errors && Boolean(res.body?.data?.createInstitution);
      outcomes.push({ name, status: res.status, ok, error: ok ? undefined : (res.error ?? res.body?.errors?.[0]?.message), ms: Date.now() - started, at: Date.now() });
    }
  });
  return {
    outcomes,
    async stop() {
      running = false;
      await Promise.all(loops);
      return outcomes;
    },
  };
}

/** Requests sent, answered with success, failed with an answer, lost (no answer), applied twice: against the rows by name. */
export function figures(outcomes: Outcome[], rows: Map<string, number>) {
  const answered = outcomes.filter((o) => o.ok);
  return {
    sent: outcomes.length,
    answered: answered.length,
    failed: outcomes.filter((o) => !o.ok).length,
    noAnswer: outcomes.filter((o) => o.status === 0).length,
    /** Answered with success and not in the database. */
    lost: answered.filter((o) => (rows.get(o.name) ?? 0) === 0).length,
    appliedTwice: [...rows.values()].filter((n) => n > 1).length,
    /** Failed answers whose change is in the database anyway (allowed: the client was not told it succeeded). */
    appliedDespiteFailure: outcomes.filter((o) => !o.ok && (rows.get(o.name) ?? 0) > 0).length,
    maxMs: Math.max(0, ...outcomes.map((o) => o.ms)),
  };
}
