import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Outlet } from 'react-router';
import { ASSOCIATION_NAME } from '../../shared/ui/association-name';


/** Public screens: a centred card under the association's name. Pages start at <h2>. */
export function CardLayout() {
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100dvh',
        display: 'flex',
        alignItems: { xs: 'flex-start', sm: 'center' },
        justifyContent: 'center',
        px: 2,
        py: { xs: 3, sm: 6 },
      }}
    >
      <Paper
        variant="outlined"
        sx={{ width: '100%', maxWidth: 440, p: { xs: 3, sm: 4 }, boxShadow: '0 8px 24px rgba(26, 79, 139, 0.08)' }}
      >
        <Box component="header" sx={{ textAlign: 'center', mb: 2 }}>
          <Box
            aria-hidden
            sx={{
              mx: 'auto',
              mb: 1.5,
              width: 56,
              height: 56,
              borderRadius: 2,
              bgcolor: 'primary.main',
              color: 'primary.contrastText',
              display: 'grid',
              placeItems: 'center',
              fontFamily: 'Georgia, serif',
              fontWeight: 700,
              fontSize: 26,
            }}
          >
            AA
          </Box>
          <Typography variant="h1" sx={{ fontSize: '1.5rem' }}>
            {ASSOCIATION_NAME}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Portal de socios y congresos
          </Typography>
        </Box>
        <Outlet />
      </Paper>
    </Box>
  );
}
