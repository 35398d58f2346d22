import { useDraggable, useDroppable } from '@dnd-kit/core';
import { memo, type ReactNode } from 'react';
import { scheduleKindLabels } from '@portal/domain/schedule';
import type { DragData, DropData } from './dnd';
import { dragId, dropId, splitListeners } from './dnd';
import type { Item, Slot } from './grid-model';

/**
 * The grid's cells. Hundreds are on screen at once (40 rooms × 8 slots a day), so a cell is plain
 * elements styled once by the grid's container (`gridStyles`), memoised on primitive props and on
 * the cache's own objects (the same object while unchanged), and its actions are one stable object.
 * While a request is in flight the grid's container is `aria-busy` and its styles hide every cell's
 * buttons: no cell's props change for it, so a drop repaints only the cells it touches.
 */

export type CellActions = {
  /** «Asignar aquí» / «Mover aquí» on a free slot while an activity is chosen. */
  target: (slotId: string) => void;
  /** «Mover»: choose the activity of this slot, to take it to another free slot. */
  startMove: (slotId: string) => void;
  /** «Otra sala a la misma hora» (a fixed panel: a plenary held in several rooms at once): choose it to place it again. */
  alsoIn: (itemKey: string) => void;
  /** «Quitar del horario». */
  clear: (slotId: string) => void;
};

export type CellProps = {
  slot: Slot;
  /** What the slot holds now (the cache's object), if anything. */
  item: Item | undefined;
  /** "sábado 12/09, 09:00–10:30, Aula 1". */
  label: string;
  warned: boolean;
  highlighted: boolean;
  /** A request in flight: an activity arriving here, leaving from here, or being taken out. */
  pending: 'incoming' | 'leaving' | 'clearing' | null;
  pendingItem: Item | undefined;
  /** A proposed placement here (not stored yet). */
  draft: { title: string; kept: boolean } | null;
  /** An activity is chosen and waits for a free slot. */
  target: 'place' | 'move' | null;
  /** This slot's activity is the one chosen to move. */
  moveSource: boolean;
  canEdit: boolean;
  actions: CellActions;
};

const cx = (...names: (string | false | null | undefined)[]) => names.filter(Boolean).join(' ');

/** A slot: a drop target while free; the placed activity (draggable) or «Libre». */
export const SlotCell = memo(function SlotCell(props: CellProps) {
  const { slot, item, pending, canEdit, label } = props;
  const free = !slot.itemKey && pending === null;
  const data: DropData = { slotId: slot.id, label };
  const { setNodeRef, isOver } = useDroppable({ id: dropId(slot.id), disabled: !free || !canEdit, data });
  const shown = pending === 'incoming' ? props.pendingItem : item;
  return (
    <div
      ref={setNodeRef}
      id={`horario-${slot.id}`}
      tabIndex={-1}
      className={cx('cell', shown ? 'held' : 'free', props.warned && 'warned', props.highlighted && 'highlight', isOver && 'over', pending && 'pending', props.draft && 'draft', props.moveSource && 'source')}
    >
      {shown ? <HeldCard {...props} shown={shown} /> : <FreeBody {...props} />}
    </div>
  );
});

const FreeBody = memo(function FreeBody({ slot, label, draft, target, actions }: CellProps) {
  return (
    <>
      <span className="cell-state">Libre</span>
      {slot.reservedKind && <span className="cell-meta">Reservado para {scheduleKindLabels[slot.reservedKind].toLowerCase()}</span>}
      {draft && (
        <span className="cell-draft">
          <strong>Propuesta{draft.kept ? '' : ' (descartada)'}:</strong> {draft.title}
        </span>
      )}
      {target && (
        <button type="button" className="cell-target" onClick={() => actions.target(slot.id)} aria-label={`${target === 'move' ? 'Mover aquí' : 'Asignar aquí'}: ${label}`}>
          {target === 'move' ? 'Mover aquí' : 'Asignar aquí'}
        </button>
      )}
    </>
  );
});

function HeldCard(props: CellProps & { shown: Item }) {
  const { slot, shown, pending, canEdit } = props;
  const data: DragData = { itemKey: shown.id, title: shown.title, fromSlotId: slot.id };
  const { setNodeRef, setActivatorNodeRef, attributes, listeners, isDragging } = useDraggable({ id: dragId(data), data, disabled: !canEdit || pending !== null, attributes: { roleDescription: 'actividad arrastrable' } });
  return (
    <div ref={setNodeRef} className={cx('card', isDragging && 'dragging')} onPointerDown={splitListeners(listeners).onPointerDown}>
      <HeldBody {...props} />
      {canEdit && pending === null && (
        <button type="button" ref={setActivatorNodeRef} className="drag-handle" {...attributes} onKeyDown={splitListeners(listeners).onKeyDown} aria-label={`Arrastrar «${shown.title}» a otro horario`}>
          <DragDots />
        </button>
      )}
    </div>
  );
}

const HeldBody = memo(function HeldBody({ slot, shown, label, warned, pending, moveSource, canEdit, actions }: CellProps & { shown: Item }) {
  let status: ReactNode = null;
  if (pending === 'incoming') status = <span className="cell-status">Asignando…</span>;
  else if (pending === 'leaving') status = <span className="cell-status">Moviendo…</span>;
  else if (pending === 'clearing') status = <span className="cell-status">Quitando del horario…</span>;
  return (
    <>
      <span className="cell-kind">{scheduleKindLabels[shown.kind]}</span>
      <span className="cell-title">{shown.title}</span>
      {shown.area && <span className="cell-meta">{shown.area.name}</span>}
      {shown.chair && <span className="cell-meta">Coordina: {shown.chair}</span>}
      {warned && (
        <span className="cell-warning">
          <span aria-hidden="true">⚠</span> Con advertencias
        </span>
      )}
      {status}
      {moveSource && <span className="cell-status">Elegida para mover</span>}
      {canEdit && pending === null && (
        <span className="cell-actions">
          <button type="button" onClick={() => actions.startMove(slot.id)} aria-pressed={moveSource} aria-label={`Mover «${shown.title}» (${label})`}>
            Mover
          </button>
          {shown.kind === 'PANEL_FIJO' && (
            <button type="button" onClick={() => actions.alsoIn(shown.id)} aria-label={`«${shown.title}» también en otra sala a la misma hora`}>
              Otra sala a la misma hora
            </button>
          )}
          <button type="button" onClick={() => actions.clear(slot.id)} aria-label={`Quitar del horario «${shown.title}» (${label})`}>
            Quitar del horario
          </button>
        </span>
      )}
    </>
  );
});

/** Six dots: the usual "drag me" mark, drawn inline (no icon module per cell). */
export function DragDots() {
  return (
    <svg width="12" height="18" viewBox="0 0 12 18" aria-hidden="true" focusable="false">
      {[3, 9].flatMap((x) => [3, 9, 15].map((y) => <circle key={`${x}-${y}`} cx={x} cy={y} r="1.6" fill="currentColor" />))}
    </svg>
  );
}
