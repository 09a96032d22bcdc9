import { Labeled, useRecordContext } from 'react-admin';
import type { ReactNode } from 'react';
import { Typography } from '@mui/material';
import {
  evaluate,
  formatDateTime,
  formatValue,
  visibilityOf,
  type EntityDef,
  type Field,
  type FormContext,
} from './model';
import { FileLinks, type FileObject } from '../FileLinks';
import { ProgressText } from '../ProgressText';
import { resolveField } from './hooks';

type Row = Record<string, unknown>;

/**
 * A stored value as the screens show it: `formatValue` of domain (masks, DD/MM/YYYY, reais,
 * labels, Sim/Não), timestamps DD/MM/YYYY HH:MM, progress `completed/total (percent)`, files
 * as links.
 */
export function domainValue(field: Field, record: Row | undefined): ReactNode {
  if (!record) return null;
  if (field.type === 'file' || field.type === 'files')
    return <FileLinks files={record[field.name] as FileObject | FileObject[] | null} />;
  if (field.name === 'progress') {
    return (
      <ProgressText
        completed={record.lots_completed as number | undefined}
        total={record.lots_total as number | undefined}
      />
    );
  }
  if (field.type === 'datetime') return formatDateTime(record[field.name] as string | null);
  if (field.type === 'json') return null;
  return formatValue(field, record[field.name]);
}

export const DomainValue = ({ field, record }: { field: Field; record: Row | undefined }) => (
  <>{domainValue(field, record)}</>
);

export interface DomainFieldProps {
  field: string | Field;
  entity: EntityDef;
  ctx?: FormContext;
  /** Wrap in react-admin's Labeled (default true). */
  labeled?: boolean;
  label?: ReactNode;
}

/** A read-only field of the current record; nothing when its `when` does not hold. */
export const DomainField = ({ field: fieldOrName, entity, ctx, labeled = true, label }: DomainFieldProps) => {
  const record = useRecordContext();
  const field = resolveField(entity, fieldOrName);
  if (!record || !evaluate(visibilityOf(entity, field), record, ctx)) return null;
  const value = domainValue(field, record);
  if (!labeled) return <>{value}</>;
  const text = typeof value === 'string' ? value : null;
  return (
    <Labeled label={label ?? field.label} fullWidth>
      {text === null ? <>{value}</> : <Typography variant="body2">{text || '—'}</Typography>}
    </Labeled>
  );
};
