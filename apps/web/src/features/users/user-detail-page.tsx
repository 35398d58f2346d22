import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { useParams } from 'react-router';
import { errorMessageOf, hasErrorCode } from '../../shared/graphql-errors';
import { paths } from '../../shared/paths';
import { PageTitle } from '../../shared/ui/page-title';
import { RouterLink } from '../../shared/ui/router-link';
import { useSession } from '../accounts/session-context';
import { UserQuery } from './operations';
import { UserAccountSection } from './user-account-section';
import { UserAuditSection, UserChargesSection, UserMembershipsSection } from './user-records-sections';
import { UserRolesSection } from './user-roles-section';

export function UserDetailPage() {
  const { id = '' } = useParams();
  const { activeRole } = useSession();
  const { data, loading, error } = useQuery(UserQuery, { variables: { id } });
  const user = data?.user;

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
          <Typography variant="h1" gutterBottom>
            {user.firstName} {user.lastName}
          </Typography>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' } }}>
            <UserAccountSection user={user} />
            <UserRolesSection user={user} />
            <UserMembershipsSection user={user} canTerminate={activeRole?.role === 'ADMIN'} />
            <UserChargesSection user={user} />
            <Box sx={{ gridColumn: { lg: '1 / -1' } }}>
              <UserAuditSection user={user} />
            </Box>
          </Box>
        </>
      )}
    </>
  );
}
