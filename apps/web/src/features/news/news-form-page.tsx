import { useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useNavigate, useParams } from 'react-router';
import type { z } from 'zod';
import { newsInput, newsProductLabels, type NewsInput, type NewsProduct } from '@portal/domain/news';
import type { NewsItemQuery as NewsItemData } from '../../gql/graphql';
import { errorMessageOf } from '../../shared/graphql-errors';
import { paths } from '../../shared/paths';
import { DateTimeField } from '../../shared/forms/date-fields';
import { TextInputField } from '../../shared/forms/text-field';
import { useMutationForm } from '../../shared/forms/use-mutation-form';
import { zodFormResolver } from '../../shared/forms/zod-resolver';
import { DashboardNotFoundPage } from '../../shared/ui/dashboard-not-found-page';
import { AttachedFileField } from '../../shared/files/attached-file-field';
import { MarkdownField, StatusField } from './form-fields';
import { NewsFormFrame } from './news-form-frame';
import { productFromParam } from './news-list-page';
import { CreateNewsMutation, NewsItemQuery, UpdateNewsMutation } from './operations';

type Item = NewsItemData['newsItem'];
type FormValues = Omit<NewsInput, 'publishAt'> & { publishAt: string };

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
  const [createNews] = useMutation(CreateNewsMutation);
  const [updateNews] = useMutation(UpdateNewsMutation);
  const list = paths.dashboard.news(product);
  const { form, submit, serverError, submitting } = useMutationForm({
    resolver: zodFormResolver<FormValues, z.output<typeof newsInput>>(newsInput),
    defaultValues: {
      product: (item?.product as NewsProduct | undefined) ?? product,
      title: item?.title ?? '',
      summary: item?.summary ?? '',
      body: item?.body ?? '',
      imageFileId: item?.imageFileId ?? null,
      status: item?.status ?? 'DRAFT',
      publishAt: item?.publishAt ?? '',
    },
    mutate: async (values) => {
      const data = { ...values, publishAt: values.publishAt ? values.publishAt.toISOString() : null };
      if (item) await updateNews({ variables: { id: item.id, data } });
      else await createNews({ variables: { data }, refetchQueries: ['NewsItems'] });
    },
    success: item ? 'Novedad actualizada' : 'Novedad creada',
    onSuccess: () => navigate(list),
  });
  const { control } = form;
  const title = item ? 'Editar novedad' : 'Nueva novedad';
  return (
    <NewsFormFrame
      title={title}
      intro={
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {newsProductLabels[product]}
        </Typography>
      }
      onSubmit={submit}
      serverError={serverError}
      submitting={submitting}
      cancelTo={list}
    >
      <TextInputField control={control} name="title" label="Título" required />
      <TextInputField control={control} name="summary" label="Resumen" required rows={2} helperText="Se muestra en el inicio, debajo del título." />
      <MarkdownField control={control} name="body" label="Texto" />
      <AttachedFileField control={control} name="imageFileId" label="Imagen (opcional)" purpose="NEWS_IMAGE" initialUrl={item?.imageUrl ?? null} />
      <StatusField control={control} name="status" />
      <DateTimeField
        control={control}
        name="publishAt"
        label="Fecha de publicación"
        helperText="Si la deja vacía y publica, se usa la fecha y hora actuales. Una fecha futura programa la novedad."
      />
    </NewsFormFrame>
  );
}
