import { useMutation, useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import { asociateInput, CAREER_REQUIRED, updateMembershipInput } from '@portal/domain/memberships';
import { FormDialog } from '../../shared/forms/form-dialog';
import { TextInputField } from '../../shared/forms/text-field';
import { useMutationForm } from '../../shared/forms/use-mutation-form';
import { zodFormResolver } from '../../shared/forms/zod-resolver';
import { CategoryRadioField } from './form-fields';
import { AsociateMutation, MembershipCategoriesQuery, UpdateMembershipMutation } from './operations';

type Values = { categoryId: number; universityCareer: string };
const EMPTY: Values = { categoryId: 0, universityCareer: '' };
const refetchQueries = ['MyMemberships', 'Me'];

/** Category picker → `asociate`; a student category also sets the career (`updateMembership`). */
export function AsociateDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { data } = useQuery(MembershipCategoriesQuery, { skip: !open });
  const categories = useMemo(() => data?.membershipCategories ?? [], [data]);
  const studentIds = useMemo(() => new Set(categories.filter((c) => c.isStudent).map((c) => Number(c.id))), [categories]);
  const resolver = useMemo(
    () =>
      zodFormResolver<Values>(
        asociateInput
          .extend({ universityCareer: z.string() })
          .refine((v) => !studentIds.has(v.categoryId) || updateMembershipInput.safeParse(v).success, { path: ['universityCareer'], message: CAREER_REQUIRED }),
      ),
    [studentIds],
  );
  const [asociate] = useMutation(AsociateMutation);
  const [updateMembership] = useMutation(UpdateMembershipMutation, { refetchQueries });
  const { form, submit, serverError, submitting, clearServerError } = useMutationForm({
    resolver,
    defaultValues: EMPTY,
    mutate: async (values) => {
      const student = studentIds.has(values.categoryId);
      const result = await asociate({ variables: { categoryId: values.categoryId }, refetchQueries: student ? [] : refetchQueries, awaitRefetchQueries: true });
      if (student) await updateMembership({ variables: { universityCareer: values.universityCareer }, awaitRefetchQueries: true });
      return result.data?.asociate;
    },
    success: (membership) => (membership ? `Se asoció como ${membership.category.name} para ${membership.year}.` : null),
    onSuccess: () => close(),
  });
  const { control } = form;
  const categoryId = useWatch({ control, name: 'categoryId' });

  function close() {
    form.reset(EMPTY);
    clearServerError();
    onClose();
  }

  return (
    <FormDialog
      open={open}
      title={`Asociarme para ${new Date().getFullYear()}`}
      submitLabel="Asociarme"
      serverError={serverError}
      submitting={submitting}
      onSubmit={submit}
      onClose={close}
    >
      <CategoryRadioField control={control} name="categoryId" label="Categoría de socio" categories={categories} />
      {studentIds.has(categoryId) && <TextInputField control={control} name="universityCareer" label="Carrera universitaria" required />}
    </FormDialog>
  );
}
