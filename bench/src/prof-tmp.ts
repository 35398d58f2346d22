import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { buildApp } from '../../apps/api/src/app';
import { loadConfig } from '../../apps/api/src/config';
import { openDatabase } from '../../apps/api/src/platform/db';
import { benchTargets, resolveTargetVariables } from './lists';
const url = 'postgres://postgres@127.0.0.1:5432/propapi_bench';
await resolveTargetVariables(url);
const database = await openDatabase({ url });
const dataDir = mkdtempSync(path.join(tmpdir(), 'prof-'));
const config = loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir, DATABASE_URL: url, JWT_SECRET: randomBytes(32).toString('hex'), WEB_DIST: path.join(dataDir, 'web'), LOG_LEVEL: 'silent' });
const { server } = await buildApp({ config, database, logger: pino({ level: 'silent' }) });
await server.ready();
const gql = async (query: string, variables: object, token?: string) => (await server.inject({ method: 'POST', url: '/graphql', payload: JSON.stringify({ query, variables }), headers: { 'content-type': 'application/json', ...(token ? { authorization: `bearer ${token}` } : {}) } })).json();
const token = (await gql('mutation ($u: String!, $p: String!) { login(username: $u, password: $p) { token } }', { u: 'admin@example.org', p: 'portal-demo-2026' })).data.login.token;
for (const t of benchTargets) {
  for (let i = 0; i < 5; i++) await gql(t.query, t.variables, token);
  const t0 = performance.now();
  for (let i = 0; i < 60; i++) await gql(t.query, t.variables, token);
  console.log(t.name, ((performance.now() - t0) / 30).toFixed(1), 'ms/request');
}
await server.close(); await database.close();
