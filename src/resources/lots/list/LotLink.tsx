import type { MouseEvent } from 'react';
import { Link as MuiLink, type Theme } from '@mui/material';
import { Link } from 'react-router-dom';
import type { RaRecord } from 'react-admin';

/** Where a workbench row leads: the lot's own screen. */
export const lotPath = (id: unknown) => `/lots/${String(id)}`;

/**
 * The lot's identifier as a real link to its screen, so a reviewer can open lots in tabs of
 * their own (Ctrl/⌘-click, the middle button, a long press on a phone) and keep the list where
 * it is. The row's own click (react-admin's `rowClick`) moves in the same tab only: it is a
 * handler, not a link, so it could not.
 *
 * The click stops here, or the row would navigate too: a second history entry for a plain
 * click, and for a Ctrl-click the list replaced behind the new tab.
 *
 * `stretched` lays the link over the whole card (its nearest positioned ancestor, the list
 * item), for the phone's cards, where the card is what a finger aims at.
 */
export const LotLink = ({ record, stretched = false }: { record: RaRecord; stretched?: boolean }) => (
  <MuiLink
    component={Link}
    to={lotPath(record.id)}
    underline="hover"
    onClick={(event: MouseEvent) => event.stopPropagation()}
    sx={stretched ? STRETCHED : undefined}
  >
    {String(record.name)}
  </MuiLink>
);

const STRETCHED = (theme: Theme) => ({
  fontWeight: 500,
  '&::after': { content: '""', position: 'absolute', inset: 0 },
  '&:focus-visible': { outline: 'none' },
  '&:focus-visible::after': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: -2 },
});
