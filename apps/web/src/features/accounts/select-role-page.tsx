import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { Navigate, useNavigate } from 'react-router';
import { paths } from '../../shared/paths';
import { PageTitle } from '../../shared/ui/page-title';
import { useSession } from '../../shared/session/session-context';

export function SelectRolePage() {
  const { roles, activeRole, setActiveRole } = useSession();
  const navigate = useNavigate();

  if (roles.length <= 1) return <Navigate to={paths.dashboard.home()} replace />;

  const choose = (key: string) => {
    setActiveRole(key);
    navigate(paths.dashboard.home());
  };

  return (
    <>
      <PageTitle title="Seleccionar rol" />
      <Typography variant="h1" gutterBottom>
        Seleccionar rol
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Usted tiene más de un rol. Elija con cuál desea trabajar; puede cambiarlo cuando quiera desde el menú.
      </Typography>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
        }}
      >
        {roles.map((role) => {
          const active = role.key === activeRole?.key;
          return (
            <li key={role.key}>
              <Card
                variant="outlined"
                sx={{ height: '100%', borderColor: active ? 'primary.main' : undefined, borderWidth: active ? 2 : 1 }}
              >
                <CardActionArea
                  onClick={() => choose(role.key)}
                  aria-current={active ? 'true' : undefined}
                  sx={{ height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'stretch', justifyContent: 'flex-start' }}
                >
                  <CardContent>
                    <Typography variant="h2" sx={{ fontSize: '1.1rem' }} gutterBottom>
                      {role.label}
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      {role.scope ?? 'Rol general del portal'}
                    </Typography>
                    {active && <Chip label="Rol activo" color="primary" size="small" sx={{ mt: 1.5 }} />}
                  </CardContent>
                </CardActionArea>
              </Card>
            </li>
          );
        })}
      </Box>
    </>
  );
}
