import { DndContext, DragOverlay, PointerSensor, useSensor, useSensors, type DragEndEvent, type DragStartEvent } from '@dnd-kit/core';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useEffect, useId, useMemo, useState } from 'react';
import { formatClockRange } from '@portal/domain/schedule';
import { paths } from '../../shared/paths';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog';
import { RouterLink } from '../../shared/ui/router-link';
import { visuallyHidden } from '../../shared/ui/visually-hidden';
import { announcements, collisionDetection, screenReaderInstructions, slotKeyboardCoordinates, SlotKeyboardSensor, type DragData, type DropData } from './dnd';
import { DraftPanel, placementKey, type Draft, type DraftPlacement } from './draft-panel';
import { gridStyles, legend } from './grid-styles';
import { cellKeyOf, dayLabel, dayText, slotLabel, type GridModel, type Room, type Slot } from './grid-model';
import { SlotCell, type CellActions, type CellProps } from './slot-cell';
import { UnassignedList } from './unassigned-list';
import { usePlacements } from './use-placements';
import { WarningsPanel, type Warning } from './warnings-panel';

/** An activity chosen for a free slot: from the side list (itemKey) or placed already (fromSlotId). */
type Selection = { itemKey: string; fromSlotId: null } | { itemKey: null; fromSlotId: string };

const focusLater = (id: string) => window.setTimeout(() => document.getElementById(id)?.focus({ preventScroll: false }), 0);
const cellId = (slotId: string) => `horario-${slotId}`;

/**
 * The grid of one edition: a tab per day, a column per room (one room at a time on a phone), a row
 * per distinct time; the «Sin asignar» list beside it. An activity reaches a free slot by dragging
 * it there, or by «Elegir» / «Mover», then the slot's «Asignar aquí» and a confirmation. What is on
 * its way paints at once; a refusal shows the server's message and the grid stays as it was.
 */
