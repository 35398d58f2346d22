import { useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { z } from 'zod';
import { associationSettingsInput, type AssociationSettingsInput } from '@portal/domain/association';
import { formatDateTime } from '@portal/domain/dates';
import type { AssociationSettingsQuery as Data } from '../../gql/graphql';
import { AttachedFileField } from '../../shared/files/attached-file-field';
import { FormAlert } from '../../shared/forms/form-alert';
import { TextInputField } from '../../shared/forms/text-field';
import { useMutationForm } from '../../shared/forms/use-mutation-form';
import { zodFormResolver } from '../../shared/forms/zod-resolver';
import { errorMessageOf } from '../../shared/graphql-errors';
import { PageTitle } from '../../shared/ui/page-title';
import { AssociationSettingsQuery, UpdateAssociationSettingsMutation } from './operations';

const TITLE = 'Datos de la asociación';

/** SYSADMIN: the name, address, CUIT and logo that head every document the portal issues. */
export function AssociationPage() {
  const { data, loading, error } = useQuery(AssociationSettingsQuery, { fetchPolicy: 'network-only' });
  return (
    <>
      <PageTitle title={TITLE} />
      <Typography variant="h1" gutterBottom>
        {TITLE}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2, maxWidth: 820 }}>
        Encabezan los comprobantes de pago, el programa del congreso, los certificados y los informes. Los documentos que se emitan
        después de guardar los muestran.
      </Typography>
      {loading && <CircularProgress aria-label="Cargando" />}
      {error && <Alert severity="error">{errorMessageOf(error)}</Alert>}
      {data && <AssociationForm settings={data.associationSettings} />}
    </>
  );
}

function AssociationForm({ settings }: { settings: Data['associationSettings'] }) {
  // The settings have no id for the cache to match: the saved ones replace the query's answer.
  const [update] = useMutation(UpdateAssociationSettingsMutation, {
    update: (cache, { data }) => {
      if (data) cache.writeQuery({ query: AssociationSettingsQuery, data: { associationSettings: data.updateAssociationSettings } });
    },
  });
  const { form, submit, serverError, submitting } = useMutationForm({
    resolver: zodFormResolver<AssociationSettingsInput, z.output<typeof associationSettingsInput>>(associationSettingsInput),
    defaultValues: { name: settings.name, address: settings.address, cuit: settings.cuit, logoFileId: settings.logoFileId ?? null },
    mutate: (data) => update({ variables: { data } }),
    success: 'Datos de la asociación guardados',
  });
  const { control } = form;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 820 }}>
      <Typography variant="body2" color="text.secondary">
        {settings.updatedAt
          ? `Última modificación: ${formatDateTime(settings.updatedAt)}.`
          : 'Todavía se usan los datos de la configuración del servidor: guárdelos aquí para cambiarlos.'}
      </Typography>
      <Box component="form" noValidate onSubmit={submit}>
        <FormAlert message={serverError} />
        <TextInputField control={control} name="name" label="Nombre" required />
        <TextInputField control={control} name="address" label="Dirección" required />
        <TextInputField control={control} name="cuit" label="CUIT" required helperText="Con guiones, por ejemplo 30-71234567-1." />
        <AttachedFileField control={control} name="logoFileId" label="Logo (opcional)" purpose="ASSOCIATION_LOGO" initialUrl={settings.logoUrl ?? null} />
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          Sin logo, los documentos muestran un cuadrado azul con las iniciales del nombre.
        </Typography>
        <Button type="submit" variant="contained" loading={submitting} sx={{ mt: 2 }}>
          Guardar
        </Button>
      </Box>
    </Paper>
  );
}
