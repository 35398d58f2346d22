import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { scheduleWarningLabels } from '@portal/domain/schedule-checks';
import type { ScheduleGridFieldsFragment } from '../../gql/graphql';
import { Section } from './section';

export type Warning = ScheduleGridFieldsFragment['warnings'][number];

/** «Advertencias»: placed, but worth a look (travel, small room, one area twice at a time, outside the dates); choosing one marks its slots. */
export function WarningsPanel({ warnings, selected, onSelect }: { warnings: readonly Warning[]; selected: Warning | null; onSelect: (w: Warning | null) => void }) {
  return (
    <Section
      title={`Advertencias (${warnings.length})`}
      intro={warnings.length > 0 ? 'No impiden publicar. Elija una para marcar sus horarios en el cronograma.' : undefined}
      actions={
        selected ? (
          <Button size="small" onClick={() => onSelect(null)}>
            Dejar de marcar
          </Button>
        ) : undefined
      }
    >
      {warnings.length === 0 ? (
        <Typography variant="body2">No hay advertencias: nadie tiene traslados justos, las salas alcanzan y ninguna área se superpone consigo misma.</Typography>
      ) : (
        <Box component="ul" aria-label="Advertencias del cronograma" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1, maxHeight: 360, overflowY: 'auto' }}>
          {warnings.map((w, i) => {
            const on = selected === w;
            return (
              <li key={`${w.kind}-${w.slotIds.join('-')}-${i}`}>
                <Box
                  component="button"
                  type="button"
                  aria-pressed={on}
                  onClick={() => onSelect(on ? null : w)}
                  sx={{
                    width: '100%',
                    textAlign: 'left',
                    font: 'inherit',
                    color: 'text.primary',
                    cursor: 'pointer',
                    p: 1,
                    borderRadius: 1,
                    border: 1,
                    borderColor: on ? 'warning.main' : 'divider',
                    borderLeft: '6px solid #f2c200',
                    bgcolor: on ? '#fff4cc' : 'background.paper',
                  }}
                >
                  <Typography component="span" variant="body2" sx={{ fontWeight: 700, display: 'block' }}>
                    {scheduleWarningLabels[w.kind]}
                  </Typography>
                  <Typography component="span" variant="body2" sx={{ display: 'block' }}>
                    {w.message}
                  </Typography>
                </Box>
              </li>
            );
          })}
        </Box>
      )}
    </Section>
  );
}
