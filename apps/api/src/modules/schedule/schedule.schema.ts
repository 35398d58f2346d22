// GraphQL fields of the congress programme (spec sections 2 "Schedules" and 7: `addPanelToHour`,
// `clearHour`): rooms, slots, the grid, the proposed draft and the released versions.
import { schedulableKinds } from '@portal/domain/schedule';
import { scheduleWarningKinds } from '@portal/domain/schedule-checks';
import { builder } from '../../graphql/builder';
import { ProposalStatusEnum } from '../../graphql/enums';
import { ThematicAreaRef } from '../../graphql/refs';
import { loadConference, loadGrid, type Grid, type ScheduleConference, type ScheduleItemView, type ScheduleSlotView } from './grid.read';
import { acceptScheduleDraft, addPanelToHour, clearHour, moveScheduledItem, proposeDraft } from './placement.service';
import { listReleases, pendingChanges, publishSchedule, type ReleaseView } from './releases.service';
import { createRoom, createScheduleHour, deleteRoom, deleteScheduleHour, generateScheduleHours, listRooms, reorderRooms, updateRoom, updateScheduleHour, updateScheduleSettings, type RoomView } from './rooms.service';
import { requireScheduleStaff, scheduleConferenceIds, schedulePermissions } from './schedule.rules';
import type { ScheduleWarning } from '@portal/domain/schedule-checks';
import type { SessionChange } from '@portal/domain/schedule-releases';
import { intIdOrNull } from '../../platform/ids';

export const ScheduleItemKindEnum = builder.enumType('ScheduleItemKind', {
  description: 'What a slot holds: PANEL_REGULAR, PANEL_MESA_ESTUDIANTE, PANEL_FIJO (built panels) or PANEL_CERRADO, GRUPO_INVESTIGACION, LIBRO (approved proposals). The spec calls it panelesType.',
  values: schedulableKinds,
});
const ScheduleWarningKindEnum = builder.enumType('ScheduleWarningKind', {
  description: 'TRAVEL (back-to-back sessions in different buildings), CAPACITY (room below the expected audience), AREA (one area twice at a time), OUTSIDE_DATES.',
  values: scheduleWarningKinds,
});
const ScheduleChangeKindEnum = builder.enumType('ScheduleChangeKind', { values: ['ADDED', 'MOVED', 'REMOVED'] as const });

export const ScheduleConferenceRef = builder.objectRef<ScheduleConference>('ScheduleConference').implement({
  description: 'An edition as the programme screens need it.',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    venue: t.exposeString('venue'),
    startDate: t.exposeString('startDate'),
    endDate: t.exposeString('endDate'),
    travelGapMinutes: t.exposeInt('travelGapMinutes', { description: 'Fewer minutes than this between two sessions of a person in different buildings is warned.' }),
  }),
});

const ScheduleRoom = builder.objectRef<RoomView>('ScheduleRoom').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    place: t.exposeString('place', { description: "The building or place ('' when not said)." }),
    capacity: t.exposeInt('capacity', { nullable: true }),
    notes: t.exposeString('notes'),
    position: t.exposeInt('position'),
    slotCount: t.exposeInt('slotCount'),
    heldCount: t.exposeInt('heldCount', { description: 'Slots that hold something (the room cannot be deleted while > 0).' }),
  }),
});

const ScheduleSlot = builder.objectRef<ScheduleSlotView>('ScheduleSlot').implement({
  description: 'A slot ("hour") of a room: a day and a range in minutes after midnight, Buenos Aires time.',
  fields: (t) => ({
    id: t.exposeID('id'),
    roomId: t.exposeID('roomId'),
    day: t.exposeString('day'),
    start: t.exposeInt('start'),
    end: t.exposeInt('end'),
    reservedKind: t.expose('reservedKind', { type: ScheduleItemKindEnum, nullable: true }),
    itemKey: t.exposeString('itemKey', { nullable: true, description: 'The item it holds (ScheduleItem.id), or null when free.' }),
    placedBy: t.exposeString('placedBy', { nullable: true }),
  }),
});

