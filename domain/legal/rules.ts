import { USO_MISTO, USO_NAO_RESIDENCIAL } from '../enums/lot.ts';
import { labelOf } from '../enums/choice.ts';
import { REAL_RIGHTS } from '../enums/real-rights.ts';
import { REURB_MISTA, REURB_S, lotModality } from '../enums/project.ts';
import { isEmptyValue, type Values } from '../fields/condition.ts';
import { MASKS, applyMask } from '../validation/masks.ts';
import { missingQualification } from './qualification.ts';
import { VERTICES_RULE } from './vertices-rule.ts';
import { LEGITIMACAO_FUNDIARIA, LEGITIMACAO_POSSE, grantsLegitimacaoFundiaria } from './legitimacao.ts';
import { fail } from './finding.ts';
import {
  BOTH,
  type CpfFound,
  type LegalFacts,
  type LegalRule,
  type OtherLot,
  type PriorLegitimation,
} from './types.ts';

/**
 * The legal rules of issue 14, declared once: the lot screen's "Conformidade legal" panel,
 * the review ('Executar Análise') and the emission gates (server/legal/gate.ts) all read this
 * list. Every article cited was checked in Decreto 9.310/2018; Lei 13.465/2017 articles are
 * those the decree applies (arts. 9º §2º, 13, 23 §1º, 41 VI).
 */

/** Lei 13.465/2017 art. 9º, §2º: legitimação fundiária only for núcleos existing on this date. */
export const CUT_OFF_DATE = '2016-12-22';
export const CUT_OFF_LABEL = '22/12/2016';
/** Decreto 9.310/2018 art. 6º, parágrafo único: the Reurb-S income cap is at most this many minimum wages. */
export const MAX_INCOME_CAP_MINIMUM_WAGES = 5;
export const ADULT_AGE = 18;

