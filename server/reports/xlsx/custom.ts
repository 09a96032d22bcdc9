import { z } from 'zod';
import {
  CUSTOM_REPORT_ATTRIBUTES,
  customReportAttributes,
  type CustomReportAttribute,
} from '../../../domain/entities/custom-report.ts';
import { lotEntity } from '../../../domain/entities/lot/index.ts';
import { getField } from '../../../domain/fields/entity.ts';
import type { EntityDef } from '../../../domain/fields/types.ts';
import { MESSAGES } from '../../../domain/validation/messages.ts';
import { formatValue } from '../../../domain/validation/format-value.ts';
import type { Db } from '../../db/connection.ts';
import { loadPlainLots, selectIds, type LotRow } from '../data.ts';
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

type PlainLot = LotRow & { block_name: string };

/** Numbers and dates leave as typed cells (sortable, summable), never as their display text. */
const NUMERIC = new Set(['money', 'decimal', 'number', 'integer']);

/** One attribute of a lot as a cell value, formatted as its field is declared. */
export function cellValue(
  lot: PlainLot,
  attribute: CustomReportAttribute,
  entity: EntityDef = lotEntity,
): string | number | Date | null {
  if (attribute === 'block_name') return lot.block_name;
  const field = getField(entity, attribute);
  const value = (lot as unknown as Record<string, unknown>)[attribute];
  if (value === null || value === undefined || value === '') return null;
  if (field && NUMERIC.has(field.type)) return typeof value === 'number' ? value : Number(value);
  if (field?.type === 'date') return dateCell(String(value));
  return field ? formatValue(field, value) : String(value);
}

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
  try {
    const sheet = writer.sheet('Lotes', attributeColumns(attributes));
    for (let start = 0; start < ids.length; start += CHUNK) {
      const chunk = Array.from(ids.subarray(start, start + CHUNK));
      const byId = await loadPlainLots(db, chunk);
      for (const id of chunk) {
        const lot = byId.get(id);
        if (lot) sheet.addRow(attributes.map((a) => cellValue(lot, a))).commit();
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
  const byId = await loadPlainLots(db, Array.from(ids));
  return Array.from(ids)
    .map((id) => byId.get(id))
    .filter((lot): lot is PlainLot => !!lot)
    .map((lot) => ({ id: lot.id, name: lot.name, block_name: lot.block_name, owner_name: lot.owner_name }));
}
