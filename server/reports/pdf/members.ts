import type { LotData } from '../data.ts';
import * as f from '../format.ts';
import { others, type Member } from '../household.ts';
import { dataRow, headerRow, type Column } from './draw.ts';
import type { Block } from './flow.ts';

/** The household table's columns, in the socio-economic report and the cadastro social alike. */
export const MEMBER_COLUMNS: Column[] = [
  { title: f.memberLabel('name'), width: 118 },
  { title: 'Vínculo', width: 50 },
  { title: f.memberHeading('birth_date'), width: 50 },
  { title: f.memberHeading('resident'), width: 26, align: 'center' },
  { title: f.memberLabel('escolaridade'), width: 82 },
  { title: f.memberHeading('occupation'), width: 66 },
  { title: f.memberHeading('income'), width: 52, align: 'right' },
  { title: f.memberHeading('beneficios_sociais'), width: 53 },
  { title: f.memberHeading('deficiencia'), width: 26, align: 'center' },
];
const MEMBER_ROW = 10.5;

/** One child or other resident as a row of the table; an empty row when the lot has fewer. */
const memberCells = (m: Member | undefined): string[] =>
  m
    ? [
        m.name,
        m.relation,
        m.birth,
        m.resident ? 'Sim' : 'Não',
        f.schooling(m.escolaridade),
        m.occupation,
        f.money(m.income),
        m.benefits,
        m.deficiency.startsWith('Sim') ? 'Sim' : 'Não',
      ]
    : [];

/**
 * A lot's children and other residents: the header, then `count` rows (as the selection
 * counted them, ../data.ts).
 */
export function memberTable(
  doc: PDFKit.PDFDocument,
  x: number,
  lot: LotData | null,
  now: Date,
  count: number,
): Block[] {
  const members = lot ? others(lot, now) : [];
  return [
    headerRow(doc, x, MEMBER_COLUMNS, 11, 7),
    ...Array.from({ length: count }, (_, k) =>
      dataRow(doc, x, MEMBER_COLUMNS, () => memberCells(members[k]), MEMBER_ROW, 7),
    ),
  ];
}
