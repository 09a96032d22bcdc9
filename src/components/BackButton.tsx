import type { ReactNode } from 'react';
import { Button, type SxProps, type Theme } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Link } from 'react-router-dom';

/**
 * "Voltar" (or "Voltar ao projeto"…): the outlined link back to where a screen came from, as wide
 * as its words. A page's parts stand in react-admin's content column, a flex column that stretches
 * what it holds: a back link placed there alone spanned the screen.
 */
export const BackButton = ({ to, children, sx }: { to: string; children: ReactNode; sx?: SxProps<Theme> }) => (
  <Button
    component={Link}
    to={to}
    startIcon={<ArrowBackIcon />}
    variant="outlined"
    size="small"
    sx={[{ alignSelf: 'flex-start' }, ...(Array.isArray(sx) ? sx : [sx])]}
  >
    {children}
  </Button>
);
