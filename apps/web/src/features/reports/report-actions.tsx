import Box from '@mui/material/Box';
import type { ExportColumnChoice, ExportFormatName } from '@portal/domain/exports';
import type { SavedViewReport } from '@portal/domain/saved-views';
import { ExportMenu, type ExportAnswer } from '../../shared/exports/export-menu';
import { SavedViewsMenu } from './saved-views-menu';

type Props = {
  report: SavedViewReport;
  /** The file's columns, and those the person chose (null: all): a saved view keeps and restores them. */
  columns: readonly ExportColumnChoice[];
  chosen: readonly string[] | null;
  onChosen: (keys: string[] | null) => void;
  progressLabel: string;
  /** The report's export with its current filters; without it (nothing to export yet) only the views. */
  onExport?: (format: ExportFormatName, columns: string[] | null) => Promise<ExportAnswer | null | undefined>;
};

/** A report's «Vistas guardadas» and «Exportar», side by side (wrapping on a phone). */
export function ReportActions({ report, columns, chosen, onChosen, progressLabel, onExport }: Props) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start' }}>
      <SavedViewsMenu report={report} columns={chosen} onApply={onChosen} />
      {onExport && <ExportMenu progressLabel={progressLabel} columns={columns} chosenColumns={chosen} onColumnsChange={onChosen} onExport={onExport} />}
    </Box>
  );
}
