import { useQuery } from '@apollo/client/react';
import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { useParams } from 'react-router';
import { errorMessageOf, hasErrorCode } from '../../shared/graphql-errors';
import { paths } from '../../shared/paths';
import { useSession } from '../../shared/session/session-context';
import { PageTitle } from '../../shared/ui/page-title';
import Button from '@mui/material/Button';
import PointOfSaleOutlined from '@mui/icons-material/PointOfSaleOutlined';
import { LinkBehavior } from '../../shared/ui/router-link';
import { RouterLink } from '../../shared/ui/router-link';
import { UserQuery } from './operations';
import { UserAccountSection } from './user-account-section';
import { UserAuditSection, UserChargesSection, UserMembershipsSection } from './user-records-sections';
import { UserRolesSection } from './user-roles-section';

/** `profileSections` renders the editable profile of the person (composed by the shell). */
export function UserDetailPage({ profileSections }: { profileSections: (userId: string) => ReactNode }) {
  const { id = '' } = useParams();
  const { data, loading, error } = useQuery(UserQuery, { variables: { id } });
  const user = data?.user;
  // Treasury records payments on behalf of a person (generar-pago); an administrator who is also treasurer sees it here.
  const isTreasurer = useSession().roles.some((r) => r.role === 'TESORERIA');

  return (
    <>
      <PageTitle title={user ? `${user.firstName} ${user.lastName}` : 'Usuario'} />
      <RouterLink to={paths.dashboard.users()} sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mb: 2 }}>
        <ArrowBack fontSize="small" aria-hidden />
        Volver a usuarios
      </RouterLink>
      {loading && !user && (
        <Box sx={{ py: 6, textAlign: 'center' }}>
          <CircularProgress aria-label="Cargando usuario" />
        </Box>
      )}
      {error && !user && (
        <>
          <Typography variant="h1" gutterBottom>
            Usuario
          </Typography>
          <Alert severity={hasErrorCode(error, 'NOT_FOUND') ? 'warning' : 'error'}>
            {hasErrorCode(error, 'NOT_FOUND') ? 'No se encontró el usuario. Vuelva a la lista y búsquelo nuevamente.' : errorMessageOf(error)}
          </Alert>
        </>
      )}
      {user && (
        <>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
            <Typography variant="h1">
              {user.firstName} {user.lastName}
            </Typography>
            {isTreasurer && (
              <Button variant="outlined" component={LinkBehavior} to={paths.dashboard.generatePayment(user.id)} startIcon={<PointOfSaleOutlined aria-hidden />}>
                Registrar pago
              </Button>
            )}
          </Box>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' } }}>
            <UserAccountSection user={user} />
            <UserRolesSection user={user} />
            <UserMembershipsSection user={user} />
            <UserChargesSection user={user} />
            {user.permissions.canEditProfile && (
              <Box component="section" aria-labelledby="user-profile-heading" sx={{ gridColumn: { lg: '1 / -1' } }}>
                <Typography id="user-profile-heading" variant="h2" sx={{ mt: 2, mb: 1 }}>
                  Perfil
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                  Corrija los datos personales, profesionales y académicos de {user.firstName}. Cada cambio queda en el historial.
                </Typography>
                {profileSections(user.id)}
              </Box>
            )}
            <Box sx={{ gridColumn: { lg: '1 / -1' } }}>
              <UserAuditSection user={user} />
            </Box>
          </Box>
        </>
      )}
    </>
  );
}
