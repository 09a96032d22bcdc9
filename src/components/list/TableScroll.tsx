import type { ReactNode } from 'react';
import { TableContainer } from '@mui/material';

/**
 * The box around a table that can be wider than a phone: the table scrolls inside it, never the
 * page. It is a named region in the tab order, so its hidden columns can be scrolled to with
 * the arrow keys (WCAG 2.1.1; axe's scrollable-region-focusable).
 */
export const TableScroll = ({ label, children }: { label: string; children: ReactNode }) => (
  <TableContainer role="region" aria-label={label} tabIndex={0}>
    {children}
  </TableContainer>
);
