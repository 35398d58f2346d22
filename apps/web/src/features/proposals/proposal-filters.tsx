import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { submissionTypes, type SubmissionType } from '@portal/domain/conferences';
import { proposalKindLabels, proposalStatuses, proposalStatusLabels, type ProposalStatus } from '@portal/domain/proposal-status';
import { proposalRoutes } from '@portal/domain/proposals';

/** URL values of the filters: `?tipo=ponencia-estudiante&estado=incluido-en-panel`. */
const kindSlug = (kind: SubmissionType) => proposalRoutes[kind].create;
const statusSlug = (status: ProposalStatus) => proposalStatusLabels[status].toLowerCase().replaceAll(' ', '-');

export const kindFromSlug = (slug: string | undefined) => submissionTypes.find((k) => kindSlug(k) === slug) ?? null;
export const statusFromSlug = (slug: string | undefined) => proposalStatuses.find((s) => statusSlug(s) === slug) ?? null;

type Props = {
  kind: SubmissionType | null;
  status: ProposalStatus | null;
  onChange: (filters: { tipo: string | null; estado: string | null }) => void;
};

/** The kind and status filters of Mis postulaciones (two cells of the list page's search grid). */
export function ProposalFilters({ kind, status, onChange }: Props) {
  const current = { tipo: kind ? kindSlug(kind) : null, estado: status ? statusSlug(status) : null };
  return (
    <>
      <TextField select size="small" label="Tipo" value={current.tipo ?? ''} onChange={(e) => onChange({ ...current, tipo: e.target.value || null })} sx={{ minWidth: 200 }}>
        <MenuItem value="">Todos</MenuItem>
        {submissionTypes.map((k) => (
          <MenuItem key={k} value={kindSlug(k)}>
            {proposalKindLabels[k]}
          </MenuItem>
        ))}
      </TextField>
      <TextField select size="small" label="Estado" value={current.estado ?? ''} onChange={(e) => onChange({ ...current, estado: e.target.value || null })} sx={{ minWidth: 200 }}>
        <MenuItem value="">Todos</MenuItem>
        {proposalStatuses.map((s) => (
          <MenuItem key={s} value={statusSlug(s)}>
            {proposalStatusLabels[s]}
          </MenuItem>
        ))}
      </TextField>
    </>
  );
}
