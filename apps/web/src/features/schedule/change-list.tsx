import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { describeWhere, sessionChangeLabels } from '@portal/domain/schedule-releases';
import type { ScheduleChangeFieldsFragment } from '../../gql/graphql';

/** Changes of the programme, session by session: what it is, and where it was and is now. */
export function ChangeList({ changes, label }: { changes: readonly ScheduleChangeFieldsFragment[]; label: string }) {
  return (
    <Box component="ul" aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {changes.map((c) => (
        <Box component="li" key={`${c.itemKey}-${c.change}`} sx={{ py: 1, borderTop: 1, borderColor: 'divider', overflowWrap: 'anywhere' }}>
          <Typography variant="body2">
            <strong>{sessionChangeLabels[c.change]}:</strong> «{c.title}»
          </Typography>
          {c.before && (
            <Typography variant="body2" color="text.secondary">
              {c.after ? 'Antes' : 'Estaba'}: {describeWhere(c.before)}
            </Typography>
          )}
          {c.after && (
            <Typography variant="body2" color="text.secondary">
              {c.before ? 'Ahora' : 'En'}: {describeWhere(c.after)}
            </Typography>
          )}
        </Box>
      ))}
    </Box>
  );
}
