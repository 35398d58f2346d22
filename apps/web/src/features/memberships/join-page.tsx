import { useEffect, useMemo, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useForm, useWatch, type Path } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { registerForm, type RegisterForm } from '@portal/domain/memberships';
import { genderLabels, genders } from '@portal/domain/people';
import { PASSWORD_MIN } from '@portal/domain/passwords';
import { graphqlRequest } from '../../shared/graphql-request';
import { errorMessageOf } from '../../shared/graphql-errors';
import { paths } from '../../shared/paths';
import { FormTextField } from '../../shared/ui/form-text-field';
import { PageTitle } from '../../shared/ui/page-title';
import { RouterLink } from '../../shared/ui/router-link';
import { applyFieldErrors } from './field-errors';
import { CategoryRadioField, SelectField, type CategoryOption } from './form-fields';
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

const FIELDS = Object.keys(EMPTY) as Path<RegisterForm>[];
const genderOptions = genders.map((g) => ({ value: g, label: genderLabels[g] }));

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
  const [categories, setCategories] = useState<CategoryOption[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);

  useEffect(() => {
    graphqlRequest(MembershipCategoriesQuery, {})
      .then((data) => setCategories(data.membershipCategories))
      .catch((error: unknown) => setLoadError(errorMessageOf(error)));
  }, []);

  const schema = useMemo(() => registerForm((id) => !!categories?.find((c) => Number(c.id) === id)?.isStudent), [categories]);
  const { control, handleSubmit, setError, formState } = useForm<RegisterForm>({ resolver: zodResolver(schema), defaultValues: EMPTY });
  const categoryId = useWatch({ control, name: 'categoryId' });
  const isStudent = !!categories?.find((c) => Number(c.id) === categoryId)?.isStudent;

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    const { confirmPassword: _repeated, ...register } = values;
    try {
      const data = await graphqlRequest(RegisterMutation, { register: { ...register, universityCareer: isStudent ? register.universityCareer : null } });
      navigate(paths.joined(data.register.membershipId), { state: { registration: data.register } });
    } catch (error) {
      setServerError(applyFieldErrors(error, setError, FIELDS));
    }
  });

  return (
    <>
      <PageTitle title="Asociarse" />
      <Typography variant="h2" align="center" gutterBottom>
        Asociarse
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Cree su cuenta y elija su categoría de socio para {new Date().getFullYear()}. La cuota anual queda pendiente de pago y la verá en el
        portal al ingresar.
      </Typography>
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
        <Box component="form" noValidate onSubmit={onSubmit}>
          {serverError && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {serverError}
            </Alert>
          )}
          <CategoryRadioField control={control} name="categoryId" label="Categoría de socio" categories={categories} />
          {isStudent && (
            <FormTextField control={control} name="universityCareer" label="Carrera universitaria" required helperText="La categoría de estudiante pide su carrera." />
          )}
          <Section title="Cuenta" />
          <FormTextField control={control} name="email" label="Correo electrónico" type="email" autoComplete="email" required />
          <FormTextField control={control} name="firstName" label="Nombre" autoComplete="given-name" required />
          <FormTextField control={control} name="lastName" label="Apellido" autoComplete="family-name" required />
          <FormTextField control={control} name="document" label="Número de documento" autoComplete="off" required />
          <FormTextField
            control={control}
            name="password"
            label="Contraseña"
            type="password"
            autoComplete="new-password"
            required
            helperText={`Al menos ${PASSWORD_MIN} caracteres.`}
          />
          <FormTextField control={control} name="confirmPassword" label="Repetir contraseña" type="password" autoComplete="new-password" required />
          <Section title="Datos personales" />
          <FormTextField control={control} name="dateBirth" label="Fecha de nacimiento" autoComplete="bday" required helperText="Con el formato dd/mm/aaaa, por ejemplo 25/05/1990." />
          <SelectField control={control} name="gender" label="Género" required options={genderOptions} />
          <FormTextField control={control} name="principalContactNumber" label="Teléfono de contacto" type="tel" autoComplete="tel" required />
          <Button type="submit" variant="contained" size="large" fullWidth loading={formState.isSubmitting} sx={{ mt: 3 }}>
            Asociarme
          </Button>
        </Box>
      )}
      <Typography align="center" sx={{ mt: 3 }}>
        ¿Ya tiene cuenta? <RouterLink to={paths.login()}>Ingresar</RouterLink>
      </Typography>
    </>
  );
}
