import { Typography } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import { domainCell, domainColumnFields } from '../domain/domainColumns';
import type { DomainListTableProps } from './DomainListTable';
import { ListCards } from './ListCards';

export type DomainListCardsProps = DomainListTableProps;

/**
 * The rows of a list context as cards, for a phone: the first listed field is the card's title
 * and its link, the others are label and value beneath, the row's buttons at the foot. The same
 * fields as the table (`domainColumns`), so a list says the same at every width.
 */
export const DomainListCards = ({
  entity,
  view = 'list',
  rowClick,
  rowSx,
  actions,
  render,
  empty,
  only,
}: DomainListCardsProps) => {
  const translate = useTranslate();
  const { data, isPending } = useListContext();
  const [title, ...details] = domainColumnFields(entity, view, { render, only });
  if (isPending || !title) return null;
  if (!data?.length) return empty ?? <Typography sx={{ p: 2 }}>{translate('app.list.empty')}</Typography>;
  return (
    <ListCards
      cards={data.map((record) => ({
        key: record.id,
        title: domainCell(title, record, { render }),
        to: rowClick?.(record.id),
        details: details.map((field) => ({ label: field.label, value: domainCell(field, record, { render }) })),
        actions: actions?.(record),
        sx: rowSx?.(record),
      }))}
    />
  );
};
