import { useMutation, useQuery } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useSnackbar } from 'notistack';
import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { asociateInput, CAREER_REQUIRED, updateMembershipInput } from '@portal/domain/memberships';
import { FormTextField } from '../../shared/ui/form-text-field';
import { applyFieldErrors } from './field-errors';
import { CategoryRadioField } from './form-fields';
import { AsociateMutation, MembershipCategoriesQuery, UpdateMembershipMutation } from './operations';

type Values = { categoryId: number; universityCareer: string };

/** Category picker → `asociate`; a student category also sets the career (`updateMembership`). */
export function AsociateDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { enqueueSnackbar } = useSnackbar();
  const [serverError, setServerError] = useState<string | null>(null);
  const { data } = useQuery(MembershipCategoriesQuery, { skip: !open });
  const categories = useMemo(() => data?.membershipCategories ?? [], [data]);
  const studentIds = useMemo(() => new Set(categories.filter((c) => c.isStudent).map((c) => Number(c.id))), [categories]);
  const schema = useMemo(
    () =>
      asociateInput
        .extend({ universityCareer: z.string() })
        .refine((v) => !studentIds.has(v.categoryId) || updateMembershipInput.safeParse(v).success, { path: ['universityCareer'], message: CAREER_REQUIRED }),
    [studentIds],
  );
  const { control, handleSubmit, setError, reset, formState } = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { categoryId: 0, universityCareer: '' } });
  const categoryId = useWatch({ control, name: 'categoryId' });
  const refetchQueries = ['MyMemberships', 'Me'];
  const [asociate] = useMutation(AsociateMutation);
  const [updateMembership] = useMutation(UpdateMembershipMutation, { refetchQueries });

  const close = () => {
    reset();
    setServerError(null);
    onClose();
  };

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      const result = await asociate({ variables: { categoryId: values.categoryId }, refetchQueries: studentIds.has(values.categoryId) ? [] : refetchQueries, awaitRefetchQueries: true });
      if (studentIds.has(values.categoryId)) await updateMembership({ variables: { universityCareer: values.universityCareer }, awaitRefetchQueries: true });
      enqueueSnackbar(`Se asoció como ${result.data?.asociate.category.name} para ${result.data?.asociate.year}.`, { variant: 'success' });
      close();
    } catch (error) {
      setServerError(applyFieldErrors(error, setError, ['categoryId', 'universityCareer']));
    }
  });

  return (
    <Dialog open={open} onClose={formState.isSubmitting ? undefined : close} aria-labelledby="asociate-title" fullWidth maxWidth="sm">
      <form noValidate onSubmit={onSubmit}>
        <DialogTitle id="asociate-title">Asociarme para {new Date().getFullYear()}</DialogTitle>
        <DialogContent>
          {serverError && <Alert severity="error">{serverError}</Alert>}
          <CategoryRadioField control={control} name="categoryId" label="Categoría de socio" categories={categories} />
          {studentIds.has(categoryId) && <FormTextField control={control} name="universityCareer" label="Carrera universitaria" required />}
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={formState.isSubmitting}>
            Cancelar
          </Button>
          <Button type="submit" variant="contained" loading={formState.isSubmitting}>
            Asociarme
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
