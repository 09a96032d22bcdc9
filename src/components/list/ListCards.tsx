import type { Key, ReactNode } from 'react';
import { Box, Card, CardActions, CardContent, Link as MuiLink, Stack, Typography } from '@mui/material';
import type { SxProps } from '@mui/material';
import { Link } from 'react-router-dom';

/** One row of a list, as a phone's card shows it. */
export interface ListCard {
  key: Key;
  /** The card's title (a table's first column); a link when `to` is given. */
  title: ReactNode;
  to?: string;
  /** The other columns, as label and value. */
  details: { label: string; value: ReactNode }[];
  /** The row's buttons, at the foot. */
  actions?: ReactNode;
  /** The row's own look (e.g. a block tinted by its progress). */
  sx?: SxProps;
}

const TITLE_SX = { fontWeight: 500 } as const;
/** Label and value side by side; a long label ("Última atividade no projeto") wraps at 40%, so the value keeps room for an e-mail or a select. */
const DETAILS_SX = {
  display: 'grid',
  gridTemplateColumns: 'fit-content(40%) minmax(0, 1fr)',
  columnGap: 2,
  rowGap: 0.5,
  alignItems: 'baseline',
  m: 0,
  mt: 1,
} as const;

/**
 * The rows of a table as cards, for a phone (`usePhone`): the title (and link) on top, the other
 * columns as label and value beneath, the buttons at the foot. A list (`label` names it), so
 * nothing is wider than the screen.
 */
export const ListCards = ({ cards, label }: { cards: readonly ListCard[]; label?: string }) => (
  <Stack component="ul" aria-label={label} spacing={1} sx={{ listStyle: 'none', m: 0, p: 1 }}>
    {cards.map((card) => (
      <Card component="li" variant="outlined" key={card.key} sx={card.sx}>
        <CardContent sx={card.actions ? { pb: 0 } : { '&:last-child': { pb: 2 } }}>
          {card.to ? (
            <MuiLink component={Link} to={card.to} variant="subtitle1" sx={TITLE_SX}>
              {card.title}
            </MuiLink>
          ) : (
            <Typography component="div" variant="subtitle1" sx={{ ...TITLE_SX, overflowWrap: 'anywhere' }}>
              {card.title}
            </Typography>
          )}
          <Box component="dl" sx={DETAILS_SX}>
            {card.details.map(({ label: name, value }) => (
              <Box key={name} sx={{ display: 'contents' }}>
                <Typography component="dt" variant="body2" color="text.secondary">
                  {name}
                </Typography>
                <Typography component="dd" variant="body2" sx={{ m: 0, minWidth: 0, overflowWrap: 'anywhere' }}>
                  {value}
                </Typography>
              </Box>
            ))}
          </Box>
        </CardContent>
        {card.actions && <CardActions sx={{ justifyContent: 'flex-end' }}>{card.actions}</CardActions>}
      </Card>
    ))}
  </Stack>
);
