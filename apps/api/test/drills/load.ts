// Write loads for the drills: `workers` clients sending requests through the load balancer until
// stopped; every answer is recorded under the key its effect is counted by, so that the database
// can be compared with what the clients were told. `writeLoad` creates institutions of its own names.
import { gql } from './cluster';

/** One request: its answer, how long it took and when the answer came (`at`, epoch ms). */
export type Outcome = { name: string; status: number; ok: boolean; error?: string; ms: number; at: number };

export const CREATE = 'mutation ($d: InstitutionInput!) { createInstitution(data: $d) { id name } }';

/** One request of a load: the key its effect is counted under, and how to send it. */
export type Task = { key: string; send: () => Promise<{ status: number; ok: boolean; error?: string }> };

/**
 * `workers` clients, each sending the next task (`next(running)`; null ends that client) until
 * stopped; every answer is recorded under its task's key.
 */
export function requestLoad(next: (running: () => boolean) => Promise<Task | null> | Task | null, workers = 8) {
  const outcomes: Outcome[] = [];
  let running = true;
  const isRunning = () => running;
  const loops = Array.from({ length: workers }, async () => {
    while (running) {
      const task = await next(isRunning);
      if (!task) return;
      const started = Date.now();
      const answer = await task.send();
      outcomes.push({ name: task.key, status: answer.status, ok: answer.ok, error: answer.error, ms: Date.now() - started, at: Date.now() });
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

/** A GraphQL request's answer as a load records it: a success when `field` came back without errors. */
export async function answered(field: string, request: ReturnType<typeof gql>) {
  const res = await request;
  const ok = res.status === 200 && !res.body?.errors && Boolean(res.body?.data?.[field]);
  return { status: res.status, ok, error: ok ? undefined : (res.error ?? res.body?.errors?.[0]?.message), data: res.body?.data?.[field] };
}

export function writeLoad(base: string, token: string, opts: { workers?: number; prefix: string }) {
  let seq = 0;
  return requestLoad(() => {
    const name = `${opts.prefix} ${String(++seq).padStart(5, '0')}`;
    return { key: name, send: () => answered('createInstitution', gql(base, CREATE, { d: { name } }, token)) };
  }, opts.workers);
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
