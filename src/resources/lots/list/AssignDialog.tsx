import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormLabel,
  InputLabel,
  MenuItem,
  Radio,
  RadioGroup,
  Select,
} from '@mui/material';
import { useDataProvider } from 'react-admin';
import { LOT_WORKS, type LotWork } from '../../../components/domain/model';
import type { AppDataProvider, ProjectMember } from '../../../providers/dataProvider';
import { errorMessage } from '../../../pages/reports/saveFile';

/** "Ninguém": ends the assignment. */
const NOBODY = '';

/**
 * "Atribuir responsável" on the workbench: which work (cadastro social or benfeitorias) and who,
 * among the members of the chosen lots' projects (the server refuses, lot by lot, a person who
 * is not a member of that lot's project, and benfeitorias outside MDR projects).
 */
export const AssignDialog = ({
  open,
  projectIds,
  onClose,
  onAssign,
}: {
  open: boolean;
  projectIds: readonly number[];
  onClose: () => void;
  onAssign: (work: LotWork, userSub: string | null) => void;
}) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const [work, setWork] = useState<LotWork>('social');
  const [sub, setSub] = useState(NOBODY);
  const key = projectIds.join(',');
  const members = useQuery({
    queryKey: ['assign-dialog-members', key],
    enabled: open && projectIds.length > 0,
    queryFn: async () => {
      const answers = await Promise.all(projectIds.map((id) => dataProvider.getProjectMembers(id)));
      const bySub = new Map<string, ProjectMember>();
      for (const answer of answers) for (const m of answer.data) bySub.set(m.sub, m);
      return [...bySub.values()].sort((a, b) => (a.name ?? a.email).localeCompare(b.name ?? b.email, 'pt-BR'));
    },
  });
  const error = members.error ? `Não foi possível carregar os membros: ${errorMessage(members.error)}` : null;
  // A person picked for an earlier selection of lots who is not a member of these lots' projects
  // is not kept: the list would show no one chosen while "Atribuir" sent them.
  const chosen = members.data?.some((m) => m.sub === sub) ? sub : NOBODY;

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="assign-dialog-title">
      <DialogTitle id="assign-dialog-title">Atribuir responsável</DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <FormControl>
          <FormLabel id="assign-work-label">Trabalho</FormLabel>
          <RadioGroup
            aria-labelledby="assign-work-label"
            value={work}
            onChange={(e) => setWork(e.target.value as LotWork)}
          >
            {LOT_WORKS.map((w) => (
              <FormControlLabel key={w.id} value={w.id} control={<Radio />} label={w.name} />
            ))}
          </RadioGroup>
        </FormControl>
        {error && <Alert severity="error">{error}</Alert>}
        <FormControl fullWidth>
          <InputLabel id="assign-user-label">Responsável</InputLabel>
          <Select
            labelId="assign-user-label"
            label="Responsável"
            value={chosen}
            onChange={(e) => setSub(e.target.value)}
            disabled={!members.data}
          >
            <MenuItem value={NOBODY}>Ninguém (remover a atribuição)</MenuItem>
            {(members.data ?? []).map((m) => (
              <MenuItem key={m.sub} value={m.sub}>
                {m.name ? `${m.name} (${m.email})` : m.email}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancelar</Button>
        <Button
          variant="contained"
          disabled={!members.data}
          onClick={() => onAssign(work, chosen === NOBODY ? null : chosen)}
        >
          Atribuir
        </Button>
      </DialogActions>
    </Dialog>
  );
};
