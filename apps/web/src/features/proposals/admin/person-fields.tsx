import LinkOffOutlined from '@mui/icons-material/LinkOffOutlined';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useController, useWatch, type Control } from 'react-hook-form';
import type { FixedPanelData } from '@portal/domain/fixed-panels';
import { TextInputField } from '../../../shared/forms/text-field';
import type { FixedPanelValues } from './fixed-panel-values';
import { PanelPersonCandidatesQuery } from './operations';

type FormControl = Control<FixedPanelValues, unknown, FixedPanelData>;
type Prefix = 'chair' | `speakers.${number}`;

const twoColumns = { display: 'grid', columnGap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } } as const;

/**
 * One person of a fixed panel: pick an account (it fills name, e-mail and institution and links
 * the account), or type the details of someone without one.
 */
export function PersonFields({ control, prefix, conferenceId, label }: { control: FormControl; prefix: Prefix; conferenceId: string; label: string }) {
  const userId = useController({ control, name: `${prefix}.userId` as const });
  const name = useController({ control, name: `${prefix}.name` as const });
  const email = useController({ control, name: `${prefix}.email` as const });
  const institution = useController({ control, name: `${prefix}.institution` as const });
  const linkedName = useWatch({ control, name: `${prefix}.name` as const });
  const [search, setSearch] = useState('');
  const term = search.trim();
  const { data, loading } = useQuery(PanelPersonCandidatesQuery, { variables: { conferenceId, search: term }, skip: term.length < 2 });
  const options = term.length < 2 ? [] : (data?.panelPersonCandidates ?? []);
  return (
    <Box>
      {userId.field.value ? (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 1 }}>
          <Typography variant="body2">
            Vinculado a la cuenta de <strong>{linkedName}</strong>.
          </Typography>
          <Button size="small" startIcon={<LinkOffOutlined />} onClick={() => userId.field.onChange('')} aria-label={`Quitar el vínculo con la cuenta (${label})`}>
            Quitar vínculo
          </Button>
        </Box>
      ) : (
        <Autocomplete
          options={options}
          loading={loading}
          filterOptions={(o) => o}
          getOptionLabel={(o) => `${o.lastName}, ${o.firstName}`}
          isOptionEqualToValue={(a, b) => a.id === b.id}
          inputValue={search}
          onInputChange={(_e, value, reason) => {
            if (reason !== 'reset') setSearch(value);
          }}
          value={null}
          onChange={(_e, picked) => {
            if (!picked) return;
            userId.field.onChange(picked.id);
            name.field.onChange(`${picked.firstName} ${picked.lastName}`);
            email.field.onChange(picked.email);
            institution.field.onChange(picked.institution ?? '');
            setSearch('');
          }}
          noOptionsText={term.length < 2 ? 'Escriba al menos 2 letras' : 'Ninguna cuenta coincide: escriba los datos abajo'}
          loadingText="Buscando…"
          renderOption={(props, o) => {
            const { key, ...rest } = props as typeof props & { key: string };
            return (
              <li key={key} {...rest}>
                <Box>
                  <Typography>{`${o.lastName}, ${o.firstName}`}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {o.email}
                    {o.institution ? ` · ${o.institution}` : ''}
                  </Typography>
                </Box>
              </li>
            );
          }}
          renderInput={(params) => <TextField {...params} size="small" label={`Buscar una cuenta (${label})`} helperText="Opcional: o escriba los datos de una persona sin cuenta." />}
          sx={{ mb: 1, maxWidth: 480 }}
        />
      )}
      <Box sx={twoColumns}>
        <TextInputField control={control} name={`${prefix}.name`} label="Nombre y apellido" required />
        <TextInputField control={control} name={`${prefix}.email`} label="Correo electrónico (opcional)" type="email" />
      </Box>
      <TextInputField control={control} name={`${prefix}.institution`} label="Institución (opcional)" />
    </Box>
  );
}
