import { useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import CheckOutlined from '@mui/icons-material/CheckOutlined';
import MergeTypeOutlined from '@mui/icons-material/MergeTypeOutlined';
import { formatDateTime } from '@portal/domain/dates';
import { useEffect, useState } from 'react';
import type { GrowingCatalogue, PendingCatalogueEntriesQuery as PendingData } from '../../gql/graphql';
import { errorMessageOf } from '../../shared/graphql-errors';
import { ListPage } from '../../shared/list/list-page';
import { ServerTable, type Column } from '../../shared/list/server-table';
import { useListParams } from '../../shared/list/use-list-params';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog';
import { notify } from '../../shared/notify';
import {
  AcceptCatalogueEntryMutation,
  AcceptedAcademicTitlesQuery,
  AcceptedCareersQuery,
  MergeCatalogueEntryMutation,
  PendingCatalogueEntriesQuery,
} from './operations';

type Row = PendingData['pendingCatalogueEntries']['items'][number];
type Option = { id: string; name: string };

/** The two catalogues, as the URL (`?catalogo=`) and the screen name them. */
const catalogues = {
  carreras: { kind: 'CAREER', label: 'Carreras', singular: 'carrera', feminine: true },
  titulos: { kind: 'ACADEMIC_TITLE', label: 'Títulos', singular: 'título', feminine: false },
} as const satisfies Record<string, { kind: GrowingCatalogue; label: string; singular: string; feminine: boolean }>;
type Slug = keyof typeof catalogues;

const people = (n: number) => (n === 1 ? '1 persona' : `${n} personas`);

/** Accepted entries matching what is typed, 250 ms after typing stops. */
function useAcceptedOptions(kind: GrowingCatalogue, input: string): { options: Option[]; loading: boolean } {
  const [search, setSearch] = useState(input);
  useEffect(() => {
    const id = window.setTimeout(() => setSearch(input), 250);
    return () => window.clearTimeout(id);
  }, [input]);
  const variables = { search: search.trim() || null };
  const careers = useQuery(AcceptedCareersQuery, { variables, skip: kind !== 'CAREER' });
  const titles = useQuery(AcceptedAcademicTitlesQuery, { variables, skip: kind !== 'ACADEMIC_TITLE' });
  if (kind === 'CAREER') return { options: (careers.data ?? careers.previousData)?.careers ?? [], loading: careers.loading };
  return { options: (titles.data ?? titles.previousData)?.academicTitles ?? [], loading: titles.loading };
}

type Pending = { action: 'accept' | 'merge'; row: Row };

/**
 * Careers and titles members typed, waiting for a SYSADMIN: accept one as it is, or merge it
 * into an accepted entry (everyone using it moves there). Only their authors and staff see them
 * meanwhile.
 */
export function CatalogueReviewPage() {
  const { params, update, variables, pageOf } = useListParams({ sort: 'createdAt', filters: ['catalogo'] });
  const slug: Slug = params.filters.catalogo === 'titulos' ? 'titulos' : 'carreras';
  const catalogue = catalogues[slug];
  const { data, previousData, loading, error } = useQuery(PendingCatalogueEntriesQuery, { variables: { ...variables, catalogue: catalogue.kind }, fetchPolicy: 'cache-and-network' });
  const page = (data ?? previousData)?.pendingCatalogueEntries;
  const refetchQueries = ['PendingCatalogueEntries'];
  const [accept] = useMutation(AcceptCatalogueEntryMutation, { refetchQueries, awaitRefetchQueries: true });
  const [merge] = useMutation(MergeCatalogueEntryMutation, { refetchQueries, awaitRefetchQueries: true });

  const [pending, setPending] = useState<Pending | null>(null);
  const [open, setOpen] = useState(false);
  const [target, setTarget] = useState<Option | null>(null);
  const [input, setInput] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const options = useAcceptedOptions(catalogue.kind, input);

  const start = (action: Pending['action'], row: Row) => {
    setPending({ action, row });
    setTarget(null);
    setInput('');
    setFailure(null);
    setOpen(true);
  };
  const article = catalogue.feminine ? 'la' : 'el';
  const thing = (name: string) => `${article} ${catalogue.singular} «${name}»`;

  const confirm = async () => {
    if (!pending) return;
    if (pending.action === 'merge' && !target) {
      setFailure(`Elija ${catalogue.feminine ? 'la' : 'el'} ${catalogue.singular} con ${catalogue.feminine ? 'la' : 'el'} que unificar.`);
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      if (pending.action === 'accept') {
        await accept({ variables: { catalogue: catalogue.kind, id: pending.row.id } });
        notify(`Se aceptó ${thing(pending.row.name)}.`, 'success');
      } else {
        await merge({ variables: { catalogue: catalogue.kind, id: pending.row.id, intoId: target!.id } });
        notify(`Se unificó ${thing(pending.row.name)} con «${target!.name}».`, 'success');
      }
      setOpen(false);
    } catch (e) {
      setFailure(errorMessageOf(e));
    } finally {
      setBusy(false);
    }
  };

  const columns: Column<Row>[] = [
    { header: 'Nombre', sortKey: 'name', render: (r) => r.name, primary: true },
    { header: 'Escrito por', render: (r) => r.authorName ?? 'Cuenta eliminada' },
    { header: 'Fecha', sortKey: 'createdAt', render: (r) => formatDateTime(r.createdAt) },
    { header: 'En uso por', align: 'right', render: (r) => people(r.usageCount) },
  ];

  return (
    <ListPage
      title="Carreras y títulos"
      intro={
        <Alert severity="info" sx={{ mb: 2 }}>
          Las carreras y los títulos que escriben los socios solo los ven quien los escribió y el personal, hasta que se aceptan o se unifican con uno ya aceptado.
        </Alert>
      }
      search={{ label: 'Buscar por nombre', params, update }}
      filters={
        <TextField select size="small" label="Catálogo" value={slug} onChange={(e) => update({ filters: { catalogo: e.target.value === 'titulos' ? 'titulos' : null }, page: 0 })}>
          {Object.entries(catalogues).map(([key, c]) => (
            <MenuItem key={key} value={key}>
              {c.label}
            </MenuItem>
          ))}
        </TextField>
      }
      error={error}
    >
      <ServerTable
        label={`${catalogue.label} pendientes`}
        columns={columns}
        page={pageOf(page, loading)}
        rowKey={(r) => r.id}
        rowLabel={(r) => r.name}
        actions={(r) => [
          { label: 'Aceptar', icon: CheckOutlined, onClick: () => start('accept', r) },
          { label: 'Unificar con…', icon: MergeTypeOutlined, onClick: () => start('merge', r) },
        ]}
        empty={
          params.search
            ? `Ningún resultado para «${params.search}».`
            : `No hay ${catalogue.label.toLowerCase()} pendientes de revisión.`
        }
      />
      <ConfirmDialog
        open={open}
        title={pending ? (pending.action === 'accept' ? `¿Aceptar ${thing(pending.row.name)}?` : `Unificar ${thing(pending.row.name)}`) : ''}
        confirmLabel={pending?.action === 'merge' ? 'Unificar' : 'Aceptar'}
        busy={busy}
        onConfirm={() => void confirm()}
        onClose={() => setOpen(false)}
      >
        {pending?.action === 'accept' && <>Todos podrán {catalogue.feminine ? 'elegirla' : 'elegirlo'} desde ahora. Hoy la usa {people(pending.row.usageCount)}.</>}
        {pending?.action === 'merge' && (
          <>
            {`Quienes la usan (${people(pending.row.usageCount)}) pasarán a tener la entrada elegida, y «${pending.row.name}» se eliminará.`}
            <Autocomplete<Option>
              options={options.options}
              value={target}
              loading={options.loading}
              filterOptions={(x) => x}
              getOptionLabel={(o) => o.name}
              isOptionEqualToValue={(a, b) => a.id === b.id}
              onChange={(_e, next) => setTarget(next)}
              onInputChange={(_e, text) => setInput(text)}
              noOptionsText="Sin resultados"
              loadingText="Buscando…"
              openText="Abrir"
              closeText="Cerrar"
              clearText="Borrar"
              renderInput={(p) => <TextField {...p} label={`Unificar con (${catalogue.singular} aceptad${catalogue.feminine ? 'a' : 'o'})`} margin="normal" required />}
            />
          </>
        )}
        {failure && (
          <Alert severity="error" sx={{ mt: 1 }}>
            {failure}
          </Alert>
        )}
      </ConfirmDialog>
    </ListPage>
  );
}
