import { useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { updatePanelInput, type AreaPanelKind, type PanelSizeLimits } from '@portal/domain/panels';
import type { AreaPanelFieldsFragment, AreaPanelPaperFieldsFragment } from '../../gql/graphql';
import { AutocompleteField, type AutocompleteOption, type OptionsHook } from '../../shared/forms/autocomplete-field';
import { FormAlert } from '../../shared/forms/form-alert';
import { SelectField } from '../../shared/forms/select-field';
import { TextInputField } from '../../shared/forms/text-field';
import { useMutationForm } from '../../shared/forms/use-mutation-form';
import { zodFormResolver } from '../../shared/forms/zod-resolver';
import { errorMessageOf } from '../../shared/graphql-errors';
import { PageTitle } from '../../shared/ui/page-title';
import { RouterLink } from '../../shared/ui/router-link';
import { panelKinds } from './kinds';
import { PanelCandidatesQuery, AreaPanelPersonCandidatesQuery, PanelQuery, PanelSetupQuery } from './operations';
import { PanelItemsField } from './panel-items-field';

type Paper = AreaPanelPaperFieldsFragment;
export type PanelForm = { name: string; thematicAreaId: string; chair: AutocompleteOption | null; commentator: AutocompleteOption | null; items: Paper[] };

const personInput = (p: AutocompleteOption | null) => (p ? { userId: p.id, name: p.name } : null);
const toInput = (v: PanelForm) => ({ name: v.name, thematicAreaId: v.thematicAreaId, chair: personInput(v.chair), commentator: personInput(v.commentator), items: v.items.map((i) => i.id) });

function useDebounced(value: string, delay = 250) {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const id = window.setTimeout(() => setDebounced(value), delay);
    return () => window.clearTimeout(id);
  }, [value, delay]);
  return debounced;
}

/** Accounts for the chair and commentator pickers, searched on the server (the route names the edition). */
const usePeopleOptions: OptionsHook = (text) => {
  const { conferenceId = '' } = useParams();
  const search = useDebounced(text.trim());
  const { data, loading } = useQuery(AreaPanelPersonCandidatesQuery, { variables: { conferenceId, search }, skip: search.length < 2 });
  return { options: search.length < 2 ? [] : (data?.areaPanelPersonCandidates ?? []).map((p) => ({ id: p.id, name: p.name })), loading };
};

/**
 * /dashboard/paneles/{conferenceId}/panel-regular/nuevo and /{panelId}/editar (and the same for
 * student tables): name, area, chair and commentator (an account or a typed name), and the items
 * in order, added from the area's approved papers without a panel. `nuevo` takes a suggestion's
 * prefill from its URL (`?area=…&nombre=…&ponencias=1,2,3`).
 */
export function PanelFormPage({ kind }: { kind: AreaPanelKind }) {
  const { conferenceId = '', panelId } = useParams();
  const config = panelKinds[kind];
  const setup = useQuery(PanelSetupQuery, { variables: { conferenceId } });
  const panel = useQuery(PanelQuery, { variables: { id: panelId ?? '' }, skip: !panelId });
  const title = panelId ? config.labels.edit : config.labels.create;
  const error = setup.error ?? panel.error;
  const existing = panel.data?.panel;
  const ready = setup.data && (!panelId || existing);
  return (
    <>
      <PageTitle title={title} />
      <Typography variant="h1" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Typography sx={{ mb: 2 }}>
        <RouterLink to={config.list(conferenceId)}>Volver a {config.labels.many.toLowerCase()}</RouterLink>
      </Typography>
      {error && <Alert severity="error">{errorMessageOf(error)}</Alert>}
      {!ready && !error && <CircularProgress aria-label="Cargando" />}
      {ready && existing && !existing.permissions.canEdit && <Alert severity="info">Este panel ya está en el horario: quítelo del horario para cambiarlo.</Alert>}
      {ready && (!existing || existing.permissions.canEdit) && (
        <PanelEditor
          kind={kind}
          conferenceId={conferenceId}
          areas={setup.data!.panelSetup.areas}
          limits={{ min: setup.data!.panelSetup.minPapers, max: setup.data!.panelSetup.maxPapers }}
          existing={existing ?? null}
        />
      )}
    </>
  );
}

