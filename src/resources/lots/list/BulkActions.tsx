import { useState } from 'react';
import { Button, Menu, MenuItem } from '@mui/material';
import FlagIcon from '@mui/icons-material/Flag';
import MoveUpIcon from '@mui/icons-material/MoveUp';
import { useDataProvider, useListContext, useNotify, useRefresh } from 'react-admin';
import { LOT_STATUSES } from '../../../components/domain/model';
import type { AppDataProvider } from '../../../providers/dataProvider';
import type { WorkbenchBulkAnswer } from '../../../providers/data/workbench';
import { errorMessage } from '../../../pages/reports/saveFile';

/** The answer said out loud: how many changed, and each refusal with its lot and reason. */
export function bulkSummary(answer: WorkbenchBulkAnswer, names: Map<number, string>): string {
  const done = `${answer.done} ${answer.done === 1 ? 'lote alterado' : 'lotes alterados'}`;
  const refused = answer.results.filter((r) => !r.ok);
  if (!refused.length) return done;
  const reasons = refused
    .slice(0, 3)
    .map((r) => `${names.get(r.id) ?? `#${r.id}`}: ${r.message}`)
    .join('; ');
  const more = refused.length > 3 ? ` e mais ${refused.length - 3}` : '';
  return `${done}; ${refused.length} recusado(s): ${reasons}${more}`;
}

/**
 * The bulk actions of /lots (project admins): "Alterar situação" and "Mover para etapa 2".
 * Each lot is checked on its own project by the server; the answer is shown lot by lot.
 */
export const WorkbenchBulkActions = () => {
  const { selectedIds, data = [], onUnselectItems } = useListContext();
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [busy, setBusy] = useState(false);
  const names = new Map(data.map((r) => [Number(r.id), String(r.name)]));

  const run = async (body: { action: 'status'; status: string } | { action: 'phase' }) => {
    setAnchor(null);
    setBusy(true);
    try {
      const answer = await dataProvider.bulkLots({ ...body, lot_ids: selectedIds.map(Number) } as never);
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
    </>
  );
};
