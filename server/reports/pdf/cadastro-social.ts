import { isMarried } from '../../../domain/enums/civil-status.ts';
import { agree, genderOf, type Gender } from '../../../domain/text/agreement.ts';
import type { LotData, Selection } from '../data.ts';
import * as f from '../format.ts';
import { holder, household, lotTitle, partner, partnerTitle } from '../household.ts';
import { cell, INK, MUTED, rule, wrapped, type Decoration } from './draw.ts';
import type { Block } from './flow.ts';
import type { LotReportSpec } from './runner.ts';
import { fieldsRow, heading, observationsBlock, titleBand, titleBlock, type Area } from './sections.ts';
import { memberTable } from './members.ts';
import { AREA, printedObservations } from './socioeconomic.ts';

/**
 * Cadastro Social: the registration form of each selected lot, one lot per page (more when
 * the family is large): the property, the holder's and the partner's qualification, the
 * household, the observations, and the declaration with signature lines.
 */
const ROW_H = 12.5;

/**
 * The lot fields the form prints under the label their declaration gives them (the one the
 * screens show), each value as the domain's `formatValue` writes it (domain/entities/lot/).
 */
const PRINTED = [
  'cep',
  'inscricao_imobiliaria',
  'uso_do_lote',
  'n_selagem',
  'n_proposta',
  'project_phase',
  'status',
  'data_ocupacao_imovel',
  'nis',
  'nationality',
  'naturalidade',
  'occupation',
  'occupation_type',
  'escolaridade',
  'data_chegada_municipio',
  'email',
  'cellphone_number',
  'phone_number',
  'marriage_regime_de_bens',
  'marriage_date',
  'uniao_estavel_since',
] as const;
const printed = Object.fromEntries(PRINTED.map((name) => [name, f.lotCell(name)])) as Record<
  (typeof PRINTED)[number],
  (value: unknown) => [string, string]
>;

export interface CadastroInput {
  selection: Selection;
  decoration: Decoration;
  scope: string;
  filterText: string;
  group: boolean;
  now: Date;
}

function subheading(doc: PDFKit.PDFDocument, area: Area, text: string): Block {
  return {
    h: 18,
    keepWith: 3 * ROW_H,
    draw: (y) => {
      cell(doc, text, area.x, y + 5, area.width, { font: 'Sans-Bold', size: 9, color: INK });
      rule(doc, area.x, area.x + area.width, y + 16);
    },
  };
}

const DECLARATION =
  'Declaro, sob as penas da lei, que as informações acima são verdadeiras e que ocupo o imóvel descrito para fins de ' +
  'moradia, estando ciente de que a falsidade das declarações sujeita o(a) declarante às sanções civis, administrativas e penais cabíveis.';

/** The holder's declaration and the two signature lines; the holder's words agree with the holder's sex. */
function signatures(doc: PDFKit.PDFDocument, area: Area, holderGender: Gender): Block {
  return {
    h: 92,
    keepWith: 0,
    draw: (y) => {
      wrapped(doc, agree(DECLARATION, holderGender), area.x, y + 8, area.width, 30, {
        size: 7.5,
        color: INK,
        align: 'justify',
      });
      const w = (area.width - 40) / 2;
      const labels = [agree('Assinatura do(a) titular', holderGender), 'Assinatura do(a) entrevistador(a)'];
      for (const [k, label] of labels.entries()) {
        const x = area.x + k * (w + 40);
        rule(doc, x, x + w, y + 72, INK, 0.6);
        cell(doc, label, x, y + 76, w, { size: 7.5, color: MUTED, align: 'center' });
      }
    },
  };
}

