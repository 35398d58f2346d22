import { useDraggable } from '@dnd-kit/core';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import Typography from '@mui/material/Typography';
import { memo, useDeferredValue, useId, useMemo, useState } from 'react';
import { plural } from '@portal/domain/plural';
import { scheduleKindLabels } from '@portal/domain/schedule';
import { dragId, splitListeners, type DragData } from './dnd';
import { filterItems, kindOptions, type GridModel, type Item } from './grid-model';
import { DragDots } from './slot-cell';

const PAGE = 150;

/** A labelled native select (the list's filters; one module for all of them, keyboard friendly). */
function FilterSelect({ label, value, onChange, options, emptyLabel }: { label: string; value: string; onChange: (v: string) => void; options: { value: string; label: string }[]; emptyLabel: string }) {
  const id = useId();
  return (
    <FormControl fullWidth size="small">
      <InputLabel htmlFor={id} shrink variant="outlined">
        {label}
      </InputLabel>
      <NativeSelect input={<OutlinedInput notched label={label} />} id={id} value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">{emptyLabel}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </NativeSelect>
    </FormControl>
  );
}

/**
 * «Sin asignar»: the activities in no slot, filtered by kind, area and text, each with its people
 * and expected audience; «Elegir» chooses one for a free slot's «Asignar aquí», or it is dragged
 * onto a free slot.
 */
export function UnassignedList({
  model,
  chosenKey,
  hiddenKey,
  canEdit,
  busy,
  onChoose,
}: {
  model: GridModel;
  chosenKey: string | null;
  /** The activity on its way to a slot (already painted there). */
  hiddenKey: string | null;
  canEdit: boolean;
  /** A request is in flight: the cards' buttons are hidden by the list's styles (no card re-renders for it). */
  busy: boolean;
  onChoose: (itemKey: string) => void;
}) {
  const [kind, setKind] = useState('');
  const [areaId, setAreaId] = useState('');
  const [search, setSearch] = useState('');
  const [shown, setShown] = useState(PAGE);
  const deferredSearch = useDeferredValue(search);
  const searchId = useId();
  const headingId = useId();
  const areas = useMemo(() => {
    const map = new Map<string, string>();
    for (const i of model.itemById.values()) if (i.area) map.set(i.area.id, i.area.name);
    return [...map.entries()].map(([value, label]) => ({ value, label })).sort((a, b) => a.label.localeCompare(b.label, 'es'));
  }, [model]);
  const list = useMemo(() => filterItems(model.unassigned, model.searchText, { kind, areaId, search: deferredSearch }).filter((i) => i.id !== hiddenKey), [model, kind, areaId, deferredSearch, hiddenKey]);
  const total = model.unassigned.length - (hiddenKey && model.unassigned.some((i) => i.id === hiddenKey) ? 1 : 0);
  const filtered = kind !== '' || areaId !== '' || search.trim() !== '';

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, minWidth: 0 }}>
      <Typography id={headingId} variant="h2" sx={{ fontSize: '1.2rem' }}>
        Sin asignar ({total.toLocaleString('es-AR')})
      </Typography>
      <Box role="search" aria-label="Filtrar actividades sin asignar" sx={{ display: 'grid', gap: 1.5 }}>
        <FormControl fullWidth size="small">
          <InputLabel htmlFor={searchId}>Buscar por título o persona</InputLabel>
          <OutlinedInput id={searchId} label="Buscar por título o persona" type="search" value={search} onChange={(e) => setSearch(e.target.value)} />
        </FormControl>
        <FilterSelect label="Tipo" value={kind} onChange={setKind} options={kindOptions} emptyLabel="Todos los tipos" />
        {areas.length > 0 && <FilterSelect label="Área temática" value={areaId} onChange={setAreaId} options={areas} emptyLabel="Todas las áreas" />}
      </Box>
      {model.itemById.size === 0 ? (
        <Typography variant="body2">Todavía no hay actividades para asignar: aparecen aquí los paneles armados y las propuestas aprobadas (paneles cerrados, grupos de investigación y libros).</Typography>
      ) : total === 0 ? (
        <Typography variant="body2">Todas las actividades tienen horario.</Typography>
      ) : list.length === 0 ? (
        <Typography variant="body2">Ninguna actividad sin asignar coincide con {filtered ? 'los filtros' : 'la búsqueda'}.</Typography>
      ) : (
        <>
          <Box component="ul" aria-label="Actividades sin asignar" aria-busy={busy} sx={listStyles}>
            {list.slice(0, shown).map((item) => (
              <UnassignedCard key={item.id} item={item} chosen={item.id === chosenKey} canEdit={canEdit} onChoose={onChoose} />
            ))}
          </Box>
          {list.length > shown && (
            <Button variant="outlined" onClick={() => setShown((n) => n + PAGE)}>
              Mostrar {Math.min(PAGE, list.length - shown)} más (de {list.length - shown})
            </Button>
          )}
        </>
      )}
    </Box>
  );
}

