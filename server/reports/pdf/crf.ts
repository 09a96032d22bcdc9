import type { ProjectInfo, Selection } from '../data.ts';
import * as f from '../format.ts';
import { named } from '../household.ts';
import { filiation, nucleusFacts, occupants } from '../occupants.ts';
import { paragraph } from '../paragraph.ts';
import type { ReportSettings } from '../settings.ts';
import { cell, columnXs, headerRow, INK, MUTED, rule, type Column, type Decoration } from './draw.ts';
import type { Block } from './flow.ts';
import type { LotReportSpec } from './runner.ts';
import { heading } from './sections.ts';
import { drawStamp, drawWatermark, STAMP_HEIGHT, type DocumentStamp } from './stamp.ts';
import { AREA } from './socioeconomic.ts';

/**
 * Certidão de Regularização Fundiária (Lei 13.465/2017 art. 41; Decreto 9.310/2018 art. 38):
 * the núcleo's name, location, modality, who answers for the works, the numbering of each
 * unit, and the occupants with nome, estado civil, profissão, CPF, RG and filiação (and
 * spouse or companion), closed by place, date and the mayor's signature.
 */
const COLUMNS: Column[] = [
  { title: 'Unidade', width: 78 },
  { title: 'Ocupante', width: 152 },
  { title: 'CPF', width: 64 },
  { title: 'RG', width: 75 },
  { title: 'Estado civil', width: 68 },
  { title: 'Profissão', width: 86 },
];
const OCCUPANT_H = 26;

export interface CrfInput {
  selection: Selection;
  project: ProjectInfo;
  settings: ReportSettings | null;
  neighbourhoods: string[];
  decoration: Decoration;
  now: Date;
  /** The emitted CRF's number (or complementar label), code and QR, on every page. */
  stamp?: DocumentStamp;
  /** A minuta: the watermark on every page, and these lines (the blockers) on a last page. */
  minuta?: { notes: string[] };
}

export const crfOccupantCount = (sel: Selection, i: number): number => 1 + sel.partner[i];

