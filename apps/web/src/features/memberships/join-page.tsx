import { useEffect, useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useWatch } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router';
import { registerForm, type RegisterForm, type RegisterInput } from '@portal/domain/memberships';
import { DOCUMENT_HINT } from '@portal/domain/people';
import { genderLabels, genders } from '@portal/domain/people';
import { PASSWORD_MIN } from '@portal/domain/passwords';
import { graphqlRequest } from '../../shared/graphql-request';
import { errorMessageOf } from '../../shared/graphql-errors';
import { nextFromSearch } from '../../shared/auth/login-redirect';
import { paths, withNext } from '../../shared/paths';
import { DateField } from '../../shared/forms/date-fields';
import { FormAlert } from '../../shared/forms/form-alert';
import { SelectField } from '../../shared/forms/select-field';
import { TextInputField } from '../../shared/forms/text-field';
import { useMutationForm } from '../../shared/forms/use-mutation-form';
import { zodFormResolver } from '../../shared/forms/zod-resolver';
import { PageTitle } from '../../shared/ui/page-title';
import { RouterLink } from '../../shared/ui/router-link';
import { CategoryRadioField, type CategoryOption } from './form-fields';
import { MembershipCategoriesQuery, RegisterMutation } from './operations';

const EMPTY = {
  email: '',
  firstName: '',
  lastName: '',
  document: '',
  password: '',
  confirmPassword: '',
  dateBirth: '',
  gender: '' as RegisterForm['gender'],
  principalContactNumber: '',
  categoryId: 0,
  universityCareer: '',
} satisfies RegisterForm;

const genderOptions = genders.map((g) => ({ value: g, label: genderLabels[g] }));
const today = () => new Date().toISOString().slice(0, 10);

function Section({ title }: { title: string }) {
  return (
    <Typography variant="h3" sx={{ fontSize: '1.1rem', mt: 3 }}>
      {title}
    </Typography>
  );
}

/** /asociarse: a visitor creates the account and becomes a member for this year. */
export function JoinPage() {
  const navigate = useNavigate();
  // Joining from an inscription page: the confirmation link brings the person back there.
  const next = nextFromSearch(useLocation().search);
  const [categories, setCategories] = useState<CategoryOption[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);

  useEffect(() => {
    graphqlRequest(MembershipCategoriesQuery, {})
      .then((data) => setCategories(data.membershipCategories))
      .catch((error: unknown) => setLoadError(errorMessageOf(error)));
  }, []);

  const isStudentCategory = (id: number) => !!categories?.find((c) => Number(c.id) === id)?.isStudent;
  const schema = useMemo(() => registerForm((id) => !!categories?.find((c) => Number(c.id) === id)?.isStudent), [categories]);
  const resolver = useMemo(() => zodFormResolver<RegisterForm, RegisterInput & { confirmPassword: string }>(schema), [schema]);
  const { form, submit, serverError, submitting } = useMutationForm({
    resolver,
    defaultValues: EMPTY,
    mutate: ({ confirmPassword: _repeated, ...register }) =>
      graphqlRequest(RegisterMutation, { register: { ...register, universityCareer: isStudentCategory(register.categoryId) ? register.universityCareer : null, next } }),
    onSuccess: (_data, values) => navigate(withNext(paths.joinSent(), next), { state: { email: values.email } }),
  });
  const { control } = form;
  const categoryId = useWatch({ control, name: 'categoryId' });
  const isStudent = isStudentCategory(categoryId);

  return (
    <>
      <PageTitle title="Asociarse" />
      <Typography variant="h2" align="center" gutterBottom>
        Asociarse
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Cree su cuenta y elija su categoría de socio para {new Date().getFullYear()}. Le enviaremos un correo para confirmar su dirección: la
        cuenta y la membresía se crean al seguir el enlace. La cuota anual queda pendiente de pago y la verá en el portal al ingresar.
      </Typography>
      {next && (
        <Alert severity="info" sx={{ mt: 2 }}>
          Al confirmar su correo volverá a la página desde la que vino para seguir con la inscripción.
        </Alert>
      )}
      {loadError && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {loadError}
        </Alert>
      )}
      {!categories && !loadError && (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
          <CircularProgress aria-label="Cargando categorías" />
        </Box>
      )}
      {categories && (
        <Box component="form" noValidate onSubmit={submit}>
          <FormAlert message={serverError} />
          <CategoryRadioField control={control} name="categoryId" label="Categoría de socio" categories={categories} />
          {isStudent && (
            <TextInputField control={control} name="universityCareer" label="Carrera universitaria" required helperText="La categoría de estudiante pide su carrera." />
          )}
          <Section title="Cuenta" />
          <TextInputField control={control} name="email" label="Correo electrónico" type="email" autoComplete="email" required />
          <TextInputField control={control} name="firstName" label="Nombre" autoComplete="given-name" required />
          <TextInputField control={control} name="lastName" label="Apellido" autoComplete="family-name" required />
          <TextInputField control={control} name="document" label="Número de documento" autoComplete="off" inputMode="text" required helperText={DOCUMENT_HINT} />
          <TextInputField
            control={control}
            name="password"
            label="Contraseña"
            type="password"
            autoComplete="new-password"
            required
            helperText={`Al menos ${PASSWORD_MIN} caracteres.`}
          />
          <TextInputField control={control} name="confirmPassword" label="Repetir contraseña" type="password" autoComplete="new-password" required />
          <Section title="Datos personales" />
          <DateField control={control} name="dateBirth" label="Fecha de nacimiento" openTo="year" required min="1900-01-01" max={today()} helperText="dd/mm/aaaa, por ejemplo 25/05/1990" />
          <SelectField control={control} name="gender" label="Género" required options={genderOptions} />
          <TextInputField control={control} name="principalContactNumber" label="Teléfono de contacto" type="tel" autoComplete="tel" required />
          <Button type="submit" variant="contained" size="large" fullWidth loading={submitting} sx={{ mt: 3 }}>
            Asociarme
          </Button>
        </Box>
      )}
      <Typography align="center" sx={{ mt: 3 }}>
        ¿Ya tiene cuenta? <RouterLink to={withNext(paths.login(), next)}>Ingresar</RouterLink>
      </Typography>
    </>
  );
}
