import { Button, IconButton, Stack, TextField, Tooltip, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import { useTranslate } from 'react-admin';
import type { KeyValueRow } from '../../providers/data/documents';

export interface KeyValueFieldProps {
  label: string;
  example?: string;
  rows: KeyValueRow[];
  onChange: (rows: KeyValueRow[]) => void;
}

/** A key-value question: rows of item and value, added and removed one by one. */
export const KeyValueField = ({ label, example, rows, onChange }: KeyValueFieldProps) => {
  const translate = useTranslate();
  const set = (index: number, part: keyof KeyValueRow, value: string) =>
    onChange(rows.map((row, i) => (i === index ? { ...row, [part]: value } : row)));
  return (
    <Stack component="fieldset" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5, m: 0, gap: 1 }}>
      <Typography component="legend" variant="body2" sx={{ px: 0.5 }}>
        {label}
      </Typography>
      {example && (
        <Typography variant="caption" color="text.secondary">
          {translate('app.relatorioTecnico.example', { example })}
        </Typography>
      )}
      {rows.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {translate('app.relatorioTecnico.no_rows')}
        </Typography>
      )}
      {rows.map((row, index) => (
        <Stack key={index} direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1, alignItems: { sm: 'center' } }}>
          <TextField
            size="small"
            label={`${translate('app.relatorioTecnico.key')} ${index + 1}`}
            value={row.key}
            onChange={(e) => set(index, 'key', e.target.value)}
            sx={{ flex: 1 }}
          />
          <TextField
            size="small"
            label={`${translate('app.relatorioTecnico.value')} ${index + 1}`}
            value={row.value}
            onChange={(e) => set(index, 'value', e.target.value)}
            sx={{ flex: 1 }}
          />
          <Tooltip title={translate('app.relatorioTecnico.remove_row')}>
            <IconButton
              aria-label={`${translate('app.relatorioTecnico.remove_row')} ${index + 1}`}
              onClick={() => onChange(rows.filter((_, i) => i !== index))}
            >
              <DeleteIcon />
            </IconButton>
          </Tooltip>
        </Stack>
      ))}
      <Button
        size="small"
        startIcon={<AddIcon />}
        onClick={() => onChange([...rows, { key: '', value: '' }])}
        sx={{ alignSelf: 'flex-start' }}
      >
        {translate('app.relatorioTecnico.add_row')}
      </Button>
    </Stack>
  );
};
