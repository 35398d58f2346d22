import { plural } from '@portal/domain/plural';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useMemo, type ReactNode } from 'react';
import type { Control } from 'react-hook-form';
import type { SubmissionType } from '@portal/domain/conferences';
import { proposalSchema, type ProposalData, type ProposalLimits } from '@portal/domain/proposals';
import { FormAlert } from '../../shared/forms/form-alert';
import { SelectField } from '../../shared/forms/select-field';
import { TextInputField } from '../../shared/forms/text-field';
import { useMutationForm } from '../../shared/forms/use-mutation-form';
import { zodFormResolver } from '../../shared/forms/zod-resolver';
import { LinkBehavior } from '../../shared/ui/router-link';
import { AuthorsField } from './authors-field';
import { ChipListField } from './chip-list-field';
import { ClosedPanelFields } from './closed-panel-fields';
import type { ProposalFormValues } from './form-values';
import { submitterOnce } from './submitter-once';
import { WordCountField } from './word-count-field';

type FormControl = Control<ProposalFormValues, unknown, ProposalData>;

interface Props {
  kind: SubmissionType;
  limits: ProposalLimits;
  areas: ReadonlyArray<{ id: string; name: string }>;
  submitterEmail: string;
  defaultValues: ProposalFormValues;
  /** Sends the validated data; answers the proposal's id. */
  save: (data: ProposalData) => Promise<string>;
  success: string;
  onSaved: (id: string) => void;
  submitLabel: string;
  cancelTo: string;
  /** For saved authors: linked to an account, or invited. */
  authorStatusOf?: (email: string) => string | null;
}

const twoColumns = { display: 'grid', columnGap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } } as const;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ mt: 3, '&:first-of-type': { mt: 0 } }} aria-label={title}>
      <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/**
 * The one proposal form: the common part (area, title, abstract, keywords, authors) and the
 * kind's own fields, validated with the kind's shared schema built from the edition's limits.
 */
export function ProposalForm({ kind, limits, areas, submitterEmail, defaultValues, save, success, onSaved, submitLabel, cancelTo, authorStatusOf }: Props) {
  const resolver = useMemo(
    () => submitterOnce(zodFormResolver<ProposalFormValues, ProposalData>(proposalSchema(kind, limits), undefined, { nested: true }), submitterEmail),
    [kind, limits, submitterEmail],
  );
  const { form, submit, serverError, submitting } = useMutationForm({
    resolver,
    defaultValues,
    nested: true,
    mutate: save,
    success,
    onSuccess: (id) => onSaved(id),
  });
  const { control } = form;
  const isBook = kind === 'LIBRO';
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 900 }}>
      <Box component="form" noValidate onSubmit={submit}>
        <FormAlert message={serverError} />
        <Section title="Datos de la propuesta">
          <SelectField control={control} name="thematicAreaId" label="Área temática" required options={areas.map((a) => ({ value: a.id, label: a.name }))} emptyLabel="Elija un área" />
          <TextInputField control={control} name="title" label={isBook ? 'Título del libro' : 'Título'} required />
          <WordCountField control={control} name="abstract" label={isBook ? 'Sinopsis' : 'Resumen'} maxWords={limits.abstractMaxWords} />
          <ChipListField
            control={control}
            name="keywords"
            label="Palabras clave"
            required
            inputLabel="Nueva palabra clave"
            addLabel="Agregar palabra clave"
            max={limits.keywordsMax}
            hint={(n) => `${plural(n, 'cargada', 'cargadas')}; de ${limits.keywordsMin} a ${limits.keywordsMax}. Escriba una y pulse Enter o «Agregar».`}
          />
        </Section>
        <KindFields kind={kind} control={control} limits={limits} />
        <Section title="Autores">
          <AuthorsField control={control} submitterEmail={submitterEmail} max={limits.authorsMax} statusOf={authorStatusOf} />
        </Section>
        <Box sx={{ display: 'flex', gap: 1, mt: 3, flexWrap: 'wrap' }}>
          <Button type="submit" variant="contained" loading={submitting}>
            {submitLabel}
          </Button>
          <Button component={LinkBehavior} to={cancelTo}>
            Cancelar
          </Button>
        </Box>
      </Box>
    </Paper>
  );
}

function KindFields({ kind, control, limits }: { kind: SubmissionType; control: FormControl; limits: ProposalLimits }) {
  switch (kind) {
    case 'PRESENTACION':
      return null;
    case 'MESA_ESTUDIANTE':
      return (
        <Section title="Estudiante">
          <Box sx={twoColumns}>
            <TextInputField control={control} name="details.studentCareer" label="Carrera" required />
            <TextInputField control={control} name="details.studentInstitution" label="Institución" required />
          </Box>
        </Section>
      );
    case 'PANEL_CERRADO':
      return (
        <Section title="Panel">
          <ClosedPanelFields control={control} limits={limits} />
        </Section>
      );
    case 'GRUPO_INVESTIGACION':
      return (
        <Section title="Grupo de investigación">
          <TextInputField control={control} name="details.groupName" label="Nombre del grupo" required />
          <Box sx={twoColumns}>
            <TextInputField control={control} name="details.institution" label="Institución" required />
            <TextInputField control={control} name="details.director" label="Director/a" required />
          </Box>
          <ChipListField
            control={control}
            name="details.members"
            label="Integrantes"
            required
            inputLabel="Nombre y apellido del integrante"
            addLabel="Agregar integrante"
            max={50}
            hint={(n) => `${plural(n, 'integrante', 'integrantes')}. Escriba un nombre y pulse Enter o «Agregar».`}
          />
        </Section>
      );
    case 'LIBRO':
      return (
        <Section title="Libro">
          <TextInputField control={control} name="details.bookAuthors" label="Autores del libro" required />
          <Box sx={twoColumns}>
            <TextInputField control={control} name="details.publisher" label="Editorial" required />
            <TextInputField control={control} name="details.year" label="Año de publicación" required type="number" inputMode="numeric" />
          </Box>
          <TextInputField control={control} name="details.isbn" label="ISBN (opcional)" helperText="ISBN-10 o ISBN-13; los guiones son opcionales." />
          <TextInputField control={control} name="details.presenters" label="Quiénes lo presentan" required />
        </Section>
      );
  }
}
