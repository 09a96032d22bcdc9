import { useState } from 'react';
import { Button, Checkbox, ListItemText, Menu, MenuItem } from '@mui/material';
import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import { WORKBENCH_COLUMNS, WORKBENCH_COLUMN_LABELS, type WorkbenchColumn } from '../../../components/domain/model';

/** "Colunas": which columns the table shows (kept in the saved view); at least one stays. */
export const ColumnsButton = ({
  columns,
  onChange,
}: {
  columns: readonly WorkbenchColumn[];
  onChange: (columns: WorkbenchColumn[]) => void;
}) => {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const toggle = (column: WorkbenchColumn) => {
    const next = columns.includes(column) ? columns.filter((c) => c !== column) : [...columns, column];
    if (next.length) onChange(WORKBENCH_COLUMNS.filter((c) => next.includes(c)));
  };
  return (
    <>
      <Button size="small" startIcon={<ViewColumnIcon />} onClick={(e) => setAnchor(e.currentTarget)}>
        Colunas
      </Button>
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        {WORKBENCH_COLUMNS.map((column) => (
          <MenuItem key={column} dense onClick={() => toggle(column)}>
            <Checkbox
              size="small"
              checked={columns.includes(column)}
              disabled={columns.length === 1 && columns.includes(column)}
              slotProps={{ input: { 'aria-label': WORKBENCH_COLUMN_LABELS[column] } }}
            />
            <ListItemText primary={WORKBENCH_COLUMN_LABELS[column]} />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
};
