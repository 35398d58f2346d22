import { plural } from '@portal/domain/plural';
import { useRef, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { useNavigate } from 'react-router';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { BANK_STATEMENT_MAX_BYTES, BANK_STATEMENT_MAX_ROWS } from '@portal/domain/bank-statements';
import { formatDateTime } from '@portal/domain/dates';
import type { BankImportsQuery as Data } from '../../gql/graphql';
import { errorMessageOf, fieldErrorsOf } from '../../shared/graphql-errors';
import { ListPage } from '../../shared/list/list-page';
import { ServerTable, type Column } from '../../shared/list/server-table';
import { useListParams } from '../../shared/list/use-list-params';
import { paths } from '../../shared/paths';
import { BankImportsQuery } from './bank-operations';
import { uploadBankStatement } from './upload-bank-statement';

type Row = Data['bankImports']['items'][number];

const columns: Column<Row>[] = [
  { header: 'Archivo', sortKey: 'fileName', primary: true, render: (r) => <strong>{r.fileName}</strong> },
  { header: 'Subido', sortKey: 'created', render: (r) => formatDateTime(r.createdAt) },
  {
    header: 'Estado',
    render: (r) =>
      r.status === 'DRAFT' ? (
        <Chip size="small" color="warning" variant="outlined" label="Falta elegir columnas" />
      ) : (
        <Chip size="small" color="success" variant="outlined" label="Importado" />
      ),
  },
  { header: 'Créditos', align: 'right', render: (r) => (r.status === 'DRAFT' ? '—' : r.lineCount) },
  {
    header: 'Por revisar',
    render: (r) =>
      r.status === 'DRAFT' ? (
        '—'
      ) : (
        <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
          <Chip size="small" color={r.counts.proposed ? 'info' : 'default'} variant="outlined" label={plural(r.counts.proposed, 'propuesta', 'propuestas')} />
          <Chip size="small" color={r.counts.unmatched ? 'warning' : 'default'} variant="outlined" label={`${r.counts.unmatched} sin coincidencia`} />
          <Chip size="small" variant="outlined" label={plural(r.counts.confirmed, 'confirmada', 'confirmadas')} />
          {r.counts.duplicate > 0 && <Chip size="small" variant="outlined" label={plural(r.counts.duplicate, 'ya importada', 'ya importadas')} />}
        </Box>
      ),
  },
];

/** /dashboard/pagos/banco: the bank statements treasury imported, and a new upload. */
export function BankImportsPage() {
  const { params, update, variables, pageOf } = useListParams({ sort: 'created', direction: 'DESC' });
  const navigate = useNavigate();
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const { data, previousData, loading, error } = useQuery(BankImportsQuery, { variables, fetchPolicy: 'cache-and-network' });
  const page = (data ?? previousData)?.bankImports;

  async function onFile(file: File | undefined) {
    if (!file) return;
    setUploadError(null);
    if (file.size > BANK_STATEMENT_MAX_BYTES) {
      setUploadError('El archivo supera el máximo de 5 MB.');
      return;
    }
    setUploading(true);
    try {
      const id = await uploadBankStatement(file);
      navigate(paths.dashboard.bankImport(id));
    } catch (e) {
      setUploadError(fieldErrorsOf(e).file ?? errorMessageOf(e));
    } finally {
      setUploading(false);
      if (input.current) input.current.value = '';
    }
  }

  return (
    <ListPage
      title="Extractos bancarios"
      error={error}
      search={{ label: 'Buscar por archivo', params, update }}
      actions={
        <>
          <Button variant="contained" startIcon={<UploadFileOutlined />} loading={uploading} onClick={() => input.current?.click()} aria-describedby="bank-upload-help">
            Subir extracto (CSV)
          </Button>
          <input
            ref={input}
            type="file"
            hidden
            tabIndex={-1}
            accept=".csv,.txt,text/csv,text/plain"
            aria-label="Archivo del extracto (CSV)"
            onChange={(e) => void onFile(e.target.files?.[0])}
          />
        </>
      }
      intro={
        <>
          <Typography id="bank-upload-help" color="text.secondary" sx={{ mb: 2 }}>
            Exporte los movimientos de la cuenta desde el home banking como CSV (hasta 5 MB y {BANK_STATEMENT_MAX_ROWS.toLocaleString('es-AR')} filas). Las transferencias se
            asocian a los informes de pago y a las deudas de los socios por su código de referencia y el importe; usted confirma cada coincidencia.
          </Typography>
          {uploadError && (
            <Alert severity="error" sx={{ mb: 2 }} role="alert">
              {uploadError}
            </Alert>
          )}
        </>
      }
    >
      <ServerTable
        label="Extractos bancarios"
        columns={columns}
        page={pageOf(page, loading)}
        rowKey={(r) => r.id}
        rowLabel={(r) => r.fileName}
        actions={(r) => [{ label: r.status === 'DRAFT' ? 'Elegir columnas' : 'Ver líneas', icon: VisibilityOutlined, to: paths.dashboard.bankImport(r.id) }]}
        empty="Todavía no se importó ningún extracto. Suba el CSV del banco para conciliar las transferencias."
      />
    </ListPage>
  );
}
