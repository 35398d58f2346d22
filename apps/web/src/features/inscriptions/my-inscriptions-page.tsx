import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import AssignmentOutlined from '@mui/icons-material/AssignmentOutlined';
import EmojiEventsOutlined from '@mui/icons-material/EmojiEventsOutlined';
import SchoolOutlined from '@mui/icons-material/SchoolOutlined';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { inscriptionFeeLabels } from '@portal/domain/inscriptions';
import type { MyInscriptionsQuery as Data } from '../../gql/graphql';
import { ListPage } from '../../shared/list/list-page';
import type { RowAction } from '../../shared/list/row-actions';
import { ServerTable, type Column } from '../../shared/list/server-table';
import { useListParams } from '../../shared/list/use-list-params';
import { paths } from '../../shared/paths';
import { RouterLink } from '../../shared/ui/router-link';
import { Money } from '../../shared/ui/money';
import { CareerDialog } from './career-dialog';
import { chargeState, day } from './format';
import { CurrentConferenceIdQuery, MyInscriptionsQuery } from './operations';

type Row = Data['myInscriptions']['items'][number];

const columns: Column<Row>[] = [
  {
    header: 'Congreso',
    sortKey: 'conference',
    primary: true,
    render: (i) => (
      <>
        <strong>{i.conference.name}</strong>
        <Typography variant="body2" color="text.secondary">
          {day(i.conference.startDate)} al {day(i.conference.endDate)} · {i.conference.venue}
        </Typography>
      </>
    ),
  },
  {
    header: 'Categoría',
    render: (i) => (
      <>
        {i.category.name}
        {i.category.isStudent && (
          <Typography variant="body2" color="text.secondary">
            {i.universityCareer ? `Carrera: ${i.universityCareer}` : 'Falta indicar la carrera'}
          </Typography>
        )}
      </>
    ),
  },
  { header: 'Fecha de inscripción', sortKey: 'registrationDate', render: (i) => day(i.registrationDate) },
  {
    header: 'Importe',
    align: 'right',
    render: (i) =>
      i.charge ? (
        <>
          <Money cents={i.charge.amountCents} />
          {i.charge.feeApplied && (
            <Typography variant="body2" color="text.secondary">
              {inscriptionFeeLabels[i.charge.feeApplied]}
            </Typography>
          )}
        </>
      ) : (
        '—'
      ),
  },
  {
    header: 'Pago',
    render: (i) => {
      if (!i.charge) return 'Sin cargo';
      const state = chargeState(i.charge.status);
      return <Chip size="small" variant="outlined" color={state.color} label={state.label} />;
    },
  },
  { header: 'Postulaciones', align: 'right', render: (i) => i.proposalCount },
];

/** /dashboard/mis-inscripciones: each congress inscribed in, its charge and the way into its proposals. */
export function MyInscriptionsPage() {
  const [careerOf, setCareerOf] = useState<Row | null>(null);
  const { variables, pageOf } = useListParams({ sort: 'registrationDate', direction: 'DESC' });
  const { data, previousData, loading, error } = useQuery(MyInscriptionsQuery, {
    variables: { page: variables.page, pageSize: variables.pageSize, sort: variables.sort, direction: variables.direction },
  });
  const current = useQuery(CurrentConferenceIdQuery);
  const page = (data ?? previousData)?.myInscriptions;
  const conference = current.data?.currentConference;

  const actions = (i: Row): RowAction[] => [
    { label: 'Ver postulaciones', icon: AssignmentOutlined, to: paths.dashboard.myProposals(i.id) },
    { label: 'Premios', icon: EmojiEventsOutlined, to: paths.dashboard.inscriptionAwards(i.id) },
    ...(i.permissions.canUpdateCareer ? [{ label: i.universityCareer ? 'Cambiar carrera' : 'Indicar carrera', icon: SchoolOutlined, onClick: () => setCareerOf(i) }] : []),
  ];

  return (
    <ListPage title="Mis inscripciones" error={error}>
      <ServerTable
        label="Mis inscripciones"
        columns={columns}
        page={pageOf(page, loading)}
        rowKey={(i) => i.id}
        actions={actions}
        rowLabel={(i) => i.conference.name}
        empty={
          conference ? (
            <>
              Todavía no se inscribió en ningún congreso. <RouterLink to={paths.inscription(conference.id)}>Inscribirme en el {conference.name}</RouterLink>
            </>
          ) : (
            'Todavía no se inscribió en ningún congreso.'
          )
        }
      />
      {careerOf && <CareerDialog inscription={careerOf} onClose={() => setCareerOf(null)} />}
    </ListPage>
  );
}
