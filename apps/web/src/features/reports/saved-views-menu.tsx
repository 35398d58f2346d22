import { useMutation, useQuery } from '@apollo/client/react';
import BookmarkBorderOutlined from '@mui/icons-material/BookmarkBorderOutlined';
import Box from '@mui/material/Box';
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
import { renameViewInput, saveViewInput, SAVED_VIEW_NAME_MAX, type SavedViewReport } from '@portal/domain/saved-views';
import { FormDialog } from '../../shared/forms/form-dialog';
import { errorMessageOf, fieldErrorsOf } from '../../shared/graphql-errors';
import { notify } from '../../shared/notify';
import { DeleteViewMutation, RenameViewMutation, SaveViewMutation, SavedViewsQuery } from './saved-views-operations';

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
  const [renaming, setRenaming] = useState<{ id: string; name: string; shared: boolean } | null>(null);
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
            Cambiar nombre o eliminar…
          </MenuItem>
        )}
      </Menu>
      {saving && <ViewNameDialog save={{ report, query: searchParams.toString(), columns }} onClose={() => setSaving(false)} />}
      {renaming && <ViewNameDialog rename={renaming} onClose={() => setRenaming(null)} />}
      <Dialog open={managing} onClose={() => setManaging(false)} fullWidth maxWidth="xs" aria-labelledby={`${menuId}-manage`}>
        <DialogTitle id={`${menuId}-manage`}>Mis vistas guardadas</DialogTitle>
        <DialogContent>
          <List dense>
            {mine.map((v) => (
              <ListItem key={v.id} disableGutters sx={{ flexWrap: 'wrap', gap: 1 }}>
                <ListItemText primary={v.name} secondary={v.shared ? 'Compartida con su rol' : 'Solo para usted'} sx={{ minWidth: 0, overflowWrap: 'anywhere' }} />
                <Box sx={{ display: 'flex', gap: 1 }}>
                  <Button size="small" aria-label={`Renombrar la vista «${v.name}»`} onClick={() => setRenaming({ id: v.id, name: v.name, shared: v.shared })}>
                    Renombrar
                  </Button>
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
                </Box>
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

type DialogProps = {
  /** Saving the current view: its report, the URL's query and the chosen columns. */
  save?: { report: SavedViewReport; query: string; columns: readonly string[] | null };
  /** Renaming one of the person's views (its name and sharing can change). */
  rename?: { id: string; name: string; shared: boolean };
  onClose: () => void;
};

/** The name and sharing of a view: «Guardar la vista actual» or «Cambiar el nombre de la vista». */
function ViewNameDialog({ save: saving, rename, onClose }: DialogProps) {
  const [name, setName] = useState(rename?.name ?? '');
  const [share, setShare] = useState(rename?.shared ?? false);
  const [nameError, setNameError] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [save, saveState] = useMutation(SaveViewMutation, { refetchQueries: [SavedViewsQuery] });
  const [renameView, renameState] = useMutation(RenameViewMutation, { refetchQueries: [SavedViewsQuery] });
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = saving ? saveViewInput.safeParse({ ...saving, name, shared: share }) : renameViewInput.safeParse({ name, shared: share });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      if (issue.path[0] === 'name') setNameError(issue.message);
      else setServerError(issue.message);
      return;
    }
    const chosen = parsed.data.name;
    try {
      if (saving) await save({ variables: { report: saving.report, name: chosen, query: saving.query.replace(/^\?/, ''), columns: saving.columns ? [...saving.columns] : null, shared: share } });
      else if (rename) await renameView({ variables: { id: rename.id, name: chosen, shared: share } });
      notify(saving ? `Vista «${chosen}» guardada.` : `La vista ahora se llama «${chosen}».`, 'success');
      onClose();
    } catch (error) {
      const fields = fieldErrorsOf(error);
      if (fields.name) setNameError(fields.name);
      else setServerError(errorMessageOf(error));
    }
  };
  return (
    <FormDialog
      title={saving ? 'Guardar la vista actual' : 'Cambiar el nombre de la vista'}
      submitLabel="Guardar"
      serverError={serverError}
      submitting={saveState.loading || renameState.loading}
      onSubmit={submit}
      onClose={onClose}
      maxWidth="xs"
    >
      {saving && (
        <Typography variant="body2" sx={{ mb: 2 }}>
          Guarda los filtros, el orden y las columnas elegidas para volver a abrirlos desde «Vistas guardadas».
        </Typography>
      )}
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
