import { builder } from '../../graphql/builder';
import { jobCounts, jobProgress, listJobs, retryJob, type JobKindCounts, type JobProgressView, type JobRow } from './jobs.service';
import { jobStates } from './jobs.rules';

const JobStateEnum = builder.enumType('JobState', {
  description: 'QUEUED: waiting (first time or for a retry); RUNNING; FAILED: no attempts left; COMPLETED; CANCELLED.',
  values: jobStates,
});

const Job = builder.objectRef<JobRow>('Job').implement({
  description: 'A background job (e-mail, sweep, export…) as the SYSADMIN jobs screen shows it.',
  fields: (t) => ({
    id: t.exposeID('id', { nullable: false }),
    kind: t.exposeString('kind', { nullable: false }),
    label: t.exposeString('label', { nullable: false, description: 'The kind in Spanish.' }),
    state: t.expose('state', { type: JobStateEnum, nullable: false }),
    attempts: t.exposeInt('attempts', { nullable: false }),
    maxAttempts: t.exposeInt('maxAttempts', { nullable: false }),
    createdAt: t.string({ nullable: false, description: 'ISO 8601 UTC.', resolve: (j) => j.createdAt.toISOString() }),
    startAfter: t.string({ nullable: false, description: 'ISO 8601 UTC: when it may run (the next attempt of a queued job).', resolve: (j) => j.startAfter.toISOString() }),
    finishedAt: t.string({ nullable: true, description: 'ISO 8601 UTC.', resolve: (j) => j.finishedAt?.toISOString() ?? null }),
    error: t.exposeString('error', { nullable: true, description: 'The last attempt\'s error (technical), unless it completed.' }),
  }),
});

const JobKindCountsRef = builder.objectRef<JobKindCounts>('JobKindCounts').implement({
  fields: (t) => ({
    kind: t.exposeString('kind', { nullable: false }),
    label: t.exposeString('label', { nullable: false }),
    queued: t.exposeInt('queued', { nullable: false }),
    running: t.exposeInt('running', { nullable: false }),
    failed: t.exposeInt('failed', { nullable: false }),
  }),
});

const JobPage = builder.objectRef<{ items: JobRow[]; total: number; page: number; pageSize: number }>('JobPage').implement({
  fields: (t) => ({
    items: t.field({ type: [Job], nullable: false, resolve: (p) => p.items }),
    total: t.exposeInt('total', { nullable: false }),
    page: t.exposeInt('page', { nullable: false }),
    pageSize: t.exposeInt('pageSize', { nullable: false }),
  }),
});

const JobProgress = builder.objectRef<JobProgressView>('JobProgress').implement({
  description: 'How far a job went, for the person who asked for it: done of total, then the result or the error (Spanish).',
  fields: (t) => ({
    id: t.exposeID('id', { nullable: false }),
    state: t.expose('state', { type: JobStateEnum, nullable: false }),
    done: t.exposeInt('done', { nullable: true }),
    total: t.exposeInt('total', { nullable: true }),
    result: t.exposeString('result', { nullable: true, description: 'The result (JSON) once completed.' }),
    error: t.exposeString('error', { nullable: true }),
  }),
});

builder.queryFields((t) => ({
  jobCounts: t.withAuth({ role: 'SYSADMIN' }).field({
    type: [JobKindCountsRef],
    nullable: false,
    description: 'Queued, running and failed jobs of each kind.',
    resolve: (_root, _args, ctx) => jobCounts(ctx),
  }),
  jobs: t.withAuth({ role: 'SYSADMIN' }).field({
    type: JobPage,
    nullable: false,
    description: 'Jobs newest first, by state and kind; page from 0, pageSize 1 to 100 (default 10).',
    args: {
      state: t.arg({ type: JobStateEnum, required: false }),
      kind: t.arg.string({ required: false }),
      page: t.arg.int({ required: false }),
      pageSize: t.arg.int({ required: false }),
    },
    resolve: (_root, args, ctx) => listJobs(ctx, args),
  }),
  jobProgress: t.withAuth({ loggedIn: true }).field({
    type: JobProgress,
    nullable: false,
    description: 'A job the viewer asked for (or any, for SYSADMIN); NOT_FOUND otherwise.',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, ctx) => jobProgress(ctx, ctx.viewer, String(id)),
  }),
}));

builder.mutationFields((t) => ({
  retryJob: t.withAuth({ role: 'SYSADMIN' }).field({
    type: Job,
    nullable: false,
    description: 'A failed job gets one more attempt (audited); CONFLICT for a job in any other state.',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, ctx) => retryJob(ctx, ctx.viewer.id, String(id)),
  }),
}));
