import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { errorMessageOf } from '../../../shared/graphql-errors';
import { SearchField } from '../../../shared/list/search-field';
import { ConferenceInscriptionsQuery } from './operations';

export type PickedInscription = { id: string; firstName: string; lastName: string; email: string };

/** Step one of a proposal on someone's behalf: search the edition's inscribed people and choose one. */
export function InscriptionPicker({ conferenceId, onPick }: { conferenceId: string; onPick: (inscription: PickedInscription) => void }) {
  const [search, setSearch] = useState('');
  const { data, previousData, loading, error } = useQuery(ConferenceInscriptionsQuery, { variables: { conferenceId, search: search || null, pageSize: 10 } });
  const page = (data ?? previousData)?.conferenceInscriptions;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 900 }}>
      <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
        ¿En nombre de quién?
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Busque a la persona entre quienes están inscriptos en esta edición. La propuesta quedará en su inscripción, como si la hubiera presentado ella.
      </Typography>
      <SearchField label="Buscar por nombre, correo o documento" value={search} onChange={setSearch} />
      {error && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {errorMessageOf(error)}
        </Alert>
      )}
      {loading && !page && <CircularProgress aria-label="Cargando" sx={{ mt: 2 }} />}
      {page && (
        <>
          <Typography role="status" variant="body2" color="text.secondary" sx={{ mt: 2 }}>
            {page.total === 0 ? 'Nadie inscripto coincide con la búsqueda.' : page.total > page.items.length ? `Se muestran ${page.items.length} de ${page.totalCapped ? 'más de ' : ''}${page.total} personas: afine la búsqueda.` : `${page.total} ${page.total === 1 ? 'persona' : 'personas'}.`}
          </Typography>
          <List aria-label="Personas inscriptas">
            {page.items.map((i) => {
              const name = `${i.firstName} ${i.lastName}`;
              return (
                <ListItem key={i.id} divider sx={{ gap: 1, flexWrap: 'wrap', px: 0 }}>
                  <ListItemText primary={name} secondary={`${i.email} · Documento ${i.document}`} sx={{ minWidth: 0, overflowWrap: 'anywhere' }} />
                  <Box>
                    <Button variant="outlined" size="small" onClick={() => onPick(i)} aria-label={`Elegir a ${name}`}>
                      Elegir
                    </Button>
                  </Box>
                </ListItem>
              );
            })}
          </List>
        </>
      )}
    </Paper>
  );
}
