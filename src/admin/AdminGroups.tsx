import { useState, type FormEvent } from 'react';
import {
  Alert,
  Button,
  Card,
  CardContent,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import DeleteIcon from '@mui/icons-material/Delete';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify } from 'react-admin';
import { GROUP_NAME_MAX, GROUP_NAME_MIN } from '../../domain/validation/limits.ts';
import { minChars } from '../components/domain/model';
import { DeleteConfirmDialog } from '../components/DeleteConfirmDialog';
import type { AppDataProvider } from '../providers/dataProvider';
import type { ProjectGroup } from '../providers/data/admin';
import { useAppTranslate } from '../providers/i18n';
import { TableScroll } from '../components/list/TableScroll';

export const projectGroupsKey = ['projectGroups'] as const;

/** The server's message of a refused call (409 duplicate name, 400 too short), for the field or a notification. */
const messageOf = (error: unknown): string => {
  const body = (error as { body?: { message?: string; errors?: Record<string, string> } })?.body;
  return body?.errors?.name ?? body?.message ?? (error as Error)?.message ?? '';
};

/** Client-side check of a name; the server says the same (domain/api/admin.ts) and checks uniqueness. */
const nameError = (name: string) => (name.trim().length < GROUP_NAME_MIN ? minChars(GROUP_NAME_MIN) : undefined);

/**
 * `/admin/groups`: the project groups by name (issue #18 part 7): create, rename, delete an
 * empty one. A project joins a group in its own form, choosing it by name.
 */
export const AdminGroups = () => {
  const translate = useAppTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const { data: groups, error } = useQuery({
    queryKey: projectGroupsKey,
    queryFn: () => dataProvider.getProjectGroups(),
  });
  const [name, setName] = useState('');
  const [createError, setCreateError] = useState<string>();
  const [renaming, setRenaming] = useState<ProjectGroup | null>(null);
  const [deleting, setDeleting] = useState<ProjectGroup | null>(null);
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: projectGroupsKey });
    // Projects answer their group's name: the cached ones may show the old one.
    void queryClient.invalidateQueries({ queryKey: ['projects'] });
  };

  const create = useMutation({
    mutationFn: (value: string) => dataProvider.createProjectGroup(value),
    onSuccess: (group) => {
      setName('');
      setCreateError(undefined);
      notify(translate('app.admin.groups.created', { name: group.name }), { type: 'success' });
      refresh();
    },
    onError: (e) => setCreateError(messageOf(e)),
  });
  const remove = useMutation({
    mutationFn: (group: ProjectGroup) => dataProvider.deleteProjectGroup(group.id),
    onSuccess: (_, group) => {
      setDeleting(null);
      notify(translate('app.admin.groups.deleted', { name: group.name }), { type: 'success' });
      refresh();
    },
    onError: (e) => {
      setDeleting(null);
      notify(messageOf(e), { type: 'error' });
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = nameError(name);
    if (problem) return setCreateError(problem);
    create.mutate(name.trim());
  };

  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2">
          {translate('app.admin.tabs.groups')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {translate('app.admin.groups.help')}
        </Typography>
        <Stack
          component="form"
          onSubmit={submit}
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          sx={{ alignItems: { sm: 'flex-start' }, mb: 2 }}
        >
          <TextField
            size="small"
            label={translate('app.admin.groups.name')}
            value={name}
            onChange={(e) => {
              setName(e.target.value);
              setCreateError(undefined);
            }}
            error={!!createError}
            helperText={createError}
            slotProps={{ htmlInput: { maxLength: GROUP_NAME_MAX } }}
            sx={{ width: { xs: '100%', sm: 360 } }}
          />
          <Button
            type="submit"
            variant="contained"
            startIcon={<AddIcon />}
            disabled={create.isPending}
            sx={{ whiteSpace: 'nowrap', flexShrink: 0, alignSelf: { xs: 'flex-start', sm: 'center' } }}
          >
            {translate('app.admin.groups.create')}
          </Button>
        </Stack>
        {error && <Alert severity="error">{messageOf(error)}</Alert>}
        {groups && groups.length === 0 && <Typography>{translate('app.admin.groups.empty')}</Typography>}
        {groups && groups.length > 0 && (
          <TableScroll label={translate('app.admin.tabs.groups')}>
            <Table size="small" aria-label={translate('app.admin.tabs.groups')}>
              <TableHead>
                <TableRow>
                  <TableCell>{translate('app.admin.groups.name')}</TableCell>
                  <TableCell align="right">{translate('app.admin.groups.projects')}</TableCell>
                  <TableCell />
                </TableRow>
              </TableHead>
              <TableBody>
                {groups.map((group) => (
                  <TableRow key={group.id}>
                    <TableCell sx={{ wordBreak: 'break-word' }}>{group.name}</TableCell>
                    <TableCell align="right">{group.projects}</TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      <Tooltip title={translate('app.admin.groups.rename')}>
                        <IconButton
                          size="small"
                          color="primary"
                          aria-label={`${translate('app.admin.groups.rename')}: ${group.name}`}
                          onClick={() => setRenaming(group)}
                        >
                          <EditIcon fontSize="small" />
                        </IconButton>
                      </Tooltip>
                      <Tooltip
                        title={
                          group.projects ? translate('app.admin.groups.delete_in_use') : translate('app.delete.delete')
                        }
                      >
                        <span>
                          <IconButton
                            size="small"
                            color="error"
                            aria-label={`${translate('app.delete.delete')}: ${group.name}`}
                            disabled={group.projects > 0}
                            onClick={() => setDeleting(group)}
                          >
                            <DeleteIcon fontSize="small" />
                          </IconButton>
                        </span>
                      </Tooltip>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableScroll>
        )}
      </CardContent>
      {renaming && <RenameDialog group={renaming} onClose={() => setRenaming(null)} onDone={refresh} />}
      <DeleteConfirmDialog
        open={!!deleting}
        name={deleting?.name ?? ''}
        loading={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting)}
      />
    </Card>
  );
};

const RenameDialog = ({ group, onClose, onDone }: { group: ProjectGroup; onClose: () => void; onDone: () => void }) => {
  const translate = useAppTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [name, setName] = useState(group.name);
  const [problem, setProblem] = useState<string>();
  const rename = useMutation({
    mutationFn: (value: string) => dataProvider.renameProjectGroup(group.id, value),
    onSuccess: (renamed) => {
      notify(translate('app.admin.groups.renamed', { name: renamed.name }), { type: 'success' });
      onDone();
      onClose();
    },
    onError: (e) => setProblem(messageOf(e)),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const error = nameError(name);
    if (error) return setProblem(error);
    rename.mutate(name.trim());
  };
  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth>
      <form onSubmit={submit}>
        <DialogTitle>{translate('app.admin.groups.rename_title')}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            margin="dense"
            label={translate('app.admin.groups.name')}
            value={name}
            onChange={(e) => {
              setName(e.target.value);
              setProblem(undefined);
            }}
            error={!!problem}
            helperText={problem}
            slotProps={{ htmlInput: { maxLength: GROUP_NAME_MAX } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('app.admin.groups.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={rename.isPending}>
            {translate('app.admin.groups.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
};
