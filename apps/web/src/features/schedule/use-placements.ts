import { useMutation } from '@apollo/client/react';
import { useCallback, useRef, useState } from 'react';
import type { ScheduleItemKind } from '../../gql/graphql';
import { errorMessageOf } from '../../shared/graphql-errors';
import { AcceptScheduleDraftMutation, AddPanelToHourMutation, ClearHourMutation, MoveScheduledItemMutation } from './operations';

/**
 * What is on its way to the server, painted at once over the grid the cache holds: the item in its
 * target slot (and its old slot emptied, for a move), or the slot being freed. Cleared when the
 * answer is in the cache (the grid then shows it) or refused (the grid never changed).
 */
export type Pending = { kind: 'place' | 'move' | 'clear'; slotId: string; itemKey: string; fromSlotId: string | null };

type Item = { id: string; itemId: string; kind: ScheduleItemKind; title: string };

/**
 * The placing actions of the grid, one mutation each answering what a placement changes
 * (`ScheduleGridChangeFields`: Apollo merges it into the normalised grid by id, so the grid repaints
 * without asking again). A refusal's Spanish message (a CONFLICT names
 * the people and slots) goes to `error` as the server wrote it; `announcement` says what was done.
 */
export function usePlacements(conferenceId: string) {
  const [add] = useMutation(AddPanelToHourMutation);
  const [move] = useMutation(MoveScheduledItemMutation);
  const [clear] = useMutation(ClearHourMutation);
  const [accept] = useMutation(AcceptScheduleDraftMutation);
  const [pending, setPending] = useState<Pending | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const busy = useRef(false);

  const run = useCallback(async (next: Pending | null, action: () => Promise<unknown>, done: string): Promise<boolean> => {
    // A drag that ended while the previous change was still on its way (the buttons are hidden then).
    if (busy.current) {
      setError('Espere a que termine el cambio anterior y vuelva a intentarlo.');
      return false;
    }
    busy.current = true;
    setError(null);
    setPending(next);
    try {
      await action();
      setAnnouncement(done);
      return true;
    } catch (e) {
      setError(errorMessageOf(e));
      setAnnouncement('');
      return false;
    } finally {
      busy.current = false;
      setPending(null);
    }
  }, []);

  const place = useCallback(
    (item: Item, slotId: string, where: string) =>
      run({ kind: 'place', slotId, itemKey: item.id, fromSlotId: null }, () => add({ variables: { hour: slotId, panelesType: item.kind, panelId: item.itemId } }), `«${item.title}» quedó asignada al ${where}.`),
    [add, run],
  );
  const moveTo = useCallback(
    (item: Pick<Item, 'id' | 'title'>, fromSlotId: string, toSlotId: string, where: string) =>
      run({ kind: 'move', slotId: toSlotId, itemKey: item.id, fromSlotId }, () => move({ variables: { fromHour: fromSlotId, toHour: toSlotId } }), `«${item.title}» pasó al ${where}.`),
    [move, run],
  );
  const remove = useCallback(
    (item: Pick<Item, 'id' | 'title'>, slotId: string) => run({ kind: 'clear', slotId, itemKey: item.id, fromSlotId: null }, () => clear({ variables: { id: slotId } }), `«${item.title}» volvió a la lista «Sin asignar».`),
    [clear, run],
  );
  const acceptDraft = useCallback(
    (placements: { hourId: string; itemKey: string }[]) =>
      run(null, () => accept({ variables: { conferenceId, placements } }), placements.length === 1 ? 'Se asignó 1 actividad de la propuesta.' : `Se asignaron ${placements.length} actividades de la propuesta.`),
    [accept, conferenceId, run],
  );

  return { pending, error, clearError: useCallback(() => setError(null), []), announcement, place, moveTo, remove, acceptDraft };
}
