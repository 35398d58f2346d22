import { useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useNavigate, useParams } from 'react-router';
import type { z } from 'zod';
import { journalIssueInput } from '@portal/domain/news';
import type { JournalIssueQuery as JournalIssueData } from '../../gql/graphql';
import { errorMessageOf } from '../../shared/graphql-errors';
import { paths } from '../../shared/paths';
import { DateTimeField } from '../../shared/forms/date-fields';
import { TextInputField } from '../../shared/forms/text-field';
import { useMutationForm } from '../../shared/forms/use-mutation-form';
import { zodFormResolver } from '../../shared/forms/zod-resolver';
import { AttachedFileField } from '../../shared/files/attached-file-field';
import { StatusField } from './form-fields';
import { NewsFormFrame } from './news-form-frame';
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

export function JournalFormPage() {
  const { id } = useParams();
  const { data, loading, error } = useQuery(JournalIssueQuery, { variables: { id: id ?? '' }, skip: !id, fetchPolicy: 'network-only' });
  if (id && loading) return <CircularProgress aria-label="Cargando" />;
  if (id && error) return <Alert severity="error">{errorMessageOf(error)}</Alert>;
  return <JournalForm key={id ?? 'new'} issue={data?.journalIssue ?? null} />;
}

function JournalForm({ issue }: { issue: Issue | null }) {
  const navigate = useNavigate();
  const [createIssue] = useMutation(CreateJournalIssueMutation);
  const [updateIssue] = useMutation(UpdateJournalIssueMutation);
  const { form, submit, serverError, submitting } = useMutationForm({
    resolver: zodFormResolver<FormValues, z.output<typeof journalIssueInput>>(journalIssueInput),
    defaultValues: {
      title: issue?.title ?? '',
      number: issue ? String(issue.number) : '',
      year: String(issue?.year ?? new Date().getFullYear()),
      coverFileId: issue?.coverFileId ?? null,
      link: issue?.link ?? '',
      pdfFileId: issue?.pdfFileId ?? null,
      status: issue?.status ?? 'DRAFT',
      publishAt: issue?.publishAt ?? '',
    },
    mutate: async (values) => {
      const data = { ...values, publishAt: values.publishAt ? values.publishAt.toISOString() : null };
      if (issue) await updateIssue({ variables: { id: issue.id, data } });
      else await createIssue({ variables: { data }, refetchQueries: ['JournalIssues'] });
    },
    success: issue ? 'Número actualizado' : 'Número creado',
    onSuccess: () => navigate(paths.dashboard.journal()),
  });
  const { control } = form;
  const title = issue ? 'Editar número de la revista' : 'Nuevo número de la revista';
  return (
    <NewsFormFrame title={title} onSubmit={submit} serverError={serverError} submitting={submitting} cancelTo={paths.dashboard.journal()}>
      <TextInputField control={control} name="title" label="Título" required />
      <Box sx={{ display: 'grid', gap: { sm: 2 }, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TextInputField control={control} name="number" label="Número" type="number" required />
        <TextInputField control={control} name="year" label="Año" type="number" required />
      </Box>
      <AttachedFileField control={control} name="coverFileId" label="Tapa (opcional)" purpose="JOURNAL_COVER" initialUrl={issue?.coverUrl ?? null} />
      <Typography sx={{ mt: 3 }}>Indique un enlace, adjunte el PDF, o ambos.</Typography>
      <TextInputField control={control} name="link" label="Enlace" type="url" helperText="Por ejemplo, https://revista.example.org/numero-12" />
      <AttachedFileField control={control} name="pdfFileId" label="PDF del número" purpose="JOURNAL_PDF" initialUrl={issue?.pdfUrl ?? null} />
      <StatusField control={control} name="status" />
      <DateTimeField
        control={control}
        name="publishAt"
        label="Fecha de publicación"
        helperText="Si la deja vacía y publica, se usa la fecha y hora actuales."
      />
    </NewsFormFrame>
  );
}
