import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useParams } from 'react-router';
import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { AwardFieldsFragment } from '../../gql/graphql';
import { ListPage } from '../../shared/list/list-page';
import { SimpleTable } from '../../shared/list/simple-table';
import { useDeleteConfirmation } from '../../shared/list/use-delete-confirmation';
import { paths } from '../../shared/paths';
import { useSession } from '../../shared/session/session-context';
import { LinkBehavior } from '../../shared/ui/router-link';
import { awardStateColor, awardStateLabel, windowLabel } from './format';
import { ConferenceAwardsQuery, DeleteAwardMutation } from './operations';
import { CloseAwardDialog } from './close-award-dialog';

type Award = AwardFieldsFragment;

/**
 * /dashboard/premios/:conferenceId: the edition's awards. ADMIN_CONGRESO creates, edits, closes and
 * deletes them; a JUEZ sees those they judge and goes on to score.
 */
export function AwardsPage() {
  const { conferenceId = '' } = useParams();
  const { roles } = useSession();
  const isAdmin = roles.some((r) => r.role === 'ADMIN_CONGRESO' && r.conferenceId === conferenceId);
  const { data, loading, error } = useQuery(ConferenceAwardsQuery, { variables: { conferenceId } });
  const [remove] = useMutation(DeleteAwardMutation, { refetchQueries: ['ConferenceAwards'] });
  const [toClose, setToClose] = useState<Award | null>(null);
  const deletion = useDeleteConfirmation<Award>({
    describe: (a) => `el premio «${a.name}»`,
    remove: (a) => remove({ variables: { id: a.id } }),
  });
  const awards = data?.conferenceAwards ?? [];
  const conferenceName = awards[0]?.conference.name ?? roles.find((r) => r.conferenceId === conferenceId)?.scope ?? '';

  return (
    <ListPage
      title="Premios"
      error={error}
      intro={
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {conferenceName}
          {isAdmin ? ' · Defina los premios, sus bases, la convocatoria y el jurado; ciérrelos al terminar la evaluación.' : ' · Los premios en los que integra el jurado.'}
        </Typography>
      }
      actions={
        isAdmin ? (
          <Button variant="contained" startIcon={<AddIcon />} component={LinkBehavior} to={paths.dashboard.awardNew(conferenceId)}>
            Nuevo premio
          </Button>
        ) : undefined
      }
    >
      {loading && !data ? null : (
        <SimpleTable
          label="Premios"
          headers={[{ title: 'Premio' }, { title: 'Convocatoria' }, { title: 'Estado' }, { title: 'Jurado' }, { title: 'Postulaciones', align: 'right' }, { title: 'Acciones' }]}
          rows={awards}
          rowKey={(a) => a.id}
          empty={isAdmin ? 'Todavía no hay premios en este congreso. Cree el primero con «Nuevo premio».' : 'No integra el jurado de ningún premio de este congreso.'}
          cells={(a) => [
            <strong key="n">{a.name}</strong>,
            windowLabel(a),
            <Chip key="s" size="small" variant="outlined" color={awardStateColor(a)} label={awardStateLabel(a)} />,
            a.judges.length === 0 ? 'Sin jurado' : `${a.judges.length} ${a.judges.length === 1 ? 'juez' : 'jueces'}`,
            a.viewerIsJudge && a.viewerPending > 0 ? `${a.applicationCount} (le faltan ${a.viewerPending})` : a.applicationCount,
            <Box key="a" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
              <Button size="small" variant="outlined" component={LinkBehavior} to={paths.dashboard.award(conferenceId, a.id)} aria-label={`${a.viewerIsJudge ? 'Evaluar' : 'Ver'} «${a.name}»`}>
                {a.viewerIsJudge ? 'Evaluar' : 'Ver'}
              </Button>
              {a.permissions.canEdit && (
                <Button size="small" component={LinkBehavior} to={paths.dashboard.awardEdit(conferenceId, a.id)} aria-label={`Editar «${a.name}»`}>
                  Editar
                </Button>
              )}
              {a.permissions.canClose && (
                <Button size="small" onClick={() => setToClose(a)} aria-label={`Cerrar «${a.name}»`}>
                  Cerrar
                </Button>
              )}
              {a.permissions.canDelete && (
                <Button size="small" color="error" onClick={() => deletion.request(a)} aria-label={`Eliminar «${a.name}»`}>
                  Eliminar
                </Button>
              )}
            </Box>,
          ]}
        />
      )}
      {deletion.dialog}
      <CloseAwardDialog award={toClose} onClose={() => setToClose(null)} />
    </ListPage>
  );
}
