import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { formatClockRange, scheduleKindLabels } from '@portal/domain/schedule';
import type { ProgrammeSessionFieldsFragment as Session } from '../../gql/graphql';

const roleLabels: Record<string, string> = { chair: 'Coordina', commentator: 'Comenta', speaker: 'Expone', author: 'Autor/a' };

/** "sábado 12 de septiembre". */
export function dayHeading(day: string): string {
  const text = new Date(`${day}T12:00:00Z`).toLocaleDateString('es-AR', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });
  return text.charAt(0).toUpperCase() + text.slice(1);
}

const withInstitution = (p: { name: string; institution?: string | null }) => (p.institution ? `${p.name} (${p.institution})` : p.name);

/**
 * One session of a released programme: time, rooms, kind and area, title, chair, the other
 * participants with their institutions, and a panel's papers with their authors. `action` goes
 * beside the title (the «Me interesa» toggle), `note` under it (the viewer's roles).
 */
export function SessionCard({ session, action, note, headingLevel = 'h4' }: { session: Session; action?: ReactNode; note?: ReactNode; headingLevel?: 'h3' | 'h4' }) {
  const others = session.participants.filter((p) => !p.roles.includes('chair') && (p.roles.includes('commentator') || p.roles.includes('speaker') || session.papers.length === 0));
  return (
    <Paper variant="outlined" component="article" sx={{ p: 2 }}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', justifyContent: 'space-between', flexWrap: 'wrap' }}>
        <Box sx={{ minWidth: 0, flex: '1 1 16rem' }}>
          <Typography variant="body2" color="primary" sx={{ fontWeight: 600 }}>
            {formatClockRange(session.start, session.end)} · {session.rooms.join(' / ')}
            {session.places.length > 0 && ` (${session.places.join(' / ')})`}
          </Typography>
          <Typography variant="h6" component={headingLevel} sx={{ fontSize: '1.05rem', mt: 0.5, overflowWrap: 'anywhere' }}>
            {session.title}
          </Typography>
        </Box>
        {action}
      </Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', my: 1 }}>
        <Chip size="small" label={scheduleKindLabels[session.kind]} />
        {session.area && <Chip size="small" variant="outlined" label={session.area} />}
      </Box>
      {note}
      {session.chair && (
        <Typography variant="body2">
          <strong>Coordina:</strong> {withInstitution(session.participants.find((p) => p.roles.includes('chair')) ?? { name: session.chair })}
        </Typography>
      )}
      {others.length > 0 && (
        <Typography variant="body2">
          <strong>Participan:</strong> {others.map((p) => `${withInstitution(p)}${p.roles.includes('commentator') ? ' (comenta)' : ''}`).join('; ')}
        </Typography>
      )}
      {session.papers.length > 0 && (
        <Box component="ul" sx={{ pl: 2.5, my: 1 }}>
          {session.papers.map((paper, i) => (
            <Typography component="li" variant="body2" key={i}>
              {paper.title}
              {paper.authors.length > 0 && <Typography component="span" variant="body2" color="text.secondary">{` — ${paper.authors.join(', ')}`}</Typography>}
            </Typography>
          ))}
        </Box>
      )}
    </Paper>
  );
}

export const rolesText = (roles: readonly string[]) => roles.map((r) => roleLabels[r] ?? r).join(', ');
