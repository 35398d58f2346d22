import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { publicationStatuses, publicationStatusLabels, type PublicationStatus } from '@portal/domain/news';

/** URL values of the status filter (?estado=borrador). */
const slugs: Record<PublicationStatus, string> = { DRAFT: 'borrador', PUBLISHED: 'publicada' };
export const statusFromSlug = (slug: string | undefined) => publicationStatuses.find((s) => slugs[s] === slug) ?? null;

export function StatusFilter({ value, onChange }: { value: PublicationStatus | null; onChange: (slug: string | null) => void }) {
  return (
    <TextField select size="small" label="Estado" value={value ? slugs[value] : ''} onChange={(e) => onChange(e.target.value || null)} sx={{ minWidth: 180 }}>
      <MenuItem value="">Todos</MenuItem>
      {publicationStatuses.map((s) => (
        <MenuItem key={s} value={slugs[s]}>
          {publicationStatusLabels[s]}
        </MenuItem>
      ))}
    </TextField>
  );
}
