import { plural } from '@portal/domain/plural';
import { useMutation } from '@apollo/client/react';
import { useController, useWatch, type Control } from 'react-hook-form';
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
import { bankMappingInput, bankMappingLabels, type BankMapping, type BankMappingField } from '@portal/domain/bank-statements';
import type { BankImportQuery } from '../../gql/graphql';
import { useMutationForm } from '../../shared/forms/use-mutation-form';
import { zodFormResolver } from '../../shared/forms/zod-resolver';
import { ImportBankStatementMutation } from './bank-operations';

type Preview = NonNullable<NonNullable<BankImportQuery['bankImport']>['preview']>;
const FIELDS: BankMappingField[] = ['date', 'amount', 'concept', 'reference', 'sign'];
const REQUIRED = new Set<BankMappingField>(['date', 'amount', 'concept']);

type MappingForm = Record<BankMappingField, string>;
const columnOf = (value: string) => (value === '' ? null : Number(value));

/** One "which column holds it" select, bound to the form. */
function ColumnField({ field, control, headers }: { field: BankMappingField; control: Control<MappingForm, unknown, BankMapping>; headers: string[] }) {
  const { field: input, fieldState } = useController({ name: field, control });
  return (
    <TextField
      select
      id={`mapping-${field}`}
      label={bankMappingLabels[field]}
      required={REQUIRED.has(field)}
      name={input.name}
      value={input.value}
      onChange={input.onChange}
      onBlur={input.onBlur}
      inputRef={input.ref}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message}
      slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
    >
      <MenuItem value="">{REQUIRED.has(field) ? 'Elija una columna' : 'Ninguna'}</MenuItem>
      {headers.map((header, i) => (
        <MenuItem key={i} value={String(i)}>
          {header}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** The first time a bank's file is seen: which column holds what, with the first rows to look at. */
export function BankMappingStep({ importId, preview, onImported }: { importId: string; preview: Preview; onImported: () => void }) {
  const [run] = useMutation(ImportBankStatementMutation);
  const initial = (index: number | null | undefined) => (index == null ? '' : String(index));
  const { form, submit, serverError, submitting } = useMutationForm<MappingForm, BankMapping>({
    resolver: zodFormResolver(bankMappingInput, (v) => ({ date: columnOf(v.date), amount: columnOf(v.amount), concept: columnOf(v.concept), reference: columnOf(v.reference), sign: columnOf(v.sign) })),
    defaultValues: {
      date: initial(preview.mapping.date),
      amount: initial(preview.mapping.amount),
      concept: initial(preview.mapping.concept),
      reference: initial(preview.mapping.reference),
      sign: initial(preview.mapping.sign),
    },
    mutate: (mapping) => run({ variables: { id: importId, mapping } }),
    success: 'Extracto importado. Revise las coincidencias propuestas.',
    onSuccess: onImported,
  });
  const chosen = useWatch({ control: form.control });

  return (
    <Box component="form" noValidate onSubmit={submit}>
      <Typography variant="h2" sx={{ mb: 1 }}>
        Columnas del archivo
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {preview.remembered
          ? 'Ya se importó un archivo con estas mismas columnas: se proponen las que eligió entonces.'
          : 'Es la primera vez que se importa un archivo con estas columnas: indique qué contiene cada una. Se recordará para la próxima.'}{' '}
        Si el banco separa débitos y créditos en dos columnas, elija la de créditos como importe. El archivo tiene {plural(preview.rowCount, 'fila', 'filas')} de movimientos.
      </Typography>
      {serverError && (
        <Alert severity="error" sx={{ mb: 2 }} role="alert">
          {serverError}
        </Alert>
      )}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' }, mb: 3 }}>
        {FIELDS.map((field) => (
          <ColumnField key={field} field={field} control={form.control} headers={preview.headers} />
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
                  const used = FIELDS.find((f) => chosen[f] === String(i));
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
      <Button type="submit" variant="contained" loading={submitting}>
        Importar y buscar coincidencias
      </Button>
    </Box>
  );
}
