import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useFieldArray, useFormState, type Control } from 'react-hook-form';
import type { ProposalData, ProposalLimits } from '@portal/domain/proposals';
import { TextInputField } from '../../shared/forms/text-field';
import { emptyPaper, emptyPerson, type ProposalFormValues } from './form-values';
import { WordCountField } from './word-count-field';

type FormControl = Control<ProposalFormValues, unknown, ProposalData>;

const twoColumns = { display: 'grid', columnGap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } } as const;
const boxed = { border: 1, borderColor: 'divider', borderRadius: 1, px: { xs: 1.5, sm: 2 }, pb: 1.5, mt: 2, minWidth: 0 } as const;

/** A person named by the panel: name, and an e-mail when known. */
function PersonFields({ control, name, legend }: { control: FormControl; name: 'details.chair' | 'details.commentator'; legend: string }) {
  return (
    <Box component="fieldset" sx={boxed}>
      <Typography component="legend" variant="subtitle2" sx={{ px: 0.5 }}>
        {legend}
      </Typography>
      <Box sx={twoColumns}>
        <TextInputField control={control} name={`${name}.name`} label={`Nombre y apellido (${legend.toLowerCase()})`} required />
        <TextInputField control={control} name={`${name}.email`} label={`Correo (${legend.toLowerCase()})`} helperText="Opcional" type="email" />
      </Box>
    </Box>
  );
}

/** A closed panel: rationale, chair, commentator, and its papers (each with title, abstract and authors). */
export function ClosedPanelFields({ control, limits }: { control: FormControl; limits: ProposalLimits }) {
  const papers = useFieldArray({ control, name: 'details.papers' });
  const { errors } = useFormState({ control, name: 'details.papers' });
  const papersError = errors.details?.papers?.root?.message ?? errors.details?.papers?.message;
  return (
    <>
      <WordCountField control={control} name="details.rationale" label="Fundamentación" maxWords={Math.max(limits.abstractMaxWords, 500)} />
      <PersonFields control={control} name="details.chair" legend="Coordinación" />
      <PersonFields control={control} name="details.commentator" legend="Comentarista" />
      <Typography variant="h3" sx={{ fontSize: '1.05rem', mt: 3 }}>
        Ponencias del panel
      </Typography>
      <Typography variant="body2" color="text.secondary">
        De {limits.panelPapersMin} a {limits.panelPapersMax} ponencias.
      </Typography>
      {papers.fields.map((field, i) => (
        <Box component="fieldset" key={field.id} sx={boxed}>
          <Typography component="legend" variant="subtitle2" sx={{ px: 0.5 }}>
            Ponencia {i + 1}
          </Typography>
          <TextInputField control={control} name={`details.papers.${i}.title`} label={`Título de la ponencia ${i + 1}`} required />
          <WordCountField control={control} name={`details.papers.${i}.abstract`} label={`Resumen de la ponencia ${i + 1}`} maxWords={limits.abstractMaxWords} />
          <PaperAuthors control={control} paper={i} max={limits.authorsMax} />
          <Button
            color="error"
            startIcon={<DeleteOutlined />}
            sx={{ mt: 1 }}
            disabled={papers.fields.length <= limits.panelPapersMin}
            onClick={() => papers.remove(i)}
          >
            Quitar la ponencia {i + 1}
          </Button>
        </Box>
      ))}
      {papersError && (
        <FormHelperText error role="alert">
          {papersError}
        </FormHelperText>
      )}
      <Button startIcon={<AddOutlined />} sx={{ mt: 1 }} disabled={papers.fields.length >= limits.panelPapersMax} onClick={() => papers.append(emptyPaper())}>
        Agregar ponencia
      </Button>
    </>
  );
}

function PaperAuthors({ control, paper, max }: { control: FormControl; paper: number; max: number }) {
  const authors = useFieldArray({ control, name: `details.papers.${paper}.authors` });
  const { errors } = useFormState({ control, name: `details.papers.${paper}.authors` });
  const listError = errors.details?.papers?.[paper]?.authors?.root?.message ?? errors.details?.papers?.[paper]?.authors?.message;
  return (
    <Box sx={{ mt: 1 }}>
      <Typography variant="subtitle2" component="p">
        Autores de la ponencia {paper + 1}
      </Typography>
      {authors.fields.map((field, j) => (
        <Box key={field.id} sx={{ display: 'grid', columnGap: 2, alignItems: 'start', gridTemplateColumns: { xs: '1fr auto', sm: '1fr 1fr auto' } }}>
          <TextInputField control={control} name={`details.papers.${paper}.authors.${j}.name`} label={`Autor/a ${j + 1}: nombre y apellido`} required />
          <TextInputField
            control={control}
            name={`details.papers.${paper}.authors.${j}.email`}
            label={`Autor/a ${j + 1}: correo (opcional)`}
            type="email"
            sx={{ gridRow: { xs: 2, sm: 'auto' } }}
          />
          <IconButton sx={{ mt: 3 }} aria-label={`Quitar autor/a ${j + 1} de la ponencia ${paper + 1}`} color="error" disabled={authors.fields.length <= 1} onClick={() => authors.remove(j)}>
            <DeleteOutlined fontSize="small" />
          </IconButton>
        </Box>
      ))}
      {listError && (
        <FormHelperText error role="alert">
          {listError}
        </FormHelperText>
      )}
      <Button size="small" startIcon={<AddOutlined />} disabled={authors.fields.length >= max} onClick={() => authors.append(emptyPerson())}>
        Agregar autor/a a la ponencia {paper + 1}
      </Button>
    </Box>
  );
}
