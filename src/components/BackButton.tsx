import type { ReactNode } from 'react';
import { Button } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Link } from 'react-router-dom';

/** "Voltar" (or "Voltar ao projeto"…): the outlined link back to where a screen came from. */
export const BackButton = ({ to, children }: { to: string; children: ReactNode }) => (
  <Button component={Link} to={to} startIcon={<ArrowBackIcon />} variant="outlined" size="small">
    {children}
  </Button>
);
