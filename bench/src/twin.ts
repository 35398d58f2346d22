/**
 * The bare twin: `node:http` + `pg`, nothing else. GET /<target> runs that target's statement from
 * bench/sql/<target>.sql (the page SELECT captured from the portal, or `me`'s single statement)
 * and answers its rows as JSON. No GraphQL, no session check, no validation: what the portal's
 * list would cost if it ran only its page query. Bundled by the runner into bench/dist/twin.mjs
 * and started as its own process, so its RSS and CPU are its own.
 *
 *   DATABASE_URL=... PORT=... BENCH_SQL_DIR=bench/sql node bench/dist/twin.mjs
 */
import { readdirSync } from 'node:fs';
import http from 'node:http';
import pg from 'pg';
import { readTwinFile } from './twin-files';

const dir = process.env.BENCH_SQL_DIR;
if (!dir || !process.env.DATABASE_URL) throw new Error('twin: DATABASE_URL and BENCH_SQL_DIR are required');
const queries = new Map(
  readdirSync(dir)
    .filter((f) => f.endsWith('.sql'))
    .map((f) => [`/${f.slice(0, -'.sql'.length)}`, readTwinFile(dir, f.slice(0, -'.sql'.length))]),
);
// The portal's pool holds at most 10 connections: so does the twin's.
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
pool.on('error', () => undefined);

const server = http.createServer((req, res) => {
  if (req.url === '/healthz') return void res.end('ok');
  const query = queries.get(req.url ?? '');
  if (!query) {
    res.statusCode = 404;
    return void res.end();
  }
  pool.query(query.sql, query.params).then(
    (result) => {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(result.rows));
    },
    (error: Error) => {
      res.statusCode = 500;
      res.end(error.message);
    },
  );
});
server.listen(Number(process.env.PORT), '127.0.0.1');
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.close(() => void pool.end().then(() => process.exit(0))));
