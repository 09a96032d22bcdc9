import { useState } from 'react';
import { Button, IconButton, Stack, TextField, Tooltip, Typography } from '@mui/material';
import NavigateBefore from '@mui/icons-material/NavigateBefore';
import NavigateNext from '@mui/icons-material/NavigateNext';
import Print from '@mui/icons-material/Print';
import { useTranslate } from 'react-admin';

export interface PdfControlsProps {
  page: number;
  numPages: number;
  onPage: (page: number) => void;
  onPrint?: () => void;
}

/** Page number input (1..numPages) with previous/next, and Imprimir. */
export const PdfControls = ({ page, numPages, onPage, onPrint }: PdfControlsProps) => {
  const translate = useTranslate();
  // What is typed while it is not a page number yet (an empty box); else the page itself.
  const [typed, setTyped] = useState<string | null>(null);
  const go = (value: number) => onPage(Math.min(Math.max(1, value), Math.max(1, numPages)));
  return (
    <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
      <Tooltip title={translate('app.pdfPreview.previous')}>
        <span>
          <IconButton
            size="small"
            aria-label={translate('app.pdfPreview.previous')}
            disabled={page <= 1}
            onClick={() => go(page - 1)}
          >
            <NavigateBefore />
          </IconButton>
        </span>
      </Tooltip>
      <TextField
        size="small"
        type="number"
        label={translate('app.pdfPreview.page')}
        value={typed ?? String(page)}
        disabled={!numPages}
        onChange={(event) => {
          const value = Number(event.target.value);
          const number = event.target.value !== '' && Number.isInteger(value);
          setTyped(number ? null : event.target.value);
          if (number) go(value);
        }}
        onBlur={() => setTyped(null)}
        slotProps={{ htmlInput: { min: 1, max: numPages || 1, step: 1 } }}
        sx={{ width: 96 }}
      />
      <Typography variant="body2" color="text.secondary">
        {translate('app.pdfPreview.of', { count: numPages || '–' })}
      </Typography>
      <Tooltip title={translate('app.pdfPreview.next')}>
        <span>
          <IconButton
            size="small"
            aria-label={translate('app.pdfPreview.next')}
            disabled={page >= numPages}
            onClick={() => go(page + 1)}
          >
            <NavigateNext />
          </IconButton>
        </span>
      </Tooltip>
      <Button
        size="small"
        variant="outlined"
        startIcon={<Print />}
        disabled={!onPrint}
        onClick={onPrint}
        sx={{ ml: 'auto' }}
      >
        {translate('app.pdfPreview.print')}
      </Button>
    </Stack>
  );
};
