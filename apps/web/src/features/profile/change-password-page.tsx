import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { PageTitle } from '../../shared/ui/page-title';
import { ChangePasswordForm } from './change-password-form';

export function ChangePasswordPage() {
  return (
    <>
      <PageTitle title="Cambiar contraseña" />
      <Typography variant="h1" gutterBottom>
        Cambiar contraseña
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 520 }}>
        <ChangePasswordForm />
      </Paper>
    </>
  );
}
