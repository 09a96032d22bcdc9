import type { Db } from '../../db/connection.ts';
import { lotChunks, type LotData, type LotIds, type ProjectInfo } from '../data.ts';
import * as f from '../format.ts';
import { named } from '../../../domain/text/named.ts';
import { filiation, lotModalityText, nucleusFacts, occupants, perLotModality, type Occupant } from '../occupants.ts';
import { paragraph } from '../paragraph.ts';
import type { ReportSettings } from '../settings.ts';
import { approvalText, type OfficialFacts } from './approval.ts';
import { A4 } from './document.ts';
import { cell, INK, MUTED, type Column, type Decoration } from './draw.ts';
import type { Block } from './flow.ts';
import { letterheadLines } from '../letterhead-text.ts';
import { mayorSigner, officialFrame, signatureBlocks, type Signer } from './letterhead.ts';
import type { ReportPlan, RunOptions } from './runner.ts';
import { heading } from './sections.ts';
import type { DocumentStamp } from './stamp.ts';
import { tableEnd, wrapHeader, wrapRow, type Cell } from './table.ts';

/**
 * Certidão de Regularização Fundiária (Lei 13.465/2017 art. 41; Decreto 9.310/2018 arts. 37–38):
 * the approval decision (unnumbered: the CRF is the act of approval, art. 38 caput), then
 * numbered as art. 38's incisos: I the núcleo's name, II its location, III the modality, IV those
 * responsible for the works with the cronograma (or the infrastructure clause of art. 30, § 2º),
 * V each regularised unit numbered with its quadra, lote and area (and, in a mista project, its
 * modality: art. 5º, § 7º), VI the occupants with nome, estado civil, profissão, CPF, RG,
 * filiação and the real right conferred (arts. 3º, V, and 37, III), the partner qualified alike; closed by place, date and the signatures of the mayor and the commission.
 *
 * Cells wrap (./table.ts): nothing is cut, and a lot's height is its text's. The lots are read
 * CHUNK at a time (memory stays flat) and each is laid out once, as it is drawn; the pages'
 * numbers are written at the end (./page-numbers.ts).
 */
const AREA = { x: 36, width: A4.width - 72 };
const COLUMNS: Column[] = [
  { title: 'Unidade', width: 74 },
  { title: 'Ocupante e qualidade', width: 102 },
  { title: f.lotLabel('civil_status'), width: 62 },
  { title: f.lotLabel('occupation'), width: 58 },
  { title: f.lotLabel('cpf'), width: 58 },
  { title: f.lotLabel('rg'), width: 55 },
  { title: 'Filiação', width: 64 },
  { title: 'Direito real conferido', width: 50 },
];

export interface CrfInput {
  selection: LotIds;
  project: ProjectInfo;
  settings: ReportSettings | null;
  neighbourhoods: string[];
  /** The streets bounding the units' blocks, named among the public areas (Decreto 9.310/2018 art. 51). */
  streets: string[];
  /** The approval decision and the UTM zone (./approval.ts). */
  facts: OfficialFacts;
  /** The coat of arms, opened in this document (letterhead.ts#openLogo). */
  logo: Buffer | null;
  now: Date;
  /** The emitted CRF's number (or complementar label), code and QR, on every page. */
  stamp?: DocumentStamp;
  /** A minuta: the watermark on every page, and these lines (the blockers) on a last page. */
  minuta?: { notes: string[] };
}

/**
 * The unit's cell: its number in this CRF, quadra, lote, area, inscrição, in a mista project the
 * unit's own modality (Decreto 9.310/2018 arts. 5º, § 7º, and 38, III), and its registration of
 * origin when it is not the núcleo's (art. 47).
 */
const unitCell = (number: number, lot: LotData, project: ProjectInfo): Cell => [
  { text: `Unidade nº ${number}`, font: 'Sans-Bold' },
  { text: `${named('Quadra', lot.block_name)}, ${named('Lote', lot.name)}` },
  { text: lot.area != null ? `Área: ${f.decimal(lot.area)} m²` : 'Área: não informada' },
  ...(perLotModality(project)
    ? [{ text: `Modalidade: ${lotModalityText(project, lot)}`, font: 'Sans-Bold' as const }]
    : []),
  ...(lot.inscricao_imobiliaria
    ? [{ text: `Inscr. imob. ${lot.inscricao_imobiliaria}`, color: MUTED, size: 6.5 }]
    : []),
  // The matrícula of origin, when the unit's is not the núcleo's (art. 47: the parcels of each matrícula).
  ...(f.oneLine(lot.origin_registration)
    ? [{ text: `Origem: ${f.oneLine(lot.origin_registration)}`, color: MUTED, size: 6.5 }]
    : []),
];

