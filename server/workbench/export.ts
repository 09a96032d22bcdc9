import type { Writable } from 'node:stream';
import {
  WORKBENCH_COLUMN_LABELS,
  WORKBENCH_DEFAULT_COLUMNS,
  type WorkbenchColumn,
  type WorkbenchRow,
} from '../../domain/api/lot-workbench.ts';
import { labelOf } from '../../domain/enums/choice.ts';
import { lotEntity } from '../../domain/entities/lot/index.ts';
import { REGISTRY_STAGES } from '../../domain/registry/stages.ts';
import { getField } from '../../domain/fields/entity.ts';
import { formatValue } from '../../domain/validation/format-value.ts';
import type { CurrentUser } from '../accounts/current-user.ts';
import type { Db } from '../db/connection.ts';
import { DATE_FORMAT, xlsxWriter, type SheetColumn } from '../reports/xlsx/workbook.ts';
import { workbenchRows, type WorkbenchParams } from './list.ts';

/**
 * GET /lots/workbench.xlsx: the current view of the workbench (same filters and sort, the chosen
 * columns) as a streamed spreadsheet (server/reports/xlsx/workbook.ts: typed cells, formula-like
 * text quoted). Choices and CPFs are written as the lot screen shows them (formatValue).
 */

const WIDTHS: Partial<Record<WorkbenchColumn, number>> = {
  name: 18,
  project_name: 28,
  block_name: 14,
  owner_name: 32,
  spouse_name: 32,
  cpf: 16,
  inscricao_imobiliaria: 22,
  registry_stage: 30,
  assignees: 40,
  updated_at: 14,
};

/** One cell: numbers and dates typed, choices and documents formatted as their fields declare. */
export function workbenchCell(row: WorkbenchRow, column: WorkbenchColumn): string | number | Date | null {
  switch (column) {
    case 'has_blockers':
      return row.has_blockers ? (row.reviewed ? 'Sim' : 'Sem análise') : 'Não';
    case 'project_phase':
      return row.project_phase;
    case 'registry_stage':
      return labelOf(REGISTRY_STAGES, row.registry_stage);
    case 'updated_at':
      return new Date(row.updated_at);
    default: {
      const value = row[column];
      if (value === null || value === '') return null;
      const field = getField(lotEntity, column);
      return field ? formatValue(field, value) : String(value);
    }
  }
}

export async function writeWorkbenchXlsx(
  out: Writable,
  db: Db,
  user: CurrentUser,
  params: Omit<WorkbenchParams, 'page' | 'count'>,
  columns: readonly WorkbenchColumn[] = WORKBENCH_DEFAULT_COLUMNS,
): Promise<number> {
  const xlsx = xlsxWriter(out, 'Lotes');
  try {
    const sheetColumns: SheetColumn[] = columns.map((c) => ({
      header: WORKBENCH_COLUMN_LABELS[c],
      width: WIDTHS[c] ?? Math.max(WORKBENCH_COLUMN_LABELS[c].length + 2, 12),
      ...(c === 'updated_at' ? { numFmt: DATE_FORMAT } : {}),
    }));
    const sheet = xlsx.sheet('Lotes', sheetColumns);
    let written = 0;
    for await (const row of workbenchRows(db, user, params)) {
      sheet.addRow(columns.map((c) => workbenchCell(row, c))).commit();
      if (++written % 500 === 0) await xlsx.breathe();
    }
    sheet.commit();
    await xlsx.close();
    return written;
  } catch (error) {
    await xlsx.fail(error as Error);
    throw error;
  }
}