const ScheduleItem = builder.objectRef<ScheduleItemView>('ScheduleItem').implement({
  description: 'A schedulable item of the edition, placed or not.',
  fields: (t) => ({
    id: t.exposeID('key', { description: 'Kind and id, e.g. PANEL_REGULAR:12 (unique across kinds).' }),
    itemId: t.exposeID('id'),
    kind: t.expose('kind', { type: ScheduleItemKindEnum }),
    title: t.exposeString('title'),
    status: t.expose('status', { type: ProposalStatusEnum }),
    area: t.field({ type: ThematicAreaRef, nullable: true, resolve: (i) => (i.areaId === null ? null : { id: i.areaId, name: i.areaName ?? '' }) }),
    chair: t.exposeString('chair', { nullable: true }),
    people: t.exposeStringList('peopleNames', { description: 'Its people (authors, chair, commentator, speakers), one each.' }),
    peopleCount: t.exposeInt('peopleCount'),
    interested: t.exposeInt('interested', { description: 'Members who marked it «Me interesa».' }),
    audience: t.exposeInt('audience', { description: 'Expected audience: its people plus the members interested.' }),
    slotIds: t.field({ type: ['ID'], resolve: (i) => i.slotIds.map(String) }),
  }),
});

const ScheduleWarningRef = builder.objectRef<ScheduleWarning>('ScheduleWarning').implement({
  fields: (t) => ({
    kind: t.expose('kind', { type: ScheduleWarningKindEnum }),
    slotIds: t.field({ type: ['ID'], resolve: (w) => w.slotIds.map(String) }),
    itemKeys: t.exposeStringList('itemKeys'),
    people: t.exposeStringList('people'),
    message: t.exposeString('message'),
  }),
});

type Where = NonNullable<SessionChange['before']>;
const ScheduleWhere = builder.objectRef<Where>('ScheduleWhere').implement({
  fields: (t) => ({ day: t.exposeString('day'), start: t.exposeInt('start'), end: t.exposeInt('end'), rooms: t.exposeStringList('rooms') }),
});
const ScheduleChange = builder.objectRef<SessionChange>('ScheduleChange').implement({
  fields: (t) => ({
    itemKey: t.exposeString('itemKey'),
    title: t.exposeString('title'),
    change: t.expose('change', { type: ScheduleChangeKindEnum }),
    before: t.field({ type: ScheduleWhere, nullable: true, resolve: (c) => c.before }),
    after: t.field({ type: ScheduleWhere, nullable: true, resolve: (c) => c.after }),
  }),
});

const SchedulePermissions = builder.objectRef<ReturnType<typeof schedulePermissions>>('SchedulePermissions').implement({
  fields: (t) => ({ canEdit: t.exposeBoolean('canEdit'), canPublish: t.exposeBoolean('canPublish') }),
});

type GridView = Grid & { viewer: Parameters<typeof schedulePermissions>[0] };
const ScheduleGrid = builder.objectRef<GridView>('ScheduleGrid').implement({
  description: 'The working copy of an edition programme (id: the edition id).',
  fields: (t) => ({
    id: t.id({ resolve: (g) => g.conference.id }),
    conference: t.field({ type: ScheduleConferenceRef, resolve: (g) => g.conference }),
    days: t.stringList({ resolve: (g) => g.days, description: 'The congress days and any other day a slot is on, in order.' }),
    rooms: t.field({ type: [ScheduleRoom], resolve: (g) => g.rooms.map((r) => ({ ...r, slotCount: g.slots.filter((s) => s.roomId === r.id).length, heldCount: g.slots.filter((s) => s.roomId === r.id && s.itemKey).length })) }),
    slots: t.field({ type: [ScheduleSlot], resolve: (g) => g.slots }),
    items: t.field({ type: [ScheduleItem], resolve: (g) => g.items }),
    warnings: t.field({ type: [ScheduleWarningRef], resolve: (g) => g.warnings }),
    lastVersion: t.int({ nullable: true, resolve: (g) => g.lastRelease?.version ?? null }),
    lastReleasedAt: t.string({ nullable: true, resolve: (g) => (g.lastRelease ? new Date(g.lastRelease.releasedAt).toISOString() : null) }),
    pendingChanges: t.field({
      type: [ScheduleChange],
      description: 'What «Publicar versión» would release: the changes since the last version (three more statements; ask only where shown).',
      resolve: (g, _args, ctx) => pendingChanges(ctx.database.db, g),
    }),
    permissions: t.field({ type: SchedulePermissions, resolve: (g) => schedulePermissions(g.viewer, g.conference.id) }),
  }),
});

