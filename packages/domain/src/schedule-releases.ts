/** Releases of the programme (issue 31): what changed between two versions, and for whom. Pure. */
import { formatClockRange, formatDayShort, sameTime, type SchedulableKind, type SlotTime } from './schedule';

// ── Releases ────────────────────────────────────────────────────────────────────────────────

/** A session of a released version: an item at one time, in one or more rooms. */
export type ReleasedSession = SlotTime & {
  itemKey: string;
  kind: SchedulableKind;
  title: string;
  rooms: string[];
  people: { key: string; name: string; email: string | null }[];
};

export type SessionChange = { itemKey: string; title: string; change: 'ADDED' | 'MOVED' | 'REMOVED'; before: (SlotTime & { rooms: string[] }) | null; after: (SlotTime & { rooms: string[] }) | null };

const whereOf = (s: ReleasedSession) => ({ day: s.day, start: s.start, end: s.end, rooms: s.rooms });
const sameWhere = (a: ReleasedSession, b: ReleasedSession) => sameTime(a, b) && a.rooms.join('\u0000') === b.rooms.join('\u0000');

/** What changed between two versions, session by session (the staff's changelog), in the new version's order. */
export function releaseChanges(before: readonly ReleasedSession[], after: readonly ReleasedSession[]): SessionChange[] {
  const old = new Map(before.map((s) => [s.itemKey, s]));
  const now = new Map(after.map((s) => [s.itemKey, s]));
  const changes: SessionChange[] = [];
  for (const s of after) {
    const o = old.get(s.itemKey);
    if (!o) changes.push({ itemKey: s.itemKey, title: s.title, change: 'ADDED', before: null, after: whereOf(s) });
    else if (!sameWhere(o, s)) changes.push({ itemKey: s.itemKey, title: s.title, change: 'MOVED', before: whereOf(o), after: whereOf(s) });
  }
  for (const o of before) if (!now.has(o.itemKey)) changes.push({ itemKey: o.itemKey, title: o.title, change: 'REMOVED', before: whereOf(o), after: null });
  return changes;
}

/**
 * Who is told what after a release: each person whose own sessions were added, moved or removed,
 * with just those changes (a person who joined or left an item that stayed put counts as an
 * addition or a removal for them). People by key, in the order they first appear.
 */
export function changesByPerson(before: readonly ReleasedSession[], after: readonly ReleasedSession[]): { person: { key: string; name: string; email: string | null }; changes: SessionChange[] }[] {
  const old = new Map(before.map((s) => [s.itemKey, s]));
  const now = new Map(after.map((s) => [s.itemKey, s]));
  const result = new Map<string, { person: { key: string; name: string; email: string | null }; changes: SessionChange[] }>();
  const add = (person: { key: string; name: string; email: string | null }, change: SessionChange) => {
    const entry = result.get(person.key) ?? { person, changes: [] };
    entry.changes.push(change);
    result.set(person.key, entry);
  };
  for (const s of after) {
    const o = old.get(s.itemKey);
    const oldPeople = new Set(o?.people.map((p) => p.key) ?? []);
    for (const p of s.people) {
      if (!o || !oldPeople.has(p.key)) add(p, { itemKey: s.itemKey, title: s.title, change: 'ADDED', before: null, after: whereOf(s) });
      else if (!sameWhere(o, s)) add(p, { itemKey: s.itemKey, title: s.title, change: 'MOVED', before: whereOf(o), after: whereOf(s) });
    }
  }
  for (const o of before) {
    const s = now.get(o.itemKey);
    const stillThere = new Set(s?.people.map((p) => p.key) ?? []);
    for (const p of o.people) if (!s || !stillThere.has(p.key)) add(p, { itemKey: o.itemKey, title: o.title, change: 'REMOVED', before: whereOf(o), after: null });
  }
  return [...result.values()];
}

export const sessionChangeLabels: Record<SessionChange['change'], string> = { ADDED: 'Nueva', MOVED: 'Cambió de horario o sala', REMOVED: 'Quitada del programa' };

/** "sábado 12/09, 09:00–10:30, Aula 1". */
export function describeWhere(w: SlotTime & { rooms: readonly string[] }): string {
  const weekday = new Date(`${w.day}T12:00:00Z`).toLocaleDateString('es-AR', { weekday: 'long', timeZone: 'UTC' });
  return `${weekday} ${formatDayShort(w.day)}, ${formatClockRange(w.start, w.end)}, ${w.rooms.join(' / ')}`;
}
