import { useMutation, useQuery } from '@apollo/client/react';
import RateReviewOutlined from '@mui/icons-material/RateReviewOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useCallback } from 'react';
import { useParams } from 'react-router';
import { formatDate } from '@portal/domain/dates';
import { conflictReasonLabels, evaluationKindSlugs, evaluationKindTitles, evaluationSlugs, kindOfEvaluationSlug, withheldSummary } from '@portal/domain/evaluation';
import { proposalStatusLabels } from '@portal/domain/proposal-status';
import type { EvaluatedProposalsQuery as EvaluatedData, EvaluationQueueQuery as QueueData } from '../../gql/graphql';
import { hasErrorCode } from '../../shared/graphql-errors';
import { ListPage } from '../../shared/list/list-page';
import { SearchField } from '../../shared/list/search-field';
import { ServerTable, type Column } from '../../shared/list/server-table';
import { useListParams } from '../../shared/list/use-list-params';
import { exportColumnChoices } from '@portal/domain/exports';
import { ExportMenu } from '../../shared/exports/export-menu';
import { paths } from '../../shared/paths';
import { DashboardNotFoundPage } from '../../shared/ui/dashboard-not-found-page';
import { LinkBehavior } from '../../shared/ui/router-link';
import { EvaluatedProposalsQuery, EvaluationQueueQuery, ExportEvaluatedProposalsMutation } from './operations';

type QueueRow = QueueData['evaluationQueue']['items'][number];
type EvaluatedRow = EvaluatedData['evaluatedProposals']['items'][number];
type Mode = 'pending' | 'evaluated';

/** A select whose empty choice ("Todas") is shown, with its label above it. */
const shrunk = { select: { displayEmpty: true }, inputLabel: { shrink: true } } as const;

const decisionSlugs = { aprobadas: 'APPROVED', rechazadas: 'REJECTED' } as const;

/** The five kinds as tabs (links), the current one selected. */
function KindTabs({ mode, conferenceId, slug }: { mode: Mode; conferenceId: string; slug: string }) {
  const to = mode === 'pending' ? paths.dashboard.evaluation : paths.dashboard.evaluated;
  return (
    <Box component="nav" aria-label="Tipos de propuesta" sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}>
      <Tabs value={slug} variant="scrollable" scrollButtons="auto" allowScrollButtonsMobile>
        {evaluationSlugs.map((s) => (
          <Tab key={s} value={s} label={evaluationKindTitles[evaluationKindSlugs[s]]} component={LinkBehavior} to={to(conferenceId, s)} />
        ))}
      </Tabs>
    </Box>
  );
}

const authorsOf = (row: { authors: { name: string }[] }) => row.authors.map((a) => a.name).join(', ');

/**
 * /dashboard/evaluacion/{conferenceId}/{kind} (pending items to evaluate) and
 * /dashboard/evaluadas/{conferenceId}/{kind} (decided items): one screen, two modes.
 */
