import { useMutation } from '@apollo/client/react';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import { Controller } from 'react-hook-form';
import { centsToPesosInput, parsePesos } from '@portal/domain/money';
import { membershipCategoryForm, type MembershipCategoryFormValues } from '@portal/domain/memberships';
import { FormDialog } from '../../shared/forms/form-dialog';
import { MoneyField } from '../../shared/forms/money-field';
import { TextInputField } from '../../shared/forms/text-field';
import { useMutationForm } from '../../shared/forms/use-mutation-form';
import { zodFormResolver } from '../../shared/forms/zod-resolver';
import { CreateMembershipCategoryMutation, UpdateMembershipCategoryMutation } from './category-operations';

export type EditableCategory = { id: string; name: string; yearlyFeeCents: number; isStudent: boolean; active: boolean };

const valuesOf = (c: EditableCategory | null): MembershipCategoryFormValues =>
  c ? { name: c.name, yearlyFee: centsToPesosInput(c.yearlyFeeCents), isStudent: c.isStudent, active: c.active } : { name: '', yearlyFee: '', isStudent: false, active: true };

const refetchQueries = ['MembershipCategoryList'];

/** Create (category null) or edit a membership category; the fee is typed in pesos and sent in cents. */
export function CategoryDialog({ category, onClose }: { category: EditableCategory | null; onClose: () => void }) {
  const [create] = useMutation(CreateMembershipCategoryMutation, { refetchQueries });
  const [update] = useMutation(UpdateMembershipCategoryMutation, { refetchQueries });
  const { form, submit, serverError, submitting } = useMutationForm({
    resolver: zodFormResolver<MembershipCategoryFormValues>(membershipCategoryForm),
    defaultValues: valuesOf(category),
    // The server names the fee in cents; the form shows it in pesos.
    aliases: { yearlyFeeCents: 'yearlyFee' },
    mutate: async ({ yearlyFee, ...rest }) => {
      const data = { ...rest, yearlyFeeCents: parsePesos(yearlyFee) ?? 0 };
      if (category) await update({ variables: { id: category.id, data }, awaitRefetchQueries: true });
      else await create({ variables: { data }, awaitRefetchQueries: true });
    },
    success: category ? 'Categoría actualizada' : 'Categoría creada',
    onSuccess: onClose,
  });
  const { control } = form;

  return (
    <FormDialog
      title={category ? 'Editar categoría' : 'Nueva categoría'}
      submitLabel="Guardar"
      serverError={serverError}
      submitting={submitting}
      onSubmit={submit}
      onClose={onClose}
      maxWidth="xs"
    >
      <TextInputField control={control} name="name" label="Nombre" required autoFocus />
      <MoneyField control={control} name="yearlyFee" label="Cuota anual" required />
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
    </FormDialog>
  );
}
