import { useMutation, useQuery } from '@apollo/client/react';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Controller, useFieldArray } from 'react-hook-form';
import { centsToPesosInput, parsePesos } from '@portal/domain/money';
import { conferenceForm, conferenceLimitDefaults, setWindows, submissionTypeLabels, submissionTypes, type ConferenceFormValues } from '@portal/domain/conferences';
import type { ConferenceFieldsFragment } from '../../gql/graphql';
import { DateField } from '../../shared/forms/date-fields';
import { FormDialog } from '../../shared/forms/form-dialog';
import { MoneyField } from '../../shared/forms/money-field';
import { TextInputField } from '../../shared/forms/text-field';
import { useMutationForm } from '../../shared/forms/use-mutation-form';
import { zodFormResolver } from '../../shared/forms/zod-resolver';
import { AreaOptionsQuery, CreateConferenceMutation, UpdateConferenceMutation } from './operations';

type Values = ConferenceFormValues;

function valuesOf(c: ConferenceFieldsFragment | null): Values {
  const windowOf = (type: (typeof submissionTypes)[number]) => c?.windows.find((w) => w.type === type);
  const limits = c ?? conferenceLimitDefaults;
  return {
    name: c?.name ?? '',
    edition: c ? String(c.edition) : '',
    venue: c?.venue ?? '',
    inscriptionStart: c?.inscriptionStart ?? '',
    inscriptionEnd: c?.inscriptionEnd ?? '',
    startDate: c?.startDate ?? '',
    endDate: c?.endDate ?? '',
    windows: submissionTypes.map((type) => ({ type, opensOn: windowOf(type)?.opensOn ?? '', closesOn: windowOf(type)?.closesOn ?? '' })),
    finalVersionOpensOn: c?.finalVersionOpensOn ?? '',
    finalVersionClosesOn: c?.finalVersionClosesOn ?? '',
    thematicAreaIds: c?.thematicAreas.map((a) => a.id) ?? [],
    abstractMaxWords: String(limits.abstractMaxWords),
    keywordsMin: String(limits.keywordsMin),
    keywordsMax: String(limits.keywordsMax),
    authorsMax: String(limits.authorsMax),
    panelPapersMin: String(limits.panelPapersMin),
    panelPapersMax: String(limits.panelPapersMax),
    maxFileMb: String(limits.maxFileMb),
    categories: c
      ? c.categories.map((k) => ({ id: k.id, name: k.name, memberFee: centsToPesosInput(k.memberFeeCents), nonMemberFee: centsToPesosInput(k.nonMemberFeeCents), isStudent: k.isStudent }))
      : [{ id: null, name: '', memberFee: '', nonMemberFee: '', isStudent: false }],
  };
}

const refetchQueries = ['ConferenceList', 'Home'];

const limitFields = [
  ['abstractMaxWords', 'Palabras del resumen (máximo)'],
  ['keywordsMin', 'Palabras clave (mínimo)'],
  ['keywordsMax', 'Palabras clave (máximo)'],
  ['authorsMax', 'Autores por propuesta (máximo)'],
  ['panelPapersMin', 'Ponencias por panel cerrado (mínimo)'],
  ['panelPapersMax', 'Ponencias por panel cerrado (máximo)'],
  ['maxFileMb', 'Tamaño de archivo (MB, máximo)'],
] as const;

function Heading({ children }: { children: string }) {
  return (
    <Typography variant="h3" component="h3" sx={{ fontSize: '1.05rem', mt: 3, mb: 0.5 }}>
      {children}
    </Typography>
  );
}

const twoColumns = { display: 'grid', columnGap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } } as const;

