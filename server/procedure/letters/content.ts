import { formatCnpj, formatCpf } from '@brazilian-utils/brazilian-utils';
import {
  PARTY_ROLES,
  REJECTION_GROUNDS,
  type ImpugnationDecision,
  type RejectionGround,
} from '../../../domain/procedure/parties.ts';
import { formatDate } from '../../../domain/validation/dates.ts';
import { cityAndUf } from '../../../domain/reference/states.ts';
import { registryReference } from '../../../domain/registry/reference.ts';

/**
 * The words of the notification letter and of the edital (issue 16 part 2), apart from their
 * drawing (pdf.ts), so that they can be read and tested as text. Legal basis: Lei 13.465/2017
 * art. 31 (the notification of the Reurb) as regulated by Decreto 9.310/2018 art. 24, checked
 * in the decree's text, whose paragraphs these documents follow (§ 1º o prazo
 * de 30 dias contado do recebimento; § 4º via postal com AR no endereço da matrícula ou
 * transcrição; § 5º edital com prazo de 30 dias e descrição resumida da área, para quem não foi
 * encontrado ou recusou; § 6º ausência de manifestação como concordância; § 8º a advertência
 * de perda de eventual direito; §§ 10 e 12 a impugnação infundada e a sua rejeição).
 */

/** The municipality as its official documents name it (project settings; blanks when not saved). */
export interface Municipality {
  city: string;
  state: string;
  cnpj: string | null;
  address: string | null;
  mayor: string | null;
  /** How the letters name the mayor's office (project settings: Prefeito or Prefeita, else neutral). */
  mayorSex: string | null;
  logo: Buffer | null;
  /** The letterhead's lines, as the títulos print them (reports/letterhead-text.ts#letterheadLines). */
  letterhead: readonly string[];
}

/** The núcleo being regularised and the administrative process. */
export interface Nucleo {
  name: string;
  originRegistration: string | null;
  originRegistryOffice: string | null;
  adminProcess: string | null;
  /** The bairros the núcleo's lots are in (as registered on the lots), at most a few. */
  neighbourhoods?: readonly string[];
  /** How many lots and quadras the núcleo has registered. */
  lots?: number;
  blocks?: number;
}

export interface LetterParty {
  id: number;
  role: string;
  name: string;
  document: string | null;
  address: string | null;
  registry_ref: string | null;
}

/** A party whose impugnação was decided: the decision notice's addressee (art. 24, §§ 3º, 7º, 10). */
export interface DecisionParty extends LetterParty {
  impugnation_on: string;
  decision: ImpugnationDecision;
  decision_reasons: string | null;
  decision_grounds: readonly string[] | null;
}

export interface Paragraph {
  text: string;
  /** A heading-like lead in bold ("ADVERTÊNCIA:"). */
  lead?: string;
}

export const roleLabel = (role: string) => PARTY_ROLES.find((r) => r.id === role)?.name ?? role;

/** A CPF or CNPJ as printed (digits are stored). */
export function formatDocument(digits: string | null): string {
  if (!digits) return 'não informado';
  return digits.length === 14 ? formatCnpj(digits) : formatCpf(digits);
}

/**
 * A CPF or CNPJ as published in an edital: a CPF keeps only its middle six digits
 * (***.982.247-**), as the federal government publishes them. A choice that protects the
 * family: the edital is public, and what art. 24 §5 asks of it is the 30 days and a summary
 * description of the area to be regularised (editalParagraphs), nothing about the notified's
 * documents; the name with the matrícula identifies them. A CNPJ is public data and stays whole.
 */
export function publicDocument(digits: string | null): string {
  if (!digits) return '';
  if (digits.length === 14) return formatCnpj(digits);
  const cpf = formatCpf(digits);
  return `***${cpf.slice(3, 12)}**`;
}