/** The list's cards, styled once here: a card re-renders whenever a drag moves (dnd-kit's context), its body does not. */
const listStyles = {
  listStyle: 'none',
  m: 0,
  p: 0,
  display: 'grid',
  gap: 1,
  '& > li': { border: 1, borderColor: 'divider', borderRadius: 1, p: 1, bgcolor: 'background.paper', overflowWrap: 'anywhere' },
  '& > li.draggable': { cursor: 'grab', touchAction: 'manipulation' },
  '& > li.chosen': { borderColor: 'primary.main', boxShadow: (t: { palette: { primary: { main: string } } }) => `inset 0 0 0 1px ${t.palette.primary.main}`, bgcolor: '#e8f0fa' },
  '& > li.dragging': { opacity: 0.5 },
  // While a request is in flight nothing new starts: the buttons are hidden (and leave the tab order).
  '&[aria-busy="true"] .item-actions': { visibility: 'hidden' },
  '& .item-actions': { display: 'flex', gap: 1, alignItems: 'center', mt: 0.5 },
  '& .drag-handle': { ml: 'auto', display: 'inline-flex', alignItems: 'center', justifyContent: 'center', width: 32, height: 32, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper', color: 'text.secondary', cursor: 'grab' },
} as const;

const UnassignedCard = memo(function UnassignedCard({ item, chosen, canEdit, onChoose }: { item: Item; chosen: boolean; canEdit: boolean; onChoose: (itemKey: string) => void }) {
  const data: DragData = { itemKey: item.id, title: item.title, fromSlotId: null };
  const { setNodeRef, setActivatorNodeRef, attributes, listeners, isDragging } = useDraggable({ id: dragId(data), data, disabled: !canEdit, attributes: { roleDescription: 'actividad arrastrable' } });
  return (
    <li ref={setNodeRef} onPointerDown={splitListeners(listeners).onPointerDown} className={[canEdit && 'draggable', chosen && 'chosen', isDragging && 'dragging'].filter(Boolean).join(' ') || undefined}>
      <UnassignedBody item={item} />
      {canEdit && (
        <span className="item-actions">
          <ChooseButton item={item} chosen={chosen} onChoose={onChoose} />
          <button type="button" className="drag-handle" ref={setActivatorNodeRef} {...attributes} onKeyDown={splitListeners(listeners).onKeyDown} aria-label={`Arrastrar «${item.title}» a un horario`}>
            <DragDots />
          </button>
        </span>
      )}
    </li>
  );
});

const ChooseButton = memo(function ChooseButton({ item, chosen, onChoose }: { item: Item; chosen: boolean; onChoose: (itemKey: string) => void }) {
  return (
    <Button size="small" variant={chosen ? 'contained' : 'outlined'} aria-pressed={chosen} onClick={() => onChoose(item.id)} aria-label={`Elegir «${item.title}»`}>
      {chosen ? 'Elegida' : 'Elegir'}
    </Button>
  );
});

const UnassignedBody = memo(function UnassignedBody({ item }: { item: Item }) {
  return (
    <>
      <Typography variant="caption" color="text.secondary" component="div">
        {scheduleKindLabels[item.kind]}
        {item.area ? ` · ${item.area.name}` : ''}
      </Typography>
      <Typography variant="body2" component="div" sx={{ fontWeight: 600 }}>
        {item.title}
      </Typography>
      <Typography variant="caption" component="div">
        {plural(item.peopleCount, 'persona', 'personas')} · público esperado {item.audience.toLocaleString('es-AR')}
        {item.chair ? ` · Coordina: ${item.chair}` : ''}
      </Typography>
    </>
  );
});
