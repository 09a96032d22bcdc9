import { labelOf } from '../enums/choice.ts';
import { REAL_RIGHTS } from '../enums/real-rights.ts';
import { REURB_E, REURB_MISTA, REURB_MODALITIES } from '../enums/project.ts';
import { isEmptyValue } from '../fields/condition.ts';
import { missingQualification } from './qualification.ts';
import { VERTICES_RULE } from './vertices-rule.ts';
import { COMPRA_VENDA_QUITADA } from './purchase-rule.ts';
import { LEGITIMACAO_POSSE_AREA_PUBLICA, VALOR_JUSTO_REURB_E } from './land-rule.ts';
import { UNIDADE_DESOCUPADA, UNIDADE_DESOCUPADA_SEM_TITULO } from './vacant-rules.ts';
import { NOTIFICACOES_RESOLVIDAS } from './notification-rules.ts';
import { LEGITIMACAO_FUNDIARIA } from './legitimacao.ts';
import {
  LEGITIMACAO_UNICA,
  MARCO_TEMPORAL,
  NUCLEO_CONSOLIDADO,
  OCUPACAO_POSTERIOR_MARCO,
  POSSE_TEMPO_OCUPACAO,
  USO_NAO_RESIDENCIAL_RULE,
} from './legitimacao-rules.ts';
import {
  CONJUGE_DE_OUTRO_TITULAR,
  CPF_EM_OUTRO_LOTE,
  CPF_TITULAR_IGUAL_CONJUGE,
  TITULAR_FALECIDO,
  TITULAR_MENOR,
} from './people-rules.ts';
import { QUALIFICATION, brDate, inReurbS, modalityOf } from './rule-text.ts';
import { fail } from './finding.ts';
import { BOTH, type LegalRule } from './types.ts';

/**
 * The legal rules of issue 14, declared once: the lot screen's "Conformidade legal" panel,
 * the review ('Executar Análise') and the emission gates (server/legal/gate.ts) all read this
 * list, in this order. Every article cited was checked in Decreto 9.310/2018; Lei 13.465/2017
 * articles are those the decree applies (arts. 9º §2º, 13, 23 §1º, 41 VI). The legitimação's
 * conditions are in legitimacao-rules.ts, the warnings about the people in people-rules.ts, the
 * vacant unit (art. 52) in vacant-rules.ts, the unit bought (art. 50, parágrafo único) in
 * purchase-rule.ts, public land (arts. 9º and 18, § 2º) in land-rule.ts.
 */

/** Decreto 9.310/2018 art. 6º, parágrafo único: the Reurb-S income cap is at most this many minimum wages. */
export const MAX_INCOME_CAP_MINIMUM_WAGES = 5;

/** The Reurb-S family income limit in reais: the project's cap (at most five) times the minimum wage, to the cent. */
export const reurbSIncomeLimit = (cap: number, wage: number): number =>
  Math.round(Math.min(cap, MAX_INCOME_CAP_MINIMUM_WAGES) * wage * 100) / 100;

