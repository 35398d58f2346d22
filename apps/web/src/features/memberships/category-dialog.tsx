import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { centsToPesosInput, parsePesos } from '@portal/domain/money';
import { membershipCategoryForm, type MembershipCategoryFormValues } from '@portal/domain/memberships';
import { FormTextField } from '../../shared/ui/form-text-field';
import { CreateMembershipCategoryMutation, UpdateMembershipCategoryMutation } from './category-operations';
import { applyFieldErrors } from './field-errors';

export type EditableCategory = { id: string; name: string; yearlyFeeCents: number; isStudent: boolean; active: boolean };

const valuesOf = (c: EditableCategory | null): MembershipCategoryFormValues =>
  c ? { name: c.name, yearlyFee: centsToPesosInput(c.yearlyFeeCents), isStudent: c.isStudent, active: c.active } : { name: '', yearlyFee: '', isStudent: false, active: true };

/** Create (category null) or edit a membership category; the fee is typed in pesos and sent in cents. */
export function CategoryDialog({ category, onClose }: { category: EditableCategory | null; onClose: () => void }) {
  const { enqueueSnackbar } = useSnackbar();
  const [serverError, setServerError] = useState<string | null>(null);
  const { control, handleSubmit, setError, formState } = useForm<MembershipCategoryFormValues>({
    resolver: zodResolver(membershipCategoryForm),
    defaultValues: valuesOf(category),
  });
  const refetchQueries = ['MembershipCategoryList'];
  const [create] = useMutation(CreateMembershipCategoryMutation, { refetchQueries });
  const [update] = useMutation(UpdateMembershipCategoryMutation, { refetchQueries });

  const onSubmit = handleSubmit(async ({ yearlyFee, ...rest }) => {
    setServerError(null);
    const data = { ...rest, yearlyFeeCents: parsePesos(yearlyFee) ?? 0 };
    try {
      if (category) await update({ variables: { id: category.id, data }, awaitRefetchQueries: true });
      else await create({ variables: { data }, awaitRefetchQueries: true });
      enqueueSnackbar(category ? 'Categoría actualizada' : 'Categoría creada', { variant: 'success' });
      onClose();
    } catch (error) {
      const message = applyFieldErrors(error, setError, ['name', 'yearlyFee']);
      setServerError(message);
      const feeError = (error as { errors?: { extensions?: { fields?: Record<string, string> } }[] }).errors?.[0]?.extensions?.fields?.yearlyFeeCents;
      if (feeError) setError('yearlyFee', { type: 'server', message: feeError });
    }
  });

  return (
    <Dialog open onClose={formState.isSubmitting ? undefined : onClose} aria-labelledby="category-title" fullWidth maxWidth="xs">
      <form noValidate onSubmit={onSubmit}>
        <DialogTitle id="category-title">{category ? 'Editar categoría' : 'Nueva categoría'}</DialogTitle>
        <DialogContent>
          {serverError && <Alert severity="error">{serverError}</Alert>}
          <FormTextField control={control} name="name" label="Nombre" required autoFocus />
          <FormTextField control={control} name="yearlyFee" label="Cuota anual (pesos)" required helperText="Por ejemplo 45.000,00" />
          <FormGroup>
            <Controller
              control={control}
              name="isStudent"
              render={({ field }) => <FormControlLabel control={<Checkbox checked={field.value} onChange={(e) => field.onChange(e.target.checked)} />} label="Categoría de estudiante (pide la carrera)" />}
            />
            <Controller
              control={control}
              name="active"
              render={({ field }) => <FormControlLabel control={<Checkbox checked={field.value} onChange={(e) => field.onChange(e.target.checked)} />} label="Activa (se ofrece al asociarse)" />}
            />
          </FormGroup>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={formState.isSubmitting}>
            Cancelar
          </Button>
          <Button type="submit" variant="contained" loading={formState.isSubmitting}>
            Guardar
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