export function EvaluationListPage({ mode }: { mode: Mode }) {
  const { conferenceId = '', kind: slug = '' } = useParams();
  const kind = kindOfEvaluationSlug(slug);
  const { params, update, variables, pageOf } = useListParams({ sort: mode === 'pending' ? 'createdAt' : 'updatedAt', direction: mode === 'pending' ? 'ASC' : 'DESC', filters: ['area', 'clave', 'decision'] });
  const thematicAreaId = params.filters.area ?? null;
  const keyword = params.filters.clave ?? null;
  const decision = decisionSlugs[params.filters.decision as keyof typeof decisionSlugs] ?? null;
  const common = { ...variables, conferenceId, kind: kind ?? 'PRESENTACION', thematicAreaId, keyword };
  const queue = useQuery(EvaluationQueueQuery, { variables: common, skip: !kind || mode !== 'pending', fetchPolicy: 'cache-and-network' });
  // The area list and its counts come with the queue; the evaluated list reads them from it too.
  const areasQuery = useQuery(EvaluationQueueQuery, { variables: { conferenceId, kind: kind ?? 'PRESENTACION', pageSize: 1 }, skip: !kind || mode !== 'evaluated' });
  const evaluated = useQuery(EvaluatedProposalsQuery, { variables: { ...common, decision }, skip: !kind || mode !== 'evaluated', fetchPolicy: 'cache-and-network' });
  const onKeyword = useCallback((value: string) => update({ filters: { clave: value.trim() || null }, page: 0 }), [update]);

  const [exportEvaluated] = useMutation(ExportEvaluatedProposalsMutation);
  const error = mode === 'pending' ? queue.error : evaluated.error;
  if (!kind || (error && (hasErrorCode(error, 'FORBIDDEN') || hasErrorCode(error, 'NOT_FOUND')))) return <DashboardNotFoundPage />;

  const queuePage = (queue.data ?? queue.previousData)?.evaluationQueue;
  const evaluatedPage = (evaluated.data ?? evaluated.previousData)?.evaluatedProposals;
  const areas = (mode === 'pending' ? queuePage : (areasQuery.data ?? areasQuery.previousData)?.evaluationQueue)?.areas ?? [];
  const withheld = queuePage ? withheldSummary({ AUTHOR: queuePage.withheld.author, INSTITUTION: queuePage.withheld.institution }) : null;
  const title = `${mode === 'pending' ? 'Evaluación' : 'Evaluadas'}: ${evaluationKindTitles[kind].toLowerCase()}`;
  const filtered = !!(params.search || thematicAreaId || keyword || decision);

  const filters = (
    <>
      <TextField select size="small" label="Área temática" value={thematicAreaId ?? ''} onChange={(e) => update({ filters: { area: e.target.value || null }, page: 0 })} slotProps={shrunk} sx={{ minWidth: 220 }}>
        <MenuItem value="">Todas las áreas</MenuItem>
        {areas.map((a) => (
          <MenuItem key={a.area.id} value={a.area.id}>
            {mode === 'pending' ? `${a.area.name} (${a.count})` : a.area.name}
          </MenuItem>
        ))}
      </TextField>
      <SearchField label="Palabra clave" value={keyword ?? ''} onChange={onKeyword} />
      {mode === 'evaluated' && (
        <TextField select size="small" label="Decisión" value={params.filters.decision ?? ''} onChange={(e) => update({ filters: { decision: e.target.value || null }, page: 0 })} slotProps={shrunk} sx={{ minWidth: 180 }}>
          <MenuItem value="">Todas</MenuItem>
          <MenuItem value="aprobadas">Aprobadas</MenuItem>
          <MenuItem value="rechazadas">Rechazadas</MenuItem>
        </TextField>
      )}
    </>
  );

  const intro = (
    <>
      <KindTabs mode={mode} conferenceId={conferenceId} slug={slug} />
      {mode === 'pending' && areas.length > 0 && (
        <Box role="group" aria-label="Pendientes por área" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mt: 0, mb: 2 }}>
          <Typography component="span" variant="body2" color="text.secondary">
            Pendientes por área:
          </Typography>
          {areas.map((a) => (
            <Chip key={a.area.id} size="small" variant={thematicAreaId === a.area.id ? 'filled' : 'outlined'} label={`${a.area.name}: ${a.count}`} />
          ))}
        </Box>
      )}
      {withheld && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {withheld}
        </Alert>
      )}
    </>
  );

  if (mode === 'pending') {
    const columns: Column<QueueRow>[] = [
      {
        header: 'Título',
        sortKey: 'title',
        primary: true,
        render: (p) => (
          <Box component="span" sx={{ overflowWrap: 'anywhere' }}>
            {p.title}
            {p.routedToAdmin.length > 0 && (
              <Typography component="span" variant="body2" color="warning.dark" sx={{ display: 'block' }}>
                Derivada por conflicto de interés: {p.routedToAdmin.map((r) => `${r.coordinator} ${conflictReasonLabels[r.reason]}`).join('; ')}
              </Typography>
            )}
          </Box>
        ),
      },
      { header: 'Área temática', sortKey: 'area', render: (p) => p.thematicArea.name },
      { header: 'Autores', render: authorsOf },
      { header: 'Palabras clave', render: (p) => p.keywords.join(', ') },
      { header: 'Enviada', sortKey: 'createdAt', render: (p) => formatDate(p.createdAt) },
    ];
    return (
      <ListPage title={title} intro={intro} search={{ label: 'Buscar por título o autor', params, update }} filters={filters} error={error}>
        <ServerTable
          label={title}
          columns={columns}
          page={pageOf(queuePage, queue.loading)}
          rowKey={(p) => p.id}
          rowLabel={(p) => p.title}
          actions={(p) => [{ label: 'Evaluar', icon: RateReviewOutlined, to: paths.dashboard.evaluationItem(conferenceId, slug, p.id) }]}
          empty={filtered ? 'Ninguna propuesta pendiente coincide con la búsqueda o los filtros.' : 'No hay propuestas pendientes de evaluación en sus áreas.'}
        />
      </ListPage>
    );
  }

  const columns: Column<EvaluatedRow>[] = [
    { header: 'Título', sortKey: 'title', primary: true, render: (p) => <Box component="span" sx={{ overflowWrap: 'anywhere', display: 'block', minWidth: { md: '9rem' } }}>{p.title}</Box> },
    { header: 'Área temática', sortKey: 'area', render: (p) => p.thematicArea.name },
    { header: 'Autores', render: (p) => <Box component="span" sx={{ overflowWrap: 'anywhere' }}>{authorsOf(p)}</Box> },
    {
      header: 'Decisión',
      render: (p) => (
        <Chip
          size="small"
          color={p.status === 'REJECTED' ? 'error' : 'success'}
          variant="outlined"
          // Long labels («APROBADO · INCLUIDA EN UN PANEL») wrap inside the chip instead of widening the table.
          sx={{ height: 'auto', py: 0.25, '& .MuiChip-label': { whiteSpace: 'normal' } }}
          label={p.status === 'APPROVED' || p.status === 'REJECTED' ? proposalStatusLabels[p.status] : `APROBADO · ${proposalStatusLabels[p.status]}`}
        />
      ),
    },
    { header: 'Decidió', render: (p) => p.decision?.actorName ?? '—' },
    { header: 'Fecha', sortKey: 'updatedAt', render: (p) => (p.decision ? formatDate(p.decision.createdAt) : '—') },
    { header: 'Comentario', render: (p) => <Box component="span" sx={{ overflowWrap: 'anywhere' }}>{p.decision?.comment ?? '—'}</Box> },
  ];
  return (
    <ListPage
      title={title}
      intro={intro}
      search={{ label: 'Buscar por título o autor', params, update }}
      filters={filters}
      error={error}
      actions={
        <ExportMenu
          progressLabel="Exportando las evaluadas"
          columns={exportColumnChoices.evaluatedProposals}
          onExport={async (format, columns) =>
            (
              await exportEvaluated({
                variables: { format, columns, conferenceId, kind, thematicAreaId, keyword, decision, search: variables.search, sort: variables.sort, direction: variables.direction },
              })
            ).data?.exportEvaluatedProposals
          }
        />
      }
    >
      <ServerTable
        label={title}
        columns={columns}
        page={pageOf(evaluatedPage, evaluated.loading)}
        rowKey={(p) => p.id}
        rowLabel={(p) => p.title}
        actions={(p) => [{ label: 'Ver detalle', icon: VisibilityOutlined, to: paths.dashboard.evaluationItem(conferenceId, slug, p.id) }]}
        empty={filtered ? 'Ninguna propuesta evaluada coincide con la búsqueda o los filtros.' : 'Todavía no hay propuestas evaluadas en sus áreas.'}
      />
    </ListPage>
  );
}
