import { z } from 'zod';
import {
  CUSTOM_REPORT_ATTRIBUTES,
  CUSTOM_REPORT_PREVIEW_COLUMNS,
  customReportAttributes,
  type CustomReportAttribute,
} from '../../../domain/entities/custom-report.ts';
import { lotEntity } from '../../../domain/entities/lot/index.ts';
import { getField } from '../../../domain/fields/entity.ts';
import type { EntityDef } from '../../../domain/fields/types.ts';
import { MESSAGES } from '../../../domain/validation/messages.ts';
import { formatValue } from '../../../domain/validation/format-value.ts';
import type { Db } from '../../db/connection.ts';
import { loadLotColumns, selectIds, type LotRow } from '../data.ts';
import type { ReportRequest } from '../generate.ts';
import { dateCell, xlsxWriter, DATE_FORMAT, DECIMAL_FORMAT, MONEY_FORMAT, type SheetColumn } from './workbook.ts';

/**
 * Relatório personalizado (docs/entities.md#entities "Custom report attributes"): an XLSX with one row per
 * selected lot and the chosen attributes as columns, in the spec's order. Money and areas
 * are numbers (formatted in the sheet), dates DD/MM/YYYY, CPF/CNPJ masked, choices by label.
 */
export const ATTRIBUTE_IDS = CUSTOM_REPORT_ATTRIBUTES.map((a) => a.id);
const CHUNK = 1000;

/** `attributes=owner_name,cpf` or `attributes=owner_name&attributes=cpf`; at least one, all known. */
export const attributesParam = z
  .union([z.string().max(2000), z.array(z.string().max(100)).max(100)], { error: MESSAGES.selectAtLeastOne })
  .optional()
  .transform((raw, ctx) => {
    const wanted = (Array.isArray(raw) ? raw : (raw ?? '').split(',')).map((a) => a.trim()).filter(Boolean);
    if (!wanted.length) {
      ctx.addIssue({ code: 'custom', message: MESSAGES.selectAtLeastOne });
      return z.NEVER;
    }
    const unknown = wanted.filter((a) => !ATTRIBUTE_IDS.includes(a as CustomReportAttribute));
    if (unknown.length) {
      ctx.addIssue({ code: 'custom', message: `Atributo desconhecido: ${unknown.slice(0, 3).join(', ')}` });
      return z.NEVER;
    }
    // The spec's order, each once.
    return ATTRIBUTE_IDS.filter((a) => wanted.includes(a));
  });

/** A lot as the report reads it: its id, its block's name and the chosen columns. */
type ReportLot = Partial<LotRow> & { id: number; block_name: string };

/** Numbers and dates leave as typed cells (sortable, summable), never as their display text. */
const NUMERIC = new Set(['money', 'decimal', 'number', 'integer']);

type Cell = string | number | Date | null;

/** How one attribute of a lot becomes a cell, decided once per column rather than once per cell. */
export function cellReader(attribute: CustomReportAttribute, entity: EntityDef = lotEntity): (lot: ReportLot) => Cell {
  if (attribute === 'block_name') return (lot) => lot.block_name;
  const field = getField(entity, attribute);
  const read = (lot: ReportLot) => (lot as unknown as Record<string, unknown>)[attribute];
  const empty = (value: unknown) => value === null || value === undefined || value === '';
  if (field && NUMERIC.has(field.type))
    return (lot) => {
      const value = read(lot);
      return empty(value) ? null : typeof value === 'number' ? value : Number(value);
    };
  if (field?.type === 'date')
    return (lot) => {
      const value = read(lot);
      return empty(value) ? null : dateCell(String(value));
    };
  return (lot) => {
    const value = read(lot);
    return empty(value) ? null : field ? formatValue(field, value) : String(value);
  };
}

/** One attribute of a lot as a cell value, formatted as its field is declared. */
export const cellValue = (lot: ReportLot, attribute: CustomReportAttribute, entity: EntityDef = lotEntity): Cell =>
  cellReader(attribute, entity)(lot);

/** The sheet's columns: the attributes' labels, widths and number formats, from their fields. */
export function attributeColumns(
  attributes: readonly CustomReportAttribute[],
  entity: EntityDef = lotEntity,
): SheetColumn[] {
  const all = entity === lotEntity ? CUSTOM_REPORT_ATTRIBUTES : customReportAttributes(entity);
  return attributes.map((id) => {
    const label = all.find((a) => a.id === id)?.name ?? id;
    const type = id === 'block_name' ? 'text' : getField(entity, id)?.type;
    return {
      header: label,
      width: Math.min(Math.max(label.length + 2, type === 'longText' ? 40 : 16), 60),
      numFmt:
        type === 'money'
          ? MONEY_FORMAT
          : type === 'decimal'
            ? DECIMAL_FORMAT
            : type === 'date'
              ? DATE_FORMAT
              : undefined,
    };
  });
}

export async function customReportXlsx(
  request: ReportRequest,
  attributes: readonly CustomReportAttribute[],
): Promise<{ rows: number }> {
  const { db } = request;
  const ids = await selectIds(db, request.filter, request.projectIds);
  const writer = xlsxWriter(request.out, 'Relatório personalizado');
  const readers = attributes.map((a) => cellReader(a));
  const load = (start: number) => loadLotColumns(db, Array.from(ids.subarray(start, start + CHUNK)), attributes);
  try {
    const sheet = writer.sheet('Lotes', attributeColumns(attributes));
    // The next chunk is asked for while this one is written: on PostgreSQL the query runs
    // meanwhile (on the embedded database it simply waits its turn).
    let next = ids.length ? load(0) : null;
    for (let start = 0; next; start += CHUNK) {
      const byId = await next;
      next = start + CHUNK < ids.length ? load(start + CHUNK) : null;
      for (const id of ids.subarray(start, start + CHUNK)) {
        const lot = byId.get(id);
        if (lot) sheet.addRow(readers.map((read) => read(lot))).commit();
      }
      await writer.breathe();
      await request.progress?.(Math.min(1, (start + CHUNK) / ids.length));
    }
    sheet.commit();
    await writer.close();
    return { rows: ids.length };
  } catch (error) {
    await writer.fail(error as Error);
    throw error;
  }
}

/** GET /projects/{id}/preview: the first rows with lot name, block name and owner_name. */
export const PREVIEW_ROWS = 20;

export async function previewRows(db: Db, request: Pick<ReportRequest, 'filter' | 'projectIds'>) {
  const ids = await selectIds(db, request.filter, request.projectIds, PREVIEW_ROWS);
  const byId = await loadLotColumns(db, Array.from(ids), CUSTOM_REPORT_PREVIEW_COLUMNS);
  return Array.from(ids)
    .map((id) => byId.get(id))
    .filter((lot) => !!lot)
    .map((lot) => ({ id: lot.id, name: lot.name, block_name: lot.block_name, owner_name: lot.owner_name }));
}
