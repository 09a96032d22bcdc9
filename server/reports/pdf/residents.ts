import type { Selection } from '../data.ts';
import * as f from '../format.ts';
import { holder, household, lotTitle, others, partner, type Member } from '../household.ts';
import { dataRow, headerRow, type Column, type Decoration } from './draw.ts';
import type { Block } from './flow.ts';
import type { LotReportSpec } from './runner.ts';
import { figures, heading, titleBand, titleBlock } from './sections.ts';
import { AREA } from './socioeconomic.ts';

/**
 * Relatório de Moradores: who lives on each selected lot — the holder, the partner, and the
 * children and others marked as living there — one row each, with the household's totals.
 */
const COLUMNS: Column[] = [
  { title: f.memberLabel('name'), width: 126 },
  { title: 'Vínculo', width: 58 },
  { title: f.memberLabel('cpf'), width: 62 },
  { title: f.memberHeading('birth_date'), width: 48 },
  { title: 'Idade', width: 26, align: 'right' },
  { title: f.memberLabel('sex'), width: 44 },
  { title: f.memberLabel('escolaridade'), width: 81 },
  { title: f.memberHeading('income'), width: 52, align: 'right' },
  // Wide enough for its heading, "Defic." (at 24 pt it printed "Def…").
  { title: f.memberHeading('deficiencia'), width: 26, align: 'center' },
];
const ROW_H = 10.5;

export interface ResidentsInput {
  selection: Selection;
  decoration: Decoration;
  scope: string;
  filterText: string;
  group: boolean;
  now: Date;
}

/** People living on lot i, as counted in pass 1. */
export const livingCount = (sel: Selection, i: number): number =>
  1 + sel.partner[i] + sel.residentChildren[i] + sel.residentOthers[i];

export function residentsSpec(doc: PDFKit.PDFDocument, input: ResidentsInput): LotReportSpec {
  const { selection: sel, now } = input;
  const area = AREA;
  let people = 0;
  for (let i = 0; i < sel.length; i++) people += livingCount(sel, i);
  return {
    decoration: input.decoration,
    intro: () => [
      titleBlock(doc, area, 'Relatório de Moradores', input.scope, input.filterText),
      figures(doc, area, [
        ['Lotes', String(sel.length)],
        ['Moradores', String(people)],
        ['Média por lote', f.decimal(sel.length ? people / sel.length : 0)],
      ]),
      heading(doc, area, 'Moradores por lote'),
    ],
    keep: (i) => 15 + 11 + ROW_H * Math.min(livingCount(sel, i), 3),
    lot: (i, lot) => {
      const count = livingCount(sel, i);
      const members: Member[] = lot
        ? [holder(lot, now), ...(lot.partner ? [partner(lot, now)] : []), ...others(lot, now).filter((m) => m.resident)]
        : [];
      const blocks: Block[] = [
        titleBand(
          doc,
          area,
          () => (lot ? lotTitle(lot, input.group) : 'Lote removido durante a geração'),
          () => {
            if (!lot) return '';
            const h = household(lot);
            return `${h.size} ${h.size === 1 ? 'pessoa' : 'pessoas'} · renda familiar ${f.money(h.income)}`;
          },
        ),
        headerRow(doc, area.x, COLUMNS, 11, 7),
      ];
      for (let k = 0; k < count; k++) {
        blocks.push(
          dataRow(
            doc,
            area.x,
            COLUMNS,
            () => {
              const m = members[k];
              return m
                ? [
                    m.name,
                    m.relation,
                    m.cpf,
                    m.birth,
                    m.age,
                    m.sex,
                    f.schooling(m.escolaridade),
                    f.money(m.income),
                    m.deficiency.startsWith('Sim') ? 'Sim' : 'Não',
                  ]
                : [];
            },
            ROW_H,
            7,
          ),
        );
      }
      blocks.push({ h: 8 });
      return blocks;
    },
  };
}
