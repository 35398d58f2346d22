import { describe, expect, it } from 'vitest';
import { ConcurrencyLimiter } from './concurrency';
import { isDomainError } from './errors';

/** A task that finishes when told to, recording when it started. */
function gate(log: string[], name: string) {
  let open!: (v: string) => void;
  let fail!: (e: Error) => void;
  const done = new Promise<string>((resolve, reject) => ((open = resolve), (fail = reject)));
  return { task: () => (log.push(name), done), open: () => open(name), fail: (e: Error) => fail(e) };
}
const tick = () => new Promise((r) => setImmediate(r));

describe('ConcurrencyLimiter', () => {
  it('runs at most `concurrency` tasks at once and starts the waiting ones in arrival order', async () => {
    const limiter = new ConcurrencyLimiter(2, 10);
    const started: string[] = [];
    const gates = ['a', 'b', 'c', 'd', 'e'].map((n) => gate(started, n));
    const results = gates.map((g) => limiter.run(g.task));
    await tick();
    expect(started).toEqual(['a', 'b']);
    expect([limiter.running, limiter.queued]).toEqual([2, 3]);
    gates[1].open();
    await tick();
    expect(started).toEqual(['a', 'b', 'c']);
    gates[0].open();
    await tick();
    expect(started).toEqual(['a', 'b', 'c', 'd']);
    expect(limiter.running).toBe(2);
    for (const g of gates) g.open();
    expect(await Promise.all(results)).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect([limiter.running, limiter.queued]).toEqual([0, 0]);
  });

  it('never has more than `concurrency` running, over many tasks of varied length', async () => {
    const limiter = new ConcurrencyLimiter(3, 1000);
    let now = 0;
    let peak = 0;
    await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        limiter.run(async () => {
          peak = Math.max(peak, ++now);
          for (let k = 0; k < i % 5; k++) await tick();
          now--;
        }),
      ),
    );
    expect(peak).toBe(3);
  });

  it('refuses with TOO_MANY_REQUESTS (Spanish message) past the queue, without running the task', async () => {
    const limiter = new ConcurrencyLimiter(1, 2);
    const started: string[] = [];
    const gates = ['a', 'b', 'c', 'd'].map((n) => gate(started, n));
    const accepted = gates.slice(0, 3).map((g) => limiter.run(g.task));
    const refused = await limiter.run(gates[3].task).catch((e: unknown) => e);
    expect(isDomainError(refused) && refused.code).toBe('TOO_MANY_REQUESTS');
    expect((refused as Error).message).toMatch(/^El servidor está atendiendo demasiadas solicitudes\. Intente nuevamente en 1 minuto\.$/);
    expect(started).not.toContain('d');
    for (const g of gates) g.open();
    await Promise.all(accepted);
  });

  it('gives the slot back when a task throws, so the next one runs and the count returns to zero', async () => {
    const limiter = new ConcurrencyLimiter(1, 5);
    const started: string[] = [];
    const [a, b] = [gate(started, 'a'), gate(started, 'b')];
    const first = limiter.run(a.task).catch((e: Error) => e.message);
    const second = limiter.run(b.task);
    await tick();
    a.fail(new Error('argon2 falló'));
    expect(await first).toBe('argon2 falló');
    await tick();
    expect(started).toEqual(['a', 'b']);
    b.open();
    await second;
    expect([limiter.running, limiter.queued]).toEqual([0, 0]);
    // A synchronous throw inside the task releases too.
    await expect(limiter.run(() => { throw new Error('síncrono'); })).rejects.toThrow('síncrono');
    expect(limiter.running).toBe(0);
  });
});
