import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import InputLabel from '@mui/material/InputLabel';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useController, type Control } from 'react-hook-form';
import type { AreaPanelKind, PanelSizeLimits } from '@portal/domain/panels';
import type { AreaPanelPaperFieldsFragment } from '../../gql/graphql';
import { paperLine } from './area-work';
import { panelKinds } from './kinds';
import type { PanelForm } from './panel-form-page';

type Paper = AreaPanelPaperFieldsFragment;

/**
 * The panel's items in order: move up or down, remove, and add one of the area's approved papers
 * without a panel. Its message (count outside the limits, a paper already taken) sits under it.
 */
export function PanelItemsField({ control, kind, limits, available, loading, areaChosen }: { control: Control<PanelForm, unknown, unknown>; kind: AreaPanelKind; limits: PanelSizeLimits; available: Paper[]; loading: boolean; areaChosen: boolean }) {
  const labels = panelKinds[kind].labels;
  const { field, fieldState } = useController({ control, name: 'items' });
  const items = field.value;
  const id = useId();
  const [choice, setChoice] = useState('');
  const addable = available.filter((p) => !items.some((i) => i.id === p.id));
  const set = (next: Paper[]) => field.onChange(next);
  const move = (index: number, delta: number) => {
    const next = [...items];
    const [item] = next.splice(index, 1);
    next.splice(index + delta, 0, item);
    set(next);
  };
  const add = () => {
    const paper = addable.find((p) => p.id === choice);
    if (paper) set([...items, paper]);
    setChoice('');
  };
  const message = fieldState.error?.message;

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mt: 2 }} aria-describedby={`${id}-help`}>
      <Typography component="legend" variant="h2" sx={{ fontSize: '1.2rem', mb: 0.5 }}>
        {labels.items.charAt(0).toUpperCase() + labels.items.slice(1)} del panel ({items.length})
      </Typography>
      <Typography id={`${id}-help`} variant="body2" color={message ? 'error' : 'text.secondary'} role={message ? 'alert' : undefined}>
        {message ?? `Entre ${limits.min} y ${limits.max}, en el orden en que se presentan.`}
      </Typography>
      {items.length === 0 ? (
        <Typography sx={{ my: 2 }}>Todavía no agregó {labels.items}.</Typography>
      ) : (
        <List aria-label={`${labels.items} del panel, en orden`}>
          {items.map((p, index) => (
            <ListItem key={p.id} divider sx={{ px: 0, gap: 1, flexWrap: 'wrap' }}>
              <Typography component="span" sx={{ fontWeight: 600, minWidth: 24 }}>
                {index + 1}.
              </Typography>
              <ListItemText {...paperLine(p)} sx={{ flex: '1 1 200px', minWidth: 0 }} />
              <Box sx={{ display: 'flex' }}>
                <IconButton aria-label={`Subir «${p.title}»`} disabled={index === 0} onClick={() => move(index, -1)}>
                  <ArrowUpward fontSize="small" />
                </IconButton>
                <IconButton aria-label={`Bajar «${p.title}»`} disabled={index === items.length - 1} onClick={() => move(index, 1)}>
                  <ArrowDownward fontSize="small" />
                </IconButton>
                <IconButton aria-label={`Quitar «${p.title}» del panel`} color="error" onClick={() => set(items.filter((i) => i.id !== p.id))}>
                  <DeleteOutlined fontSize="small" />
                </IconButton>
              </Box>
            </ListItem>
          ))}
        </List>
      )}
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}>
        <FormControl sx={{ flex: '1 1 260px', minWidth: 0 }} disabled={!areaChosen || loading || addable.length === 0}>
          <InputLabel htmlFor={`${id}-add`} shrink variant="outlined">
            Agregar {labels.item}
          </InputLabel>
          <NativeSelect input={<OutlinedInput notched label={`Agregar ${labels.item}`} />} id={`${id}-add`} value={choice} onChange={(e) => setChoice(e.target.value)} aria-describedby={`${id}-add-help`}>
            <option value="">{!areaChosen ? 'Elija antes el área temática' : addable.length === 0 ? `No quedan ${labels.items} disponibles` : `Elija una ${labels.item}`}</option>
            {addable.map((p) => (
              <option key={p.id} value={p.id}>
                {p.title}
                {p.authors.length ? ` — ${p.authors.join(', ')}` : ''}
              </option>
            ))}
          </NativeSelect>
          <FormHelperText id={`${id}-add-help`}>Aprobadas del área y sin panel.</FormHelperText>
        </FormControl>
        <Button variant="outlined" onClick={add} disabled={!choice} sx={{ mt: 1 }}>
          Agregar
        </Button>
      </Box>
    </Box>
  );
}