const DraftPlacement = builder.objectRef<{ slotId: number; itemKey: string }>('ScheduleDraftPlacement').implement({
  fields: (t) => ({ hourId: t.id({ resolve: (p) => p.slotId }), itemKey: t.exposeString('itemKey') }),
});
const DraftUnplaced = builder.objectRef<{ itemKey: string; title: string; reason: string }>('ScheduleDraftUnplaced').implement({
  fields: (t) => ({ itemKey: t.exposeString('itemKey'), title: t.exposeString('title'), reason: t.exposeString('reason') }),
});
const ScheduleDraft = builder.objectRef<{ placements: { slotId: number; itemKey: string }[]; unplaced: { itemKey: string; title: string; reason: string }[] }>('ScheduleDraft').implement({
  description: 'A proposed assignment of the items without a slot (not stored).',
  fields: (t) => ({
    placements: t.field({ type: [DraftPlacement], resolve: (d) => d.placements }),
    unplaced: t.field({ type: [DraftUnplaced], description: 'Items the draft could not place, with the reason.', resolve: (d) => d.unplaced }),
  }),
});

const ScheduleRelease = builder.objectRef<ReleaseView>('ScheduleRelease').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    version: t.exposeInt('version'),
    note: t.exposeString('note'),
    releasedAt: t.string({ resolve: (r) => new Date(r.releasedAt).toISOString() }),
    releasedBy: t.exposeString('releasedBy', { nullable: true }),
    sessionCount: t.exposeInt('sessionCount'),
    changes: t.field({ type: [ScheduleChange], description: 'Against the version before it.', resolve: (r) => r.changes }),
    pdfReady: t.exposeBoolean('pdfReady', { description: 'Its programme book is made (GET /programa/{conferenceId}/programa.pdf?version=N).' }),
    pdfJobId: t.id({ nullable: true, description: 'Right after publishSchedule: the job making its programme book (jobProgress).', resolve: (r) => r.pdfJobId ?? null }),
  }),
});

const GeneratedHours = builder.objectRef<{ created: number; skipped: number }>('GeneratedScheduleHours').implement({
  fields: (t) => ({ created: t.exposeInt('created'), skipped: t.exposeInt('skipped', { description: 'Combinations that overlapped a slot the room already had.' }) }),
});

const RoomInput = builder.inputType('ScheduleRoomInput', {
  fields: (t) => ({ name: t.string({ required: true }), place: t.string({ required: false }), capacity: t.string({ required: false, description: 'Seats; empty when not known.' }), notes: t.string({ required: false }) }),
});
const CreateRoomInput = builder.inputType('CreateScheduleRoomInput', {
  fields: (t) => ({ conferenceId: t.id({ required: true }), name: t.string({ required: true }), place: t.string({ required: false }), capacity: t.string({ required: false }), notes: t.string({ required: false }) }),
});
const HourInput = builder.inputType('ScheduleHourInput', {
  fields: (t) => ({
    roomId: t.id({ required: true }),
    day: t.string({ required: true, description: 'yyyy-mm-dd or dd/mm/aaaa, a day of the congress.' }),
    start: t.string({ required: true, description: 'HH:MM, 24 h.' }),
    end: t.string({ required: true }),
    reservedKind: t.field({ type: ScheduleItemKindEnum, required: false }),
  }),
});
const TimeRangeInput = builder.inputType('ScheduleTimeRangeInput', { fields: (t) => ({ start: t.string({ required: true }), end: t.string({ required: true }) }) });
const GenerateHoursInput = builder.inputType('GenerateScheduleHoursInput', {
  fields: (t) => ({
    conferenceId: t.id({ required: true }),
    fromDay: t.string({ required: true }),
    toDay: t.string({ required: true }),
    ranges: t.field({ type: [TimeRangeInput], required: true }),
    roomIds: t.idList({ required: true }),
    reservedKind: t.field({ type: ScheduleItemKindEnum, required: false }),
  }),
});
const SettingsInput = builder.inputType('ScheduleSettingsInput', { fields: (t) => ({ travelGapMinutes: t.string({ required: true }) }) });
const DraftPlacementInput = builder.inputType('ScheduleDraftPlacementInput', { fields: (t) => ({ hourId: t.id({ required: true }), itemKey: t.string({ required: true }) }) });