const longDate = new Intl.DateTimeFormat('pt-BR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
/** "25 de novembro de 2026" for an ISO day. */
export const dateInFull = (iso: string) => longDate.format(new Date(`${iso}T12:00:00Z`));

/** "Campinas/SP" (the stored state's name abbreviated, as a letter places the town). */
export const cityOf = (m: Municipality) => cityAndUf(m.city, m.state) || 'Município';

/** The núcleo's registration of origin in a sentence: "objeto da matrícula/transcrição de origem nº 45.678 do 2º CRI". */
const originOf = (n: Nucleo): string => {
  const reference = registryReference(n.originRegistration, 'matrícula/transcrição de origem');
  return reference ? `, objeto da ${reference}${n.originRegistryOffice ? ` do ${n.originRegistryOffice}` : ''}` : '';
};

/** Where the núcleo is: its name, town and the matrícula of origin with its cartório, when known. */
export function nucleoPlace(m: Municipality, n: Nucleo): string {
  const origin = originOf(n);
  return `núcleo urbano informal "${n.name}", situado no Município de ${cityOf(m)}${origin}`;
}

/** Where a paper is filed: "no protocolo da Prefeitura Municipal, em <address>" (the Município's practice). */
const protocolOf = (m: Municipality) =>
  m.address ? `no protocolo da Prefeitura Municipal, em ${m.address}` : 'no protocolo da Prefeitura Municipal';

/** ", mencionando o processo administrativo nº …" when the settings know it. */
const processMention = (n: Nucleo) =>
  n.adminProcess ? `, mencionando o processo administrativo nº ${n.adminProcess}` : '';

/**
 * Where and how to impugn, and what Decreto 9.310/2018 art. 24 § 12 says makes an impugnação
 * unfounded (I–III, in its words), which the Município may reject by a reasoned act (§ 10).
 * Where to file it is the Município's practice, not a legal requirement.
 */
function howToImpugn(m: Municipality, n: Nucleo): string {
  const [where, process] = [protocolOf(m), processMention(n)];
  return (
    `A impugnação deve ser apresentada por escrito, ${where}, dirigida ao Poder Público municipal${process}. ` +
    'Considera-se infundada, e poderá ser rejeitada por ato fundamentado, a impugnação que não indicar, de forma ' +
    'plausível, onde e de que forma a Reurb avança na propriedade do impugnante; que não apresentar motivação, ainda ' +
    'que sumária; ou que versar sobre matéria estranha ao procedimento da Reurb em andamento (Decreto nº 9.310/2018, ' +
    'art. 24, §§ 10 e 12).'
  );
}

/**
 * What follows an impugnação, so that whoever files one knows the recourse it opens and the
 * Município its room to go on (Decreto 9.310/2018 art. 24): one not accepted starts the
 * extrajudicial composition of conflicts (§ 7º); one rejected as unfounded may be appealed within
 * fifteen days of the decision's notice (§§ 10 and 11); one against part of the area lets the
 * Reurb go on in the rest (§ 9º).
 */
const AFTER_IMPUGNATION: Paragraph = {
  lead: 'Decisão sobre a impugnação.',
  text:
    'A impugnação não acolhida dará início ao procedimento extrajudicial de composição de conflitos (Decreto nº ' +
    '9.310/2018, art. 24, § 7º). A rejeição de impugnação infundada será notificada ao impugnante, que poderá ' +
    'recorrer no prazo de 15 (quinze) dias, contado da data dessa notificação, apresentando as suas razões ao ' +
    'Município; sem recurso nesse prazo, a Reurb terá seguimento, e, havendo recurso sem consenso, poderá ser ' +
    'iniciado o procedimento extrajudicial de composição de conflitos (Decreto nº 9.310/2018, art. 24, §§ 10 e ' +
    '11). Impugnada apenas parte da área, o Município poderá prosseguir com a Reurb na parte não impugnada ' +
    '(Decreto nº 9.310/2018, art. 24, § 9º).',
};

/** The warning the law requires in every notice (art. 31 §6; Decreto art. 24 §§ 6º e 8º). */
export const SILENCE_WARNING =
  'A ausência de manifestação no prazo acima será interpretada como concordância (anuência) com a Reurb ' +
  '(Lei nº 13.465/2017, art. 31, § 6º; Decreto nº 9.310/2018, art. 24, § 6º), e a ausência de impugnação implicará ' +
  'a perda de eventual direito que o notificado titularize sobre o imóvel objeto da Reurb (Decreto nº 9.310/2018, art. 24, § 8º).';

/**
 * How the letter names its addressee: a company or any holder of a CNPJ as "a pessoa jurídica"
 * (a loteadora is often the titular de domínio), a person, whose sex the party does not record,
 * in the neutral form.
 */
const addressee = (document: string | null) =>
  document?.length === 14
    ? { recipient: 'a pessoa jurídica destinatária acima identificada', notified: 'A pessoa jurídica notificada' }
    : { recipient: 'o(a) destinatário(a) acima identificado(a)', notified: 'O(a) notificado(a)' };

/** The letter to one party, sent by post with AR to the address of the matrícula (art. 24 §4). */
export function letterParagraphs(m: Municipality, n: Nucleo, p: LetterParty): Paragraph[] {
  const registry = p.registry_ref;
  const { recipient, notified } = addressee(p.document);
  return [
    {
      text:
        `O Município de ${cityOf(m)}, com fundamento no art. 31 da Lei nº 13.465/2017 e no art. 24 do Decreto nº 9.310/2018, ` +
        `NOTIFICA ${recipient}, na qualidade de ${roleLabel(p.role).toLowerCase()}, de que ` +
        `foi instaurado o procedimento de Regularização Fundiária Urbana (Reurb) do ${nucleoPlace(m, n)}` +
        (registry ? `, que alcança ou confronta o imóvel de referência (${registry}).` : '.'),
    },
    {
      lead: 'Prazo para impugnação.',
      text:
        `${notified} poderá apresentar impugnação no prazo de 30 (trinta) dias, contado da data de recebimento ` +
        'desta notificação (Lei nº 13.465/2017, art. 31, § 1º; Decreto nº 9.310/2018, art. 24, § 1º).',
    },
    { lead: 'Como impugnar.', text: howToImpugn(m, n) },
    AFTER_IMPUGNATION,
    { lead: 'ADVERTÊNCIA.', text: SILENCE_WARNING },
  ];
}

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * The summary description of the area the edital must carry (Decreto 9.310/2018 art. 24 § 5º:
 * "de forma resumida, a descrição da área a ser regularizada"), from what the project records:
 * the núcleo's name, its bairros (from the lots), the Município, the matrícula or transcrição of
 * origin with its cartório and the lots and quadras registered. The project records no area nor
 * perimeter of the núcleo as data (only the memorial descritivo as a file): none is invented.
 */
export function areaSummary(m: Municipality, n: Nucleo): string {
  const bairros = n.neighbourhoods?.length
    ? `, ${n.neighbourhoods.length === 1 ? 'no bairro' : 'nos bairros'} ${n.neighbourhoods.join(', ')}`
    : '';
  const origin = originOf(n);
  const units = n.lots
    ? `, composto de ${count(n.lots, 'lote cadastrado', 'lotes cadastrados')}${n.blocks ? ` em ${count(n.blocks, 'quadra', 'quadras')}` : ''}`
    : '';
  return `Núcleo urbano informal "${n.name}"${bairros}, no Município de ${cityOf(m)}${origin}${units} (Decreto nº 9.310/2018, art. 24, § 5º).`;
}

/** The edital for the parties not found or who refused the letter (art. 24 §5, I and II). */
export function editalParagraphs(m: Municipality, n: Nucleo): Paragraph[] {
  return [
    {
      text:
        `O Município de ${cityOf(m)}, com fundamento no art. 31 da Lei nº 13.465/2017 e no art. 24, § 5º, do Decreto ` +
        'nº 9.310/2018, FAZ SABER aos titulares de domínio, responsáveis pela implantação do núcleo urbano informal, ' +
        'confrontantes e terceiros interessados abaixo relacionados, ' +
        'não encontrados ou que recusaram a notificação por via postal, que foi instaurado o procedimento de ' +
        `Regularização Fundiária Urbana (Reurb) do ${nucleoPlace(m, n)}.`,
    },
    { lead: 'Descrição resumida da área a ser regularizada.', text: areaSummary(m, n) },
    {
      lead: 'Prazo.',
      text:
        'Os notificados poderão apresentar impugnação no prazo de 30 (trinta) dias, cuja contagem terá início dez dias ' +
        'após a última publicação deste edital (Decreto nº 9.310/2018, art. 24, § 5º, e art. 85, parágrafo único).',
    },
    { lead: 'Como impugnar.', text: howToImpugn(m, n) },
    AFTER_IMPUGNATION,
    { lead: 'ADVERTÊNCIA.', text: SILENCE_WARNING },
  ];
}

/** Each hypothesis of art. 24, § 12 in the decree's words, with its inciso: what the notice quotes. */
const GROUND_CLAUSES: Record<RejectionGround, { inciso: string; clause: string }> = {
  'sem-localizacao': {
    inciso: 'I',
    clause: 'não indicar, de forma plausível, onde e de que forma a Reurb avança na propriedade do impugnante',
  },
  'sem-motivacao': { inciso: 'II', clause: 'não apresentar motivação, ainda que sumária' },
  'materia-estranha': { inciso: 'III', clause: 'versar sobre matéria estranha ao procedimento da Reurb em andamento' },
};

/**
 * Why the rejected impugnação is unfounded, in the decree's words and in its order (art. 24, § 12):
 * the impugnante reads which hypothesis the Município found, the one thing an appeal must answer.
 */
function groundsParagraph(grounds: readonly string[] | null): Paragraph[] {
  const found = REJECTION_GROUNDS.filter((g) => grounds?.includes(g.id)).map((g) => GROUND_CLAUSES[g.id]);
  if (!found.length) return [];
  const clauses = found.map((g) => `por ${g.clause}`);
  const joined = clauses.length > 1 ? `${clauses.slice(0, -1).join('; ')}; e ${clauses.at(-1)}` : clauses[0];
  const incisos = found.map((g) => g.inciso);
  const cited =
    incisos.length > 1 ? `incisos ${incisos.slice(0, -1).join(', ')} e ${incisos.at(-1)}` : `inciso ${incisos[0]}`;
  return [
    {
      lead: 'Fundamento.',
      text: `A impugnação foi considerada infundada ${joined} (Decreto nº 9.310/2018, art. 24, § 12, ${cited}).`,
    },
  ];
}

/** The grounds as typed, a paragraph per line (blank lines dropped). */
const reasonsParagraphs = (reasons: string | null): Paragraph[] =>
  (reasons ?? '')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .map((text, i) => (i === 0 ? { lead: 'Razões da decisão.', text } : { text }));

/** What the notice says was decided, after "de que a impugnação apresentada em … do núcleo …". */
const DECIDED: Record<ImpugnationDecision, string> = {
  rejeitada:
    'foi REJEITADA, por ser considerada infundada, por ato fundamentado do qual constam as razões abaixo ' +
    '(Decreto nº 9.310/2018, art. 24, §§ 10 e 12).',
  acolhida: 'foi ACOLHIDA INTEGRALMENTE (Decreto nº 9.310/2018, art. 24, § 3º).',
  'acolhida-parcialmente':
    'foi ACOLHIDA EM PARTE, nos termos das razões abaixo (Decreto nº 9.310/2018, art. 24, §§ 3º e 7º).',
  'nao-acolhida': 'NÃO FOI ACOLHIDA, pelas razões abaixo (Decreto nº 9.310/2018, art. 24, § 7º).',
};

/** Its label in the notice's "Decisão" field. */
export const DECISION_FIELD: Record<ImpugnationDecision, string> = {
  rejeitada: 'Rejeitada (infundada)',
  acolhida: 'Acolhida integralmente',
  'acolhida-parcialmente': 'Acolhida em parte; a parte não acolhida vai à composição de conflitos',
  'nao-acolhida': 'Não acolhida; vai à composição de conflitos',
};

/**
 * The notice of the decision on one party's impugnação (Decreto 9.310/2018 art. 24). A rejection
 * is of an impugnação found unfounded (§ 12), made by a reasoned act whose grounds the notice
 * carries (§ 10); its receipt starts the 15 days to appeal, and without an appeal the Reurb goes
 * on (§§ 10 and 11): the impugnante reads both, so the right to appeal is not lost unknowingly.
 * An acceptance may change the project (§ 3º), and the Reurb may go on in the part not impugned
 * (§ 9º). What is not accepted, in whole or in part, goes to the extrajudicial composition of
 * conflicts (§ 7º): the notice says so, that an agreement reduced to a term conditions the CRF
 * (art. 27, § 2º) and that the procedure suspends the prescription (art. 27, § 4º), which is the
 * impugnante's to know.
 */
export function decisionParagraphs(m: Municipality, n: Nucleo, p: DecisionParty): Paragraph[] {
  const { recipient, notified } = addressee(p.document);
  const rejected = p.decision === 'rejeitada';
  const opening: Paragraph = {
    text:
      `O Município de ${cityOf(m)}, com fundamento no art. 24 do Decreto nº 9.310/2018, NOTIFICA ${recipient}, ` +
      `na qualidade de ${roleLabel(p.role).toLowerCase()}, de que a impugnação apresentada em ` +
      `${formatDate(p.impugnation_on)} no procedimento de Regularização Fundiária Urbana (Reurb) do ${nucleoPlace(m, n)} ` +
      DECIDED[p.decision],
  };
  const composition = (part: string): Paragraph => ({
    lead: 'Composição de conflitos.',
    text:
      `${part} será iniciado o procedimento extrajudicial de composição de conflitos (Decreto nº 9.310/2018, ` +
      `art. 24, § 7º), do qual ${notified.charAt(0).toLowerCase()}${notified.slice(1)} participará e cujo ` +
      `andamento poderá acompanhar ${protocolOf(m)}${processMention(n)}. Havendo consenso, o acordo será reduzido ` +
      'a termo e constituirá condição para a conclusão da Reurb, com a consequente expedição da Certidão de ' +
      'Regularização Fundiária (art. 27, § 2º). A instauração desse procedimento suspende a prescrição (art. 27, § 4º).',
  });
  const after: Paragraph[] = {
    rejeitada: [
      {
        lead: 'Recurso.',
        text:
          `${notified} poderá recorrer desta decisão no prazo de 15 (quinze) dias, contado da data de recebimento ` +
          'desta notificação, apresentando as suas razões por escrito ao Município, ' +
          `${protocolOf(m)}${processMention(n)}. Sem recurso nesse prazo, a Reurb terá seguimento; havendo recurso ` +
          'sem consenso, o Município poderá iniciar o procedimento extrajudicial de composição de conflitos ' +
          '(Decreto nº 9.310/2018, art. 24, §§ 10 e 11).',
      },
    ],
    acolhida: [
      {
        lead: 'Efeitos.',
        text:
          'Em decorrência do acolhimento, o Município poderá promover alterações no projeto de regularização ' +
          'fundiária (Decreto nº 9.310/2018, art. 24, § 3º). Se a impugnação disser respeito apenas a parte da área, ' +
          'a Reurb poderá prosseguir na parte não impugnada (Decreto nº 9.310/2018, art. 24, § 9º).',
      },
    ],
    'acolhida-parcialmente': [
      {
        lead: 'Efeitos.',
        text:
          'Na parte acolhida, o Município poderá promover alterações no projeto de regularização fundiária ' +
          '(Decreto nº 9.310/2018, art. 24, § 3º).',
      },
      composition('Na parte não acolhida,'),
    ],
    'nao-acolhida': [composition('Não acolhida a impugnação,')],
  }[p.decision];
  return [
    opening,
    ...(rejected ? groundsParagraph(p.decision_grounds) : []),
    ...reasonsParagraphs(p.decision_reasons),
    ...after,
  ];
}