const occupantCells = (o: Occupant): Cell[] => [
  [
    { text: o.name, font: 'Sans-Bold' },
    { text: [o.quality, o.nationality].filter(Boolean).join(' · '), color: MUTED },
  ],
  [{ text: o.civilStatus || '—' }, ...(o.union ? [{ text: o.union, color: MUTED, size: 6.5 }] : [])],
  [{ text: o.profession || '—' }],
  [{ text: o.cpf || '—' }],
  [{ text: [o.rg, o.rgIssuer].filter(Boolean).join(' ') || '—' }],
  [{ text: filiation(o) || '—' }],
  [
    { text: o.realRight, font: o.realRight === 'não definido' ? 'Sans-Bold' : 'Sans' },
    ...(o.possession ? [{ text: o.possession, color: MUTED, size: 6.5 }] : []),
  ],
];

/** A lot's rows (holder, then partner; a vacant unit's original owner) as one block: a unit never splits across pages. */
function lotRows(
  doc: PDFKit.PDFDocument,
  number: number,
  lot: LotData,
  project: ProjectInfo,
  originOwner: string | null | undefined,
): Block[] {
  const people = occupants(lot, originOwner);
  return people.map((o, k) =>
    wrapRow(doc, AREA.x, COLUMNS, [k === 0 ? unitCell(number, lot, project) : [], ...occupantCells(o)], {
      size: 7,
      ruleFrom: k === people.length - 1 ? 0 : 1,
    }),
  );
}

function lotBlock(rows: readonly Block[], h: number): Block {
  return {
    h,
    draw: (y) => {
      let at = y;
      for (const row of rows) {
        row.draw?.(at);
        at += row.h;
      }
    },
  };
}

const removed = (doc: PDFKit.PDFDocument, number: number, h: number): Block => ({
  h,
  draw: (y) =>
    cell(doc, `Unidade nº ${number}: lote excluído durante a emissão`, AREA.x + 2, y + 3, AREA.width, {
      size: 7,
      color: MUTED,
    }),
});

/** The commission's and the technician's blocks: names to be written by hand when not registered. */
function signers(settings: ReportSettings | null): Signer[] {
  const list: Signer[] = [
    mayorSigner(settings),
    { name: '', role: 'Presidente da Comissão de Regularização Fundiária', detail: 'Nome e matrícula:' },
    { name: '', role: 'Membro da Comissão de Regularização Fundiária', detail: 'Nome e matrícula:' },
  ];
  if (settings?.professional_name)
    list.push({
      name: settings.professional_name,
      role: `Responsável técnico${settings.professional_title ? ` – ${settings.professional_title}` : ''}`,
      detail: [
        settings.professional_registration,
        settings.professional_art_rrt ? `ART/RRT ${settings.professional_art_rrt}` : '',
      ]
        .filter(Boolean)
        .join(' · '),
    });
  return list;
}