function PanelEditor({ kind, conferenceId, areas, limits, existing }: { kind: AreaPanelKind; conferenceId: string; areas: { id: string; name: string }[]; limits: PanelSizeLimits; existing: AreaPanelFieldsFragment | null }) {
  const config = panelKinds[kind];
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const [prefill] = useState(() => (existing ? null : { area: search.get('area'), name: search.get('nombre'), items: (search.get('ponencias') ?? '').split(',').filter(Boolean) }));
  const prefillApplied = useRef(false);
  // The lists, suggestions and candidates change with every panel saved.
  const refetch = { refetchQueries: [config.listQueryName, 'PanelCandidates', 'PanelSuggestions'], awaitRefetchQueries: true };
  const [create] = useMutation(config.createMutation, refetch);
  const [update] = useMutation(config.updateMutation, refetch);
  const defaultArea = existing?.thematicArea.id ?? (prefill?.area && areas.some((a) => a.id === prefill.area) ? prefill.area : areas.length === 1 ? areas[0].id : '');
  const person = (p: { userId?: string | null; name: string } | null | undefined): AutocompleteOption | null => (p ? { id: p.userId ?? null, name: p.name } : null);

  const { form, submit, serverError, submitting } = useMutationForm<PanelForm, ReturnType<ReturnType<typeof updatePanelInput>['parse']>, string>({
    resolver: zodFormResolver(updatePanelInput(limits), toInput),
    defaultValues: { name: existing?.name ?? prefill?.name ?? '', thematicAreaId: defaultArea, chair: person(existing?.chair), commentator: person(existing?.commentator), items: existing?.items ?? [] },
    mutate: async (values) => {
      const data = { name: values.name, thematicAreaId: values.thematicAreaId, chair: values.chair, commentator: values.commentator, items: values.items };
      if (existing) {
        await update({ variables: { id: existing.id, data } });
        return existing.name;
      }
      await create({ variables: { data: { ...data, conferenceId } } });
      return values.name;
    },
    success: (name) => (existing ? `Se guardaron los cambios de «${name}».` : `Se creó «${name}».`),
    onSuccess: () => void navigate(config.list(conferenceId) + (form.getValues('thematicAreaId') ? `?area=${form.getValues('thematicAreaId')}` : '')),
  });
  const areaId = form.watch('thematicAreaId');
  const candidates = useQuery(PanelCandidatesQuery, { variables: { conferenceId, kind, thematicAreaId: areaId }, skip: !areaId, fetchPolicy: 'cache-and-network' });

  // A suggestion's papers, once the area's candidates are known (only those still available).
  useEffect(() => {
    const wanted = prefill?.items;
    if (prefillApplied.current || !wanted?.length || !candidates.data) return;
    const byId = new Map(candidates.data.panelCandidates.map((c) => [c.id, c]));
    form.setValue('items', wanted.flatMap((id) => (byId.get(id) ? [byId.get(id)!] : [])));
    prefillApplied.current = true;
  }, [candidates.data, form, prefill]);

  // Another area: the papers chosen belong to the old one.
  const previousArea = useRef(areaId);
  useEffect(() => {
    if (previousArea.current !== areaId) form.setValue('items', []);
    previousArea.current = areaId;
  }, [areaId, form]);

  const available = (candidates.data?.panelCandidates ?? []).filter((c) => c.status === 'APPROVED');
  return (
    <Paper component="form" noValidate onSubmit={(e) => void submit(e)} sx={{ p: { xs: 2, sm: 3 }, maxWidth: 880 }} aria-label={existing ? `Editar «${existing.name}»` : config.labels.one}>
      <TextInputField control={form.control} name="name" label="Nombre del panel" required />
      <SelectField control={form.control} name="thematicAreaId" label="Área temática" required options={areas.map((a) => ({ value: a.id, label: a.name }))} emptyLabel="Elija el área temática" />
      <Box sx={{ display: 'grid', gap: { sm: 2 }, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' } }}>
        <AutocompleteField control={form.control} name="chair" label="Coordinador/a" useOptions={usePeopleOptions} allowNew helperText="Busque una persona o escriba su nombre" />
        <AutocompleteField control={form.control} name="commentator" label="Comentarista" useOptions={usePeopleOptions} allowNew helperText="Busque una persona o escriba su nombre" />
      </Box>
      <PanelItemsField control={form.control} kind={kind} limits={limits} available={available} loading={candidates.loading} areaChosen={!!areaId} />
      <FormAlert message={serverError} />
      <Box sx={{ display: 'flex', gap: 2, mt: 3, flexWrap: 'wrap' }}>
        <Button type="submit" variant="contained" disabled={submitting}>
          {existing ? 'Guardar cambios' : `Crear ${config.labels.one.toLowerCase()}`}
        </Button>
        <Button component={RouterLink} to={config.list(conferenceId)} disabled={submitting}>
          Cancelar
        </Button>
      </Box>
    </Paper>
  );
}

export const RegularPanelFormPage = () => <PanelFormPage kind="PANEL_REGULAR" />;
export const StudentTablePanelFormPage = () => <PanelFormPage kind="PANEL_MESA_ESTUDIANTE" />;
