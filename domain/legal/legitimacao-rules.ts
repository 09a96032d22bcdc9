import { USO_MISTO, USO_NAO_RESIDENCIAL } from '../enums/lot.ts';
import { isEmptyValue } from '../fields/condition.ts';
import { LEGITIMACAO_FUNDIARIA, LEGITIMACAO_POSSE, grantsLegitimacaoFundiaria } from './legitimacao.ts';
import { fail } from './finding.ts';
import {
  CUT_OFF,
  CUT_OFF_DATE,
  CUT_OFF_LABEL,
  ONCE,
  brDate,
  cpfField,
  emissionLabel,
  legitimacaoInReurbS,
  maskCpf,
  whereLot,
  whose,
} from './rule-text.ts';
import { BOTH, type LegalRule } from './types.ts';

/**
 * The conditions on which the legitimação fundiária is conferred (Lei 13.465/2017 arts. 9º §2º
 * and 23 §1º; Decreto 9.310/2018 arts. 1º §2º and 16 §1º): they reach a lot whose real right is
 * the legitimação fundiária, or is not decided yet, and never one regularised by another
 * instrument.
 */

/** What an earlier emission gave: 'legitimação fundiária', 'legitimação de posse', or both when not recorded. */
const legitimacaoOf = (right: string | null) =>
  right === LEGITIMACAO_POSSE
    ? 'legitimação de posse'
    : right === LEGITIMACAO_FUNDIARIA
      ? 'legitimação fundiária'
      : 'legitimação (de posse ou fundiária)';

export const LEGITIMACAO_UNICA: LegalRule = {
  id: 'legitimacao-unica',
  aboutOccupants: true,
  title: 'Legitimação fundiária uma única vez por beneficiário',
  article: ONCE,
  description:
    'Na Reurb-S, a legitimação fundiária não é concedida a quem já foi contemplado com legitimação de posse ou fundiária de imóvel com a mesma finalidade (residencial ou não): o CPF do(a) titular ou do(a) cônjuge/companheiro(a) não pode constar de título ou CRF assim (não cancelados) de outro lote, em qualquer núcleo.',
  severity: 'blocking',
  documents: BOTH,
  // The earlier emissions are those of a legitimação of the same purpose (server/legal/lookups.ts).
  applies: legitimacaoInReurbS,
  check: (_lot, facts) =>
    facts.prior_legitimations.flatMap((p) =>
      fail(
        'blocked',
        `O CPF ${whose(p.person)} (${maskCpf(p.cpf)}) já foi contemplado com ${legitimacaoOf(p.real_right)} de imóvel com a mesma finalidade: ${emissionLabel(p.kind, p.number, p.year)}, em ${whereLot(p.lot)}. Cancele aquela emissão se foi indevida.`,
        [cpfField(p.person)],
        [p.lot],
      ),
    ),
};

export const MARCO_TEMPORAL: LegalRule = {
  id: 'marco-temporal',
  aboutOccupants: true,
  title: 'Núcleo existente em 22/12/2016',
  article: CUT_OFF,
  description:
    'A legitimação fundiária só alcança núcleos comprovadamente existentes em 22/12/2016: data e comprovação nas configurações do projeto. Não se aplica a lote regularizado por outro instrumento (compra e venda, concessão…).',
  severity: 'blocking',
  documents: BOTH,
  applies: (lot) => grantsLegitimacaoFundiaria(lot.real_right),
  check: (_lot, facts) => {
    const { nucleo_existence_date: date, nucleo_existence_evidence: evidence } = facts.project;
    if (!date)
      return fail('blocked', 'A data de existência do núcleo não foi informada nas configurações do projeto.', [
        'settings.nucleo_existence_date',
      ]);
    if (date > CUT_OFF_DATE)
      return fail(
        'blocked',
        `O núcleo só tem existência comprovada desde ${brDate(date)}, depois de ${CUT_OFF_LABEL}.`,
        ['settings.nucleo_existence_date'],
      );
    if (isEmptyValue(evidence))
      return fail('blocked', 'A comprovação da existência do núcleo não foi descrita nas configurações do projeto.', [
        'settings.nucleo_existence_evidence',
      ]);
    return [];
  },
};

/**
 * The legitimação fundiária is for a unit "integrante de núcleo urbano informal consolidado"
 * (Decreto 9.310/2018 art. 16), consolidated meaning "de difícil reversão" as the Município
 * assesses it (art. 3º, III). The gate asks for that finding as it asks for the cut-off date: a
 * título conferring property in a núcleo nobody found consolidated is one the Município could
 * not confer, and one a registry may refuse. Not for a lot given another instrument.
 */