/** The CRF's plan for runner.ts#runReport. */
export function crfPlan(
  doc: PDFKit.PDFDocument,
  db: Db,
  input: CrfInput,
  progress?: RunOptions['progress'],
): ReportPlan {
  const { selection: sel, project, settings, stamp, minuta } = input;
  const area = AREA;
  const city = project.city ?? '';
  const approved = approvalText(input.facts.approval);
  const issuer =
    `O MUNICÍPIO DE ${city.toLocaleUpperCase('pt-BR') || '—'}${settings?.city_cnpj ? `, inscrito no CNPJ sob o nº ${f.cnpj(settings.city_cnpj)}` : ''}` +
    `${settings?.city_adress ? `, com sede em ${f.oneLine(settings.city_adress)}` : ''}, ` +
    `no uso de suas atribuições e com fundamento no art. 41 da Lei nº 13.465, de 11 de julho de 2017, e nos arts. 37 e 38 do Decreto nº 9.310, de 15 de março de 2018` +
    `${settings?.city_admin_process ? `, nos autos do processo administrativo nº ${settings.city_admin_process}` : ''}, ` +
    `CERTIFICA, para fins de registro no Cartório de Registro de Imóveis competente, a regularização fundiária do núcleo urbano informal abaixo identificado, aprovada pelo Município${approved ? ` ${approved}` : ''}, ` +
    'e declara os ocupantes de cada unidade imobiliária regularizada e os direitos reais que lhes são conferidos:';
  const centered = (text: string, size: number, font: 'Sans-Bold' | 'Sans' = 'Sans-Bold', lineHeight?: number) =>
    paragraph(doc, text, area.x, area.width, { font, size, align: 'center', lineHeight, color: INK });
  const decoration: Decoration = {
    title: 'Certidão de Regularização Fundiária',
    subtitle: project.name,
    generatedAt: f.dateTime(input.now),
    frame: (size) =>
      officialFrame(doc, size, area, {
        lines: letterheadLines(project, settings),
        logo: input.logo,
        footer: 'Certidão de Regularização Fundiária – CRF',
        stamp,
        minuta: !!minuta,
      }),
  };
  const intro = (): Block[] => {
    const facts = nucleusFacts(
      project,
      settings,
      sel.length,
      { neighbourhoods: input.neighbourhoods, streets: input.streets },
      input.facts.approval,
    );
    return [
      ...centered('CERTIDÃO DE REGULARIZAÇÃO FUNDIÁRIA – CRF', 14, 'Sans-Bold', 22),
      ...(stamp?.label.startsWith('CRF COMPLEMENTAR')
        ? centered(stamp.label.toLocaleUpperCase('pt-BR'), 10, 'Sans-Bold', 16)
        : []),
      ...centered('Lei nº 13.465/2017, art. 41 · Decreto nº 9.310/2018, arts. 37 e 38', 9, 'Sans', 18),
      { h: 4 },
      ...paragraph(doc, issuer, area.x, area.width, { font: 'Serif', size: 10, align: 'justify', indent: 24 }),
      { h: 8 },
      ...facts.flatMap(([label, value]) => [
        ...paragraph(doc, `${label}: ${value}`, area.x, area.width, { font: 'Sans', size: 9, lineHeight: 13 }),
        { h: 3 },
      ]),
      heading(
        doc,
        area,
        // Decreto 9.310/2018 art. 38, VI (the facts above are its I–V).
        'VI – Ocupantes e direitos reais (nome, estado civil, profissão, CPF, RG e filiação)',
        24,
        40,
      ),
      wrapHeader(doc, area.x, COLUMNS),
    ];
  };
  const outro = (): Block[] => {
    const place = `${city || '________________'}, ${f.longDate(input.now)}.`;
    // Place, date and every signature on one page: the Município and its commission sign the
    // same certificate together, never a row of them alone on a page of its own.
    const closing = [
      ...paragraph(doc, place, area.x, area.width, { font: 'Serif', size: 10, align: 'center' }),
      { h: 6 },
      ...signatureBlocks(doc, area, signers(settings)),
    ];
    return [
      tableEnd,
      { h: 18 },
      { h: 0, keepWith: closing.reduce((sum, block) => sum + block.h, 0) },
      ...closing,
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
            ...(minuta.notes.length
              ? minuta.notes
              : ['Nenhum impedimento legal encontrado; emita o documento oficial para numerá-lo e registrá-lo.']
            ).flatMap((line) => [
              ...paragraph(doc, line, area.x, area.width, { font: 'Sans', size: 9, lineHeight: 12.5 }),
              { h: 3 },
            ]),
          ]
        : []),
    ];
  };
  const count = sel.length;
  return {
    decoration,
    async *blocks() {
      yield intro();
      for await (const chunk of lotChunks(db, sel)) {
        for (const { index, lot } of chunk) {
          const rows = lot ? lotRows(doc, index + 1, lot, project, settings?.origin_owner_name) : [];
          const h = rows.reduce((sum, r) => sum + r.h, 0) || 14;
          yield [lot ? lotBlock(rows, h) : removed(doc, index + 1, h)];
        }
        await progress?.(count ? (chunk[chunk.length - 1].index + 1) / count : 1);
      }
      yield outro();
    },
  };
}
