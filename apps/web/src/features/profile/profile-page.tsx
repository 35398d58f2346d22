import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { prefetchQuery } from '../../shared/apollo/prefetch';
import { errorMessageOf } from '../../shared/graphql-errors';
import { PageTitle } from '../../shared/ui/page-title';
import { lazy } from 'react';
import { AccountSection } from './account-section';
import { DeferredSection } from './deferred-section';
import { MyProfileQuery } from './operations';

// The sections below the account are drawn after the first screen (see DeferredSection): their
// modules (the date pickers, the catalogue autocompletes) are not part of the page's first download.
const PersonalSection = lazy(() => import('./personal-section').then((m) => ({ default: m.PersonalSection })));
const ProfessionalSection = lazy(() => import('./professional-section').then((m) => ({ default: m.ProfessionalSection })));
const AcademicSection = lazy(() => import('./academic-section').then((m) => ({ default: m.AcademicSection })));
const ChangePasswordForm = lazy(() => import('./change-password-form').then((m) => ({ default: m.ChangePasswordForm })));

/**
 * The sections' heaviest modules, evaluated one at a time before the first section mounts: each
 * dynamic import's evaluation is a task of its own, with a pause between them for input. Left to
 * the first section's import, zod, the date pickers and the section's own modules were evaluated
 * in one task of about 27 ms unthrottled, right after the page was revealed. Once per visit.
 * The first is the profile's schemas (which bring the parts of zod they use), never `import('zod')`
 * itself: a dynamic import of the package needs its whole namespace, and the build then kept
 * every one of zod's locales (386 KB raw in the chunk the login page loads, against about 80 KB).
 */
let sectionModules: Promise<unknown> | undefined;
const yieldToInput = () => new Promise((resolve) => setTimeout(resolve, 0));
const prepareSections = () =>
  (sectionModules ??= [(): Promise<unknown> => import('@portal/domain/profile'), () => import('../../shared/forms/date-fields'), () => import('./personal-section')].reduce<Promise<unknown>>(
    (previous, load) => previous.then(load).then(yieldToInput),
    Promise.resolve(),
  ));

/** Asks for the profile (from the server, on every visit) while the dashboard loads `me`. */
export const profileLoader = () => prefetchQuery(MyProfileQuery, undefined, { fresh: true });

/** /dashboard/mi-perfil: account, personal, professional and academic data, and the password. */
export function ProfilePage() {
  // cache-first: the route loader asks the server on each visit (this joins its request).
  const { data, error } = useQuery(MyProfileQuery, { fetchPolicy: 'cache-first' });
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
          <DeferredSection prepare={prepareSections} title="Datos personales" minHeight={{ xs: 780, md: 560 }}>
            <PersonalSection saved={profile.personal ?? null} />
          </DeferredSection>
          <DeferredSection prepare={prepareSections} title="Datos profesionales" minHeight={{ xs: 700, md: 560 }}>
            <ProfessionalSection saved={profile.professional ?? null} />
          </DeferredSection>
          <DeferredSection prepare={prepareSections} title="Datos académicos" minHeight={{ xs: 1170, md: 840 }}>
            <AcademicSection saved={profile.academic ?? null} />
          </DeferredSection>
          <DeferredSection prepare={prepareSections} title="Cambiar contraseña" minHeight={{ xs: 400, md: 400 }}>
            <Box sx={{ maxWidth: 520 }}>
              <ChangePasswordForm />
            </Box>
          </DeferredSection>
        </Box>
      )}
    </>
  );
}
