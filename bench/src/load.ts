/** autocannon, as the bench uses it: a fixed number of connections for a fixed time. */
import autocannon from 'autocannon';
import { numberFromEnv } from './env';

export type LoadSettings = { connections: number; seconds: number; rounds: number; warmupSeconds: number; quick: boolean };

/** BENCH_CONNECTIONS (20), BENCH_SECONDS (5), BENCH_ROUNDS (2), BENCH_WARMUP_SECONDS (1); BENCH_QUICK=1: 1 round of 2 s. */
export function loadSettings(): LoadSettings {
  const quick = process.env.BENCH_QUICK === '1';
  return {
    quick,
    connections: numberFromEnv('BENCH_CONNECTIONS', 20),
    seconds: numberFromEnv('BENCH_SECONDS', quick ? 2 : 5),
    rounds: numberFromEnv('BENCH_ROUNDS', quick ? 1 : 2),
    warmupSeconds: numberFromEnv('BENCH_WARMUP_SECONDS', quick ? 0.5 : 1),
  };
}

/** `bodyOf`: a body of its own for every request (its number, from 0), instead of `body`. */
export type LoadRequest = { url: string; method?: 'GET' | 'POST'; headers?: Record<string, string>; body?: string; bodyOf?: (n: number) => string };
export type LoadResult = { requests: number; seconds: number; reqPerSec: number; p50: number; p97_5: number; p99: number; failures: number };

export async function runLoad(request: LoadRequest, o: { connections: number; seconds: number }): Promise<LoadResult> {
  const { bodyOf } = request;
  let sent = 0;
  const result = await autocannon({
    url: request.url,
    method: request.method ?? 'GET',
    headers: request.headers,
    body: request.body,
    ...(bodyOf ? { requests: [{ method: request.method ?? 'POST', headers: request.headers, setupRequest: (req: object) => ({ ...req, body: bodyOf(sent++) }) }] } : {}),
    connections: o.connections,
    duration: o.seconds,
  });
  return {
    requests: result.requests.total,
    seconds: result.duration,
    reqPerSec: result.requests.total / result.duration,
    p50: result.latency.p50,
    p97_5: result.latency.p97_5,
    p99: result.latency.p99,
    failures: result.non2xx + result.errors,
  };
}

/** Several rounds combined: requests over total time, and the mean of the rounds' percentiles. */
export function combine(results: LoadResult[]): LoadResult {
  const sum = (f: (r: LoadResult) => number) => results.reduce((a, r) => a + f(r), 0);
  const mean = (f: (r: LoadResult) => number) => sum(f) / results.length;
  return {
    requests: sum((r) => r.requests),
    seconds: sum((r) => r.seconds),
    reqPerSec: sum((r) => r.requests) / sum((r) => r.seconds),
    p50: mean((r) => r.p50),
    p97_5: mean((r) => r.p97_5),
    p99: mean((r) => r.p99),
    failures: sum((r) => r.failures),
  };
}
