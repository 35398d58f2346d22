import { useMemo, useSyncExternalStore } from 'react';
import { ApolloProvider, useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useController, useWatch, type Control } from 'react-hook-form';
import { Link, useParams } from 'react-router';
import type { InscriptionOfferQuery as Data } from '../../gql/graphql';
import { apolloClient } from '../../shared/apollo/client';
import { isAuthenticated, subscribeAuth } from '../../shared/auth/auth-storage';
import { graphQLErrorsOf, errorMessageOf } from '../../shared/graphql-errors';
import { FormAlert } from '../../shared/forms/form-alert';
import { TextInputField } from '../../shared/forms/text-field';
import { useMutationForm } from '../../shared/forms/use-mutation-form';
import { zodFormResolver } from '../../shared/forms/zod-resolver';
import { paths, withNext } from '../../shared/paths';
import { PageTitle } from '../../shared/ui/page-title';
import { RouterLink } from '../../shared/ui/router-link';
import { Money } from '../../shared/ui/money';
import { inscriptionForm } from './career-fields';
import { dateRange, day } from './format';
import { CreateInscriptionMutation, InscriptionOfferQuery, UpdateInscriptionMutation } from './operations';

type Offer = NonNullable<Data['inscriptionOffer']>;
type Category = Offer['categories'][number];
type Values = { categoryId: string; universityCareer: string };

/**
 * /inscripcion/{id}: a congress edition's public page. Anyone sees the congress, its dates, venue
 * and categories with the fee that applies to them; a visitor signs in or joins and comes back
 * here (`?next=`); a signed-in person inscribes while the window is open. Outside the window the
 * page says when it opens or that it closed, and offers nothing to click.
 */
export function InscriptionPage() {
  const signedIn = useSyncExternalStore(subscribeAuth, isAuthenticated);
  const id = useParams().id ?? '';
  return (
    <ApolloProvider client={apolloClient}>
      <OfferView key={`${id}:${signedIn}`} conferenceId={id} signedIn={signedIn} />
    </ApolloProvider>
  );
}

