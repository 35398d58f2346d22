// GraphQL fields of the programme for everyone (issue 31): the public programme of the last
// released version, «Me interesa», «Mi agenda», the calendar feed, and the programme book's job.
import { builder } from '../../graphql/builder';
import { agendaOf, createCalendarFeed, myCalendarFeed, myScheduleInterests, prepareProgrammePdf, programmeEditions, publicProgramme, revokeCalendarFeed, setScheduleInterest, type AgendaEdition, type AgendaSession, type PublicProgramme } from './programme.service';
import type { ProgrammeSession } from './releases.read';
import type { ScheduleConference } from './grid.read';
import { ScheduleConferenceRef, ScheduleItemKindEnum } from './schedule.schema';

const ProgrammePerson = builder.objectRef<ProgrammeSession['participants'][number]>('ProgrammePerson').implement({
  fields: (t) => ({
    name: t.exposeString('name'),
    institution: t.exposeString('institution', { nullable: true }),
    roles: t.exposeStringList('roles', { description: 'chair, commentator, speaker, author.' }),
  }),
});
const ProgrammePaper = builder.objectRef<ProgrammeSession['papers'][number]>('ProgrammePaper').implement({
  fields: (t) => ({ title: t.exposeString('title'), authors: t.exposeStringList('authors') }),
});

const ProgrammeSessionRef = builder.objectRef<ProgrammeSession>('ProgrammeSession').implement({
  description: 'A session of a released programme: an item at one time, in one or more rooms.',
  fields: (t) => ({
    id: t.exposeID('itemKey', { description: 'Kind and id, e.g. PANEL_REGULAR:12.' }),
    kind: t.expose('kind', { type: ScheduleItemKindEnum }),
    title: t.exposeString('title'),
    day: t.exposeString('day'),
    start: t.exposeInt('start'),
    end: t.exposeInt('end'),
    rooms: t.exposeStringList('rooms'),
    places: t.exposeStringList('places'),
    area: t.exposeString('areaName', { nullable: true }),
    chair: t.exposeString('chair', { nullable: true }),
    participants: t.field({ type: [ProgrammePerson], resolve: (s) => s.participants }),
    papers: t.field({ type: [ProgrammePaper], resolve: (s) => s.papers }),
  }),
});

const Programme = builder.objectRef<PublicProgramme>('Programme').implement({
  description: 'The last released version of an edition programme.',
  fields: (t) => ({
    id: t.id({ resolve: (p) => p.conference.id }),
    conference: t.field({ type: ScheduleConferenceRef, resolve: (p) => p.conference }),
    version: t.exposeInt('version'),
    releasedAt: t.string({ resolve: (p) => new Date(p.releasedAt).toISOString() }),
    pdfUrl: t.string({ description: 'The programme book of this version (a public PDF).', resolve: (p) => `/programa/${p.conference.id}/programa.pdf?version=${p.version}` }),
    sessions: t.field({ type: [ProgrammeSessionRef], resolve: (p) => p.sessions }),
  }),
});

const AgendaSessionRef = builder.objectRef<AgendaSession>('AgendaSession').implement({
  fields: (t) => ({
    session: t.field({ type: ProgrammeSessionRef, resolve: (s) => s }),
    myRoles: t.exposeStringList('roles', { description: "The viewer's roles in it (empty: only marked)." }),
    interested: t.exposeBoolean('interested'),
  }),
});
const AgendaEditionRef = builder.objectRef<AgendaEdition>('AgendaEdition').implement({
  fields: (t) => ({
    id: t.id({ resolve: (e) => e.conference.id }),
    conference: t.field({ type: ScheduleConferenceRef, resolve: (e) => e.conference }),
    version: t.exposeInt('version'),
    sessions: t.field({ type: [AgendaSessionRef], resolve: (e) => e.sessions }),
  }),
});

const CalendarFeed = builder.objectRef<{ url: string; createdAt: Date }>('CalendarFeed').implement({
  fields: (t) => ({ url: t.exposeString('url', { description: 'Secret: whoever has it reads the agenda.' }), createdAt: t.string({ resolve: (f) => new Date(f.createdAt).toISOString() }) }),
});