const money = (value: number) =>
  `R$ ${value.toLocaleString('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

export const LEGAL_RULES: readonly LegalRule[] = [
  // First: on a vacant unit they say why the rules about occupants do not apply (art. 52).
  UNIDADE_DESOCUPADA,
  UNIDADE_DESOCUPADA_SEM_TITULO,
  {
    id: 'qualificacao-ocupante',
    aboutOccupants: true,
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
    id: 'modalidade-classificada',
    title: 'Modalidade conforme a classificação do Município',
    article: 'Decreto 9.310/2018, art. 23, I e §§ 2º e 3º, e art. 38, III',
    description:
      'A CRF e o título declaram a modalidade da Reurb, que o Município classifica por ato próprio (art. 23, I) ou que se fixa pela indicada no requerimento quando ele não a classifica em 180 dias (art. 23, § 3º): a modalidade do projeto é a da classificação registrada no procedimento.',
    severity: 'blocking',
    documents: BOTH,
    place: 'procedure',
    // The modality decides who pays the works and who is exempt from the registry's fees (art. 5º,
    // § 8º), and the CRF certifies it (art. 38, III). A project whose modality differs from the
    // Município's own act would have the CRF certify what the Município did not decide: refused,
    // for the Município's sake and the family's. A classification not recorded here is only
    // warned of: the approval (recorded, aprovacao-registrada) came after one, maybe on paper.
    check: (_lot, facts) => {
      const { classification_recorded, classified_modality, reurb_modality } = facts.project;
      if (!classification_recorded || !classified_modality)
        return fail(
          'warning',
          'A classificação da modalidade da Reurb pelo Município não está registrada no procedimento do projeto (ou não indica a modalidade): registre a etapa "Classificação da modalidade" com o ato, para que a modalidade declarada seja a classificada.',
          [],
        );
      return reurb_modality && reurb_modality !== classified_modality
        ? fail(
            'blocked',
            `O projeto está cadastrado como ${labelOf(REURB_MODALITIES, reurb_modality)}, mas a classificação registrada no procedimento é ${labelOf(REURB_MODALITIES, classified_modality)}: corrija a modalidade do projeto ou registre a nova classificação antes de emitir.`,
            [],
          )
        : [];
    },
  },
  LEGITIMACAO_UNICA,
  {
    id: 'renda-reurb-s',
    aboutOccupants: true,
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
      const limit = reurbSIncomeLimit(cap, wage);
      return facts.household_income > limit
        ? fail(
            'blocked',
            `A renda familiar mensal (${money(facts.household_income)}) passa do teto da Reurb-S do projeto (${String(cap).replace('.', ',')} salários mínimos de ${money(wage)} = ${money(limit)}). Classifique a unidade como Reurb-E (projeto de Reurb mista) ou corrija a renda.`,
            ['income', 'companion_income'],
          )
        : [];
    },
  },
  MARCO_TEMPORAL,
  NUCLEO_CONSOLIDADO,
  OCUPACAO_POSTERIOR_MARCO,
  POSSE_TEMPO_OCUPACAO,
  USO_NAO_RESIDENCIAL_RULE,
  TITULAR_MENOR,
  TITULAR_FALECIDO,
  CPF_TITULAR_IGUAL_CONJUGE,
  CPF_EM_OUTRO_LOTE,
  CONJUGE_DE_OUTRO_TITULAR,
  {
    id: 'aprovacao-registrada',
    title: 'Aprovação do projeto registrada',
    article: 'Decreto 9.310/2018, art. 38, art. 37 e art. 21, V; Lei 13.465/2017, arts. 40 e 41',
    description:
      'A CRF é o ato administrativo de aprovação da Reurb, e o título individual constitui o direito real que essa decisão declararia (art. 37, § 2º): nenhum dos dois é emitido antes que o pronunciamento que aprova o projeto, ato formal a que se dá publicidade (art. 21, V), esteja registrado no procedimento do projeto com o número do ato e a data de publicação.',
    severity: 'blocking',
    documents: BOTH,
    place: 'procedure',
    // Dec. 9.310 art. 38 makes the CRF the approval's own act and art. 37 lists what that
    // decision declares; its § 2º lets a título individual constitute the rights in its stead, so a
    // título is part of the same decision, and the unit it confers exists only in the approved
    // project. A document without a recorded decision would certify an approval nobody can point
    // to: refusing it protects the families (a registry may later annul the registration) and the
    // Município (no act it did not take). The minutas stay free.
    check: (_lot, facts) =>
      facts.project.approval_recorded
        ? []
        : fail(
            'blocked',
            facts.project.refused_after_approval
              ? 'Um indeferimento foi registrado no procedimento do projeto depois da aprovação (Decreto 9.310/2018, art. 39): o projeto só volta a estar aprovado com uma nova etapa "Aprovação", com o número do ato e a data de publicação.'
              : 'A aprovação do projeto de regularização fundiária não está registrada no procedimento do projeto com o número do ato e a data de publicação: registre a etapa "Aprovação" antes de emitir a CRF ou os títulos.',
            [],
          ),
  },
  NOTIFICACOES_RESOLVIDAS,
  {
    id: 'responsaveis-obras-reurb-e',
    title: 'Responsáveis pelas obras e serviços na Reurb-E',
    article: 'Decreto 9.310/2018, art. 35 e art. 38, IV',
    description:
      'Na Reurb-E, o Município define, ao aprovar o projeto, os responsáveis pelo sistema viário, pela infraestrutura essencial e pelas medidas de mitigação e compensação (art. 35), e a CRF os declara (art. 38, IV). Um núcleo que já tem a infraestrutura essencial dispensa o cronograma.',
    severity: 'blocking',
    documents: ['cert-reg-fund'],
    // In Reurb-S the Poder Público answers for them (art. 34), and the CRF names the Município
    // when the settings name no one; in Reurb-E no one answers by law, so a CRF that named no one
    // would leave the works of an approved núcleo to nobody. Its Reurb-E units in a mista project.
    applies: (lot, facts) => modalityOf(lot, facts) === REURB_E,
    check: (_lot, facts) =>
      facts.project.infrastructure_complete || facts.project.works_responsible?.trim()
        ? []
        : fail(
            'blocked',
            'Na Reurb-E, os responsáveis pelas obras e serviços são definidos na aprovação do projeto e declarados na CRF: informe-os na Configuração de Relatórios, ou marque que o núcleo já tem a infraestrutura essencial, antes de emitir a CRF.',
            ['settings.works_responsible'],
          ),
  },
  {
    id: 'termo-compromisso-assinado',
    title: 'Termo de compromisso das obras assinado',
    article: 'Decreto 9.310/2018, art. 3º, V e § 2º, art. 21, § 1º, art. 30, X e § 1º, e art. 35, § 2º',
    description:
      'A CRF é constituída também do termo de compromisso relativo à execução das obras e serviços do cronograma (art. 3º, V), assinado pelos responsáveis e por duas testemunhas (art. 21, § 1º), e declara que ele a integra. Um núcleo que já tem a infraestrutura essencial e nada a executar dispensa o termo (art. 30, § 1º).',
    severity: 'blocking',
    documents: ['cert-reg-fund'],
    // The CRF's item IV says the cronograma is the object of the termo that integrates it
    // (server/reports/occupants.ts, worksText): emitted before the termo is signed, the certificate
    // states a document that does not exist, the registry may return it (art. 40, parágrafo
    // único), and the works it promises the families bind no one, for only the signed termo is a
    // título executivo (art. 21, § 1º). In Reurb-E it is also a condition of the approval itself
    // (art. 35, § 2º). The títulos individuais carry no termo: they are not held back. The minuta
    // stays free, for the termo is often signed on the project the minuta shows.
    check: (lot, facts) => {
      const { infrastructure_complete: dispensed, commitment_signed_on: signed, approved_on: approved } = facts.project;
      if (dispensed) return [];
      if (!signed)
        return fail(
          'blocked',
          'A CRF declara que o termo de compromisso das obras e serviços a integra (Decreto 9.310/2018, art. 3º, V): informe na Configuração de Relatórios a data em que foi assinado pelos responsáveis e por duas testemunhas (art. 21, § 1º), ou marque que o núcleo já tem a infraestrutura essencial e nada a executar (art. 30, § 1º), antes de emitir a CRF.',
          ['settings.commitment_signed_on'],
        );
      // Art. 35, § 2º: in Reurb-E the termo of the mitigation and compensation measures comes before
      // the approval. One signed after it may be that termo or another (of works alone), which only
      // staff know: warned, not refused.
      if (modalityOf(lot, facts) === REURB_E && approved && signed > approved)
        return fail(
          'warning',
          `Na Reurb-E, o termo de compromisso das medidas de mitigação e compensação urbanística e ambiental é condição da aprovação (Decreto 9.310/2018, art. 35, § 2º), e este foi assinado em ${brDate(signed)}, depois da aprovação de ${brDate(approved)}: confira se essas medidas tinham termo assinado antes da aprovação ou registre uma nova etapa "Aprovação".`,
          ['settings.commitment_signed_on'],
        );
      return [];
    },
  },
  {
    id: 'area-de-risco',
    title: 'Lote em área de risco: estudo técnico e medidas implantadas',
    article: 'Decreto 9.310/2018, art. 36, caput e §§ 1º e 3º, e art. 30, VII',
    description:
      'A Reurb de lote em área de risco geotécnico, de inundação ou outro previsto em lei só é aprovada com o estudo técnico que examina a eliminação, a correção ou a administração do risco (art. 36, caput), e a implantação das medidas que ele indica é condição indispensável dessa aprovação (§ 1º). Os lotes fora da área de risco seguem (§ 3º).',
    severity: 'blocking',
    documents: BOTH,
    // A título or a CRF over a house the study says must be made safe, before it is, would certify a
    // family's right to stay where the Município has not yet made it safe to stay, and the Município
    // would answer for it. When the risk cannot be eliminated, corrected or administered the
    // occupants are relocated (§§ 4º to 6º): no date of measures in place is then recorded, and the
    // lot is never titled where it stands. The study and the date are the project's, since one
    // study covers the risk area; the lots outside it are not held back (§ 3º).
    applies: (lot) => lot.area_de_risco === true,
    check: (_lot, facts) => {
      if (isEmptyValue(facts.project.risk_study))
        return fail(
          'blocked',
          'O lote está em área de risco: a sua Reurb só é aprovada com o estudo técnico da situação de risco, que examina a eliminação, a correção ou a administração do risco (Decreto 9.310/2018, art. 36, caput, e art. 30, VII). Descreva-o na Configuração de Relatórios.',
          ['settings.risk_study'],
        );
      if (!facts.project.risk_measures_done_on)
        return fail(
          'blocked',
          'A implantação das medidas indicadas no estudo técnico de risco é condição indispensável à aprovação da Reurb do lote (Decreto 9.310/2018, art. 36, § 1º): informe na Configuração de Relatórios a data em que foram implantadas.',
          ['settings.risk_measures_done_on'],
        );
      return [];
    },
  },
  {
    id: 'direito-real-definido',
    aboutOccupants: true,
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
  COMPRA_VENDA_QUITADA,
  LEGITIMACAO_POSSE_AREA_PUBLICA,
  VALOR_JUSTO_REURB_E,
  {
    id: 'titulo-so-legitimacao-fundiaria',
    aboutOccupants: true,
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
