import type { ReactElement, ReactNode } from 'react';
import { Box, Card, CardActions, CardContent, Link as MuiLink, Stack, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { useListContext, useTranslate, type Identifier, type RaRecord } from 'react-admin';
import type { EntityDef } from '../domain/model';
import { domainCell, domainColumnFields, type DomainColumnsOptions } from '../domain/domainColumns';

export interface DomainListCardsProps {
  entity: EntityDef;
  rowClick: (id: Identifier) => string;
  actions: (record: RaRecord) => ReactNode;
  render?: DomainColumnsOptions['render'];
  empty?: ReactElement;
  only?: DomainColumnsOptions['only'];
}

/**
 * The rows of a list context as cards, for a phone: the first listed field is the card's title
 * and its link, the others are label and value beneath, the row's buttons at the foot. The same
 * fields as the table (`domainColumns`), so a list says the same at every width.
 */
export const DomainListCards = ({ entity, rowClick, actions, render, empty, only }: DomainListCardsProps) => {
  const translate = useTranslate();
  const { data, isPending } = useListContext();
  const [title, ...details] = domainColumnFields(entity, 'list', { render, only });
  if (isPending || !title) return null;
  if (!data?.length) return empty ?? <Typography sx={{ p: 2 }}>{translate('app.list.empty')}</Typography>;
  return (
    <Stack component="ul" spacing={1} sx={{ listStyle: 'none', m: 0, p: 1 }}>
      {data.map((record) => (
        <Card component="li" variant="outlined" key={record.id}>
          <CardContent sx={{ pb: 0 }}>
            <MuiLink component={Link} to={rowClick(record.id)} variant="subtitle1" sx={{ fontWeight: 500 }}>
              {domainCell(title, record, { render })}
            </MuiLink>
            <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, m: 0, mt: 1 }}>
              {details.map((field) => (
                <Box key={field.name} sx={{ display: 'contents' }}>
                  <Typography component="dt" variant="body2" color="text.secondary">
                    {field.label}
                  </Typography>
                  <Typography component="dd" variant="body2" sx={{ m: 0, minWidth: 0, overflowWrap: 'anywhere' }}>
                    {domainCell(field, record, { render })}
                  </Typography>
                </Box>
              ))}
            </Box>
          </CardContent>
          <CardActions sx={{ justifyContent: 'flex-end' }}>{actions(record)}</CardActions>
        </Card>
      ))}
    </Stack>
  );
};