function OfferView({ conferenceId, signedIn }: { conferenceId: string; signedIn: boolean }) {
  const { data, loading, error } = useQuery(InscriptionOfferQuery, { variables: { conferenceId }, fetchPolicy: 'network-only' });
  const offer = data?.inscriptionOffer;

  if (loading && !offer) {
    return (
      <>
        <PageTitle title="Inscripción al congreso" />
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
          <CircularProgress aria-label="Cargando el congreso" />
        </Box>
      </>
    );
  }
  if (!offer) {
    const missing = !error || graphQLErrorsOf(error).some((e) => ['NOT_FOUND', 'BAD_USER_INPUT'].includes(String(e.extensions?.code)));
    return (
      <>
        <PageTitle title="Congreso no encontrado" />
        <Typography variant="h2" align="center" gutterBottom>
          {missing ? 'Congreso no encontrado' : 'No se pudo cargar el congreso'}
        </Typography>
        <Alert severity={missing ? 'info' : 'error'} sx={{ my: 2 }}>
          {missing ? 'No encontramos el congreso de este enlace. Revise la dirección o pida el enlace de inscripción a la Asociación.' : errorMessageOf(error)}
        </Alert>
        <Typography align="center">
          <RouterLink to={signedIn ? paths.dashboard.home() : paths.login()}>{signedIn ? 'Ir al portal' : 'Ir al inicio'}</RouterLink>
        </Typography>
      </>
    );
  }

  const { conference } = offer;
  return (
    <>
      <PageTitle title={`Inscripción: ${conference.name}`} />
      <Typography variant="h2" align="center" gutterBottom>
        {conference.name}
      </Typography>
      <Typography align="center" color="text.secondary" gutterBottom>
        {conference.edition}.ª edición · Inscripción
      </Typography>
      <Box component="dl" sx={{ my: 2, display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr)', columnGap: 2, rowGap: 1 }}>
        <Typography component="dt" color="text.secondary">
          Fechas
        </Typography>
        <Typography component="dd" sx={{ m: 0 }}>
          {capitalize(dateRange(conference.startDate, conference.endDate))}
        </Typography>
        <Typography component="dt" color="text.secondary">
          Sede
        </Typography>
        <Typography component="dd" sx={{ m: 0 }}>
          {conference.venue}
        </Typography>
        <Typography component="dt" color="text.secondary">
          Inscripción
        </Typography>
        <Typography component="dd" sx={{ m: 0 }}>
          {capitalize(dateRange(conference.inscriptionStart, conference.inscriptionEnd))}
        </Typography>
      </Box>
      <OfferBody offer={offer} signedIn={signedIn} />
    </>
  );
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function OfferBody({ offer, signedIn }: { offer: Offer; signedIn: boolean }) {
  const { conference, myInscription } = offer;
  if (myInscription) {
    return (
      <>
        <Alert severity="success" sx={{ mb: 2 }}>
          Ya está inscripto/a en este congreso, en la categoría <strong>{myInscription.category.name}</strong>, desde el {day(myInscription.registrationDate)}.
          {myInscription.charge && (
            <>
              {' '}
              Importe: <Money cents={myInscription.charge.amountCents} /> ({myInscription.charge.status === 'PAID' ? 'pagado' : 'pendiente de pago'}).
            </>
          )}
        </Alert>
        <Button component={Link} to={paths.dashboard.myInscriptions()} variant="contained" size="large" fullWidth>
          Ver mis inscripciones
        </Button>
      </>
    );
  }
  if (offer.phase === 'NOT_OPEN') {
    return (
      <>
        <Alert severity="info" sx={{ mb: 2 }}>
          La inscripción todavía no abrió: abre el <strong>{day(conference.inscriptionStart)}</strong> y cierra el {day(conference.inscriptionEnd)}.
        </Alert>
        <CategoryFees categories={offer.categories} />
      </>
    );
  }
  if (offer.phase === 'CLOSED') {
    return (
      <Alert severity="warning" sx={{ mb: 2 }}>
        La inscripción a este congreso cerró el <strong>{day(conference.inscriptionEnd)}</strong>.
      </Alert>
    );
  }
  if (!signedIn) {
    const back = paths.inscription(conference.id);
    return (
      <>
        <CategoryFees categories={offer.categories} />
        <Typography variant="body2" color="text.secondary" sx={{ my: 2 }}>
          {offer.feeReasonText}
        </Typography>
        <Typography gutterBottom>Para inscribirse, ingrese con su cuenta o asóciese: al terminar volverá a esta página.</Typography>
        <Box sx={{ display: 'grid', gap: 1.5, mt: 2 }}>
          <Button component={Link} to={withNext(paths.login(), back)} variant="contained" size="large" fullWidth>
            Ingresar para inscribirme
          </Button>
          <Button component={Link} to={withNext(paths.join(), back)} variant="outlined" size="large" fullWidth>
            Asociarme
          </Button>
        </Box>
      </>
    );
  }
  return <InscribeForm offer={offer} />;
}

/** Both fees of each category, for whoever is not signed in or cannot inscribe yet. */
function CategoryFees({ categories }: { categories: Category[] }) {
  return (
    <Box component="section" aria-labelledby="categories-heading">
      <Typography variant="h3" id="categories-heading" sx={{ fontSize: '1.1rem', mb: 1 }}>
        Categorías y cuotas
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
        {categories.map((c) => (
          <Box component="li" key={c.id} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, px: 2, py: 1 }}>
            <Typography sx={{ fontWeight: 600 }}>{c.name}</Typography>
            <Typography variant="body2">
              Socios con la cuota al día: <Money cents={c.memberFeeCents} /> · General: <Money cents={c.nonMemberFeeCents} />
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

function InscribeForm({ offer }: { offer: Offer }) {
  const conferenceId = offer.conference.id;
  const students = useMemo(() => new Set(offer.categories.filter((c) => c.isStudent).map((c) => c.id)), [offer.categories]);
  const resolver = useMemo(() => zodFormResolver<Values>(inscriptionForm((id) => students.has(id))), [students]);
  const refetchQueries = ['InscriptionOffer', 'MyInscriptions'];
  const [create] = useMutation(CreateInscriptionMutation);
  const [update] = useMutation(UpdateInscriptionMutation);
  const { form, submit, serverError, submitting } = useMutationForm({
    resolver,
    defaultValues: { categoryId: '', universityCareer: '' },
    mutate: async (values) => {
      const student = students.has(values.categoryId);
      const created = await create({ variables: { categoryId: values.categoryId, conferenceId }, refetchQueries: student ? [] : refetchQueries, awaitRefetchQueries: true });
      if (student) await update({ variables: { universityCareer: values.universityCareer, conferenceId }, refetchQueries, awaitRefetchQueries: true });
      return created.data?.createInscription;
    },
  });
  const { control } = form;
  const categoryId = useWatch({ control, name: 'categoryId' });

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label="Inscribirme">
      <FormAlert message={serverError} />
      <Alert severity={offer.feeReason === 'MEMBER' ? 'success' : 'info'} sx={{ mb: 1 }}>
        {offer.feeReasonText}
      </Alert>
      <CategoryChoice control={control} categories={offer.categories} memberFee={offer.feeReason === 'MEMBER'} />
      {students.has(categoryId) && <TextInputField control={control} name="universityCareer" label="Carrera universitaria" required />}
      <Button type="submit" variant="contained" size="large" fullWidth loading={submitting} sx={{ mt: 2 }}>
        Inscribirme
      </Button>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        La cuota queda pendiente de pago y la verá en «Mis inscripciones». Le enviaremos un correo de confirmación.
      </Typography>
      <Typography align="center" sx={{ mt: 2 }}>
        <RouterLink to={paths.dashboard.home()}>Volver al portal</RouterLink>
      </Typography>
    </Box>
  );
}

/** The categories as radio buttons, each with the fee that applies to the viewer. */
function CategoryChoice({ control, categories, memberFee }: { control: Control<Values>; categories: Category[]; memberFee: boolean }) {
  const { field, fieldState } = useController({ name: 'categoryId', control });
  return (
    <FormControl component="fieldset" fullWidth margin="normal" error={!!fieldState.error} required>
      <FormLabel component="legend" id="category-legend">
        Categoría de inscripción
      </FormLabel>
      <RadioGroup aria-labelledby="category-legend" name={field.name} value={field.value} onChange={(e) => field.onChange(e.target.value)} onBlur={field.onBlur}>
        {categories.map((c) => (
          <FormControlLabel
            key={c.id}
            value={c.id}
            control={<Radio />}
            sx={{ alignItems: 'flex-start', mb: 1, '& .MuiRadio-root': { pt: 0.5 } }}
            label={
              <Box sx={{ pt: 0.75 }}>
                <Typography component="span" sx={{ fontWeight: 600 }}>
                  {c.name}
                </Typography>{' '}
                — <Money cents={c.applicableFeeCents ?? c.nonMemberFeeCents} />
                <Typography variant="body2" color="text.secondary">
                  {memberFee ? (
                    <>
                      Cuota de socio (general: <Money cents={c.nonMemberFeeCents} />)
                    </>
                  ) : (
                    <>
                      Cuota general (socios al día: <Money cents={c.memberFeeCents} />)
                    </>
                  )}
                </Typography>
              </Box>
            }
          />
        ))}
      </RadioGroup>
      {fieldState.error && <FormHelperText>{fieldState.error.message}</FormHelperText>}
    </FormControl>
  );
}
