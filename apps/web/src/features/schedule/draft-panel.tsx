import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { plural } from '@portal/domain/plural';
import type { ProposeScheduleQuery } from '../../gql/graphql';
import { slotLabel, type GridModel } from './grid-model';
import { Section } from './section';

export type DraftAnswer = ProposeScheduleQuery['proposeSchedule'];
export type Draft = DraftAnswer & { kept: ReadonlySet<string> };
export type DraftPlacement = DraftAnswer['placements'][number];

export const placementKey = (p: DraftPlacement) => `${p.hourId}|${p.itemKey}`;

/** The draft's placements still possible on the grid as it is now (a free slot, an item without one). */
export function livePlacements(draft: DraftAnswer, model: GridModel): DraftPlacement[] {
  return draft.placements.filter((p) => {
    const slot = model.slotById.get(p.hourId);
    const item = model.itemById.get(p.itemKey);
    return slot && !slot.itemKey && item && item.slotIds.length === 0;
  });
}

/**
 * «Proponer cronograma»'s answer: its placements (painted on the grid in their own colour) with a
 * box each to keep it, «Aceptar todas», «Aceptar las elegidas», «Descartar», and the activities it
 * could not place with the reason.
 */
export function DraftPanel({
  draft,
  model,
  busy,
  onToggle,
  onAccept,
  onDiscard,
}: {
  draft: Draft;
  model: GridModel;
  busy: boolean;
  onToggle: (key: string, keep: boolean) => void;
  onAccept: (placements: DraftPlacement[]) => void;
  onDiscard: () => void;
}) {
  const live = livePlacements(draft, model);
  const chosen = live.filter((p) => draft.kept.has(placementKey(p)));
  return (
    <Section title="Propuesta de cronograma" intro="Las asignaciones propuestas se ven en el cronograma con borde violeta punteado. Desmarque las que no quiera y acepte las demás; nada se guarda hasta aceptar.">
      <Alert severity="info" role="status" sx={{ mb: 2 }}>
        La propuesta asigna {plural(live.length, 'actividad', 'actividades')}
        {draft.unplaced.length > 0 ? ` y deja ${plural(draft.unplaced.length, 'actividad', 'actividades')} sin lugar` : ''}.
        {live.length < draft.placements.length ? ` ${plural(draft.placements.length - live.length, 'asignación ya no es posible', 'asignaciones ya no son posibles')} por cambios posteriores.` : ''}
      </Alert>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 2 }}>
        <Button variant="contained" disabled={busy || live.length === 0} onClick={() => onAccept(live)}>
          Aceptar todas
        </Button>
        <Button variant="outlined" disabled={busy || chosen.length === 0} onClick={() => onAccept(chosen)}>
          Aceptar las elegidas ({chosen.length})
        </Button>
        <Button color="inherit" disabled={busy} onClick={onDiscard}>
          Descartar
        </Button>
      </Box>
      {live.length > 0 && (
        <Box component="ul" aria-label="Asignaciones propuestas" sx={{ listStyle: 'none', m: 0, p: 0, maxHeight: 320, overflowY: 'auto', borderTop: 1, borderColor: 'divider' }}>
          {live.map((p) => {
            const slot = model.slotById.get(p.hourId)!;
            const item = model.itemById.get(p.itemKey)!;
            const key = placementKey(p);
            return (
              <Box component="li" key={key} sx={{ borderBottom: 1, borderColor: 'divider', py: 0.5, overflowWrap: 'anywhere' }}>
                <FormControlLabel
                  control={<Checkbox checked={draft.kept.has(key)} onChange={(e) => onToggle(key, e.target.checked)} disabled={busy} />}
                  label={
                    <>
                      <strong>{item.title}</strong> → {slotLabel(slot, model.roomById.get(slot.roomId))}
                    </>
                  }
                />
              </Box>
            );
          })}
        </Box>
      )}
      {draft.unplaced.length > 0 && (
        <>
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, mt: 2 }}>
            Sin lugar en la propuesta
          </Typography>
          <Box component="ul" aria-label="Actividades que la propuesta no pudo asignar" sx={{ m: 0, pl: 3, maxHeight: 240, overflowY: 'auto' }}>
            {draft.unplaced.map((u) => (
              <li key={u.itemKey}>
                <Typography variant="body2">
                  <strong>{u.title}</strong>: {u.reason}
                </Typography>
              </li>
            ))}
          </Box>
        </>
      )}
    </Section>
  );
}
