import { useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { AreaPanelKind, PanelSizeLimits } from '@portal/domain/panels';
import type { AreaPanelPaperFieldsFragment } from '../../gql/graphql';
import { errorMessageOf } from '../../shared/graphql-errors';
import { notify } from '../../shared/notify';
import { LinkBehavior } from '../../shared/ui/router-link';
import { panelKinds, suggestionSearch } from './kinds';
import { LeaveOutOfPanelsMutation, PanelCandidatesQuery, PanelSuggestionsQuery, ReturnToPanelsMutation } from './operations';

type Paper = AreaPanelPaperFieldsFragment;

/** "Título — Autora, Autor". */
export const paperLine = (p: Paper) => ({ primary: p.title, secondary: p.authors.join(', ') || undefined });

/**
 * Under the list, for one area: the suggested panels (accept opens `nuevo` prefilled; discard hides
 * it until the page is reloaded) and the approved papers without a panel, each of which can be
 * left out of panels or offered again.
 */
export function AreaWork({
  kind,
  conferenceId,
  areaId,
  areas,
  limits,
  panelsInArea,
}: {
  kind: AreaPanelKind;
  conferenceId: string;
  areaId: string | null;
  areas: { id: string; name: string }[];
  limits: PanelSizeLimits;
  /** How many panels of this kind the area has (unknown while a search filters the list). */
  panelsInArea: number | undefined;
}) {
  const config = panelKinds[kind];
  const area = areas.find((a) => a.id === areaId);
  const skip = !area;
  const variables = { conferenceId, kind, thematicAreaId: areaId ?? '' };
  const suggestions = useQuery(PanelSuggestionsQuery, { variables, skip, fetchPolicy: 'cache-and-network' });
  const candidates = useQuery(PanelCandidatesQuery, { variables, skip, fetchPolicy: 'cache-and-network' });
  const [discarded, setDiscarded] = useState<string[]>([]);
  const refetch = { refetchQueries: ['PanelCandidates', 'PanelSuggestions'], awaitRefetchQueries: true };
  const [leaveOut, { loading: leaving }] = useMutation(LeaveOutOfPanelsMutation, refetch);
  const [offerAgain, { loading: returning }] = useMutation(ReturnToPanelsMutation, refetch);

  if (!area) {
    return (
      <Alert severity="info" sx={{ mt: 3 }}>
        Elija un área temática en el filtro para ver los paneles sugeridos y las {config.labels.items} aprobadas sin panel.
      </Alert>
    );
  }

  const keyOf = (items: Paper[]) => items.map((i) => i.id).join(',');
  const shown = (suggestions.data?.panelSuggestions ?? []).filter((s) => !discarded.includes(keyOf(s.items)));
  const act = async (paper: Paper, leave: boolean) => {
    try {
      if (leave) await leaveOut({ variables: { presentationId: paper.id } });
      else await offerAgain({ variables: { presentationId: paper.id } });
      notify(leave ? `«${paper.title}» quedó fuera de los paneles.` : `«${paper.title}» vuelve a estar disponible para paneles.`, 'success');
    } catch (e) {
      notify(errorMessageOf(e), 'error');
    }
  };
  const candidateList = candidates.data?.panelCandidates ?? [];

  return (
    <Box sx={{ mt: 4 }}>
      <Typography variant="h2" sx={{ fontSize: '1.4rem', mb: 1 }}>
        Paneles sugeridos · {area.name}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Agrupan las {config.labels.items} aprobadas sin panel por palabras clave en común, con a lo sumo una por institución cuando es posible, de {limits.min} a {limits.max} por panel.
      </Typography>
      {suggestions.loading && !suggestions.data && <CircularProgress size={24} aria-label="Cargando sugerencias" />}
      {suggestions.error && <Alert severity="error">{errorMessageOf(suggestions.error)}</Alert>}
      {suggestions.data && shown.length === 0 && (
        <Alert severity="info">No hay sugerencias: hacen falta al menos {limits.min} {config.labels.items} aprobadas sin panel en esta área.</Alert>
      )}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } }}>
        {shown.map((s) => (
          <Card key={keyOf(s.items)} variant="outlined" component="section" aria-label={`Sugerencia: ${s.name}`}>
            <CardContent>
              <Typography variant="h3" sx={{ fontSize: '1.1rem', mb: 1 }}>
                {s.name}
              </Typography>
              {s.sharedKeywords.length > 0 && (
                <Stack direction="row" useFlexGap role="group" sx={{ flexWrap: 'wrap', gap: 0.5, mb: 1 }} aria-label="Palabras clave en común">
                  {s.sharedKeywords.map((k) => (
                    <Chip key={k} label={k} size="small" />
                  ))}
                </Stack>
              )}
              {s.institutionClash && (
                <Alert severity="warning" sx={{ mb: 1 }}>
                  Dos {config.labels.items} comparten institución: no hubo otra forma de agruparlas.
                </Alert>
              )}
              <List dense disablePadding>
                {s.items.map((p) => (
                  <ListItem key={p.id} disableGutters>
                    <ListItemText {...paperLine(p)} />
                  </ListItem>
                ))}
              </List>
            </CardContent>
            <CardActions>
              <Button variant="contained" size="small" component={LinkBehavior} to={config.create(conferenceId) + suggestionSearch({ areaId: area.id, name: s.name, itemIds: s.items.map((i) => i.id) })} aria-label={`Usar la sugerencia «${s.name}»`}>
                Usar esta sugerencia
              </Button>
              <Button size="small" onClick={() => setDiscarded((d) => [...d, keyOf(s.items)])} aria-label={`Descartar la sugerencia «${s.name}»`}>
                Descartar
              </Button>
            </CardActions>
          </Card>
        ))}
      </Box>

      <Typography variant="h2" sx={{ fontSize: '1.4rem', mt: 4, mb: 1 }}>
        {config.labels.items.charAt(0).toUpperCase() + config.labels.items.slice(1)} aprobadas sin panel · {area.name}
      </Typography>
      {candidates.loading && !candidates.data && <CircularProgress size={24} aria-label="Cargando ponencias" />}
      {candidates.error && <Alert severity="error">{errorMessageOf(candidates.error)}</Alert>}
      {candidates.data && candidateList.length === 0 && <Alert severity="info">{noCandidatesMessage(config.labels.items, panelsInArea)}</Alert>}
      <List aria-label={`${config.labels.items} aprobadas sin panel`}>
        {candidateList.map((p) => {
          const out = p.status === 'NOT_INCLUDE_IN_PANEL';
          return (
            <ListItem key={p.id} divider sx={{ flexWrap: 'wrap', gap: 1, px: 0 }}>
              <ListItemText {...paperLine(p)} sx={{ flex: '1 1 240px', minWidth: 0 }} />
              {out && <Chip label="Fuera de los paneles" size="small" color="warning" variant="outlined" />}
              <Button size="small" variant="outlined" disabled={leaving || returning} onClick={() => void act(p, !out)} aria-label={out ? `Volver a ofrecer «${p.title}» para paneles` : `Dejar «${p.title}» fuera de los paneles`}>
                {out ? 'Volver a ofrecer' : 'Dejar fuera de los paneles'}
              </Button>
            </ListItem>
          );
        })}
      </List>
    </Box>
  );
}

/**
 * Why no approved item waits for a panel: none approved yet (no panel either), or all of them
 * already placed; said neutrally when the number of panels is not known.
 */
export function noCandidatesMessage(items: string, panelsInArea: number | undefined): string {
  if (panelsInArea === 0) return `Todavía no hay ${items} aprobadas en esta área.`;
  if (panelsInArea === undefined) return `No hay ${items} aprobadas sin panel en esta área.`;
  return `Todas las ${items} aprobadas de esta área ya están en un panel.`;
}
