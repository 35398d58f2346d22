import { useMutation, useQuery } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import type { z } from 'zod';
import { newsInput, newsProductLabels, type NewsInput, type NewsProduct } from '@portal/domain/news';
import type { NewsItemQuery as NewsItemData } from '../../gql/graphql';
import { errorMessageOf } from '../../shared/graphql-errors';
import { paths } from '../../shared/paths';
import { applyServerErrors } from '../../shared/server-form-errors';
import { PageTitle } from '../../shared/ui/page-title';
import { LinkBehavior } from '../../shared/ui/router-link';
import { DashboardNotFoundPage } from '../errors/dashboard-not-found-page';
import { FileUploadField } from './file-upload-field';
import { ControlledTextField, MarkdownField, StatusField } from './form-fields';
import { toLocalInput } from './format';
import { productFromParam } from './news-list-page';
import { CreateNewsMutation, NewsItemQuery, UpdateNewsMutation } from './operations';

type Item = NewsItemData['newsItem'];
type FormValues = Omit<NewsInput, 'publishAt'> & { publishAt: string };
const FIELDS = ['title', 'summary', 'body', 'imageFileId', 'status', 'publishAt'] as const;

export function NewsFormPage() {
  const { product: productParam, id } = useParams();
  const product = productFromParam(productParam);
  const { data, loading, error } = useQuery(NewsItemQuery, { variables: { id: id ?? '' }, skip: !id || !product, fetchPolicy: 'network-only' });
  if (!product) return <DashboardNotFoundPage />;
  if (id && loading) return <CircularProgress aria-label="Cargando" />;
  if (id && error) return <Alert severity="error">{errorMessageOf(error)}</Alert>;
  return <NewsForm key={id ?? 'new'} product={product} item={data?.newsItem ?? null} />;
}

function NewsForm({ product, item }: { product: NewsProduct; item: Item | null }) {
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const [serverError, setServerError] = useState<string | null>(null);
  const [imageUrl, setImageUrl] = useState<string | null>(item?.imageUrl ?? null);
  const [createNews] = useMutation(CreateNewsMutation);
  const [updateNews] = useMutation(UpdateNewsMutation);
  const { control, handleSubmit, setError, formState } = useForm<FormValues, unknown, z.output<typeof newsInput>>({
    resolver: zodResolver(newsInput) as unknown as Resolver<FormValues, unknown, z.output<typeof newsInput>>,
    defaultValues: {
      product: (item?.product as NewsProduct | undefined) ?? product,
      title: item?.title ?? '',
      summary: item?.summary ?? '',
      body: item?.body ?? '',
      imageFileId: item?.imageFileId ?? null,
      status: item?.status ?? 'DRAFT',
      publishAt: toLocalInput(item?.publishAt ?? null),
    },
  });
  const list = paths.dashboard.news(product);

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    const data = { ...values, publishAt: values.publishAt ? values.publishAt.toISOString() : null };
    try {
      if (item) await updateNews({ variables: { id: item.id, data } });
      else await createNews({ variables: { data }, refetchQueries: ['NewsItems'] });
      enqueueSnackbar(item ? 'Novedad actualizada' : 'Novedad creada', { variant: 'success' });
      navigate(list);
    } catch (e) {
      setServerError(applyServerErrors(e, setError, FIELDS));
    }
  });

  const title = item ? 'Editar novedad' : 'Nueva novedad';
  return (
    <>
      <PageTitle title={title} />
      <Typography variant="h1" gutterBottom>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {newsProductLabels[product]}
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 820 }}>
        <Box component="form" noValidate onSubmit={onSubmit}>
          {serverError && <Alert severity="error">{serverError}</Alert>}
          <ControlledTextField control={control} name="title" label="Título" required />
          <ControlledTextField control={control} name="summary" label="Resumen" required rows={2} helperText="Se muestra en el inicio, debajo del título." />
          <MarkdownField control={control} name="body" label="Texto" />
          <Controller
            control={control}
            name="imageFileId"
            render={({ field, fieldState }) => (
              <FileUploadField
                label="Imagen (opcional)"
                purpose="NEWS_IMAGE"
                value={field.value ? { id: field.value, url: imageUrl } : null}
                onChange={(v) => {
                  setImageUrl(v?.url ?? null);
                  field.onChange(v?.id ?? null);
                }}
                error={fieldState.error?.message}
              />
            )}
          />
          <StatusField control={control} name="status" />
          <ControlledTextField
            control={control}
            name="publishAt"
            label="Fecha de publicación"
            type="datetime-local"
            helperText="Si la deja vacía y publica, se usa la fecha y hora actuales. Una fecha futura programa la novedad."
          />
          <Box sx={{ display: 'flex', gap: 1, mt: 2 }}>
            <Button type="submit" variant="contained" loading={formState.isSubmitting}>
              Guardar
            </Button>
            <Button component={LinkBehavior} to={list}>
              Cancelar
            </Button>
          </Box>
        </Box>
      </Paper>
    </>
  );
}
