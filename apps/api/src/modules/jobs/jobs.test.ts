import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { auditLog } from '../../db/schema/audit';
import { enqueueJob, recordProgress } from '../../platform/jobs';
import { enqueueMail, MAIL_KIND } from '../../platform/mail';
import { codeOf, createHarness, type Harness } from '../../test/harness';
import { queuedMail } from '../../test/mail-queue';
import { GENERAL_JOB_ERROR } from './jobs.rules';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());
beforeEach(async () => {
  await h.db.execute(sql`delete from pgboss.job where name not like '\\_\\_pgboss%'`);
  h.smtp.clear();
  h.smtp.refuseWhen(() => false);
});

const message = (to: string) => ({ to, subject: 'Aviso', text: 'Hola', html: '<p>Hola</p>' });

describe('a job is added in the transaction of the change that causes it', () => {
  it('a change that rolls back leaves no job; one that commits has its job', async () => {
    await expect(
      h.db.transaction(async (tx) => {
        await enqueueMail(tx, message('deshecho@example.org'));
        throw new Error('the change fails after the e-mail was added');
      }),
    ).rejects.toThrow('the change fails');
    expect(await queuedMail(h.db, 'deshecho@example.org')).toEqual([]);

    await h.db.transaction(async (tx) => enqueueMail(tx, message('hecho@example.org')));
    expect(await queuedMail(h.db, 'hecho@example.org')).toMatchObject([{ state: 'created', attempts: 0 }]);
  });

  it('a kind without a queue is refused (the change rolls back) instead of losing the job', async () => {
    await expect(h.db.transaction((tx) => enqueueJob(tx, 'no-such-kind', {}))).rejects.toThrow('does not exist');
  });
});

const COUNTS = '{ jobCounts { kind label queued running failed } }';
const JOBS = 'query ($state: JobState, $kind: String, $page: Int, $pageSize: Int) { jobs(state: $state, kind: $kind, page: $page, pageSize: $pageSize) { total page pageSize items { id kind label state attempts maxAttempts error } } }';
const RETRY = 'mutation ($id: ID!) { retryJob(id: $id) { id state attempts error } }';
const PROGRESS = 'query ($id: ID!) { jobProgress(id: $id) { id state done total result error } }';

/** One e-mail that the receiver refuses until it has failed all its attempts. */
async function failedMail(to: string) {
  await h.db.transaction((tx) => enqueueMail(tx, message(to)));
  h.smtp.refuseWhen((address) => address === to);
  for (;;) {
    await h.app.services.jobs.runDue(MAIL_KIND);
    const [job] = await queuedMail(h.db, to);
    if (job.state === 'failed') return job;
    await h.db.execute(sql`update pgboss.job set start_after = now() - interval '1 second' where id = ${job.id}`);
  }
}

