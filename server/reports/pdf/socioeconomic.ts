import { OBSERVATIONS_MAX, type LotData, type Selection } from '../data.ts';
import * as f from '../format.ts';
import { holder, household, lotTitle, partner, partnerTitle } from '../household.ts';
import type { HouseholdStats } from '../stats.ts';
import { barCharts } from './charts.ts';
import { A4 } from './document.ts';
import { wrappedHeight, type Decoration } from './draw.ts';
import type { Block } from './flow.ts';
import { memberTable } from './members.ts';
import type { LotReportSpec } from './runner.ts';
import {
  distributions,
  fieldsRow,
  figures,
  heading,
  observationsBlock,
  ROW,
  titleBand,
  titleBlock,
  type Area,
} from './sections.ts';

/** Lot fields printed under their declared label (domain/entities/lot/), values by `formatValue`. */
const nis = f.lotCell('nis');
/** A birth date with the age it gives ("02/11/1993 (33 anos)"), for the holder and the partner alike. */
const born = (p: { birth: string; age: string } | null | undefined) =>
  p ? `${p.birth}${p.age ? ` (${p.age} anos)` : ''}` : '';
const CPF = f.lotLabel('cpf');

/**
 * Relatório Socioeconômico: totals and distributions of the selected households, then one
 * section per lot — holder, partner, children and other residents (with schooling,
 * occupation, income, benefits, deficiency), the household's size and income.
 */
export const AREA: Area = { x: 36, width: A4.width - 72 };
const OBS_LINES = 8;

/** The observations' height as pass 1 measures them. */
export const measureObservations =
  (doc: PDFKit.PDFDocument, area: Area = AREA) =>
  (text: string) =>
    wrappedHeight(doc, text, area.width - 4, 7.5, OBS_LINES);

export const printedObservations = (lot: LotData | null): string =>
  lot?.observations ? [...lot.observations].slice(0, OBSERVATIONS_MAX).join('') : '';

export interface SocioeconomicInput {
  selection: Selection;
  stats: HouseholdStats;
  decoration: Decoration;
  scope: string;
  filterText: string;
  /** Several projects: lot headers name the project. */
  group: boolean;
  now: Date;
}

/** The holder's three rows (also the start of the cadastro social's sections). */
export function holderRows(doc: PDFKit.PDFDocument, area: Area, lot: () => LotData | null, now: Date): Block[] {
  type Cells = (l: LotData | null, p: ReturnType<typeof holder> | null) => [string, string][];
  const row = (cells: Cells, widths: number[]) =>
    fieldsRow(
      doc,
      area,
      () => {
        const l = lot();
        return cells(l, l ? holder(l, now) : null);
      },
      widths,
    );
  return [
    row(
      (_, p) => [
        ['Titular', p?.name ?? ''],
        [CPF, p?.cpf ?? ''],
        ['Nascimento', born(p)],
        ['Sexo', p?.sex ?? ''],
      ],
      [3, 1.5, 2, 1.1],
    ),
    row(
      (l, p) => [
        f.civilStatus(l?.civil_status, l?.sex),
        ['Escolaridade', f.schooling(p?.escolaridade)],
        ['Ocupação', p?.occupation ?? ''],
        ['Renda', f.money(p?.income ?? null)],
      ],
      [2, 1.9, 2.2, 1.3],
    ),
    row(
      (l, p) => [
        ['Benefícios', p?.benefits ?? ''],
        ['Deficiência', p?.deficiency ?? ''],
        nis(l?.nis),
        ['Telefone', l?.cellphone_number ?? l?.phone_number ?? ''],
      ],
      [2.4, 1.5, 1.3, 1.4],
    ),
  ];
}

