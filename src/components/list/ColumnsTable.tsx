import type { Key, ReactNode } from 'react';
import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { usePhone } from '../../layout/usePhone';
import { ListCards } from './ListCards';
import { TableScroll } from './TableScroll';

export interface ColumnsTableProps<R, C extends string> {
  /** The list's name: the table's and the cards' accessible name. */
  label: string;
  rows: readonly R[];
  rowKey: (row: R) => Key;
  /** The columns, in order. */
  columns: readonly C[];
  heading: (column: C) => string;
  /** What each column shows of a row, drawn once for the table and the cards. */
  cells: (row: R) => Record<C, ReactNode>;
  /** The column that titles a phone's card; the others are its lines. */
  title: C;
  /** The column of the row's buttons, at a card's foot. */
  actions?: C;
}

/**
 * A list of rows outside react-admin's lists (the emission register, Notificados, Prazos): a table
 * on a wide screen, one card a row on a phone (`ListCards`), from one declaration of the columns
 * and of what each shows.
 */
export function ColumnsTable<R, C extends string>({
  label,
  rows,
  rowKey,
  columns,
  heading,
  cells,
  title,
  actions,
}: ColumnsTableProps<R, C>) {
  const phone = usePhone();
  if (phone)
    return (
      <ListCards
        label={label}
        cards={rows.map((row) => {
          const shown = cells(row);
          return {
            key: rowKey(row),
            title: shown[title],
            details: columns
              .filter((c) => c !== title && c !== actions)
              .map((c) => ({ label: heading(c), value: shown[c] })),
            actions: (actions && shown[actions]) || undefined,
          };
        })}
      />
    );
  return (
    <TableScroll label={label}>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            {columns.map((c) => (
              <TableCell key={c}>{heading(c)}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => {
            const shown = cells(row);
            return (
              <TableRow key={rowKey(row)}>
                {columns.map((c) => (
                  <TableCell key={c}>{shown[c]}</TableCell>
                ))}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableScroll>
  );
}
