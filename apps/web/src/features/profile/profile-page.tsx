import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { prefetchQuery } from '../../shared/apollo/prefetch';
import { errorMessageOf } from '../../shared/graphql-errors';
import { PageTitle } from '../../shared/ui/page-title';
import { ChangePasswordForm } from './change-password-form';
import { AcademicSection } from './academic-section';
import { AccountSection } from './account-section';
import { MyProfileQuery } from './operations';
import { PersonalSection } from './personal-section';
import { ProfessionalSection } from './professional-section';

/** Asks for the profile while the dashboard loads `me`. */
export const profileLoader = () => prefetchQuery(MyProfileQuery);

/** /dashboard/mi-perfil: account, personal, professional and academic data, and the password. */
export function ProfilePage() {
  const { data, error } = useQuery(MyProfileQuery, { fetchPolicy: 'cache-and-network' });
  const profile = data?.myProfile;
  return (
    <>
      <PageTitle title="Mi perfil" />
      <Typography variant="h1" gutterBottom>
        Mi perfil
      </Typography>
      {error && !profile && <Alert severity="error">{errorMessageOf(error)}</Alert>}
      {!profile && !error && (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
          <CircularProgress aria-label="Cargando su perfil" />
        </Box>
      )}
      {profile && (
        <Box sx={{ display: 'grid', gap: 2 }}>
          <AccountSection account={profile.account} />
          <PersonalSection saved={profile.personal ?? null} />
          <ProfessionalSection saved={profile.professional ?? null} />
          <AcademicSection saved={profile.academic ?? null} />
          <Paper component="section" aria-labelledby="password-heading" variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
            <Typography id="password-heading" variant="h2" gutterBottom>
              Cambiar contraseña
            </Typography>
            <Box sx={{ maxWidth: 520 }}>
              <ChangePasswordForm />
            </Box>
          </Paper>
        </Box>
      )}
    </>
  );
}
