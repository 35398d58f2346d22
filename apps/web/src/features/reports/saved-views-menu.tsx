import { useMutation, useQuery } from '@apollo/client/react';
import BookmarkBorderOutlined from '@mui/icons-material/BookmarkBorderOutlined';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { saveViewInput, SAVED_VIEW_NAME_MAX, type SavedViewReport } from '@portal/domain/saved-views';
import { FormDialog } from '../../shared/forms/form-dialog';
import { errorMessageOf, fieldErrorsOf } from '../../shared/graphql-errors';
import { notify } from '../../shared/notify';
import { DeleteViewMutation, SaveViewMutation, SavedViewsQuery } from './saved-views-operations';

type Props = {
  /** Which report's views (`accounts`, `members`, `inscriptions`). */
  report: SavedViewReport;
  /** The columns the person chose for the file (null: all): saved with the view. */
  columns?: readonly string[] | null;
  /** Called with a view's columns when it is opened (its filters go to the URL). */
  onApply?: (columns: string[] | null) => void;
};

/**
 * «Vistas guardadas» of a report: the current filters (the URL's query) and chosen columns under a
 * name, for oneself or shared with the other holders of one's role; opened again from this menu.
 * A report adds it with `<SavedViewsMenu report="…" columns={…} onApply={…} />`.
 */
export function SavedViewsMenu({ report, columns = null, onApply }: Props) {
  const buttonId = useId();
  const menuId = useId();
  const [searchParams, setSearchParams] = useSearchParams();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [saving, setSaving] = useState(false);
  const [managing, setManaging] = useState(false);
  const { data } = useQuery(SavedViewsQuery, { variables: { report } });
  const views = data?.savedViews ?? [];
  const mine = views.filter((v) => v.mine);
  const shared = views.filter((v) => !v.mine);
  const [deleteView] = useMutation(DeleteViewMutation, { refetchQueries: [SavedViewsQuery] });

  const open = (view: (typeof views)[number]) => {
    setAnchor(null);
    setSearchParams(new URLSearchParams(view.query), { replace: false });
    onApply?.(view.columns ?? null);
    notify(`Vista «${view.name}» aplicada.`, 'success');
  };

  return (
    <>
      <Button
        id={buttonId}
        variant="outlined"
        startIcon={<BookmarkBorderOutlined />}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? menuId : undefined}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        Vistas guardadas
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)} slotProps={{ list: { 'aria-labelledby': buttonId } }}>
        {mine.map((v) => (
          <MenuItem key={v.id} onClick={() => open(v)}>
            {v.name}
            {v.shared ? ' (compartida)' : ''}
          </MenuItem>
        ))}
        {shared.map((v) => (
          <MenuItem key={v.id} onClick={() => open(v)}>
            {v.name} (de {v.ownerName})
          </MenuItem>
        ))}
        {views.length === 0 && <MenuItem disabled>Todavía no hay vistas guardadas.</MenuItem>}
        <Divider component="li" />
        <MenuItem
          onClick={() => {
            setAnchor(null);
            setSaving(true);
          }}
        >
          Guardar la vista actual…
        </MenuItem>
        {mine.length > 0 && (
          <MenuItem
            onClick={() => {
              setAnchor(null);
              setManaging(true);
            }}
          >
            Eliminar vistas…
          </MenuItem>
        )}
      </Menu>
      {saving && <SaveViewDialog report={report} query={searchParams.toString()} columns={columns} onClose={() => setSaving(false)} />}
      <Dialog open={managing} onClose={() => setManaging(false)} fullWidth maxWidth="xs" aria-labelledby={`${menuId}-manage`}>
        <DialogTitle id={`${menuId}-manage`}>Mis vistas guardadas</DialogTitle>
        <DialogContent>
          <List dense>
            {mine.map((v) => (
              <ListItem
                key={v.id}
                secondaryAction={
                  <Button
                    color="error"
                    size="small"
                    aria-label={`Eliminar la vista «${v.name}»`}
                    onClick={async () => {
                      try {
                        await deleteView({ variables: { id: v.id } });
                        notify(`Se eliminó la vista «${v.name}».`, 'success');
                      } catch (error) {
                        notify(errorMessageOf(error), 'error');
                      }
                    }}
                  >
                    Eliminar
                  </Button>
                }
              >
                <ListItemText primary={v.name} secondary={v.shared ? 'Compartida con su rol' : 'Solo para usted'} />
              </ListItem>
            ))}
          </List>
          {mine.length === 0 && <Typography>No tiene vistas guardadas.</Typography>}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setManaging(false)}>Cerrar</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

function SaveViewDialog({ report, query, columns, onClose }: { report: SavedViewReport; query: string; columns: readonly string[] | null; onClose: () => void }) {
  const [name, setName] = useState('');
  const [share, setShare] = useState(false);
  const [nameError, setNameError] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [save, { loading }] = useMutation(SaveViewMutation, { refetchQueries: [SavedViewsQuery] });
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = saveViewInput.safeParse({ report, name, query, columns, shared: share });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      if (issue.path[0] === 'name') setNameError(issue.message);
      else setServerError(issue.message);
      return;
    }
    try {
      await save({ variables: { report, name: parsed.data.name, query: parsed.data.query, columns: parsed.data.columns ?? null, shared: share } });
      notify(`Vista «${parsed.data.name}» guardada.`, 'success');
      onClose();
    } catch (error) {
      const fields = fieldErrorsOf(error);
      if (fields.name) setNameError(fields.name);
      else setServerError(errorMessageOf(error));
    }
  };
  return (
    <FormDialog title="Guardar la vista actual" submitLabel="Guardar" serverError={serverError} submitting={loading} onSubmit={submit} onClose={onClose} maxWidth="xs">
      <Typography variant="body2" sx={{ mb: 2 }}>
        Guarda los filtros, el orden y las columnas elegidas para volver a abrirlos desde «Vistas guardadas».
      </Typography>
      <TextField
        autoFocus
        fullWidth
        label="Nombre de la vista"
        value={name}
        onChange={(e) => {
          setName(e.target.value);
          setNameError(null);
        }}
        error={nameError !== null}
        helperText={nameError ?? 'Por ejemplo: «Deudores 2026 de Pleno»'}
        slotProps={{ htmlInput: { maxLength: SAVED_VIEW_NAME_MAX } }}
      />
      <FormControlLabel control={<Checkbox checked={share} onChange={(e) => setShare(e.target.checked)} />} label="Compartirla con quienes tienen mi rol" />
    </FormDialog>
  );
}
