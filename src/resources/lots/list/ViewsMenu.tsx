import { useState } from 'react';
import {
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Divider,
  FormControlLabel,
  IconButton,
  ListItemText,
  Menu,
  MenuItem,
  TextField,
} from '@mui/material';
import BookmarksIcon from '@mui/icons-material/Bookmarks';
import DeleteIcon from '@mui/icons-material/Delete';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify } from 'react-admin';
import type { AppDataProvider } from '../../../providers/dataProvider';
import type { LotView, WorkbenchColumn, WorkbenchFilters } from '../../../providers/data/workbench';
import { errorMessage } from '../../../pages/reports/saveFile';
import { useActor } from '../../../components/permissions';
import { useProject } from '../../../components/useProject';

export interface CurrentView {
  filters: WorkbenchFilters;
  columns: readonly WorkbenchColumn[];
  sort: string;
  order: 'asc' | 'desc';
}

const VIEWS_KEY = ['lot-views'];

/**
 * "Visões": the saved views (the user's own, then those shared with their projects), applied
 * with one click; "Salvar visão atual" keeps the filters, columns and sort on the server, shared
 * with the filtered project when the user is its admin; the owner deletes their views.
 */
export const ViewsMenu = ({ current, onApply }: { current: CurrentView; onApply: (view: LotView) => void }) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const access = useActor();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [saving, setSaving] = useState(false);
  const [name, setName] = useState('');
  const [shared, setShared] = useState(false);
  const [busy, setBusy] = useState(false);
  const { data: views = [] } = useQuery({ queryKey: VIEWS_KEY, queryFn: () => dataProvider.getLotViews() });
  const projectId = current.filters.project_id;
  const { data: project } = useProject(projectId);
  const canShare = !!projectId && access.isProjectAdmin(projectId);

  const save = async () => {
    setBusy(true);
    try {
      const view = await dataProvider.saveLotView({
        name: name.trim(),
        project_id: shared && canShare ? projectId : null,
        filters: current.filters,
        columns: [...current.columns],
        sort: current.sort as LotView['sort'],
        order: current.order,
      });
      await queryClient.invalidateQueries({ queryKey: VIEWS_KEY });
      notify(`Visão "${view.name}" salva`, { type: 'success' });
      setSaving(false);
      setName('');
      setShared(false);
    } catch (error) {
      notify(`Erro ao salvar a visão: ${errorMessage(error)}`, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  const remove = async (view: LotView) => {
    try {
      await dataProvider.deleteLotView(view.id);
      await queryClient.invalidateQueries({ queryKey: VIEWS_KEY });
      notify(`Visão "${view.name}" excluída`, { type: 'info' });
    } catch (error) {
      notify(`Erro ao excluir a visão: ${errorMessage(error)}`, { type: 'error' });
    }
  };

  return (
    <>
      <Button size="small" startIcon={<BookmarksIcon />} onClick={(e) => setAnchor(e.currentTarget)}>
        Visões
      </Button>
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        {views.length === 0 && <MenuItem disabled>Nenhuma visão salva</MenuItem>}
        {views.map((view) => (
          <MenuItem
            key={view.id}
            onClick={() => {
              setAnchor(null);
              onApply(view);
            }}
          >
            <ListItemText
              primary={view.name}
              secondary={view.project_id ? `Compartilhada: ${view.project_name ?? ''}` : 'Só para mim'}
            />
            {view.mine && (
              <IconButton
                edge="end"
                size="small"
                aria-label={`Excluir visão ${view.name}`}
                onClick={(e) => {
                  e.stopPropagation();
                  void remove(view);
                }}
              >
                <DeleteIcon fontSize="small" />
              </IconButton>
            )}
          </MenuItem>
        ))}
        <Divider />
        <MenuItem
          onClick={() => {
            setAnchor(null);
            setSaving(true);
          }}
        >
          Salvar visão atual…
        </MenuItem>
      </Menu>
      <Dialog open={saving} onClose={() => setSaving(false)} fullWidth maxWidth="xs">
        <DialogTitle>Salvar visão</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            margin="dense"
            label="Nome da visão"
            value={name}
            onChange={(e) => setName(e.target.value)}
            slotProps={{ htmlInput: { maxLength: 80 } }}
          />
          {canShare && (
            <FormControlLabel
              control={<Checkbox checked={shared} onChange={(e) => setShared(e.target.checked)} />}
              label={`Compartilhar com os membros de ${String(project?.name ?? 'projeto')}`}
            />
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setSaving(false)}>Cancelar</Button>
          <Button variant="contained" disabled={!name.trim() || busy} onClick={() => void save()}>
            Salvar
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
};
