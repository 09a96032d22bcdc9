import type { ReactElement, ReactNode } from 'react';
import { DataTable } from 'react-admin';
import { fieldsForView, type EntityDef, type Field, type View } from './model';
import { domainValue } from './DomainField';

export interface DomainColumnsOptions {
  /** Field names to leave out. */
  exclude?: readonly string[];
  /** Only these field names, in this order. */
  only?: readonly string[];
  /** A custom cell for a field name. */
  render?: Record<string, (record: Record<string, unknown>) => ReactNode>;
}

/**
 * DataTable columns of an entity's fields for a view (`views` in domain/, 'list' by default),
 * each formatted as domain says (money in reais, timestamps DD/MM/YYYY HH:MM, progress
 * `completed/total (percent)`, choice labels).
 */
export function domainColumns(
  entity: EntityDef,
  view: View = 'list',
  options: DomainColumnsOptions = {},
): ReactElement[] {
  return domainColumnFields(entity, view, options).map((field) => (
    <DataTable.Col
      key={field.name}
      source={field.name}
      label={field.label}
      render={(record: Record<string, unknown>) => domainCell(field, record, options)}
    />
  ));
}

/**
 * The fields `domainColumns` makes columns of, in order (a phone's cards show the same). A json
 * value (a block's streets) has no format of its own: it is a column only where the screen
 * renders it.
 */
export function domainColumnFields(
  entity: EntityDef,
  view: View = 'list',
  options: DomainColumnsOptions = {},
): Field[] {
  const available = fieldsForView(entity, view).filter(
    (f) => (f.type !== 'json' || !!options.render?.[f.name]) && !options.exclude?.includes(f.name),
  );
  return options.only ? options.only.flatMap((name) => available.filter((f) => f.name === name)) : available;
}

/** What an empty cell shows, as the record views do (DomainField): a blank could be a value not loaded yet. */
export const EMPTY_CELL = '—';

/** A field's cell: the screen's own renderer, else the value as domain formats it; "—" when empty. */
export const domainCell = (field: Field, record: Record<string, unknown>, options: DomainColumnsOptions = {}) => {
  const value = options.render?.[field.name]?.(record) ?? domainValue(field, record);
  return value === null || value === undefined || value === '' ? EMPTY_CELL : value;
};
