import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { safeError, safeRequest, scrubErrorText, withLogHygiene } from './logging';

describe('log hygiene', () => {
  it('a failed statement keeps its SQL and PostgreSQL code, never its parameters or row values', () => {
    const cause = Object.assign(new Error('new row for relation "personal_info" violates check constraint "x"'), {
      code: '23514',
      detail: 'Failing row contains (11 5555-0199, 30987654).',
      table: 'personal_info',
    });
    const error = Object.assign(new Error('Failed query: insert into "users" ("email", "password_hash") values ($1, $2)\nparams: ana@example.org,$argon2id$v=19$m=19456'), {
      query: 'insert into "users" ("email", "password_hash") values ($1, $2)',
      params: ['ana@example.org', '$argon2id$v=19$m=19456'],
      cause,
    });
    const out = JSON.stringify(safeError(error));
    expect(out).toContain('insert into');
    expect(out).toContain('23514');
    for (const secret of ['ana@example.org', '$argon2id', '30987654', '5555-0199']) expect(out).not.toContain(secret);
  });

  it('scrubs quoted input and key values from database messages', () => {
    expect(scrubErrorText('invalid input syntax for type integer: "clave-secreta"')).toBe('invalid input syntax for type integer: "[oculto]"');
    expect(scrubErrorText('Key (document)=(30987654) already exists.')).toBe('Key (document)=([oculto]) already exists.');
  });

  it('requests are logged without their query string', () => {
    expect(safeRequest({ method: 'GET', url: '/recuperacion?token=abc' }).url).toBe('/recuperacion?[oculto]');
    expect(safeRequest({ method: 'GET', url: '/healthz' }).url).toBe('/healthz');
  });

  it('secret keys are censored wherever they are logged', () => {
    const lines: string[] = [];
    const logger = withLogHygiene(pino(new Writable({ write: (c, _e, cb) => (lines.push(String(c)), cb()) })));
    logger.info({ password: 'p1', data: { newPassword: 'p2', document: '30987654', principalContactNumber: '11 5555-0199' }, token: 't1' }, 'x');
    for (const secret of ['p1', 'p2', '30987654', '5555-0199', 't1"']) expect(lines.join('')).not.toContain(secret);
  });

  it('censors a secret one level down, and headers that authorize, without changing what the caller logged', () => {
    const lines: string[] = [];
    const logger = withLogHygiene(pino(new Writable({ write: (c, _e, cb) => (lines.push(String(c)), cb()) })));
    const logged = {
      input: { email: 'visible@example.org', variables: { password: 'p3' }, params: ['p4'] },
      request: { headers: { authorization: 'Bearer secreto-5', cookie: 'sid=secreto-6', accept: 'application/json' } },
      err: { token: 'secreto-7', message: 'falló' },
      list: [{ password: 'en-una-lista' }],
      count: 3,
    };
    const before = structuredClone(logged);
    logger.info(logged, 'x');
    const line = JSON.parse(lines[0]) as Record<string, Record<string, unknown>>;
    expect(line.input).toEqual({ email: 'visible@example.org', variables: '[oculto]', params: '[oculto]' });
    expect(line.request).toEqual({ headers: { authorization: '[oculto]', cookie: '[oculto]', accept: 'application/json' } });
    expect(line.err).toEqual({ token: '[oculto]', message: 'falló' });
    expect(line.count).toBe(3);
    for (const secret of ['p3', 'p4', 'secreto-5', 'secreto-6', 'secreto-7']) expect(lines[0]).not.toContain(secret);
    expect(logged).toEqual(before);
  });
});