export const NUCLEO_CONSOLIDADO: LegalRule = {
  id: 'nucleo-consolidado',
  aboutOccupants: true,
  title: 'Núcleo urbano informal consolidado',
  article: 'Decreto 9.310/2018, art. 16 e art. 3º, III',
  description:
    'A legitimação fundiária só alcança núcleo urbano informal consolidado, de difícil reversão, como o Município o avalia (tempo da ocupação, natureza das edificações, vias e equipamentos públicos): a avaliação fica nas configurações do projeto. Não se aplica a lote regularizado por outro instrumento.',
  severity: 'blocking',
  documents: BOTH,
  applies: (lot) => grantsLegitimacaoFundiaria(lot.real_right),
  check: (_lot, facts) =>
    facts.project.nucleo_consolidated
      ? []
      : fail(
          'blocked',
          'O Município não registrou nas configurações do projeto que avaliou o núcleo como consolidado, de difícil reversão: a legitimação fundiária só alcança núcleo consolidado.',
          ['settings.nucleo_consolidated'],
        ),
};

export const OCUPACAO_POSTERIOR_MARCO: LegalRule = {
  id: 'ocupacao-posterior-marco',
  aboutOccupants: true,
  title: 'Ocupação do imóvel até 22/12/2016',
  article: CUT_OFF,
  description:
    'Aviso quando a data de ocupação do imóvel informada é posterior a 22/12/2016 (o marco temporal é do núcleo; confira a posse), em lote de legitimação fundiária.',
  severity: 'warning',
  documents: BOTH,
  applies: (lot) => grantsLegitimacaoFundiaria(lot.real_right),
  check: (lot) => {
    const date = lot.data_ocupacao_imovel;
    return typeof date === 'string' && date > CUT_OFF_DATE
      ? fail('warning', `A ocupação do imóvel informada é de ${brDate(date)}, posterior a ${CUT_OFF_LABEL}.`, [
          'data_ocupacao_imovel',
        ])
      : [];
  },
};

/**
 * The legitimação de posse recognises the posse "com a identificação de seus ocupantes, do tempo
 * da ocupação e da natureza da posse" (Decreto 9.310/2018 art. 18): the CRF conferring it writes
 * the occupation's start beside the right (server/reports/occupants.ts), so it needs the date:
 * without it the family's title would not say what posse it recognises. The título confers the
 * legitimação fundiária only, so this reaches the CRF alone.
 */
export const POSSE_TEMPO_OCUPACAO: LegalRule = {
  id: 'posse-tempo-ocupacao',
  aboutOccupants: true,
  title: 'Tempo da ocupação na legitimação de posse',
  article: 'Decreto 9.310/2018, art. 18',
  description:
    'A legitimação de posse identifica os ocupantes, o tempo da ocupação e a natureza da posse: a CRF escreve, ao lado do direito conferido, desde quando o imóvel é ocupado.',
  severity: 'blocking',
  documents: ['cert-reg-fund'],
  applies: (lot) => lot.real_right === LEGITIMACAO_POSSE,
  check: (lot) =>
    isEmptyValue(lot.data_ocupacao_imovel)
      ? fail(
          'blocked',
          'Informe a data de ocupação do imóvel: a legitimação de posse identifica o tempo da ocupação (art. 18).',
          ['data_ocupacao_imovel'],
        )
      : [],
};

export const USO_NAO_RESIDENCIAL_RULE: LegalRule = {
  id: 'uso-nao-residencial',
  aboutOccupants: true,
  title: 'Uso não residencial com interesse público reconhecido',
  article: 'Lei 13.465/2017, art. 23, §1º, III; Decreto 9.310/2018, art. 16, §1º, III',
  description:
    'Na Reurb-S, a legitimação fundiária de imóvel de finalidade não residencial precisa do número e da data do ato do Poder Público que reconhece o interesse público da ocupação.',
  severity: 'blocking',
  documents: BOTH,
  applies: (lot, facts) =>
    legitimacaoInReurbS(lot, facts) && (lot.uso_do_lote === USO_NAO_RESIDENCIAL || lot.uso_do_lote === USO_MISTO),
  check: (lot) => {
    const fields = ['public_interest_act_number', 'public_interest_act_date'].filter((f) => isEmptyValue(lot[f]));
    if (!fields.length) return [];
    // A home with a shop is still a home: mixed use only warns.
    return lot.uso_do_lote === USO_MISTO
      ? fail(
          'warning',
          'Uso misto: se a parte não residencial for relevante, informe o ato que reconhece o interesse público da ocupação.',
          fields,
        )
      : fail(
          'blocked',
          'Imóvel de uso não residencial sem o número e a data do ato que reconhece o interesse público da ocupação.',
          fields,
        );
  },
};