/** The key figures, named as every report names them (families and residents: stats.ts). */
export function summaryFigures(doc: PDFKit.PDFDocument, area: Area, stats: HouseholdStats): Block {
  return figures(doc, area, [
    ['Famílias', String(stats.households)],
    ['Moradores', String(stats.people)],
    ['Renda familiar média', f.money(stats.averageIncome)],
    ['Renda per capita', f.money(stats.perCapitaIncome)],
    ['Com benefício social', String(stats.withBenefit)],
    ['Com deficiência', String(stats.withDeficiency)],
  ]);
}

/** MDR projects: the benfeitorias charts under their heading (kept with the first pair of charts). */
function improvementsSummary(doc: PDFKit.PDFDocument, area: Area, stats: HouseholdStats): Block[] {
  if (!stats.improvements.length) return [];
  const charts = barCharts(doc, area, stats.improvements);
  return [heading(doc, area, improvementsHeading(stats.improvements[0].base), 22, charts[0].h), ...charts];
}

/** 'Benfeitorias (MDR) — 1 família' / '— 3 famílias': the families the charts count. */
export const improvementsHeading = (families: number): string =>
  `Benfeitorias (MDR) — ${f.count(families, 'família', 'famílias')}`;

export function socioeconomicSpec(doc: PDFKit.PDFDocument, input: SocioeconomicInput): LotReportSpec {
  const { selection: sel, now } = input;
  const area = AREA;
  const memberCount = (i: number) => sel.children[i] + sel.residents[i];
  return {
    decoration: input.decoration,
    intro: () => [
      titleBlock(doc, area, 'Relatório Socioeconômico', input.scope, input.filterText),
      heading(doc, area, 'Resumo'),
      summaryFigures(doc, area, input.stats),
      ...distributions(doc, area, input.stats.distributions),
      ...improvementsSummary(doc, area, input.stats),
      // Every selected lot has its section; the family count is the summary's (stats.ts).
      heading(doc, area, `Lotes e famílias (${f.count(sel.length, 'lote', 'lotes')})`),
    ],
    keep: () => 15 + 3 * ROW,
    lot: (i, lot) => {
      const blocks: Block[] = [
        titleBand(
          doc,
          area,
          () => (lot ? lotTitle(lot, input.group) : 'Lote removido durante a geração'),
          () => (lot ? f.address({ ...lot, cidade: null, cep: null }) : ''),
        ),
        ...holderRows(doc, area, () => lot, now),
      ];
      if (sel.partner[i]) {
        const p = () => (lot ? partner(lot, now) : null);
        blocks.push(
          fieldsRow(
            doc,
            area,
            () => [
              [lot ? partnerTitle(lot) : 'Cônjuge', p()?.name ?? ''],
              [CPF, p()?.cpf ?? ''],
              ['Nascimento', born(p())],
              ['Escolaridade', f.schooling(p()?.escolaridade)],
            ],
            [2.5, 1.4, 2, 2.1],
          ),
          fieldsRow(
            doc,
            area,
            () => [
              ['Ocupação', p()?.occupation ?? ''],
              ['Renda', f.money(p()?.income ?? null)],
              ['Benefícios', p()?.benefits ?? ''],
              ['Deficiência', p()?.deficiency ?? ''],
            ],
            [2.2, 1.3, 2.1, 1.4],
          ),
        );
      }
      const count = memberCount(i);
      if (count > 0) {
        blocks.push(...memberTable(doc, area.x, lot, now, count));
      }
      blocks.push(
        fieldsRow(
          doc,
          area,
          () => {
            const h = lot ? household(lot) : { size: 0, income: 0 };
            return [
              ['Pessoas na família', String(h.size)],
              ['Renda familiar', f.money(h.income)],
              ['Renda per capita', f.money(h.size ? h.income / h.size : 0)],
              ['Uso do lote', f.usoDoLote(lot?.uso_do_lote)],
            ];
          },
          [1.2, 1.4, 1.4, 1.2],
          ROW + 2,
        ),
      );
      if (sel.obsHeight[i] > 0)
        blocks.push(observationsBlock(doc, area, sel.obsHeight[i], () => printedObservations(lot)));
      blocks.push({ h: 8 });
      return blocks;
    },
  };
}