export function GridBoard({ conferenceId, model, warnings, canEdit, draft, setDraft }: { conferenceId: string; model: GridModel; warnings: readonly Warning[]; canEdit: boolean; draft: Draft | null; setDraft: (d: Draft | null) => void }) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const wide = useMediaQuery(theme.breakpoints.up('lg'), { noSsr: true });
  const placements = usePlacements(conferenceId);
  const { pending } = placements;
  const locked = pending !== null;

  const firstDay = model.days.find((d) => (model.byDay.get(d)?.rows.length ?? 0) > 0) ?? model.days[0] ?? '';
  const [chosenDay, setDay] = useState<string | null>(null);
  const day = chosenDay && model.byDay.has(chosenDay) ? chosenDay : firstDay;
  const [chosenRoom, setRoom] = useState<string | null>(null);
  const phoneRoom = (chosenRoom && model.roomById.get(chosenRoom)) || model.rooms[0];
  const [selection, setSelection] = useState<Selection | null>(null);
  const [targetSlot, setTargetSlot] = useState<string | null>(null);
  const [clearing, setClearing] = useState<string | null>(null);
  const [highlight, setHighlight] = useState<Warning | null>(null);
  const [dragging, setDragging] = useState<DragData | null>(null);
  const roomSelectId = useId();

  // The chosen activity: from the side list, or the one in the slot chosen to move.
  const chosenKey = selection ? (selection.itemKey ?? model.slotById.get(selection.fromSlotId)?.itemKey ?? null) : null;
  const chosenItem = chosenKey ? model.itemById.get(chosenKey) : undefined;
  const activeSelection = selection && chosenItem ? selection : null;

  // Every cell gets the same object: its buttons only say which slot.
  const { clearError } = placements;
  const actions = useMemo<CellActions>(
    () => ({
      target: (slotId) => setTargetSlot(slotId),
      startMove: (slotId) => {
        clearError();
        setSelection((s) => (s?.fromSlotId === slotId ? null : { itemKey: null, fromSlotId: slotId }));
      },
      alsoIn: (itemKey) => {
        clearError();
        setSelection({ itemKey, fromSlotId: null });
      },
      clear: (slotId) => setClearing(slotId),
    }),
    [clearError],
  );
  const choose = useMemo(
    () => (itemKey: string) => {
      clearError();
      setSelection((s) => (s?.itemKey === itemKey ? null : { itemKey, fromSlotId: null }));
    },
    [clearError],
  );

  // Escape lets go of the chosen activity (not while a dialog is open: it closes the dialog).
  useEffect(() => {
    if (!activeSelection || targetSlot) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setSelection(null);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [activeSelection, targetSlot]);

  // A warning chosen: its first slot's day (and room, on a phone) comes into view.
  const highlighted = useMemo(() => (highlight ? new Set(highlight.slotIds) : null), [highlight]);
  const selectWarning = (w: Warning | null) => {
    setHighlight(w);
    const first = w ? model.slotById.get(w.slotIds[0]) : undefined;
    if (!first) return;
    setDay(first.day);
    setRoom(first.roomId);
    window.setTimeout(() => document.getElementById(cellId(first.id))?.scrollIntoView({ block: 'nearest', inline: 'nearest' }), 0);
  };

  const draftBySlot = useMemo(() => {
    const map = new Map<string, { title: string; kept: boolean }>();
    for (const p of draft?.placements ?? []) {
      const item = model.itemById.get(p.itemKey);
      const slot = model.slotById.get(p.hourId);
      if (item && slot && !slot.itemKey && item.slotIds.length === 0) map.set(p.hourId, { title: item.title, kept: draft!.kept.has(placementKey(p)) });
    }
    return map;
  }, [draft, model]);

  const where = (slot: Slot) => slotLabel(slot, model.roomById.get(slot.roomId));

  /** Places or moves `itemKey` into `slotId` (the pending placement paints at once); the cell keeps the focus. */
  const send = async (itemKey: string, fromSlotId: string | null, slotId: string, restore: Selection | null) => {
    const slot = model.slotById.get(slotId);
    const item = model.itemById.get(itemKey);
    if (!slot || !item) return;
    setHighlight(null);
    const ok = fromSlotId ? await placements.moveTo(item, fromSlotId, slotId, where(slot)) : await placements.place(item, slotId, where(slot));
    if (!ok && restore) setSelection(restore);
    focusLater(cellId(slotId));
  };

  const confirmTarget = () => {
    if (!activeSelection || !chosenKey || !targetSlot) return;
    const slotId = targetSlot;
    setTargetSlot(null);
    setSelection(null);
    focusLater(cellId(slotId));
    void send(chosenKey, activeSelection.fromSlotId, slotId, activeSelection);
  };

  const confirmClear = async () => {
    const slot = clearing ? model.slotById.get(clearing) : undefined;
    const item = slot?.itemKey ? model.itemById.get(slot.itemKey) : undefined;
    setClearing(null);
    if (!slot || !item) return;
    if (selection?.fromSlotId === slot.id) setSelection(null);
    focusLater(cellId(slot.id));
    await placements.remove(item, slot.id);
    focusLater(cellId(slot.id));
  };

  const acceptDraft = async (list: DraftPlacement[]) => {
    const ok = await placements.acceptDraft(list.map((p) => ({ hourId: p.hourId, itemKey: p.itemKey })));
    if (ok) setDraft(null);
  };

  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 6 } }), useSensor(SlotKeyboardSensor, { coordinateGetter: slotKeyboardCoordinates }));
  const onDragStart = ({ active }: DragStartEvent) => {
    setSelection(null);
    setDragging((active.data.current as DragData | undefined) ?? null);
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setDragging(null);
    const data = active.data.current as DragData | undefined;
    const target = over?.data.current as DropData | undefined;
    if (!data || !target) return;
    void send(data.itemKey, data.fromSlotId, target.slotId, null);
  };

  const dayModel = model.byDay.get(day);
  const rooms: Room[] = phone ? (phoneRoom ? [phoneRoom] : []) : model.rooms;
  const mode = activeSelection ? (activeSelection.fromSlotId ? 'move' : 'place') : null;

  const cellProps = (slot: Slot, room: Room, rowRange: string): CellProps => {
    const p = pending && (pending.slotId === slot.id || pending.fromSlotId === slot.id) ? pending : null;
    return {
      slot,
      item: slot.itemKey ? model.itemById.get(slot.itemKey) : undefined,
      label: `${dayText(slot.day)}, ${rowRange}, ${room.name}`,
      warned: model.warnedSlotIds.has(slot.id),
      highlighted: highlighted?.has(slot.id) ?? false,
      pending: !p ? null : p.kind === 'clear' ? 'clearing' : p.slotId === slot.id ? 'incoming' : 'leaving',
      pendingItem: p && p.kind !== 'clear' && p.slotId === slot.id ? model.itemById.get(p.itemKey) : undefined,
      draft: draftBySlot.get(slot.id) ?? null,
      target: mode && !slot.itemKey ? mode : null,
      moveSource: activeSelection?.fromSlotId === slot.id,
      canEdit,
      actions,
    };
  };

  const noSlots = model.slotById.size === 0;
  const clearingSlot = clearing ? model.slotById.get(clearing) : undefined;
  const clearingItem = clearingSlot?.itemKey ? model.itemById.get(clearingSlot.itemKey) : undefined;
  const targetSlotRow = targetSlot ? model.slotById.get(targetSlot) : undefined;

  const sideList = (
    <Box sx={wide ? { position: 'sticky', top: 80, maxHeight: 'calc(100vh - 96px)', overflowY: 'auto', pr: 0.5 } : { maxHeight: { xs: '60vh', sm: 480 }, overflowY: 'auto', pr: 0.5 }}>
      <UnassignedList model={model} chosenKey={activeSelection?.itemKey ?? null} hiddenKey={pending && pending.kind === 'place' ? pending.itemKey : null} canEdit={canEdit} busy={locked} onChoose={choose} />
    </Box>
  );

  return (
    <DndContext sensors={sensors} collisionDetection={collisionDetection} accessibility={{ announcements, screenReaderInstructions }} onDragStart={onDragStart} onDragEnd={onDragEnd} onDragCancel={() => setDragging(null)}>
      {draft && <DraftPanel draft={draft} model={model} busy={locked} onToggle={(key, keep) => setDraft({ ...draft, kept: keep ? new Set([...draft.kept, key]) : new Set([...draft.kept].filter((k) => k !== key)) })} onAccept={(list) => void acceptDraft(list)} onDiscard={() => setDraft(null)} />}
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: '280px minmax(0, 1fr)' }, alignItems: 'start' }}>
        {sideList}
        <Box sx={{ minWidth: 0 }}>
          <Box sx={{ position: 'sticky', top: { xs: 56, sm: 64 }, zIndex: 4, display: 'grid', gap: 1, mb: placements.error || activeSelection ? 1 : 0 }}>
            {placements.error && (
              <Alert severity="error" onClose={placements.clearError}>
                {placements.error}
              </Alert>
            )}
            {activeSelection && chosenItem && (
              <Alert
                severity="info"
                action={
                  <Button color="inherit" size="small" onClick={() => setSelection(null)}>
                    Cancelar
                  </Button>
                }
              >
                {activeSelection.fromSlotId ? 'Para mover' : 'Elegida'}: «{chosenItem.title}». Use «{activeSelection.fromSlotId ? 'Mover aquí' : 'Asignar aquí'}» en un horario libre (Escape cancela).
              </Alert>
            )}
          </Box>
          <Box role="status" sx={visuallyHidden}>
            {placements.announcement}
          </Box>

          {noSlots ? (
            <Alert severity="info">
              Todavía no hay horarios. Cree las salas y genere sus horarios en <RouterLink to={paths.dashboard.scheduleSetup(conferenceId)}>Salas y horarios</RouterLink>; después asigne aquí las actividades.
            </Alert>
          ) : (
            <>
              <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 1 }}>
                <Tabs value={day} onChange={(_e, d: string) => setDay(d)} variant="scrollable" scrollButtons="auto" allowScrollButtonsMobile aria-label="Días del congreso">
                  {model.days.map((d) => (
                    <Tab key={d} value={d} id={`grid-tab-${d}`} aria-controls="grid-day-panel" label={dayLabel(d)} />
                  ))}
                </Tabs>
              </Box>
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center', mb: 1 }} aria-hidden="true">
                {legend.map((l) => (
                  <Box key={l.label} sx={{ display: 'flex', alignItems: 'center', gap: 0.5, fontSize: '0.75rem' }}>
                    <Box sx={{ width: 16, height: 12, borderRadius: 0.5, ...l.sx }} />
                    {l.label}
                  </Box>
                ))}
              </Box>
              {phone && phoneRoom && (
                <FormControl fullWidth size="small" sx={{ my: 1 }}>
                  <InputLabel htmlFor={roomSelectId} shrink variant="outlined">
                    Sala
                  </InputLabel>
                  <NativeSelect input={<OutlinedInput notched label="Sala" />} id={roomSelectId} value={phoneRoom.id} onChange={(e) => setRoom(e.target.value)}>
                    {model.rooms.map((r) => (
                      <option key={r.id} value={r.id}>
                        {r.place ? `${r.name} (${r.place})` : r.name}
                      </option>
                    ))}
                  </NativeSelect>
                </FormControl>
              )}
              <Box id="grid-day-panel" role="tabpanel" aria-labelledby={`grid-tab-${day}`}>
                {!dayModel || dayModel.rows.length === 0 ? (
                  <Alert severity="info">
                    No hay horarios el {dayLabel(day).toLowerCase()}. Agréguelos en <RouterLink to={paths.dashboard.scheduleSetup(conferenceId)}>Salas y horarios</RouterLink>.
                  </Alert>
                ) : (
                  <Box role="region" tabIndex={0} aria-label={`Cronograma del ${dayLabel(day).toLowerCase()}`} aria-busy={locked} sx={gridStyles}>
                    <table>
                      <caption style={visuallyHidden}>
                        {`Cronograma del ${dayLabel(day).toLowerCase()}: una fila por horario y una columna por sala.`}
                      </caption>
                      <thead>
                        <tr>
                          <th scope="col">Hora</th>
                          {rooms.map((r) => (
                            <th key={r.id} scope="col">
                              {r.name}
                              {(r.place || r.capacity) && (
                                <span className="room-meta">
                                  {[r.place, r.capacity ? `${r.capacity} lugares` : ''].filter(Boolean).join(' · ')}
                                </span>
                              )}
                            </th>
                          ))}
                        </tr>
                      </thead>
                      <tbody>
                        {dayModel.rows.map((row) => {
                          const range = formatClockRange(row.start, row.end);
                          return (
                            <tr key={row.key}>
                              <th scope="row">{range}</th>
                              {rooms.map((room) => {
                                const slot = dayModel.cells.get(cellKeyOf(row.key, room.id));
                                return slot ? (
                                  <td key={room.id}>
                                    <SlotCell {...cellProps(slot, room, range)} />
                                  </td>
                                ) : (
                                  <td key={room.id} className="none">
                                    Sin horario
                                  </td>
                                );
                              })}
                            </tr>
                          );
                        })}
                      </tbody>
                    </table>
                  </Box>
                )}
              </Box>
            </>
          )}
          <Box sx={{ mt: 3 }}>
            <WarningsPanel warnings={warnings} selected={highlight} onSelect={selectWarning} />
          </Box>
        </Box>
      </Box>

      <DragOverlay>
        {dragging ? (
          <Box sx={{ p: 1, maxWidth: 260, bgcolor: '#e8f0fa', border: '2px solid #1a4f8b', borderRadius: 1, boxShadow: 3, fontSize: '0.8125rem', fontWeight: 600, cursor: 'grabbing' }}>{dragging.title}</Box>
        ) : null}
      </DragOverlay>

      <ConfirmDialog
        open={!!targetSlot && !!activeSelection && !!chosenItem && !!targetSlotRow}
        title={activeSelection?.fromSlotId ? '¿Mover la actividad?' : '¿Asignar la actividad?'}
        confirmLabel={activeSelection?.fromSlotId ? 'Mover' : 'Asignar'}
        onConfirm={confirmTarget}
        onClose={() => setTargetSlot(null)}
      >
        {chosenItem && targetSlotRow && (
          <>
            «{chosenItem.title}» {activeSelection?.fromSlotId ? `pasa del ${where(model.slotById.get(activeSelection.fromSlotId)!)} al ` : 'va al '}
            {where(targetSlotRow)}.
          </>
        )}
      </ConfirmDialog>
      <ConfirmDialog open={!!clearingItem} title="¿Quitar del horario?" confirmLabel="Quitar del horario" destructive onConfirm={() => void confirmClear()} onClose={() => setClearing(null)}>
        {clearingItem && clearingSlot && (
          <>
            «{clearingItem.title}» deja el {where(clearingSlot)} y vuelve a la lista «Sin asignar».
          </>
        )}
      </ConfirmDialog>
    </DndContext>
  );
}
