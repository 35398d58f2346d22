import { useQuery } from '@apollo/client/react';
import { useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { errorMessageOf } from '../../shared/graphql-errors';
import { paths } from '../../shared/paths';
import { LinkBehavior } from '../../shared/ui/router-link';
import { PageTitle } from '../../shared/ui/page-title';
import { BankImportQuery } from './bank-operations';
import { BankLines } from './bank-lines';
import { BankMappingStep } from './bank-mapping-step';

/** /dashboard/pagos/banco/{id}: the column-mapping step of a new statement, or its lines to confirm. */
export function BankImportPage() {
  const { id = '' } = useParams();
  const { data, loading, error, refetch } = useQuery(BankImportQuery, { variables: { id }, fetchPolicy: 'cache-and-network' });
  const item = data?.bankImport;
  const title = item ? `Extracto «${item.fileName}»` : 'Extracto bancario';
  return (
    <>
      <PageTitle title={title} />
      <Box sx={{ mb: 2 }}>
        <Button component={LinkBehavior} to={paths.dashboard.bankImports()} size="small">
          ← Extractos bancarios
        </Button>
      </Box>
      <Typography variant="h1" sx={{ mb: 2, overflowWrap: 'anywhere' }}>
        {title}
      </Typography>
      {error && !item ? <Alert severity="error">{errorMessageOf(error)}</Alert> : null}
      {!item && loading ? <CircularProgress aria-label="Cargando" /> : null}
      {item?.status === 'DRAFT' && item.preview ? <BankMappingStep importId={item.id} preview={item.preview} onImported={() => void refetch()} /> : null}
      {item?.status === 'IMPORTED' ? <BankLines item={item} onChanged={() => void refetch()} /> : null}
    </>
  );
}