describe('the jobs screen (SYSADMIN)', () => {
  it('counts queued and failed jobs by kind, lists them by state and kind, and retries a failed one (audited)', async () => {
    const admin = await h.signIn('SYSADMIN');
    const failed = await failedMail('rebota@example.org');
    await h.db.transaction(async (tx) => {
      await enqueueMail(tx, message('espera1@example.org'));
      await enqueueMail(tx, message('espera2@example.org'));
    });

    const counts = await h.gql<{ jobCounts: unknown[] }>(COUNTS, {}, { token: admin.token });
    expect(counts.data!.jobCounts).toEqual([{ kind: 'mail', label: 'Correo electrónico', queued: 2, running: 0, failed: 1 }]);

    const failedList = await h.gql<{ jobs: { total: number; items: { id: string; error: string; attempts: number; maxAttempts: number }[] } }>(JOBS, { state: 'FAILED', kind: 'mail' }, { token: admin.token });
    expect(failedList.data!.jobs.total).toBe(1);
    expect(failedList.data!.jobs.items[0]).toMatchObject({ id: failed.id, state: 'FAILED', attempts: 5, maxAttempts: 5, error: expect.stringContaining('451') });
    const queued = await h.gql<{ jobs: { total: number; items: unknown[] } }>(JOBS, { state: 'QUEUED', pageSize: 1, page: 1 }, { token: admin.token });
    expect(queued.data!.jobs).toMatchObject({ total: 2, page: 1, pageSize: 1 });
    expect(queued.data!.jobs.items).toHaveLength(1);
    expect((await h.gql<{ jobs: { total: number } }>(JOBS, { kind: 'files-sweep' }, { token: admin.token })).data!.jobs.total).toBe(0);
    const bad = await h.gql(JOBS, { pageSize: 500, kind: 'Nada Válido' }, { token: admin.token });
    expect(codeOf(bad)).toBe('BAD_USER_INPUT');
    expect(bad.errors![0].extensions!.fields).toEqual({ pageSize: 'Las filas por página deben ser entre 1 y 100.', kind: 'El tipo de tarea no es válido.' });

    // Retried: queued again with one more attempt, audited; the receiver now takes it, once.
    h.smtp.refuseWhen(() => false);
    const retried = await h.gql<{ retryJob: { state: string } }>(RETRY, { id: failed.id }, { token: admin.token });
    expect(retried.errors).toBeUndefined();
    expect(retried.data!.retryJob.state).toBe('QUEUED');
    const [audit] = await h.db.select().from(auditLog).where(eq(auditLog.action, 'job.retried'));
    expect(audit).toMatchObject({ actorId: admin.user.id, targetType: 'job', targetId: failed.id });
    expect(audit.before).toMatchObject({ kind: 'mail', state: 'failed', attempts: 5 });
    await h.flushMail();
    expect(h.smtp.to('rebota@example.org')).toHaveLength(1);
    expect((await queuedMail(h.db, 'rebota@example.org'))[0]).toMatchObject({ state: 'completed', attempts: 6 });

    // Only a failed job is retried; nothing changes otherwise.
    const again = await h.gql(RETRY, { id: failed.id }, { token: admin.token });
    expect(codeOf(again)).toBe('CONFLICT');
    expect(again.errors![0].message).toBe('Solo se puede reintentar una tarea que falló.');
    expect(await h.db.select().from(auditLog).where(eq(auditLog.action, 'job.retried'))).toHaveLength(1);
    expect(codeOf(await h.gql(RETRY, { id: '00000000-0000-4000-8000-000000000000' }, { token: admin.token }))).toBe('NOT_FOUND');
  });
});

describe('a job\'s progress', () => {
  it('reads done/total while it runs, then the result; a failed one the Spanish error; only for who asked for it or a SYSADMIN', async () => {
    const owner = await h.signIn('USER');
    const other = await h.signIn('USER');
    const admin = await h.signIn('SYSADMIN');
    const id = await h.db.transaction((tx) => enqueueJob(tx, MAIL_KIND, { ...message('progreso@example.org'), requestedBy: owner.user.id }));
    expect((await h.gql<{ jobProgress: unknown }>(PROGRESS, { id }, { token: owner.token })).data!.jobProgress).toEqual({ id, state: 'QUEUED', done: null, total: null, result: null, error: null });
    await recordProgress(h.database, id, 3, 10);
    expect((await h.gql<{ jobProgress: unknown }>(PROGRESS, { id }, { token: admin.token })).data!.jobProgress).toMatchObject({ done: 3, total: 10 });
    expect(codeOf(await h.gql(PROGRESS, { id }, { token: other.token }))).toBe('NOT_FOUND');
    expect(codeOf(await h.gql(PROGRESS, { id: '00000000-0000-4000-8000-000000000000' }, { token: owner.token }))).toBe('NOT_FOUND');
    await h.flushMail();
    expect((await h.gql<{ jobProgress: unknown }>(PROGRESS, { id }, { token: owner.token })).data!.jobProgress).toMatchObject({ state: 'COMPLETED', result: null, error: null });

    const failed = await failedMail('fallida@example.org');
    await h.db.execute(sql`update pgboss.job set data = data || ${JSON.stringify({ requestedBy: owner.user.id })}::jsonb where id = ${failed.id}`);
    const answer = await h.gql<{ jobProgress: { state: string; error: string } }>(PROGRESS, { id: failed.id }, { token: owner.token });
    // The SMTP error stays out of what the person reads.
    expect(answer.data!.jobProgress).toMatchObject({ state: 'FAILED', error: GENERAL_JOB_ERROR });
  });
});