/** ORGANIZADOR_CONGRESO or ADMIN_CONGRESO of the edition named in the arguments. */
const scheduleStaff = (conferenceId: unknown) => ({ organizadorCongreso: conferenceId as string, adminCongreso: conferenceId as string });

const gridOf = async (ctx: { database: { db: Parameters<typeof loadGrid>[0] }; viewer: GridView['viewer'] }, grid: Promise<Grid>): Promise<GridView> => ({ ...(await grid), viewer: ctx.viewer });

builder.queryFields((t) => ({
  scheduleConferences: t.withAuth({ loggedIn: true }).field({
    type: [ScheduleConferenceRef],
    description: 'The editions whose programme the viewer builds (ORGANIZADOR_CONGRESO or ADMIN_CONGRESO), newest first.',
    resolve: async (_root, _args, ctx) => {
      const ids = scheduleConferenceIds(ctx.viewer);
      const list = await Promise.all(ids.map((id) => loadConference(ctx.database.db, id)));
      return list.sort((a, b) => (a.startDate < b.startDate ? 1 : a.startDate > b.startDate ? -1 : b.id - a.id));
    },
  }),
  scheduleRooms: t.withAuth({ loggedIn: true }).field({
    type: [ScheduleRoom],
    authScopes: (_root, args) => scheduleStaff(args.conferenceId),
    description: "The edition's rooms in order, with their slot counts.",
    args: { conferenceId: t.arg.id({ required: true }) },
    resolve: (_root, { conferenceId }, ctx) => listRooms(ctx.database.db, ctx.viewer, conferenceId),
  }),
  scheduleGrid: t.withAuth({ loggedIn: true }).field({
    type: ScheduleGrid,
    authScopes: (_root, args) => scheduleStaff(args.conferenceId),
    description: 'The working copy of the programme: rooms, slots, every schedulable item (placed or not) and the warnings. A fixed number of statements for any size.',
    args: { conferenceId: t.arg.id({ required: true }) },
    resolve: (_root, { conferenceId }, ctx) => {
      const id = intIdOrNull(conferenceId);
      requireScheduleStaff(ctx.viewer, id);
      return gridOf(ctx, loadGrid(ctx.database.db, id));
    },
  }),
  proposeSchedule: t.withAuth({ loggedIn: true }).field({
    type: ScheduleDraft,
    authScopes: (_root, args) => scheduleStaff(args.conferenceId),
    description: '«Proponer cronograma»: a deterministic draft for the items without a slot that breaks no refusal rule (not stored).',
    args: { conferenceId: t.arg.id({ required: true }) },
    resolve: async (_root, { conferenceId }, ctx) => {
      const { placements, unplaced, grid } = await proposeDraft(ctx.database.db, ctx.viewer, conferenceId);
      return { placements, unplaced: unplaced.map((u) => ({ ...u, title: grid.itemByKey.get(u.itemKey)?.title ?? '' })) };
    },
  }),
  scheduleReleases: t.withAuth({ loggedIn: true }).field({
    type: [ScheduleRelease],
    authScopes: (_root, args) => scheduleStaff(args.conferenceId),
    description: 'The released versions, newest first, each with its changes (the changelog).',
    args: { conferenceId: t.arg.id({ required: true }) },
    resolve: (_root, { conferenceId }, ctx) => listReleases(ctx.database.db, ctx.viewer, conferenceId),
  }),
}));