const ProgrammePdfJob = builder.objectRef<{ jobId: string | null; version: number }>('ProgrammePdfJob').implement({
  fields: (t) => ({ jobId: t.exposeID('jobId', { nullable: true, description: 'Follow with jobProgress; null when the PDF is ready.' }), version: t.exposeInt('version') }),
});

builder.queryFields((t) => ({
  programme: t.field({
    type: Programme,
    authScopes: { public: true },
    description: 'The last released programme of an edition (no sign-in). NOT_FOUND before its first release.',
    args: { conferenceId: t.arg.id({ required: true }) },
    resolve: (_root, { conferenceId }, ctx) => publicProgramme(ctx.database.db, conferenceId),
  }),
  programmeEditions: t.field({
    type: [ScheduleConferenceRef],
    authScopes: { public: true },
    description: 'Editions with a released programme, newest first (no sign-in).',
    resolve: (_root, _args, ctx) => programmeEditions(ctx.database.db) as Promise<ScheduleConference[]>,
  }),
  myScheduleInterests: t.withAuth({ loggedIn: true }).field({
    type: ['String'],
    description: 'The sessions (ids) the viewer marked «Me interesa» in an edition.',
    args: { conferenceId: t.arg.id({ required: true }) },
    resolve: (_root, { conferenceId }, ctx) => myScheduleInterests(ctx.database.db, ctx.viewer, conferenceId),
  }),
  myAgenda: t.withAuth({ loggedIn: true }).field({
    type: [AgendaEditionRef],
    description: "«Mi agenda»: per edition with a released programme, the viewer's own sessions (author, chair, commentator, speaker) and the marked ones.",
    resolve: (_root, _args, ctx) => agendaOf(ctx.database.db, ctx.viewer.id),
  }),
  myCalendarFeed: t.withAuth({ loggedIn: true }).field({
    type: CalendarFeed,
    nullable: true,
    description: "The viewer's calendar feed URL, or null when they have none.",
    resolve: (_root, _args, ctx) => myCalendarFeed(ctx.database.db, ctx.viewer, ctx.config.publicUrl),
  }),
}));

builder.mutationFields((t) => ({
  setScheduleInterest: t.withAuth({ loggedIn: true }).field({
    type: 'Boolean',
    description: '«Me interesa» on (or off) a session of the released programme; NOT_FOUND for anything else.',
    args: { conferenceId: t.arg.id({ required: true }), itemKey: t.arg.string({ required: true }), interested: t.arg.boolean({ required: true }) },
    resolve: (_root, args, ctx) => setScheduleInterest(ctx.database.db, ctx.viewer, args.conferenceId, args.itemKey, args.interested),
  }),
  createCalendarFeed: t.withAuth({ loggedIn: true }).field({
    type: CalendarFeed,
    description: 'A new secret calendar URL for the viewer; the previous one stops working.',
    resolve: (_root, _args, ctx) => createCalendarFeed(ctx.database.db, ctx.viewer, ctx.config.publicUrl),
  }),
  revokeCalendarFeed: t.withAuth({ loggedIn: true }).field({
    type: 'Boolean',
    description: "Revokes the viewer's calendar URL.",
    resolve: (_root, _args, ctx) => revokeCalendarFeed(ctx.database.db, ctx.viewer),
  }),
  prepareProgrammePdf: t.withAuth({ loggedIn: true }).field({
    type: ProgrammePdfJob,
    authScopes: (_root, args) => ({ organizadorCongreso: args.conferenceId as string, adminCongreso: args.conferenceId as string }),
    description: "The programme book of the last version: the job making it (follow with jobProgress), or null when ready. NOT_FOUND before the first release.",
    args: { conferenceId: t.arg.id({ required: true }) },
    resolve: async (_root, { conferenceId }, ctx) => {
      const { jobId, release } = await prepareProgrammePdf(ctx, ctx.viewer, conferenceId);
      return { jobId, version: release.version };
    },
  }),
}));
