import {
  KeyboardCode,
  KeyboardSensor,
  pointerWithin,
  rectIntersection,
  type Announcements,
  type CollisionDetection,
  type DraggableSyntheticListeners,
  type KeyboardCoordinateGetter,
  type KeyboardSensorOptions,
  type ScreenReaderInstructions,
  type SensorInstance,
  type SensorProps,
} from '@dnd-kit/core';
import type { KeyboardEventHandler, PointerEventHandler } from 'react';

/** What a draggable carries: the item, and the slot it leaves when it is already placed. */
export type DragData = { itemKey: string; title: string; fromSlotId: string | null };
/** What a free slot offers as a drop target. */
export type DropData = { slotId: string; label: string };

export const dragId = (data: Pick<DragData, 'itemKey' | 'fromSlotId'>) => (data.fromSlotId ? `mover:${data.fromSlotId}` : `actividad:${data.itemKey}`);
export const dropId = (slotId: string) => `horario:${slotId}`;

export const screenReaderInstructions: ScreenReaderInstructions = {
  draggable:
    'Para arrastrar la actividad, pulse la barra espaciadora o Intro. Mientras la arrastra, las flechas la llevan de un horario libre al siguiente; pulse de nuevo la barra espaciadora o Intro para dejarla en el horario, o Escape para cancelar. También puede usar el botón «Elegir» o «Mover» y después «Asignar aquí».',
};

const titleOf = (active: { data: { current?: unknown } }) => (active.data.current as DragData | undefined)?.title ?? 'la actividad';
const placeOf = (over: { data: { current?: unknown } } | null) => (over?.data.current as DropData | undefined)?.label;

/** What a screen reader hears while an activity is dragged (dnd-kit's live region, in Spanish). */
export const announcements: Announcements = {
  onDragStart: ({ active }) => `Tomó «${titleOf(active)}». Use las flechas para llevarla a un horario libre.`,
  onDragOver: ({ active, over }) => {
    const place = placeOf(over);
    return place ? `«${titleOf(active)}» está sobre el horario libre del ${place}.` : `«${titleOf(active)}» no está sobre un horario libre.`;
  },
  onDragEnd: ({ active, over }) => {
    const place = placeOf(over);
    return place ? `Soltó «${titleOf(active)}» en el horario del ${place}.` : `Soltó «${titleOf(active)}» fuera de los horarios libres: no cambió nada.`;
  },
  onDragCancel: ({ active }) => `Se canceló el arrastre de «${titleOf(active)}»: no cambió nada.`,
};

/** With a pointer: the slot under it. With the keyboard (no pointer): the slot the dragged card covers most. */
export const collisionDetection: CollisionDetection = (args) => (args.pointerCoordinates ? pointerWithin(args) : rectIntersection(args));

const directions: Partial<Record<string, { x: number; y: number }>> = {
  [KeyboardCode.Right]: { x: 1, y: 0 },
  [KeyboardCode.Left]: { x: -1, y: 0 },
  [KeyboardCode.Down]: { x: 0, y: 1 },
  [KeyboardCode.Up]: { x: 0, y: -1 },
};

/**
 * The keyboard moves the dragged card from one free slot to the nearest free slot in the arrow's
 * direction (instead of 25 px at a time), brings that slot into view (the grid scrolls on its own)
 * and centres the card on it. Rects are read from the page at each key, after any scrolling.
 */
export const slotKeyboardCoordinates: KeyboardCoordinateGetter = (event, { context, currentCoordinates }) => {
  const dir = directions[event.code];
  if (!dir) return undefined;
  event.preventDefault();
  const rect = context.collisionRect;
  if (!rect) return undefined;
  const cx = rect.left + rect.width / 2;
  const cy = rect.top + rect.height / 2;
  let best: { node: HTMLElement; score: number } | null = null;
  for (const container of context.droppableContainers.getEnabled()) {
    const node = container.node.current;
    if (!node) continue;
    const target = node.getBoundingClientRect();
    const tx = target.left + target.width / 2;
    const ty = target.top + target.height / 2;
    const along = (tx - cx) * dir.x + (ty - cy) * dir.y;
    if (along <= 4) continue;
    const across = Math.abs((tx - cx) * dir.y) + Math.abs((ty - cy) * dir.x);
    const score = along + across * 2;
    if (!best || score < best.score) best = { node, score };
  }
  if (!best) return currentCoordinates;
  best.node.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  const target = best.node.getBoundingClientRect();
  return { x: target.left + target.width / 2 - rect.width / 2, y: target.top + target.height / 2 - rect.height / 2 };
};

/**
 * dnd-kit's KeyboardSensor, told that the dragged card has no scroll containers of its own. The
 * sensor scrolls the containers of the card it drags toward each arrow's target, which suits a
 * list sorted inside one container; here the card leaves the «Sin asignar» list for the grid, and
 * that list would scroll instead of the card moving. The grid is scrolled by the coordinate getter
 * above (a DragOverlay follows the viewport, so nothing else needs the offsets).
 */
export class SlotKeyboardSensor implements SensorInstance {
  static activators = KeyboardSensor.activators;
  autoScrollEnabled = false;
  private readonly sensor: KeyboardSensor;

  constructor(props: SensorProps<KeyboardSensorOptions>) {
    const shared = props.context;
    const context = {
      get current() {
        return { ...shared.current, scrollableAncestors: [] };
      },
      set current(value) {
        shared.current = value;
      },
    };
    this.sensor = new KeyboardSensor({ ...props, context });
  }
}

/**
 * dnd-kit's listeners split: a pointer drags the whole card, the keyboard drags from its handle
 * (a button of its own, so the card's other buttons are not nested in a draggable "button").
 */
export const splitListeners = (listeners: DraggableSyntheticListeners) => ({
  onPointerDown: listeners?.onPointerDown as PointerEventHandler<HTMLElement> | undefined,
  onKeyDown: listeners?.onKeyDown as KeyboardEventHandler<HTMLElement> | undefined,
});
