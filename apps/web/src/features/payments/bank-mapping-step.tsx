import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { bankMappingInput, bankMappingLabels, type BankMappingField } from '@portal/domain/bank-statements';
import { fieldErrors } from '@portal/domain/validation';
import type { BankImportQuery } from '../../gql/graphql';
import { errorMessageOf, fieldErrorsOf } from '../../shared/graphql-errors';
import { notify } from '../../shared/notify';
import { ImportBankStatementMutation } from './bank-operations';

type Preview = NonNullable<NonNullable<BankImportQuery['bankImport']>['preview']>;
const FIELDS: BankMappingField[] = ['date', 'amount', 'concept', 'reference', 'sign'];
const REQUIRED = new Set<BankMappingField>(['date', 'amount', 'concept']);

/** The first time a bank's file is seen: which column holds what, with the first rows to look at. */
export function BankMappingStep({ importId, preview, onImported }: { importId: string; preview: Preview; onImported: () => void }) {
  const [mapping, setMapping] = useState<Record<BankMappingField, number | null>>({
    date: preview.mapping.date ?? null,
    amount: preview.mapping.amount ?? null,
    concept: preview.mapping.concept ?? null,
    reference: preview.mapping.reference ?? null,
    sign: preview.mapping.sign ?? null,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [run, { loading }] = useMutation(ImportBankStatementMutation);

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    setFormError(null);
    const parsed = bankMappingInput.safeParse(mapping);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    try {
      await run({ variables: { id: importId, mapping: parsed.data } });
      notify('Extracto importado. Revise las coincidencias propuestas.', 'success');
      onImported();
    } catch (error) {
      const fields = fieldErrorsOf(error);
      setErrors(fields);
      setFormError(Object.keys(fields).length ? null : errorMessageOf(error));
    }
  }

  return (
    <Box component="form" noValidate onSubmit={submit}>
      <Typography variant="h2" sx={{ mb: 1 }}>
        Columnas del archivo
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {preview.remembered
          ? 'Ya se importó un archivo con estas mismas columnas: se proponen las que eligió entonces.'
          : 'Es la primera vez que se importa un archivo con estas columnas: indique qué contiene cada una. Se recordará para la próxima.'}{' '}
        Si el banco separa débitos y créditos en dos columnas, elija la de créditos como importe. El archivo tiene {preview.rowCount} filas de movimientos.
      </Typography>
      {formError && (
        <Alert severity="error" sx={{ mb: 2 }} role="alert">
          {formError}
        </Alert>
      )}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' }, mb: 3 }}>
        {FIELDS.map((field) => (
          <TextField
            key={field}
            select
            id={`mapping-${field}`}
            label={bankMappingLabels[field]}
            required={REQUIRED.has(field)}
            value={mapping[field] === null ? '' : String(mapping[field])}
            onChange={(e) => setMapping((m) => ({ ...m, [field]: e.target.value === '' ? null : Number(e.target.value) }))}
            error={Boolean(errors[field])}
            helperText={errors[field]}
            slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
          >
            <MenuItem value="">{REQUIRED.has(field) ? 'Elija una columna' : 'Ninguna'}</MenuItem>
            {preview.headers.map((header, i) => (
              <MenuItem key={i} value={String(i)}>
                {header}
              </MenuItem>
            ))}
          </TextField>
        ))}
      </Box>
      <Typography variant="h2" sx={{ mb: 1 }}>
        Primeras filas
      </Typography>
      <Paper variant="outlined" sx={{ mb: 3 }}>
        <TableContainer tabIndex={0} aria-label="Primeras filas del archivo (desplazable)">
          <Table size="small" aria-label="Primeras filas del archivo">
            <TableHead>
              <TableRow>
                <TableCell sx={{ fontWeight: 600 }}>Fila</TableCell>
                {preview.headers.map((header, i) => {
                  const used = FIELDS.find((f) => mapping[f] === i);
                  return (
                    <TableCell key={i} sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                      {header}
                      {used && (
                        <Typography component="span" variant="caption" color="primary" sx={{ display: 'block' }}>
                          {bankMappingLabels[used].replace(' (opcional)', '')}
                        </Typography>
                      )}
                    </TableCell>
                  );
                })}
              </TableRow>
            </TableHead>
            <TableBody>
              {preview.rows.map((row) => (
                <TableRow key={row.rowNumber}>
                  <TableCell>{row.rowNumber}</TableCell>
                  {row.cells.map((cell, i) => (
                    <TableCell key={i} sx={{ maxWidth: 320, overflowWrap: 'anywhere', whiteSpace: cell.length <= 24 ? 'nowrap' : undefined }}>
                      {cell}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      </Paper>
      <Button type="submit" variant="contained" loading={loading}>
        Importar y buscar coincidencias
      </Button>
    </Box>
  );
}
