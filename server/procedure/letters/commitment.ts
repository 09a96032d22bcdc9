import { REURB_E, REURB_MISTA, REURB_S } from '../../../domain/enums/project.ts';
import { agree, genderOf, mayorOffice } from '../../../domain/text/agreement.ts';
import { cityOf, nucleoPlace, type Municipality, type Nucleo, type Paragraph } from './content.ts';

/**
 * The words of the termo de compromisso (Decreto 9.310/2018), apart from its drawing (pdf.ts), so
 * that they can be read and tested as text. Checked in the decree's text:
 * - art. 3º, V: the CRF is "constituído do projeto de regularização fundiária aprovado, do termo de
 *   compromisso relativo a sua execução" and, for the legitimações, of the occupants' listing;
 * - art. 3º, § 2º: the termo "conterá o cronograma da execução de obras e serviços e da implantação
 *   da infraestrutura essencial e poderá prever compensações urbanísticas e ambientais";
 * - art. 30, IX and X: the project carries the cronograma físico and the termo "a ser assinado pelos
 *   responsáveis, públicos ou privados, para cumprimento do cronograma"; § 1º dispenses both for a
 *   núcleo with its essential infrastructure and nothing left to build, which the CRF then states
 *   (§ 2º); § 4º: in Reurb-S the concessionária or permissionária, when the Poder Público asks,
 *   draws the cronograma and signs the termo;
 * - art. 21, § 1º: it is signed by two witnesses too, "de modo a formar título executivo
 *   extrajudicial" (Código de Processo Civil, art. 784, III);
 * - arts. 26, § 1º, and 34: in Reurb-S the Poder Público builds the essential infrastructure; art.
 *   35: in Reurb-E the Município names those responsible when it approves the project, and § 2º
 *   makes the termo of the mitigation and compensation measures a condition of that approval.
 */

/** What the termo is drawn from: the project's modality and its settings' works. */
export interface CommitmentFacts {
  reurbModality: string | null;
  /** Configuração de Relatórios: who answers for the works (works_responsible). */
  responsible: string | null;
  /** Configuração de Relatórios: the cronograma físico (works_schedule), as typed. */
  schedule: string | null;
  infrastructureComplete: boolean;
}

/**
 * Why the termo cannot be drawn, or null. A termo without its cronograma commits no one to
 * anything (art. 3º, § 2º), and one without the party bound in Reurb-E binds no one (art. 35):
 * either printed and signed would be a título executivo with nothing to execute. A núcleo declared
 * complete needs none (art. 30, § 1º).
 */
export function commitmentRefusal(c: CommitmentFacts): string | null {
  if (c.infrastructureComplete)
    return (
      'A Configuração de Relatórios declara que o núcleo já possui a infraestrutura essencial e que não há obras ' +
      'nem compensações a executar: o termo de compromisso é dispensado, e a CRF o declara (Decreto nº 9.310/2018, ' +
      'art. 30, §§ 1º e 2º).'
    );
  if (!c.schedule?.trim())
    return (
      'Informe na Configuração de Relatórios o cronograma físico de obras e serviços: é o conteúdo do termo de ' +
      'compromisso (Decreto nº 9.310/2018, art. 3º, § 2º, e art. 30, IX e X).'
    );
  if (!c.responsible?.trim() && (c.reurbModality === REURB_E || c.reurbModality === REURB_MISTA))
    return (
      'Informe na Configuração de Relatórios os responsáveis pelas obras e serviços: na Reurb-E, são os definidos ' +
      'pelo Município na aprovação do projeto, e são eles que assinam o termo de compromisso (Decreto nº ' +
      '9.310/2018, art. 30, X, e art. 35).'
    );
  return null;
}

/** The committed party: the settings' text, or in Reurb-S with none stated the Município itself (arts. 26, § 1º, I, e 34). */
export const committedParty = (c: CommitmentFacts): string | null => c.responsible?.trim() || null;

/** The cronograma as typed, a paragraph per line (blank lines dropped), under its lead. */
const scheduleParagraphs = (schedule: string): Paragraph[] =>
  schedule
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .map((text, i) => (i === 0 ? { lead: 'Cronograma físico.', text } : { text }));

const REURB_S_DUTY =
  'cabe ao Poder Público, diretamente ou por meio da administração pública indireta ou das concessionárias e ' +
  'permissionárias de serviços públicos, implantar a infraestrutura essencial, os equipamentos públicos ou ' +
  'comunitários e as melhorias habitacionais previstas no projeto e arcar com a sua manutenção (Decreto nº ' +
  '9.310/2018, art. 34); à concessionária ou permissionária cabe, mediante provocação do Poder Público, elaborar ' +
  'o cronograma físico e assinar este termo (art. 30, § 4º).';

const REURB_E_DUTY =
  'os responsáveis pela implantação do sistema viário, da infraestrutura essencial e dos equipamentos públicos ou ' +
  'comunitários e pelas medidas de mitigação e compensação urbanística e ambiental são os definidos pelo Município ' +
  'na aprovação do projeto, podendo ser os beneficiários, e o termo das medidas de mitigação e compensação é ' +
  'condição dessa aprovação (Decreto nº 9.310/2018, art. 35, caput e §§ 1º e 2º).';

/** Who answers for the works under the modality (arts. 30, § 4º, 34 and 35); both when it is mista or not set. */
function dutyParagraphs(modality: string | null): Paragraph[] {
  if (modality === REURB_S) return [{ lead: 'Responsabilidades.', text: `Na Reurb-S, ${REURB_S_DUTY}` }];
  if (modality === REURB_E) return [{ lead: 'Responsabilidades.', text: `Na Reurb-E, ${REURB_E_DUTY}` }];
  return [
    { lead: 'Responsabilidades.', text: `Nas unidades em Reurb-S, ${REURB_S_DUTY}` },
    { text: `Nas unidades em Reurb-E, ${REURB_E_DUTY}` },
  ];
}

/** The termo's text: who commits to what, the cronograma, the duties by modality, its place in the CRF and its force. */
export function commitmentParagraphs(m: Municipality, n: Nucleo, c: CommitmentFacts): Paragraph[] {
  const party = committedParty(c);
  const represented = m.mayor
    ? `, representado por ${agree('seu(sua)', genderOf(m.mayorSex))} ${mayorOffice(m.mayorSex)}, ${m.mayor},`
    : '';
  const who = party
    ? `o Município de ${cityOf(m)}${represented} e ${party}, compromissário(s), firmam o compromisso`
    : `o Município de ${cityOf(m)}${represented} firma o compromisso`;
  return [
    {
      text:
        `Pelo presente termo, ${who} de executar as obras e os serviços e de implantar a infraestrutura essencial ` +
        `previstos no projeto de regularização fundiária do ${nucleoPlace(m, n)}, conforme o cronograma físico abaixo ` +
        '(Decreto nº 9.310/2018, art. 3º, V e § 2º, e art. 30, IX e X).',
    },
    ...scheduleParagraphs(c.schedule ?? ''),
    ...dutyParagraphs(c.reurbModality),
    {
      lead: 'Integração à CRF.',
      text:
        'Este termo integra a Certidão de Regularização Fundiária do núcleo, com o projeto de regularização ' +
        'fundiária aprovado (Decreto nº 9.310/2018, art. 3º, V).',
    },
    {
      lead: 'Título executivo.',
      text:
        'Assinado pelas partes e por duas testemunhas, este termo forma título executivo extrajudicial (Decreto nº ' +
        '9.310/2018, art. 21, § 1º; Código de Processo Civil, art. 784, III).',
    },
  ];
}