builder.mutationFields((t) => ({
  createScheduleRoom: t.withAuth({ loggedIn: true }).field({
    type: ScheduleRoom,
    authScopes: (_root, args) => scheduleStaff(args.data.conferenceId),
    description: 'Adds a room at the end of the list. CONFLICT (NAME_TAKEN) for a name the edition has. Audited.',
    args: { data: t.arg({ type: CreateRoomInput, required: true }) },
    resolve: (_root, { data }, ctx) => createRoom(ctx, ctx.viewer, data as Record<string, unknown>),
  }),
  updateScheduleRoom: t.withAuth({ loggedIn: true }).field({
    type: ScheduleRoom,
    description: 'Changes a room. Audited.',
    args: { id: t.arg.id({ required: true }), data: t.arg({ type: RoomInput, required: true }) },
    resolve: (_root, { id, data }, ctx) => updateRoom(ctx, ctx.viewer, id, data as Record<string, unknown>),
  }),
  deleteScheduleRoom: t.withAuth({ loggedIn: true }).field({
    type: 'Boolean',
    description: 'Deletes a room and its empty slots; CONFLICT (SCHEDULE_SLOT_HELD) with the reason while a slot of it holds something. Audited.',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, ctx) => deleteRoom(ctx, ctx.viewer, id),
  }),
  reorderScheduleRooms: t.withAuth({ loggedIn: true }).field({
    type: [ScheduleRoom],
    authScopes: (_root, args) => scheduleStaff(args.conferenceId),
    description: "Puts the edition's rooms in this order (each once). Audited.",
    args: { conferenceId: t.arg.id({ required: true }), roomIds: t.arg.idList({ required: true }) },
    resolve: (_root, { conferenceId, roomIds }, ctx) => reorderRooms(ctx, ctx.viewer, conferenceId, roomIds),
  }),
  createScheduleHour: t.withAuth({ loggedIn: true }).field({
    type: ScheduleGrid,
    authScopes: (_root, args) => scheduleStaff(args.conferenceId),
    description: 'Adds one slot on a congress day; CONFLICT (SCHEDULE_SLOT_OVERLAP) when it overlaps a slot of its room. Audited.',
    args: { conferenceId: t.arg.id({ required: true }), data: t.arg({ type: HourInput, required: true }) },
    resolve: async (_root, { conferenceId, data }, ctx) => gridOf(ctx, loadGrid(ctx.database.db, await createScheduleHour(ctx, ctx.viewer, conferenceId, data as Record<string, unknown>))),
  }),
  updateScheduleHour: t.withAuth({ loggedIn: true }).field({
    type: ScheduleGrid,
    description: "Changes an empty slot's room, day, times or reservation; CONFLICT while it holds something or when it would overlap. Audited.",
    args: { id: t.arg.id({ required: true }), data: t.arg({ type: HourInput, required: true }) },
    resolve: async (_root, { id, data }, ctx) => gridOf(ctx, loadGrid(ctx.database.db, await updateScheduleHour(ctx, ctx.viewer, id, data as Record<string, unknown>))),
  }),
  deleteScheduleHour: t.withAuth({ loggedIn: true }).field({
    type: 'Boolean',
    description: 'Deletes an empty slot; CONFLICT (SCHEDULE_SLOT_HELD) while it holds something. Audited.',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, ctx) => deleteScheduleHour(ctx, ctx.viewer, id),
  }),
  generateScheduleHours: t.withAuth({ loggedIn: true }).field({
    type: GeneratedHours,
    authScopes: (_root, args) => scheduleStaff(args.data.conferenceId),
    description: 'Slots for days × time ranges × rooms; a combination overlapping an existing slot of its room is skipped and counted. Audited.',
    args: { data: t.arg({ type: GenerateHoursInput, required: true }) },
    resolve: (_root, { data }, ctx) => generateScheduleHours(ctx, ctx.viewer, data as Record<string, unknown>),
  }),
  updateScheduleSettings: t.withAuth({ loggedIn: true }).field({
    type: ScheduleGrid,
    authScopes: (_root, args) => scheduleStaff(args.conferenceId),
    description: "The warnings' travel gap. Audited.",
    args: { conferenceId: t.arg.id({ required: true }), data: t.arg({ type: SettingsInput, required: true }) },
    resolve: async (_root, { conferenceId, data }, ctx) => gridOf(ctx, loadGrid(ctx.database.db, await updateScheduleSettings(ctx, ctx.viewer, conferenceId, data as Record<string, unknown>))),
  }),
  addPanelToHour: t.withAuth({ loggedIn: true }).field({
    type: ScheduleGrid,
    description:
      'Places an item (panelesType and panelId) in a free slot; it moves to INCLUDE_IN_SCHEDULE. CONFLICT, naming people, items and slots: the slot is taken (SCHEDULE_SLOT_TAKEN), reserved for another kind (SCHEDULE_SLOT_RESERVED), the item is placed or not approved (SCHEDULE_ITEM_PLACED, SCHEDULE_ITEM_NOT_SCHEDULABLE), or one of its people would be in two rooms at once (SCHEDULE_PERSON_BUSY). Audited.',
    args: { hour: t.arg.id({ required: true }), panelesType: t.arg({ type: ScheduleItemKindEnum, required: true }), panelId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => gridOf(ctx, addPanelToHour(ctx, ctx.viewer, args.hour, args.panelesType, args.panelId)),
  }),
  clearHour: t.withAuth({ loggedIn: true }).field({
    type: ScheduleGrid,
    description: 'Frees a slot; its item moves to NOT_INCLUDE_IN_SCHEDULE (when it holds no other slot). CONFLICT (SCHEDULE_SLOT_EMPTY) when already free. Audited.',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, ctx) => gridOf(ctx, clearHour(ctx, ctx.viewer, id)),
  }),
  moveScheduledItem: t.withAuth({ loggedIn: true }).field({
    type: ScheduleGrid,
    description: 'Moves what a slot holds to a free slot, with the checks of addPanelToHour. Audited.',
    args: { fromHour: t.arg.id({ required: true }), toHour: t.arg.id({ required: true }) },
    resolve: (_root, { fromHour, toHour }, ctx) => gridOf(ctx, moveScheduledItem(ctx, ctx.viewer, fromHour, toHour)),
  }),
  acceptScheduleDraft: t.withAuth({ loggedIn: true }).field({
    type: ScheduleGrid,
    authScopes: (_root, args) => scheduleStaff(args.conferenceId),
    description: "Places the draft's placements the organiser kept, all or none: the first refused names why. Audited.",
    args: { conferenceId: t.arg.id({ required: true }), placements: t.arg({ type: [DraftPlacementInput], required: true }) },
    resolve: (_root, { conferenceId, placements }, ctx) => gridOf(ctx, acceptScheduleDraft(ctx, ctx.viewer, conferenceId, placements)),
  }),
  publishSchedule: t.withAuth({ loggedIn: true }).field({
    type: ScheduleRelease,
    authScopes: (_root, args) => scheduleStaff(args.conferenceId),
    description: '«Publicar versión»: the working copy becomes the next version; each person whose own sessions changed gets one e-mail with an .ics. CONFLICT (SCHEDULE_UNCHANGED) when nothing changed. Audited.',
    args: { conferenceId: t.arg.id({ required: true }), note: t.arg.string({ required: false }) },
    resolve: async (_root, { conferenceId, note }, ctx) => {
      const release = await publishSchedule(ctx, ctx.viewer, conferenceId, { note: note ?? '' });
      const [view] = (await listReleases(ctx.database.db, ctx.viewer, conferenceId)).filter((r) => r.id === release.id);
      return { ...view, pdfJobId: release.pdfJobId };
    },
  }),
}));
