import { Box, Button, Collapse } from '@mui/material';
import FilterListIcon from '@mui/icons-material/FilterList';
import { FilterForm, useListContext } from 'react-admin';
import { toViewFilters } from './filters';
import { workbenchFilterInputs } from './WorkbenchFilterInputs';

const PANEL_ID = 'lots-workbench-filters';

/** How many filters are in use: those a saved view would keep (blanks and a bare CPF mask are not). */
function useActiveFilters(): number {
  const { filterValues } = useListContext();
  return Object.keys(toViewFilters((filterValues ?? {}) as Record<string, unknown>)).length;
}

/**
 * On a phone the workbench's nine filters stood one under the other, 560 px before the first lot:
 * they fold behind this button, which says how many are in use ("Filtros (2)").
 */
export const PhoneFiltersButton = ({ open, onToggle }: { open: boolean; onToggle: () => void }) => {
  const active = useActiveFilters();
  return (
    <Button
      size="small"
      startIcon={<FilterListIcon />}
      aria-expanded={open}
      // The panel is only in the page while open.
      aria-controls={open ? PANEL_ID : undefined}
      onClick={onToggle}
    >
      {active ? `Filtros (${active})` : 'Filtros'}
    </Button>
  );
};

/** The same filters as on a wider screen, unfolded by PhoneFiltersButton. */
export const PhoneFiltersPanel = ({ open }: { open: boolean }) => (
  <Collapse in={open} unmountOnExit>
    <Box id={PANEL_ID} role="region" aria-label="Filtros" sx={{ px: 1 }}>
      <FilterForm filters={workbenchFilterInputs} />
    </Box>
  </Collapse>
);
