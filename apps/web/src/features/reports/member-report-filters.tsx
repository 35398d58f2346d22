import { useQuery } from '@apollo/client/react';
import Autocomplete from '@mui/material/Autocomplete';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { memberReportStatuses, memberReportStatusLabels, memberReportStatusSlugs, REPORT_MIN_YEAR } from '@portal/domain/reports';
import { ReportCountryOptionsQuery, ReportInstitutionOptionsQuery, ReportProvinceOptionsQuery } from './operations';

export const memberFilterKeys = ['anio', 'categoria', 'estado', 'pais', 'provincia', 'institucion', 'altaDesde', 'altaHasta'] as const;
export type MemberFilterKey = (typeof memberFilterKeys)[number];

type Props = {
  filters: Partial<Record<MemberFilterKey, string>>;
  setFilters: (changes: Partial<Record<MemberFilterKey, string | null>>) => void;
  categories: { id: string; name: string }[];
  /** Per-field messages of a refused filter (BAD_USER_INPUT), by the API's field name. */
  errors: Record<string, string>;
};

const thisYear = new Date().getFullYear();
/** The years offered: from the oldest memberships the association keeps to next year. */
const years = Array.from({ length: thisYear + 1 - 2015 + 1 }, (_, i) => String(thisYear + 1 - i)).filter((y) => Number(y) >= REPORT_MIN_YEAR);

/** The Miembros report's filters, each kept in the URL by the page. */
export function MemberReportFilters({ filters, setFilters, categories, errors }: Props) {
  const countries = useQuery(ReportCountryOptionsQuery).data?.countries.items ?? [];
  const provinces = useQuery(ReportProvinceOptionsQuery, { variables: { countryId: filters.pais ?? '' }, skip: !filters.pais }).data?.provinces ?? [];
  const [institutionSearch, setInstitutionSearch] = useState('');
  const institutions = useQuery(ReportInstitutionOptionsQuery, { variables: { search: institutionSearch || null } }).data?.institutions.items ?? [];
  const institutionValue = filters.institucion ? (institutions.find((i) => i.id === filters.institucion) ?? { id: filters.institucion, name: `Institución n.º ${filters.institucion}` }) : null;

  return (
    <>
      <TextField select size="small" label="Año" value={filters.anio ?? String(thisYear)} onChange={(e) => setFilters({ anio: e.target.value })} error={Boolean(errors.year)} helperText={errors.year}>
        {years.map((y) => (
          <MenuItem key={y} value={y}>
            {y}
          </MenuItem>
        ))}
      </TextField>
      <TextField select size="small" label="Categoría" value={filters.categoria ?? ''} onChange={(e) => setFilters({ categoria: e.target.value })} error={Boolean(errors.categoryId)} helperText={errors.categoryId}>
        <MenuItem value="">Todas</MenuItem>
        {categories.map((c) => (
          <MenuItem key={c.id} value={c.id}>
            {c.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField select size="small" label="Estado" value={filters.estado ?? ''} onChange={(e) => setFilters({ estado: e.target.value })}>
        <MenuItem value="">Todos</MenuItem>
        {memberReportStatuses.map((s) => (
          <MenuItem key={s} value={memberReportStatusSlugs[s]}>
            {memberReportStatusLabels[s]}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label="País"
        value={countries.some((c) => c.id === filters.pais) ? filters.pais : ''}
        onChange={(e) => setFilters({ pais: e.target.value, provincia: null })}
        error={Boolean(errors.countryId)}
        helperText={errors.countryId}
      >
        <MenuItem value="">Todos</MenuItem>
        {countries.map((c) => (
          <MenuItem key={c.id} value={c.id}>
            {c.name}
          </MenuItem>
        ))}
      </TextField>
      {filters.pais && provinces.length > 0 && (
        <TextField select size="small" label="Provincia" value={provinces.some((p) => p.id === filters.provincia) ? filters.provincia : ''} onChange={(e) => setFilters({ provincia: e.target.value })}>
          <MenuItem value="">Todas</MenuItem>
          {provinces.map((p) => (
            <MenuItem key={p.id} value={p.id}>
              {p.name}
            </MenuItem>
          ))}
        </TextField>
      )}
      <Autocomplete
        size="small"
        options={institutions}
        value={institutionValue}
        getOptionLabel={(o) => o.name}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        onInputChange={(_e, text, reason) => reason === 'input' && setInstitutionSearch(text)}
        onChange={(_e, value) => setFilters({ institucion: value?.id ?? null })}
        noOptionsText="Ninguna institución coincide"
        renderInput={(params) => <TextField {...params} label="Institución" error={Boolean(errors.institutionId)} helperText={errors.institutionId} />}
        sx={{ minWidth: { sm: 240 } }}
      />
      <TextField
        size="small"
        type="date"
        label="Alta desde"
        value={filters.altaDesde ?? ''}
        onChange={(e) => setFilters({ altaDesde: e.target.value })}
        slotProps={{ inputLabel: { shrink: true } }}
        error={Boolean(errors.joinedFrom)}
        helperText={errors.joinedFrom}
      />
      <TextField
        size="small"
        type="date"
        label="Alta hasta"
        value={filters.altaHasta ?? ''}
        onChange={(e) => setFilters({ altaHasta: e.target.value })}
        slotProps={{ inputLabel: { shrink: true } }}
        error={Boolean(errors.joinedTo)}
        helperText={errors.joinedTo}
      />
    </>
  );
}
