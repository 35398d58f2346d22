import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link, useLocation } from 'react-router';
import type { ConfirmRegistrationMutation } from '../../gql/graphql';
import { nextFromSearch } from '../../shared/auth/login-redirect';
import { paths, withNext } from '../../shared/paths';
import { PageTitle } from '../../shared/ui/page-title';
import { formatCents } from '@portal/domain/money';

type Registration = ConfirmRegistrationMutation['confirmRegistration'];

function registrationOf(state: unknown): Registration | null {
  const r = (state as { registration?: Registration } | null)?.registration;
  return r && typeof r.year === 'number' && typeof r.amountCents === 'number' ? r : null;
}

/**
 * /asociarse/{id}: what happens after joining. Public, so it never loads the membership by id
 * (that would show anyone's data); what it shows comes from the joining form via router state.
 */
export function JoinedPage() {
  const location = useLocation();
  const registration = registrationOf(location.state);
  // Joined from an inscription page: signing in goes straight back to it.
  const next = nextFromSearch(location.search);
  const backToInscription = next?.startsWith('/inscripcion/') ?? false;
  return (
    <>
      <PageTitle title="Asociación registrada" />
      <Typography variant="h2" align="center" gutterBottom>
        {registration ? '¡Bienvenido/a a la Asociación!' : 'Asociación registrada'}
      </Typography>
      {registration ? (
        <>
          <Alert severity="success" sx={{ mb: 2 }}>
            Ya es socio/a en la categoría <strong>{registration.categoryName}</strong> para {registration.year}.
          </Alert>
          <Typography gutterBottom>
            La cuota anual {registration.year} es de <strong>{formatCents(registration.amountCents)}</strong> y quedó pendiente de pago.
          </Typography>
          <Typography gutterBottom>
            Le enviamos un correo a <strong>{registration.email}</strong> con estos datos y con las indicaciones para pagar.
          </Typography>
        </>
      ) : (
        <Typography gutterBottom>Su cuenta y su membresía quedaron registradas. Le enviamos un correo con los detalles.</Typography>
      )}
      <Typography variant="h3" sx={{ fontSize: '1.1rem', mt: 3, mb: 1 }}>
        Próximos pasos
      </Typography>
      <Box component="ol" sx={{ pl: 3, mt: 0 }}>
        <li>Ingrese al portal con su correo electrónico o su número de documento y la contraseña que eligió.</li>
        {backToInscription && <li>Al ingresar volverá a la página de inscripción del congreso para completarla.</li>}
        <li>En «Mis membresías» verá su membresía y el estado de la cuota.</li>
        <li>Complete su perfil con sus datos profesionales y académicos.</li>
      </Box>
      <Button component={Link} to={withNext(paths.login(), next)} variant="contained" size="large" fullWidth sx={{ mt: 2 }}>
        {backToInscription ? 'Ingresar y volver a la inscripción' : 'Ingresar'}
      </Button>
    </>
  );
}