export function crfSpec(doc: PDFKit.PDFDocument, input: CrfInput): LotReportSpec {
  const { selection: sel, project, settings } = input;
  const area = AREA;
  const xs = columnXs(area.x, COLUMNS);
  const city = project.city ?? '';
  const issuer =
    `O MUNICÍPIO DE ${city.toLocaleUpperCase('pt-BR') || '—'}${settings?.city_cnpj ? `, inscrito no CNPJ sob o nº ${f.cnpj(settings.city_cnpj)}` : ''}` +
    `${settings?.city_adress ? `, com sede em ${f.oneLine(settings.city_adress)}` : ''}, ` +
    `no uso de suas atribuições e com fundamento no art. 41 da Lei nº 13.465, de 11 de julho de 2017, e no art. 38 do Decreto nº 9.310, de 15 de março de 2018` +
    `${settings?.city_admin_process ? `, nos autos do processo administrativo nº ${settings.city_admin_process}` : ''}, ` +
    'CERTIFICA, para fins de registro no Cartório de Registro de Imóveis competente, a regularização fundiária do núcleo urbano informal abaixo identificado, aprovada pelo Município:';
  const facts = nucleusFacts(project, settings, sel.length, input.neighbourhoods);
  const factBlocks = facts.flatMap(([label, value]) => [
    ...paragraph(doc, `${label}: ${value}`, area.x, area.width, { font: 'Sans', size: 9, lineHeight: 13 }),
    { h: 3 },
  ]);
  const centered = (text: string, size: number, h: number, font: 'Sans-Bold' | 'Sans' = 'Sans-Bold'): Block => ({
    h,
    draw: (y) => cell(doc, text, area.x, y, area.width, { font, size, align: 'center', color: INK }),
  });
  const { stamp, minuta } = input;
  const extra: Decoration['extra'] =
    stamp || minuta
      ? {
          reserve: stamp ? STAMP_HEIGHT + 4 : 0,
          draw: (_page, _total, top) => {
            if (stamp) drawStamp(doc, stamp, area.x, top + 2, area.width);
            if (minuta) drawWatermark(doc, { width: doc.page.width, height: doc.page.height });
          },
        }
      : undefined;
  const notes = minuta
    ? minuta.notes.length
      ? minuta.notes
      : ['Nenhum impedimento legal encontrado; emita o documento oficial para numerá-lo e registrá-lo.']
    : [];
  return {
    decoration: { ...input.decoration, extra },
    intro: () => [
      centered('CERTIDÃO DE REGULARIZAÇÃO FUNDIÁRIA – CRF', 14, 22),
      ...(stamp?.label.startsWith('CRF COMPLEMENTAR')
        ? [centered(stamp.label.toLocaleUpperCase('pt-BR'), 10, 18)]
        : []),
      centered('Lei nº 13.465/2017, art. 41 · Decreto nº 9.310/2018, art. 38', 9, 22, 'Sans'),
      ...paragraph(doc, issuer, area.x, area.width, { font: 'Serif', size: 10, align: 'justify', indent: 24 }),
      { h: 8 },
      ...factBlocks,
      heading(doc, area, 'VI – Listagem dos ocupantes (nome, estado civil, profissão, CPF, RG e filiação)', 24, 40),
      headerRow(doc, area.x, COLUMNS, 12, 7),
    ],
    keep: (i) => crfOccupantCount(sel, i) * OCCUPANT_H,
    lot: (i, lot) => {
      const people = lot ? occupants(lot) : [];
      return Array.from({ length: crfOccupantCount(sel, i) }, (_, k): Block => ({
        h: OCCUPANT_H,
        draw: (y) => {
          const o = people[k];
          if (k === 0 && lot) {
            cell(doc, named('Lote', lot.name), xs[0] + 2, y + 2, COLUMNS[0].width - 4, {
              font: 'Sans-Bold',
              size: 7.5,
            });
            cell(doc, named('Quadra', lot.block_name), xs[0] + 2, y + 11, COLUMNS[0].width - 4, { size: 7 });
            cell(
              doc,
              lot.inscricao_imobiliaria ? `Inscr. ${lot.inscricao_imobiliaria}` : '',
              xs[0] + 2,
              y + 19,
              COLUMNS[0].width - 4,
              { size: 5.5, color: MUTED },
            );
          }
          if (o) {
            cell(doc, `${o.name} (${o.quality})`, xs[1] + 2, y + 2, COLUMNS[1].width - 4, {
              font: 'Sans-Bold',
              size: 7.5,
            });
            cell(doc, o.cpf, xs[2] + 2, y + 2, COLUMNS[2].width - 4, { size: 7.5 });
            cell(doc, [o.rg, o.rgIssuer].filter(Boolean).join(' '), xs[3] + 2, y + 2, COLUMNS[3].width - 4, {
              size: 7.5,
            });
            cell(doc, o.civilStatus, xs[4] + 2, y + 2, COLUMNS[4].width - 4, { size: 7.5 });
            cell(doc, o.profession, xs[5] + 2, y + 2, COLUMNS[5].width - 4, { size: 7.5 });
            cell(
              doc,
              `Filiação: ${filiation(o) || '—'}${o.nationality ? ` · Nacionalidade: ${o.nationality}` : ''}`,
              xs[1] + 2,
              y + 13,
              area.width - COLUMNS[0].width - 4,
              { size: 6.5, color: MUTED },
            );
          }
          rule(doc, k === crfOccupantCount(sel, i) - 1 ? area.x : xs[1], area.x + area.width, y + OCCUPANT_H);
        },
      }));
    },
    outro: () => {
      const place = `${city || '________________'}, ${f.longDate(input.now)}.`;
      return [
        { h: 18 },
        ...paragraph(doc, place, area.x, area.width, { font: 'Serif', size: 10, align: 'center' }),
        {
          h: 80,
          draw: (y) => {
            const w = 260;
            const x = area.x + (area.width - w) / 2;
            rule(doc, x, x + w, y + 44, INK, 0.6);
            cell(doc, settings?.city_mayor_name ?? '', x, y + 48, w, { font: 'Sans-Bold', size: 9, align: 'center' });
            cell(doc, 'Prefeito(a) Municipal', x, y + 60, w, { size: 8, align: 'center', color: MUTED });
            const ids = [
              settings?.city_mayor_rg ? `RG ${settings.city_mayor_rg}` : '',
              settings?.city_mayor_cpf ? `CPF ${f.cpf(settings.city_mayor_cpf)}` : '',
            ]
              .filter(Boolean)
              .join(' · ');
            cell(doc, ids, x, y + 70, w, { size: 7.5, align: 'center', color: MUTED });
          },
        },
        ...(minuta
          ? [
              {
                h: 24,
                pageBreak: true,
                draw: (y: number) =>
                  cell(doc, 'MINUTA — impedimentos à emissão', area.x, y, area.width, {
                    font: 'Sans-Bold',
                    size: 12,
                    color: INK,
                  }),
              },
              ...notes.flatMap((line) => [
                ...paragraph(doc, line, area.x, area.width, { font: 'Sans', size: 9, lineHeight: 12.5 }),
                { h: 3 },
              ]),
            ]
          : []),
      ];
    },
  };
}