/** Create (conference null) or edit a congress edition: everything in one form, validated with the shared schema. */
export function ConferenceDialog({ conference, onClose }: { conference: ConferenceFieldsFragment | null; onClose: () => void }) {
  const [create] = useMutation(CreateConferenceMutation, { refetchQueries });
  const [update] = useMutation(UpdateConferenceMutation, { refetchQueries });
  const { data: areaData } = useQuery(AreaOptionsQuery);
  const areas = areaData?.thematicAreas.items ?? conference?.thematicAreas ?? [];
  const { form, submit, serverError, submitting } = useMutationForm({
    resolver: zodFormResolver<Values>(conferenceForm),
    defaultValues: valuesOf(conference),
    mutate: async (v) => {
      const data = {
        name: v.name,
        venue: v.venue,
        edition: Number(v.edition),
        inscriptionStart: v.inscriptionStart,
        inscriptionEnd: v.inscriptionEnd,
        startDate: v.startDate,
        endDate: v.endDate,
        windows: setWindows(v.windows.map((w) => ({ type: w.type, opensOn: w.opensOn ?? '', closesOn: w.closesOn ?? '' }))),
        finalVersionOpensOn: v.finalVersionOpensOn ?? '',
        finalVersionClosesOn: v.finalVersionClosesOn ?? '',
        thematicAreaIds: v.thematicAreaIds,
        abstractMaxWords: Number(v.abstractMaxWords),
        keywordsMin: Number(v.keywordsMin),
        keywordsMax: Number(v.keywordsMax),
        authorsMax: Number(v.authorsMax),
        panelPapersMin: Number(v.panelPapersMin),
        panelPapersMax: Number(v.panelPapersMax),
        maxFileMb: Number(v.maxFileMb),
        categories: v.categories.map((k) => ({ id: k.id ?? null, name: k.name, memberFee: parsePesos(String(k.memberFee)) ?? 0, nonMemberFee: parsePesos(String(k.nonMemberFee)) ?? 0, isStudent: k.isStudent ?? false })),
      };
      if (conference) await update({ variables: { id: conference.id, data }, awaitRefetchQueries: true });
      else await create({ variables: { data }, awaitRefetchQueries: true });
    },
    success: conference ? 'Edición actualizada' : 'Edición creada',
    onSuccess: onClose,
  });
  const { control } = form;
  const categories = useFieldArray({ control, name: 'categories' });

  return (
    <FormDialog
      title={conference ? `Editar «${conference.name}»` : 'Nueva edición del congreso'}
      submitLabel="Guardar"
      serverError={serverError}
      submitting={submitting}
      onSubmit={submit}
      onClose={onClose}
      maxWidth="md"
    >
      <Box sx={twoColumns}>
        <TextInputField control={control} name="name" label="Nombre" required autoFocus />
        <TextInputField control={control} name="edition" label="Número de edición" required type="number" inputMode="numeric" />
      </Box>
      <TextInputField control={control} name="venue" label="Sede" required />
      <Heading>Fechas</Heading>
      <Box sx={twoColumns}>
        <DateField control={control} name="inscriptionStart" label="Inscripción desde" required />
        <DateField control={control} name="inscriptionEnd" label="Inscripción hasta" required />
        <DateField control={control} name="startDate" label="Congreso desde" required />
        <DateField control={control} name="endDate" label="Congreso hasta" required />
      </Box>
      <Heading>Períodos de presentación</Heading>
      <Typography variant="body2" color="text.secondary">
        Deje ambas fechas vacías para un tipo que esta edición no recibe.
      </Typography>
      {submissionTypes.map((type, i) => (
        <Box key={type} component="fieldset" sx={{ border: 0, p: 0, m: 0, mt: 1 }}>
          <Typography component="legend" variant="subtitle2">
            {submissionTypeLabels[type]}
          </Typography>
          <Box sx={twoColumns}>
            <DateField control={control} name={`windows.${i}.opensOn`} label={`Apertura (${submissionTypeLabels[type].toLowerCase()})`} />
            <DateField control={control} name={`windows.${i}.closesOn`} label={`Cierre (${submissionTypeLabels[type].toLowerCase()})`} />
          </Box>
        </Box>
      ))}
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mt: 1 }}>
        <Typography component="legend" variant="subtitle2">
          Versión final
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Período en que los autores de trabajos aprobados suben su versión final. Déjelo vacío si esta edición no la recibe.
        </Typography>
        <Box sx={twoColumns}>
          <DateField control={control} name="finalVersionOpensOn" label="Apertura (versión final)" />
          <DateField control={control} name="finalVersionClosesOn" label="Cierre (versión final)" />
        </Box>
      </Box>
      <Heading>Áreas temáticas</Heading>
      <Controller
        control={control}
        name="thematicAreaIds"
        render={({ field, fieldState }) => (
          <Autocomplete
            multiple
            disableCloseOnSelect
            options={areas.map((a) => a.id)}
            getOptionLabel={(id) => areas.find((a) => a.id === id)?.name ?? id}
            value={field.value}
            onChange={(_e, value) => field.onChange(value)}
            onBlur={field.onBlur}
            renderInput={(params) => (
              <TextField {...params} label="Áreas que usa esta edición" required margin="normal" error={!!fieldState.error} helperText={fieldState.error?.message} inputRef={field.ref} />
            )}
          />
        )}
      />
      <Heading>Límites de las propuestas</Heading>
      <Box sx={twoColumns}>
        {limitFields.map(([name, label]) => (
          <TextInputField key={name} control={control} name={name} label={label} required type="number" inputMode="numeric" />
        ))}
      </Box>
      <Heading>Categorías de inscripción</Heading>
      {categories.fields.map((field, i) => (
        <Box key={field.id} component="fieldset" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, px: 2, pb: 1, mt: 1 }}>
          <Typography component="legend" variant="subtitle2" sx={{ px: 0.5 }}>
            Categoría {i + 1}
          </Typography>
          <TextInputField control={control} name={`categories.${i}.name`} label="Nombre de la categoría" required />
          <Box sx={twoColumns}>
            <MoneyField control={control} name={`categories.${i}.memberFee`} label="Cuota para socios" required />
            <MoneyField control={control} name={`categories.${i}.nonMemberFee`} label="Cuota para no socios" required />
          </Box>
          <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}>
            <Controller
              control={control}
              name={`categories.${i}.isStudent`}
              render={({ field: f }) => <FormControlLabel control={<Checkbox checked={!!f.value} onChange={(e) => f.onChange(e.target.checked)} />} label="Para estudiantes (pide la carrera)" />}
            />
            <IconButton aria-label={`Quitar la categoría ${i + 1}`} onClick={() => categories.remove(i)} disabled={categories.fields.length === 1}>
              <DeleteOutlined />
            </IconButton>
          </Box>
        </Box>
      ))}
      {form.formState.errors.categories?.message && (
        <Typography color="error" variant="body2" role="alert">
          {form.formState.errors.categories.message}
        </Typography>
      )}
      <Button startIcon={<AddIcon />} sx={{ mt: 1 }} onClick={() => categories.append({ id: null, name: '', memberFee: '', nonMemberFee: '', isStudent: false })}>
        Agregar categoría
      </Button>
    </FormDialog>
  );
}