const maskCpf = (cpf: string) => (cpf.length === 11 ? applyMask(MASKS.cpf, cpf) : cpf);
const brDate = (iso: string) => iso.split('-').reverse().join('/');
const money = (value: number) =>
  `R$ ${value.toLocaleString('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const whose = (person: CpfFound['person']) =>
  person === 'holder' ? 'do(a) titular' : 'do(a) cônjuge ou companheiro(a)';
const cpfField = (person: CpfFound['person']) => (person === 'holder' ? 'cpf' : 'spouse_cpf');

/** 'o lote Lote 3 (quadra A) do projeto Vila Nova', or 'outro núcleo' when the user may not see it. */
export const whereLot = (lot: OtherLot | null): string =>
  lot ? `o lote ${lot.name} (quadra ${lot.block_name}) do projeto ${lot.project_name}` : 'outro núcleo';

/** 'Título nº 0042/2026', 'CRF nº 003/2026'. */
export const emissionLabel = (kind: PriorLegitimation['kind'], number: number, year: number): string =>
  kind === 'titulo-legitimacao'
    ? `Título nº ${String(number).padStart(4, '0')}/${year}`
    : `CRF nº ${String(number).padStart(3, '0')}/${year}`;

/** The lot's modality: the project's, or the lot's own in a Reurb mista project. */
export const modalityOf = (lot: Values, facts: LegalFacts) =>
  lotModality(facts.project.reurb_modality, lot.reurb_modality);

/**
 * The conditions of art. 23, §1º apply to legitimação in Reurb-S only (Decreto 9.310/2018 art.
 * 16, §1º: "Apenas na Reurb-S"). A lot of a mista project whose modality was not said is
 * treated as Reurb-S: the stricter reading, until someone says otherwise.
 */
export const inReurbS = (lot: Values, facts: LegalFacts): boolean => (modalityOf(lot, facts) ?? REURB_S) === REURB_S;

/**
 * The conditions of Decreto 9.310/2018 art. 16, §1º: "Apenas na Reurb-S, a legitimação fundiária
 * será concedida ao beneficiário desde que…": a Reurb-S lot whose right is the legitimação
 * fundiária or not decided yet.
 */
const legitimacaoInReurbS = (lot: Values, facts: LegalFacts): boolean =>
  inReurbS(lot, facts) && grantsLegitimacaoFundiaria(lot.real_right);

const ageOn = (birth: string, today: string): number => {
  const [by, bm, bd] = birth.split('-').map(Number);
  const [ty, tm, td] = today.split('-').map(Number);
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
};

const QUALIFICATION = 'Lei 13.465/2017, art. 41, VI; Decreto 9.310/2018, art. 38, VI';
const ONCE = 'Lei 13.465/2017, art. 23, §1º, II; Decreto 9.310/2018, art. 16, §1º, II';
const CUT_OFF = 'Lei 13.465/2017, art. 9º, §2º; Decreto 9.310/2018, art. 1º, §2º, e art. 16';
/** What an earlier emission gave: 'legitimação fundiária', 'legitimação de posse', or both when not recorded. */
const legitimacaoOf = (right: string | null) =>
  right === LEGITIMACAO_POSSE
    ? 'legitimação de posse'
    : right === LEGITIMACAO_FUNDIARIA
      ? 'legitimação fundiária'
      : 'legitimação (de posse ou fundiária)';

export const LEGAL_RULES: readonly LegalRule[] = [
  {
    id: 'qualificacao-ocupante',
    title: 'Qualificação completa do(s) ocupante(s)',
    article: QUALIFICATION,
    description:
      'Nome, estado civil, profissão, CPF válido, RG com órgão emissor e UF e filiação do(a) titular e, se casado(a) ou em união estável, do(a) cônjuge ou companheiro(a); casamento com data e regime de bens.',
    severity: 'blocking',
    documents: BOTH,
    check: (lot) => {
      const missing = missingQualification(lot);
      if (!missing.length) return [];
      return fail(
        'blocked',
        `Faltam: ${missing.map((m) => m.what).join('; ')}.`,
        missing.map((m) => m.field),
      );
    },
  },
  {
    id: 'modalidade-do-lote',
    title: 'Modalidade da Reurb definida',
    article: 'Lei 13.465/2017, art. 13; Decreto 9.310/2018, art. 5º, §7º, e art. 38, III',
    description:
      'Em projeto de Reurb mista, cada lote precisa dizer se é Reurb-S ou Reurb-E (a CRF indica a modalidade).',
    severity: 'blocking',
    documents: BOTH,
    applies: (_lot, facts) => facts.project.reurb_modality === REURB_MISTA,
    check: (lot, facts) =>
      modalityOf(lot, facts)
        ? []
        : fail(
            'blocked',
            'O projeto é de Reurb mista e a modalidade deste lote (Reurb-S ou Reurb-E) não foi informada.',
            ['reurb_modality'],
          ),
  },
  {
    id: 'legitimacao-unica',
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
  },
  {
    id: 'renda-reurb-s',
    title: 'Renda familiar dentro do teto da Reurb-S',
    article: 'Lei 13.465/2017, art. 13, I; Decreto 9.310/2018, art. 6º, parágrafo único, e art. 5º, I e §§ 7º e 8º',
    description:
      'Na Reurb-S, a renda familiar mensal não pode passar do teto de baixa renda fixado pelo Município nas configurações do projeto (no máximo cinco salários mínimos). Acima dele, a unidade pode ser classificada como Reurb-E em projeto de Reurb mista (art. 5º, §7º).',
    severity: 'blocking',
    documents: BOTH,
    // Not a condition of the instrument but of the modality: Reurb-S is the regularisation of
    // low-income occupation (art. 5º, I, with the income of art. 6º), and its classification
    // gives the occupant free registry acts (art. 5º, §8º). A unit above the cap is Reurb-E,
    // which art. 5º, §7º lets the Município say unit by unit: refusing it as Reurb-S protects the
    // Município from granting a gratuity the law reserves for low income.
    applies: inReurbS,
    check: (_lot, facts) => {
      const { income_cap_minimum_wages: cap, minimum_wage_value: wage } = facts.project;
      if (cap == null || wage == null)
        return fail(
          'warning',
          'O teto de renda da Reurb-S e o salário mínimo vigente não estão nas configurações do projeto: a renda familiar não pôde ser conferida.',
          ['settings.income_cap_minimum_wages', 'settings.minimum_wage_value'],
        );
      if (facts.household_income == null)
        return fail(
          'warning',
          'A renda mensal do(a) titular não foi informada: a renda familiar não pôde ser conferida.',
          ['income'],
        );
      const limit = Math.round(Math.min(cap, MAX_INCOME_CAP_MINIMUM_WAGES) * wage * 100) / 100;
      return facts.household_income > limit
        ? fail(
            'blocked',
            `A renda familiar mensal (${money(facts.household_income)}) passa do teto da Reurb-S do projeto (${String(cap).replace('.', ',')} salários mínimos de ${money(wage)} = ${money(limit)}). Classifique a unidade como Reurb-E (projeto de Reurb mista) ou corrija a renda.`,
            ['income', 'companion_income'],
          )
        : [];
    },
  },
  {
    id: 'marco-temporal',
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
  },
  {
    id: 'ocupacao-posterior-marco',
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
  },
  {
    id: 'uso-nao-residencial',
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
  },
  {
    id: 'titular-menor',
    title: 'Titular maior de idade',
    article: QUALIFICATION,
    description: 'Aviso quando o(a) titular tem menos de 18 anos: confira a emancipação ou a representação.',
    severity: 'warning',
    documents: BOTH,
    check: (lot, facts) => {
      const birth = lot.birth_date;
      if (typeof birth !== 'string') return [];
      const age = ageOn(birth, facts.today);
      return age < ADULT_AGE
        ? fail(
            'warning',
            `O(a) titular tem ${age} anos: confira emancipação, representação ou assistência antes de emitir.`,
            ['birth_date'],
          )
        : [];
    },
  },
  {
    id: 'titular-falecido',
    title: 'Titular vivo(a)',
    article: QUALIFICATION,
    description: 'Aviso quando há data de óbito do(a) titular: o título não deve sair em nome de pessoa falecida.',
    severity: 'warning',
    documents: BOTH,
    check: (lot) =>
      typeof lot.owner_death_date === 'string'
        ? fail(
            'warning',
            `O(a) titular faleceu em ${brDate(lot.owner_death_date)}: indique o(a) sucessor(a) como titular antes de emitir.`,
            ['owner_death_date', 'owner_name'],
          )
        : [],
  },
  {
    id: 'cpf-titular-igual-conjuge',
    title: 'CPFs diferentes para titular e cônjuge/companheiro(a)',
    article: QUALIFICATION,
    description: 'Aviso quando o CPF do(a) cônjuge ou companheiro(a) é o mesmo do(a) titular.',
    severity: 'warning',
    documents: BOTH,
    check: (lot) =>
      typeof lot.cpf === 'string' && lot.cpf !== '' && lot.cpf === lot.spouse_cpf
        ? fail('warning', `O CPF do(a) cônjuge ou companheiro(a) é o mesmo do(a) titular (${maskCpf(lot.cpf)}).`, [
            'spouse_cpf',
            'cpf',
          ])
        : [],
  },
  {
    id: 'cpf-em-outro-lote',
    title: 'CPF em outro lote',
    article: 'Lei 13.465/2017, art. 23, §1º, II',
    description:
      'Aviso quando o CPF do(a) titular ou do(a) cônjuge/companheiro(a) já consta como titular ou cônjuge de outro lote, em qualquer projeto.',
    severity: 'warning',
    documents: BOTH,
    check: (_lot, facts) => {
      const byPerson = (['holder', 'partner'] as const).map((person) =>
        facts.cpf_elsewhere.filter((c) => c.person === person),
      );
      return byPerson.flatMap((found) => {
        if (!found.length) return [];
        const { person, cpf } = found[0];
        const places = found.length === 1 ? 'outro lote' : `outros ${found.length} lotes`;
        return fail(
          'warning',
          `O CPF ${whose(person)} (${maskCpf(cpf)}) já consta como titular ou cônjuge em ${places}: ${found.map((f) => whereLot(f.lot)).join('; ')}. A legitimação fundiária é conferida uma única vez ao mesmo beneficiário.`,
          [cpfField(person)],
          found.map((f) => f.lot),
        );
      });
    },
  },
  {
    id: 'conjuge-de-outro-titular',
    title: 'Cônjuge/companheiro(a) de um(a) só titular',
    article: ONCE,
    description:
      'Aviso quando o(a) cônjuge ou companheiro(a) consta, em outro lote, como cônjuge ou companheiro(a) de outro(a) titular.',
    severity: 'warning',
    documents: BOTH,
    check: (lot, facts) =>
      facts.partner_elsewhere.length
        ? fail(
            'warning',
            `O(a) cônjuge ou companheiro(a) (CPF ${maskCpf(String(lot.spouse_cpf ?? facts.partner_elsewhere[0].cpf))}) consta como cônjuge ou companheiro(a) de outro(a) titular em ${facts.partner_elsewhere.map((f) => whereLot(f.lot)).join('; ')}.`,
            ['spouse_cpf'],
            facts.partner_elsewhere.map((f) => f.lot),
          )
        : [],
  },
  {
    id: 'aprovacao-registrada',
    title: 'Aprovação do projeto registrada',
    article: 'Decreto 9.310/2018, art. 38, art. 37 e art. 21, V; Lei 13.465/2017, arts. 40 e 41',
    description:
      'A CRF é o ato administrativo de aprovação da Reurb: só é emitida depois que o pronunciamento que aprova o projeto, ato formal a que se dá publicidade (art. 21, V), está registrado no procedimento do projeto com o número do ato e a data de publicação.',
    severity: 'blocking',
    documents: ['cert-reg-fund'],
    // Dec. 9.310 art. 38 makes the CRF the approval's own act and art. 37 lists what that
    // decision declares: a CRF without a recorded decision would certify an approval nobody can
    // point to. Refusing it protects the families (a registry may later annul the registration)
    // and the Município (no certificate of an act it did not take).
    check: (_lot, facts) =>
      facts.project.approval_recorded
        ? []
        : fail(
            'blocked',
            'A aprovação do projeto de regularização fundiária não está registrada no procedimento do projeto com o número do ato e a data de publicação: registre a etapa "Aprovação" antes de emitir a CRF.',
            [],
          ),
  },
  {
    id: 'direito-real-definido',
    title: 'Direito real conferido definido',
    article: 'Decreto 9.310/2018, art. 8º, e art. 37, III',
    description:
      'A CRF declara o direito real de cada ocupante e o título confere a propriedade por legitimação fundiária: o direito real do lote precisa estar definido (e, para o título, ser a legitimação fundiária).',
    severity: 'blocking',
    documents: BOTH,
    // Art. 8º lists many instruments and its parágrafo único lets one Reurb use more than one:
    // the documents never assume one, so an undecided right refuses both (the minuta prints
    // "não definido").
    check: (lot) =>
      isEmptyValue(lot.real_right)
        ? fail('blocked', 'O direito real conferido ao ocupante deste lote não foi definido.', ['real_right'])
        : [],
  },
  {
    id: 'titulo-so-legitimacao-fundiaria',
    title: 'Título de legitimação fundiária só para lote com esse direito',
    article: 'Lei 13.465/2017, art. 23; Decreto 9.310/2018, art. 16',
    description:
      'O título de legitimação fundiária só é emitido para lote cujo direito real conferido é a legitimação fundiária.',
    severity: 'blocking',
    documents: ['titulo-legitimacao'],
    applies: (lot) => !isEmptyValue(lot.real_right),
    check: (lot) =>
      lot.real_right === LEGITIMACAO_FUNDIARIA
        ? []
        : fail(
            'blocked',
            `O direito real conferido a este lote é ${labelOf(REAL_RIGHTS, String(lot.real_right)).toLocaleLowerCase('pt-BR')}, não legitimação fundiária: o título de legitimação fundiária não se aplica.`,
            ['real_right'],
          ),
  },
  VERTICES_RULE,
];

export const legalRule = (id: string): LegalRule | undefined => LEGAL_RULES.find((r) => r.id === id);