export function cadastroSpec(doc: PDFKit.PDFDocument, input: CadastroInput): LotReportSpec {
  const { selection: sel, now } = input;
  const area = AREA;
  const row = (cells: (lot: LotData) => [string, string][], widths?: number[], lot?: LotData | null) =>
    fieldsRow(doc, area, () => (lot ? cells(lot) : []), widths, ROW_H);
  return {
    decoration: input.decoration,
    intro: () => [
      titleBlock(doc, area, 'Cadastro Social', input.scope, input.filterText),
      heading(doc, area, `Fichas cadastrais (${sel.length})`, 22, 0),
    ],
    keep: () => 0,
    lot: (i, lot) => {
      const h = () => holder(lot!, now);
      const p = () => partner(lot!, now);
      const blocks: Block[] = [
        { h: 0, pageBreak: i > 0 },
        titleBand(
          doc,
          area,
          () => (lot ? `Ficha cadastral · ${lotTitle(lot, input.group)}` : 'Lote removido durante a geração'),
          () => (lot ? `Lote nº ${lot.id}` : ''),
          18,
        ),
        subheading(doc, area, 'Imóvel'),
        row((l) => [['Endereço', f.address({ ...l, cep: null })]], undefined, lot),
        row(
          (l) => [
            printed.cep(l.cep),
            printed.inscricao_imobiliaria(l.inscricao_imobiliaria),
            printed.uso_do_lote(l.uso_do_lote),
          ],
          [1, 2, 1.3],
          lot,
        ),
        row(
          (l) => [
            ['Área do lote', l.area != null ? `${f.decimal(l.area)} m²` : ''],
            [
              'Área construída',
              l.area_projecao_edificacao != null ? `${f.decimal(l.area_projecao_edificacao)} m²` : '',
            ],
            printed.n_selagem(l.n_selagem),
            printed.n_proposta(l.n_proposta),
          ],
          undefined,
          lot,
        ),
        row(
          (l) => [
            printed.project_phase(l.project_phase),
            printed.status(l.status),
            printed.data_ocupacao_imovel(l.data_ocupacao_imovel),
          ],
          [1, 1, 1.6],
          lot,
        ),
        subheading(doc, area, 'Titular'),
        row(
          () => [
            ['Nome', h().name],
            [f.lotLabel('cpf'), h().cpf],
          ],
          [2.4, 1],
          lot,
        ),
        row(
          (l) => [
            ['RG', f.rg(l.rg, l.rg_emissor, l.rg_uf)],
            printed.nis(l.nis),
            ['Nascimento', h().birth],
            [f.lotLabel('sex'), h().sex],
          ],
          [1.6, 1.3, 1.1, 1],
          lot,
        ),
        row(
          (l) => [
            printed.nationality(l.nationality),
            printed.naturalidade(l.naturalidade),
            f.civilStatus(l.civil_status, l.sex),
          ],
          [1, 1.2, 1.6],
          lot,
        ),
        row(
          (l) => [
            printed.occupation(l.occupation),
            printed.occupation_type(l.occupation_type),
            [f.lotLabel('income'), f.money(l.income)],
          ],
          [1.3, 1.4, 1],
          lot,
        ),
        row(
          (l) => [printed.escolaridade(l.escolaridade), printed.data_chegada_municipio(l.data_chegada_municipio)],
          [1.6, 1],
          lot,
        ),
        row(
          (l) => [['Filiação', [l.owner_mother_name, l.owner_father_name].filter(Boolean).join(' e ')]],
          undefined,
          lot,
        ),
        row(
          (l) => [
            printed.email(l.email),
            printed.cellphone_number(l.cellphone_number),
            printed.phone_number(l.phone_number),
          ],
          [1.6, 1, 1],
          lot,
        ),
        row(
          () => [
            ['Benefícios sociais', h().benefits],
            ['Deficiência', h().deficiency],
          ],
          [1.4, 1],
          lot,
        ),
      ];
      if (sel.partner[i]) {
        blocks.push(
          subheading(doc, area, lot ? partnerTitle(lot) : 'Cônjuge'),
          row(
            () => [
              ['Nome', p().name],
              ['CPF', p().cpf],
            ],
            [2.4, 1],
            lot,
          ),
          row(
            (l) => [
              ['RG', f.rg(l.spouse_rg, l.spouse_rg_emissor, l.spouse_rg_uf)],
              ['Nascimento', p().birth],
              ['Nacionalidade', l.companion_nationality ?? ''],
            ],
            [1.6, 1, 1.2],
            lot,
          ),
          row(
            (l) =>
              isMarried(l.civil_status)
                ? [printed.marriage_regime_de_bens(l.marriage_regime_de_bens), printed.marriage_date(l.marriage_date)]
                : [
                    printed.uniao_estavel_since(l.uniao_estavel_since),
                    f.civilStatus(l.companion_civil_status, l.companion_sex),
                  ],
            [1.4, 1],
            lot,
          ),
          row(
            (l) => [['Filiação', [l.spouse_mother_name, l.spouse_father_name].filter(Boolean).join(' e ')]],
            undefined,
            lot,
          ),
          row(
            () => [
              ['Profissão', p().occupation],
              ['Renda mensal', f.money(p().income)],
              ['Escolaridade', f.schooling(p().escolaridade)],
            ],
            [1.3, 1, 1.3],
            lot,
          ),
        );
      }
      const count = sel.children[i] + sel.residents[i];
      blocks.push(subheading(doc, area, 'Composição familiar'));
      if (count > 0) {
        blocks.push(...memberTable(doc, area.x, lot, now, count));
      }
      blocks.push(
        row(
          (l) => {
            const hh = household(l);
            return [
              ['Pessoas na família', String(hh.size)],
              ['Renda familiar', f.money(hh.income)],
              ['Renda per capita', f.money(hh.size ? hh.income / hh.size : 0)],
            ];
          },
          undefined,
          lot,
        ),
      );
      if (sel.obsHeight[i] > 0)
        blocks.push(observationsBlock(doc, area, sel.obsHeight[i], () => printedObservations(lot)));
      blocks.push(signatures(doc, area, genderOf(lot?.sex)));
      return blocks;
    },
  };
}
