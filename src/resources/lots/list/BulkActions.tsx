import { useState } from 'react';
import { Button, Menu, MenuItem, Tooltip } from '@mui/material';
import AssignmentIndIcon from '@mui/icons-material/AssignmentInd';
import DescriptionIcon from '@mui/icons-material/Description';
import FlagIcon from '@mui/icons-material/Flag';
import MoveUpIcon from '@mui/icons-material/MoveUp';
import { useDataProvider, useListContext, useNotify, useRefresh } from 'react-admin';
import { LOT_STATUSES, type LotWork } from '../../../components/domain/model';
import type { AppDataProvider } from '../../../providers/dataProvider';
import type { WorkbenchBulkAnswer, WorkbenchBulkBody } from '../../../providers/data/workbench';
import { errorMessage, saveFile } from '../../../pages/reports/saveFile';
import { AssignDialog } from './AssignDialog';

/** The answer said out loud: how many changed, and each refusal with its lot and reason. */
export function bulkSummary(answer: WorkbenchBulkAnswer, names: Map<number, string>): string {
  const done =
    answer.action === 'assign' && answer.done
      ? answer.results.find((r) => r.ok)!.message.replace(/ \(já estava\)$/, '') +
        ` (${answer.done} ${answer.done === 1 ? 'lote' : 'lotes'})`
      : `${answer.done} ${answer.done === 1 ? 'lote alterado' : 'lotes alterados'}`;
  const refused = answer.results.filter((r) => !r.ok);
  if (!refused.length) return done;
  const reasons = refused
    .slice(0, 3)
    .map((r) => `${names.get(r.id) ?? `#${r.id}`}: ${r.message}`)
    .join('; ');
  const more = refused.length > 3 ? ` e mais ${refused.length - 3}` : '';
  return `${done}; ${refused.length} recusado(s): ${reasons}${more}`;
}

/** The projects of the chosen lots that are on this page (a row carries its project). */
const projectsOf = (data: readonly Record<string, unknown>[], ids: readonly unknown[]): number[] => {
  const chosen = new Set(ids.map(Number));
  return [...new Set(data.filter((r) => chosen.has(Number(r.id))).map((r) => Number(r.project_id)))];
};

/**
 * The bulk actions of /lots (project admins): "Alterar situação", "Mover para etapa 2",
 * "Atribuir responsável" and "Minutas de título". Each lot is checked on its own project by the
 * server; the answer is shown lot by lot. The minutas are one PDF of one project (the título
 * minuta with its watermark and the blockers on its last page), so they ask for lots of one
 * project.
 */
export const WorkbenchBulkActions = () => {
  const { selectedIds, data = [], onUnselectItems } = useListContext();
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [assigning, setAssigning] = useState(false);
  const [busy, setBusy] = useState(false);
  const names = new Map(data.map((r) => [Number(r.id), String(r.name)]));
  const projectIds = projectsOf(data, selectedIds);
  const oneProject = projectIds.length === 1 && selectedIds.every((id) => names.has(Number(id)));

  const minutas = async () => {
    setBusy(true);
    try {
      const file = await dataProvider.downloadReport(
        projectIds[0],
        'titulo-legitimacao',
        { lot_ids: selectedIds.map(Number) },
        { minuta: true },
      );
      saveFile(file.blob, file.fileName ?? 'minutas.pdf');
    } catch (error) {
      notify(`Erro ao gerar as minutas: ${errorMessage(error)}`, { type: 'error', autoHideDuration: 10_000 });
    } finally {
      setBusy(false);
    }
  };

  const run = async (
    body:
      | { action: 'status'; status: string }
      | { action: 'phase' }
      | { action: 'assign'; work: LotWork; user_sub: string | null },
  ) => {
    setAnchor(null);
    setAssigning(false);
    setBusy(true);
    try {
      const answer = await dataProvider.bulkLots({ ...body, lot_ids: selectedIds.map(Number) } as WorkbenchBulkBody);
      notify(bulkSummary(answer, names), { type: answer.refused ? 'warning' : 'success', autoHideDuration: 10_000 });
      onUnselectItems();
      refresh();
    } catch (error) {
      notify(`Erro na ação em lote: ${errorMessage(error)}`, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button size="small" startIcon={<FlagIcon />} disabled={busy} onClick={(e) => setAnchor(e.currentTarget)}>
        Alterar situação
      </Button>
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        {LOT_STATUSES.map((s) => (
          <MenuItem key={s.id} onClick={() => void run({ action: 'status', status: s.id })}>
            {s.name}
          </MenuItem>
        ))}
      </Menu>
      <Button size="small" startIcon={<MoveUpIcon />} disabled={busy} onClick={() => void run({ action: 'phase' })}>
        Mover para etapa 2
      </Button>
      <Button size="small" startIcon={<AssignmentIndIcon />} disabled={busy} onClick={() => setAssigning(true)}>
        Atribuir responsável
      </Button>
      <AssignDialog
        open={assigning}
        projectIds={projectIds}
        onClose={() => setAssigning(false)}
        onAssign={(work, userSub) => void run({ action: 'assign', work, user_sub: userSub })}
      />
      <Tooltip title={oneProject ? '' : 'Escolha lotes de um só projeto desta página'}>
        <span>
          <Button
            size="small"
            startIcon={<DescriptionIcon />}
            disabled={busy || !oneProject}
            onClick={() => void minutas()}
          >
            Minutas de título
          </Button>
        </span>
      </Tooltip>
    </>
  );
};
