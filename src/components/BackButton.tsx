import type { ReactNode } from 'react';
import { Button, type SxProps, type Theme } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Link } from 'react-router-dom';

/** "Voltar" (or "Voltar ao projeto"…): the outlined link back to where a screen came from. */
export const BackButton = ({ to, children, sx }: { to: string; children: ReactNode; sx?: SxProps<Theme> }) => (
  <Button component={Link} to={to} startIcon={<ArrowBackIcon />} variant="outlined" size="small" sx={sx}>
    {children}
  </Button>
);
