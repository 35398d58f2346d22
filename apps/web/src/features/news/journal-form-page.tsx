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
import { journalIssueInput } from '@portal/domain/news';
import type { JournalIssueQuery as JournalIssueData } from '../../gql/graphql';
import { errorMessageOf } from '../../shared/graphql-errors';
import { paths } from '../../shared/paths';
import { applyServerErrors } from '../../shared/server-form-errors';
import { PageTitle } from '../../shared/ui/page-title';
import { LinkBehavior } from '../../shared/ui/router-link';
import { FileUploadField } from './file-upload-field';
import { ControlledTextField, StatusField } from './form-fields';
import { toLocalInput } from './format';
import { CreateJournalIssueMutation, JournalIssueQuery, UpdateJournalIssueMutation } from './operations';

type Issue = JournalIssueData['journalIssue'];
type FormValues = {
  title: string;
  number: string;
  year: string;
  coverFileId: string | null;
  link: string;
  pdfFileId: string | null;
  status: 'DRAFT' | 'PUBLISHED';
  publishAt: string;
};
const FIELDS = ['title', 'number', 'year', 'coverFileId', 'link', 'pdfFileId', 'status', 'publishAt'] as const;

export function JournalFormPage() {
  const { id } = useParams();
  const { data, loading, error } = useQuery(JournalIssueQuery, { variables: { id: id ?? '' }, skip: !id, fetchPolicy: 'network-only' });
  if (id && loading) return <CircularProgress aria-label="Cargando" />;
  if (id && error) return <Alert severity="error">{errorMessageOf(error)}</Alert>;
  return <JournalForm key={id ?? 'new'} issue={data?.journalIssue ?? null} />;
}

function JournalForm({ issue }: { issue: Issue | null }) {
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const [serverError, setServerError] = useState<string | null>(null);
  const [urls, setUrls] = useState({ cover: issue?.coverUrl ?? null, pdf: issue?.pdfUrl ?? null });
  const [createIssue] = useMutation(CreateJournalIssueMutation);
  const [updateIssue] = useMutation(UpdateJournalIssueMutation);
  const { control, handleSubmit, setError, formState } = useForm<FormValues, unknown, z.output<typeof journalIssueInput>>({
    resolver: zodResolver(journalIssueInput) as unknown as Resolver<FormValues, unknown, z.output<typeof journalIssueInput>>,
    defaultValues: {
      title: issue?.title ?? '',
      number: issue ? String(issue.number) : '',
      year: String(issue?.year ?? new Date().getFullYear()),
      coverFileId: issue?.coverFileId ?? null,
      link: issue?.link ?? '',
      pdfFileId: issue?.pdfFileId ?? null,
      status: issue?.status ?? 'DRAFT',
      publishAt: toLocalInput(issue?.publishAt ?? null),
    },
  });

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    const data = { ...values, publishAt: values.publishAt ? values.publishAt.toISOString() : null };
    try {
      if (issue) await updateIssue({ variables: { id: issue.id, data } });
      else await createIssue({ variables: { data }, refetchQueries: ['JournalIssues'] });
      enqueueSnackbar(issue ? 'Número actualizado' : 'Número creado', { variant: 'success' });
      navigate(paths.dashboard.journal());
    } catch (e) {
      setServerError(applyServerErrors(e, setError, FIELDS));
    }
  });

  const title = issue ? 'Editar número de la revista' : 'Nuevo número de la revista';
  return (
    <>
      <PageTitle title={title} />
      <Typography variant="h1" gutterBottom>
        {title}
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 820 }}>
        <Box component="form" noValidate onSubmit={onSubmit}>
          {serverError && <Alert severity="error">{serverError}</Alert>}
          <ControlledTextField control={control} name="title" label="Título" required />
          <Box sx={{ display: 'grid', gap: { sm: 2 }, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <ControlledTextField control={control} name="number" label="Número" type="number" required />
            <ControlledTextField control={control} name="year" label="Año" type="number" required />
          </Box>
          <Controller
            control={control}
            name="coverFileId"
            render={({ field, fieldState }) => (
              <FileUploadField
                label="Tapa (opcional)"
                purpose="JOURNAL_COVER"
                value={field.value ? { id: field.value, url: urls.cover } : null}
                onChange={(v) => {
                  setUrls((u) => ({ ...u, cover: v?.url ?? null }));
                  field.onChange(v?.id ?? null);
                }}
                error={fieldState.error?.message}
              />
            )}
          />
          <Typography sx={{ mt: 3 }}>Indique un enlace, adjunte el PDF, o ambos.</Typography>
          <ControlledTextField control={control} name="link" label="Enlace" type="url" helperText="Por ejemplo, https://revista.example.org/numero-12" />
          <Controller
            control={control}
            name="pdfFileId"
            render={({ field, fieldState }) => (
              <FileUploadField
                label="PDF del número"
                purpose="JOURNAL_PDF"
                value={field.value ? { id: field.value, url: urls.pdf } : null}
                onChange={(v) => {
                  setUrls((u) => ({ ...u, pdf: v?.url ?? null }));
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
            helperText="Si la deja vacía y publica, se usa la fecha y hora actuales."
          />
          <Box sx={{ display: 'flex', gap: 1, mt: 2 }}>
            <Button type="submit" variant="contained" loading={formState.isSubmitting}>
              Guardar
            </Button>
            <Button component={LinkBehavior} to={paths.dashboard.journal()}>
              Cancelar
            </Button>
          </Box>
        </Box>
      </Paper>
    </>
  );
}
