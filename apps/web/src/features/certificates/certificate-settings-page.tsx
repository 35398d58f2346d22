import { useCallback, useMemo } from 'react';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import { useFieldArray, useWatch, type Control } from 'react-hook-form';
import { Link as RouterLink, useParams } from 'react-router';
import {
  certificatePlaceholderLabels,
  certificateSettingsInput,
  editionCertificateKinds,
  MAX_SIGNERS,
  membershipCertificateKinds,
  placeholdersOf,
  requiredPlaceholderOf,
  type CertificateSettings,
  type CertificateSettingsInput,
} from '@portal/domain/certificate-settings';
import { certificateKindLabels, type CertificateKind } from '@portal/domain/certificates';
import { formatDateTime } from '@portal/domain/dates';
import type { CertificateSettingsFieldsFragment } from '../../gql/graphql';
import { AttachedFileField } from '../../shared/files/attached-file-field';
import { FormAlert } from '../../shared/forms/form-alert';
import { TextInputField } from '../../shared/forms/text-field';
import { useMutationForm } from '../../shared/forms/use-mutation-form';
import { zodFormResolver } from '../../shared/forms/zod-resolver';
import { errorMessageOf } from '../../shared/graphql-errors';
import { paths } from '../../shared/paths';
import { PageTitle } from '../../shared/ui/page-title';
import { CertificatePreview } from './certificate-preview';
import {
  EditionCertificatePreviewQuery,
  EditionCertificateSettingsQuery,
  MembershipCertificatePreviewQuery,
  MembershipCertificateSettingsQuery,
  UpdateEditionCertificateSettingsMutation,
  UpdateMembershipCertificateSettingsMutation,
} from './operations';

type Settings = CertificateSettingsFieldsFragment;
type Save = (data: CertificateSettings) => Promise<unknown>;
type Render = (kind: CertificateKind, data: CertificateSettings) => Promise<string>;

/** /dashboard/certificados/{conferenceId}/textos: ADMIN_CONGRESO sets the edition's certificate texts and signers. */
export function EditionCertificateSettingsPage() {
  const conferenceId = useParams().conferenceId ?? '';
  const client = useApolloClient();
  const { data, loading, error } = useQuery(EditionCertificateSettingsQuery, { variables: { conferenceId }, fetchPolicy: 'network-only' });
  const [update] = useMutation(UpdateEditionCertificateSettingsMutation);
  const render = useCallback<Render>(
    async (kind, values) =>
      (await client.query({ query: EditionCertificatePreviewQuery, variables: { conferenceId, kind, data: values }, fetchPolicy: 'no-cache' })).data?.editionCertificatePreview ?? '',
    [client, conferenceId],
  );
  return (
    <SettingsView
      title="Textos y firmas de los certificados"
      intro="Los certificados de esta edición que se emitan después de guardar imprimen estos textos y firmas. Los ya emitidos conservan los suyos."
      back={{ to: paths.dashboard.editionCertificates(conferenceId), label: 'Volver a Certificados del congreso' }}
      kinds={editionCertificateKinds}
      loading={loading}
      error={error}
      settings={data?.editionCertificateSettings}
      save={(values) => update({ variables: { conferenceId, data: values } })}
      render={render}
    />
  );
}

/** /dashboard/certificados-socios/textos: ADMIN sets the membership certificates' text and signers. */
export function MembershipCertificateSettingsPage() {
  const client = useApolloClient();
  const { data, loading, error } = useQuery(MembershipCertificateSettingsQuery, { fetchPolicy: 'network-only' });
  const [update] = useMutation(UpdateMembershipCertificateSettingsMutation);
  const render = useCallback<Render>(
    async (_kind, values) => (await client.query({ query: MembershipCertificatePreviewQuery, variables: { data: values }, fetchPolicy: 'no-cache' })).data?.membershipCertificatePreview ?? '',
    [client],
  );
  return (
    <SettingsView
      title="Texto y firmas de los certificados de socios"
      intro="Los certificados de membresía que se emitan después de guardar imprimen este texto y estas firmas. Los ya emitidos conservan los suyos."
      back={{ to: paths.dashboard.membershipCertificates(), label: 'Volver a Certificados de socios' }}
      kinds={membershipCertificateKinds}
      loading={loading}
      error={error}
      settings={data?.membershipCertificateSettings}
      save={(values) => update({ variables: { data: values } })}
      render={render}
    />
  );
}

type ViewProps = {
  title: string;
  intro: string;
  back: { to: string; label: string };
  kinds: readonly CertificateKind[];
  loading: boolean;
  error: unknown;
  settings: Settings | undefined;
  save: Save;
  render: Render;
};

