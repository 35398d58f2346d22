import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { errorMessageOf } from '../../shared/graphql-errors';
import { AcademicSection } from './academic-section';
import { UserProfileQuery } from './operations';
import { PersonalSection } from './personal-section';
import { ProfessionalSection } from './professional-section';

/**
 * The personal, professional and academic sections of "Mi perfil", for an administrator who
 * corrects another person's data from the user's detail (each save is audited by the API).
 */
export function UserProfileSections({ userId }: { userId: string }) {
  const { data, error } = useQuery(UserProfileQuery, { variables: { userId }, fetchPolicy: 'cache-and-network' });
  const profile = data?.userProfile;
  if (error && !profile) return <Alert severity="error">{errorMessageOf(error)}</Alert>;
  if (!profile)
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
        <CircularProgress aria-label="Cargando el perfil" />
      </Box>
    );
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <PersonalSection key={`personal-${profile.personal?.id ?? 'new'}`} saved={profile.personal ?? null} userId={userId} />
      <ProfessionalSection key={`professional-${profile.professional?.id ?? 'new'}`} saved={profile.professional ?? null} userId={userId} />
      <AcademicSection key={`academic-${profile.academic?.id ?? 'new'}`} saved={profile.academic ?? null} userId={userId} />
    </Box>
  );
}
