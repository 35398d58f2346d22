import { describe, expect, it } from 'vitest';
import { buildGridModel, cellKeyOf, dayLabel, filterItems, movedRoomIds, roomsByPlace, rowKeyOf, slotLabel, type Item, type Room, type Slot } from './grid-model';

const room = (id: string, position: number, place = ''): Room => ({ __typename: 'ScheduleRoom', id, name: `Aula ${id}`, place, capacity: null, notes: '', position, slotCount: 0, heldCount: 0 });
const slot = (id: string, roomId: string, day: string, start: number, end: number, itemKey: string | null = null): Slot => ({ __typename: 'ScheduleSlot', id, roomId, day, start, end, reservedKind: null, itemKey, placedBy: null });
const item = (id: string, title: string, extra: Partial<Item> = {}): Item => ({
  __typename: 'ScheduleItem',
  id,
  itemId: id.split(':')[1],
  kind: 'PANEL_REGULAR',
  title,
  status: 'APPROVED',
  area: null,
  chair: null,
  people: [],
  peopleCount: 0,
  interested: 0,
  audience: 0,
  slotIds: [],
  ...extra,
});

describe('the grid model', () => {
  const grid = {
    days: ['2026-09-12', '2026-09-13'],
    rooms: [room('2', 1, 'Edificio B'), room('1', 0, 'Edificio A'), room('3', 2, 'Edificio A')],
    slots: [slot('10', '1', '2026-09-12', 630, 720), slot('11', '2', '2026-09-12', 540, 630, 'PANEL_REGULAR:7'), slot('12', '1', '2026-09-12', 540, 630), slot('13', '1', '2026-09-14', 540, 600)],
    items: [item('PANEL_REGULAR:7', 'Políticas públicas', { slotIds: ['11'] }), item('LIBRO:3', 'Élites y Estado', { kind: 'LIBRO', people: ['Ana Pérez'], area: { __typename: 'ThematicAreaRef', id: '4', name: 'Historia' } }), item('PANEL_FIJO:2', 'Apertura', { kind: 'PANEL_FIJO' })],
    warnings: [{ slotIds: ['11'] }],
  };
  const model = buildGridModel(grid);

  it('puts the rooms in their order, the rows of each day in time order, and each slot in its cell', () => {
    expect(model.rooms.map((r) => r.id)).toEqual(['1', '2', '3']);
    const day = model.byDay.get('2026-09-12')!;
    expect(day.rows.map((r) => r.key)).toEqual([rowKeyOf(540, 630), rowKeyOf(630, 720)]);
    expect(day.cells.get(cellKeyOf(rowKeyOf(540, 630), '2'))?.id).toBe('11');
    expect(day.cells.get(cellKeyOf(rowKeyOf(630, 720), '2'))).toBeUndefined();
    expect(day.byRoom.get('1')!.map((s) => s.id)).toEqual(['12', '10']);
  });

  it('adds a day a slot is on outside the congress days, in order', () => {
    expect(model.days).toEqual(['2026-09-12', '2026-09-13', '2026-09-14']);
    expect(model.byDay.get('2026-09-13')!.rows).toEqual([]);
  });

  it('lists the items without a slot by title, and the slots some warning names', () => {
    expect(model.unassigned.map((i) => i.id)).toEqual(['PANEL_FIJO:2', 'LIBRO:3']);
    expect([...model.warnedSlotIds]).toEqual(['11']);
    expect(model.places).toEqual(['Edificio A', 'Edificio B']);
  });

  it('filters by kind, area and words of the title or the people, without accents', () => {
    const f = (filters: Partial<{ kind: string; areaId: string; search: string }>) => filterItems(model.unassigned, model.searchText, { kind: '', areaId: '', search: '', ...filters }).map((i) => i.id);
    expect(f({ search: 'elites' })).toEqual(['LIBRO:3']);
    expect(f({ search: 'perez estado' })).toEqual(['LIBRO:3']);
    expect(f({ search: 'perez apertura' })).toEqual([]);
    expect(f({ kind: 'PANEL_FIJO' })).toEqual(['PANEL_FIJO:2']);
    expect(f({ areaId: '4' })).toEqual(['LIBRO:3']);
  });
});

describe('labels and helpers', () => {
  it('names days and slots in Spanish, 24 h', () => {
    expect(dayLabel('2026-09-12')).toBe('Sábado 12/09');
    expect(slotLabel({ day: '2026-09-12', start: 540, end: 630 }, { name: 'Aula 1' })).toBe('sábado 12/09, 09:00–10:30, Aula 1');
  });

  it('groups rooms by place for the generator and moves a room up or down', () => {
    const rooms = [room('1', 0, 'Edificio A'), room('2', 1, ''), room('3', 2, 'Edificio A')];
    expect(roomsByPlace(rooms)).toEqual([{ place: 'Edificio A', roomIds: ['1', '3'] }]);
    expect(movedRoomIds(rooms, '3', -1)).toEqual(['1', '3', '2']);
    expect(movedRoomIds(rooms, '1', -1)).toEqual(['1', '2', '3']);
    expect(movedRoomIds(rooms, '3', 1)).toEqual(['1', '2', '3']);
  });
});