function SettingsView({ title, intro, back, kinds, loading, error, settings, save, render }: ViewProps) {
  return (
    <Box>
      <PageTitle title={title} />
      <Link component={RouterLink} to={back.to} variant="body2">
        {back.label}
      </Link>
      <Typography variant="h4" component="h1" gutterBottom sx={{ mt: 1 }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2, maxWidth: 820 }}>
        {intro}
      </Typography>
      {loading && <CircularProgress aria-label="Cargando" />}
      {error ? <Alert severity="error">{errorMessageOf(error)}</Alert> : null}
      {settings && <SettingsForm key={settings.id} kinds={kinds} settings={settings} save={save} render={render} />}
    </Box>
  );
}

function SettingsForm({ kinds, settings, save, render }: { kinds: readonly CertificateKind[]; settings: Settings; save: Save; render: Render }) {
  const schema = useMemo(() => certificateSettingsInput(kinds), [kinds]);
  const defaults: CertificateSettingsInput = {
    texts: kinds.map((kind) => ({ kind, text: settings.texts.find((t) => t.kind === kind)?.text ?? '' })) as CertificateSettingsInput['texts'],
    signers: settings.signers.map((s) => ({ name: s.name, role: s.role, signatureFileId: s.signatureFileId ?? null })),
  };
  const { form, submit, serverError, submitting } = useMutationForm({
    resolver: zodFormResolver<CertificateSettingsInput, CertificateSettings>(schema, undefined, { nested: true }),
    defaultValues: defaults,
    mutate: save,
    success: 'Textos y firmas guardados',
    nested: true,
  });
  const { control } = form;
  const watched = useWatch({ control }) as CertificateSettingsInput;
  const parsed = schema.safeParse(watched);
  const values = parsed.success ? (parsed.data as CertificateSettings) : null;
  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 1fr) minmax(0, 1fr)' }, alignItems: 'start' }}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Box component="form" noValidate onSubmit={submit} aria-label="Textos y firmas">
          <Typography variant="body2" color="text.secondary">
            {settings.updatedAt ? `Última modificación: ${formatDateTime(settings.updatedAt)}.` : 'Todavía no se guardaron textos: los certificados imprimen el texto del portal.'}
          </Typography>
          <FormAlert message={serverError} />
          <Typography variant="h6" component="h2" sx={{ mt: 2 }}>
            {kinds.length > 1 ? 'Textos' : 'Texto'}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Se imprime debajo del nombre de la persona. Escriba los datos de cada certificado entre llaves; vacío, se imprime el texto del portal.
          </Typography>
          {kinds.map((kind, i) => (
            <TextInputField
              key={kind}
              control={control}
              name={`texts.${i}.text`}
              label={certificateKindLabels[kind]}
              rows={2}
              helperText={`Debe incluir {${requiredPlaceholderOf[kind]}}. Puede usar ${placeholdersOf[kind].map((p) => `{${p}} (${certificatePlaceholderLabels[p]})`).join(', ')}.`}
            />
          ))}
          <Signers control={control} initial={settings.signers} />
          <Button type="submit" variant="contained" loading={submitting} sx={{ mt: 2 }}>
            Guardar
          </Button>
        </Box>
      </Paper>
      <CertificatePreview kinds={kinds} values={values} render={render} />
    </Box>
  );
}

function Signers({ control, initial }: { control: Control<CertificateSettingsInput, unknown, CertificateSettings>; initial: Settings['signers'] }) {
  const { fields, append, remove } = useFieldArray({ control, name: 'signers' });
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mt: 2 }}>
      <Typography variant="h6" component="legend">
        Firmas
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Hasta {MAX_SIGNERS} personas, con su cargo y, si quiere, la imagen de su firma (PNG o JPEG).
      </Typography>
      {fields.map((field, i) => (
        <Paper key={field.id} variant="outlined" role="group" aria-label={`Firmante ${i + 1}`} sx={{ p: 2, mt: 2 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
            <Typography variant="subtitle1" component="h3">
              Firmante {i + 1}
            </Typography>
            <IconButton aria-label={`Quitar firmante ${i + 1}`} onClick={() => remove(i)}>
              <DeleteOutlined />
            </IconButton>
          </Box>
          <TextInputField control={control} name={`signers.${i}.name`} label="Nombre" required />
          <TextInputField control={control} name={`signers.${i}.role`} label="Cargo" required />
          <AttachedFileField control={control} name={`signers.${i}.signatureFileId`} label="Imagen de la firma (opcional)" purpose="CERTIFICATE_SIGNATURE" initialUrl={initial[i]?.signatureUrl ?? null} />
        </Paper>
      ))}
      <Button variant="outlined" sx={{ mt: 2 }} disabled={fields.length >= MAX_SIGNERS} onClick={() => append({ name: '', role: '', signatureFileId: null })}>
        Agregar firmante
      </Button>
    </Box>
  );
}
