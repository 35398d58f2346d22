import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Link from '@mui/material/Link';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { useId, useState } from 'react';
import { exportFormatLabels, type ExportColumnChoice, type ExportFormatName } from '@portal/domain/exports';
import { errorMessageOf } from '../graphql-errors';
import { JobProgress } from '../jobs/job-progress';

/** What an export mutation answers: the link at once (small lists) or the job that writes the file. */
export type ExportAnswer = { url?: string | null; jobId?: string | null; fileName?: string | null };

type Props = {
  /**
   * Runs the list's export mutation with its current search, filters and sort, and the columns the
   * person chose (their keys, in the list's order; null for all of them).
   */
  onExport: (format: ExportFormatName, columns: string[] | null) => Promise<ExportAnswer | null | undefined>;
  /** The button's text ("Exportar" unless the page offers two files). */
  label?: string;
  /** The file's columns: given, the menu offers «Elegir columnas…». */
  columns?: readonly ExportColumnChoice[];
  /** What the progress bar says while a large export is written ("Exportando los usuarios"). */
  progressLabel: string;
  /**
   * The columns chosen, held by the page (a saved view restores them): given with `onColumnsChange`,
   * the menu shows and changes these instead of its own choice. Null: all of them.
   */
  chosenColumns?: readonly string[] | null;
  onColumnsChange?: (keys: string[] | null) => void;
};

const formats = Object.keys(exportFormatLabels) as ExportFormatName[];

/** Starts the browser's download of a link (the server answers it as an attachment). */
function startDownload(url: string, fileName: string | null | undefined) {
  const a = document.createElement('a');
  a.href = url;
  if (fileName) a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
}

/**
 * "Exportar" for a list: CSV, CSV para Excel or Excel (XLSX) of what the list shows (its search and
 * filters). A small list downloads at once; a large one shows the job's progress, then the link.
 */
export function ExportMenu({ onExport, progressLabel, columns, label = 'Exportar', chosenColumns, onColumnsChange }: Props) {
  const buttonId = useId();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const open = anchor !== null;
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<{ url: string; fileName: string | null } | null>(null);
  const [job, setJob] = useState<{ id: string; fileName: string | null } | null>(null);
  const [ownLeft, setOwnLeft] = useState<ReadonlySet<string>>(new Set());
  const left: ReadonlySet<string> = onColumnsChange ? new Set(chosenColumns && columns ? columns.filter((c) => !chosenColumns.includes(c.key)).map((c) => c.key) : []) : ownLeft;
  const setLeft = (change: (before: ReadonlySet<string>) => ReadonlySet<string>) => {
    const next = change(left);
    if (onColumnsChange) onColumnsChange(next.size && columns ? columns.filter((c) => !next.has(c.key)).map((c) => c.key) : null);
    else setOwnLeft(next);
  };
  const [choosing, setChoosing] = useState(false);
  const chosen = columns && left.size ? columns.filter((c) => !left.has(c.key)).map((c) => c.key) : null;

  const choose = async (format: ExportFormatName) => {
    setAnchor(null);
    setError(null);
    setDone(null);
    setBusy(true);
    try {
      const answer = await onExport(format, chosen);
      if (answer?.url) {
        setDone({ url: answer.url, fileName: answer.fileName ?? null });
        startDownload(answer.url, answer.fileName);
      } else if (answer?.jobId) setJob({ id: answer.jobId, fileName: answer.fileName ?? null });
    } catch (e) {
      setError(errorMessageOf(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-end' }}>
      <Button
        id={buttonId}
        variant="outlined"
        aria-haspopup="menu"
        aria-expanded={open ? 'true' : undefined}
        aria-controls={open ? menuId : undefined}
        disabled={busy}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        {busy ? 'Exportando…' : label}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={open} onClose={() => setAnchor(null)} slotProps={{ list: { 'aria-labelledby': buttonId } }}>
        {formats.map((format) => (
          <MenuItem key={format} onClick={() => void choose(format)}>
            {exportFormatLabels[format]}
          </MenuItem>
        ))}
        {columns && (
          <MenuItem
            onClick={() => {
              setAnchor(null);
              setChoosing(true);
            }}
          >
            {chosen ? `Elegir columnas… (${chosen.length} de ${columns.length})` : 'Elegir columnas…'}
          </MenuItem>
        )}
      </Menu>
      {columns && (
        <Dialog open={choosing} onClose={() => setChoosing(false)} fullWidth maxWidth="xs" aria-labelledby={`${menuId}-columns`}>
          <DialogTitle id={`${menuId}-columns`}>Columnas del archivo</DialogTitle>
          <DialogContent>
            <FormGroup>
              {columns.map((c) => (
                <FormControlLabel
                  key={c.key}
                  label={c.label}
                  control={
                    <Checkbox
                      checked={!left.has(c.key)}
                      disabled={!left.has(c.key) && left.size === columns.length - 1}
                      onChange={(e) =>
                        setLeft((before) => {
                          const next = new Set(before);
                          if (e.target.checked) next.delete(c.key);
                          else next.add(c.key);
                          return next;
                        })
                      }
                    />
                  }
                />
              ))}
            </FormGroup>
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setLeft(() => new Set<string>())}>Todas</Button>
            <Button variant="contained" onClick={() => setChoosing(false)}>
              Listo
            </Button>
          </DialogActions>
        </Dialog>
      )}
      {error && <Alert severity="error">{error}</Alert>}
      {done && (
        <Alert severity="success" onClose={() => setDone(null)}>
          Se descargó el archivo.{' '}
          <Link href={done.url} download={done.fileName ?? undefined}>
            Descargar de nuevo
          </Link>
        </Alert>
      )}
      <Dialog open={job !== null} onClose={() => setJob(null)} fullWidth maxWidth="sm" aria-labelledby={`${menuId}-title`}>
        <DialogTitle id={`${menuId}-title`}>Exportación en curso</DialogTitle>
        <DialogContent>
          {job && (
            <JobProgress
              jobId={job.id}
              label={progressLabel}
              renderResult={(result) => {
                const r = result as { url?: string; fileName?: string; rows?: number } | null;
                return r?.url ? (
                  <Alert severity="success">
                    El archivo está listo ({r.rows?.toLocaleString('es-AR')} filas).{' '}
                    <Link href={r.url} download={r.fileName}>
                      Descargar {r.fileName}
                    </Link>
                    . El enlace vale por 24 horas.
                  </Alert>
                ) : (
                  <Alert severity="warning">La exportación terminó sin archivo.</Alert>
                );
              }}
            />
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setJob(null)}>Cerrar</Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
