import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useSession } from '../accounts/session-context';
import { PageTitle } from '../../shared/ui/page-title';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper component="section" variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h2" gutterBottom>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

export function HomePage() {
  const { me, roles, activeRole } = useSession();
  const membership = me.activeMembership;

  return (
    <>
      <PageTitle title="Inicio" />
      <Typography variant="h1" gutterBottom>
        Bienvenido/a, {me.firstName}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)' }, mt: 2 }}>
        <Section title="Sus datos">
          <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 1 }}>
            <Typography component="dt" color="text.secondary">
              Nombre
            </Typography>
            <Typography component="dd" sx={{ m: 0 }}>
              {me.firstName} {me.lastName}
            </Typography>
            <Typography component="dt" color="text.secondary">
              Correo electrónico
            </Typography>
            <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
              {me.email}
            </Typography>
            <Typography component="dt" color="text.secondary">
              Documento
            </Typography>
            <Typography component="dd" sx={{ m: 0 }}>
              {me.document}
            </Typography>
          </Box>
        </Section>
        <Section title="Membresía">
          {membership ? (
            <Typography>
              Membresía {membership.year}: <strong>{membership.category.name}</strong>
              {membership.terminatedMember ? ' (dada de baja: no se generarán nuevas cuotas)' : ''}
            </Typography>
          ) : (
            <Typography>No tiene una membresía activa.</Typography>
          )}
        </Section>
        <Section title="Sus roles">
          <Typography sx={{ mb: 1 }}>
            Rol activo: <strong>{activeRole ? activeRole.label : 'ninguno'}</strong>
            {activeRole?.scope ? ` (${activeRole.scope})` : ''}
          </Typography>
          <List dense disablePadding>
            {roles.map((role) => (
              <ListItem key={role.key} disableGutters>
                <ListItemText primary={role.label} secondary={role.scope ?? 'Rol general del portal'} />
                {role.key === activeRole?.key && <Chip label="Activo" color="primary" size="small" />}
              </ListItem>
            ))}
          </List>
        </Section>
      </Box>
    </>
  );
}
