import { REURB_E, REURB_MISTA, REURB_S } from '../../../domain/enums/project.ts';
import { byAct } from '../../../domain/text/act.ts';
import { agree, genderOf, mayorOffice } from '../../../domain/text/agreement.ts';
import { cityOf, dateInFull, nucleoPlace, type Municipality, type Nucleo, type Paragraph } from './content.ts';

/**
 * The declaration that the núcleo was classified as Reurb-S (Decreto 9.310/2018 art. 53, § 3º):
 * "Para a aplicação das isenções de custas e emolumentos na fase de processamento administrativo
 * da Reurb-S anterior à emissão da CRF, o interessado apresentará documento emitido pela autoridade
 * competente que ateste a classificação da regularização do núcleo urbano informal como Reurb-S,
 * na forma prevista no art. 5º." Its words, apart from the drawing (pdf.ts), checked in the
 * decree's text:
 * - art. 5º, I: Reurb-S is the núcleo "ocupado predominantemente por população de baixa renda,
 *   assim declarado em ato do Poder Público municipal"; art. 23, I: the Município classifies it;
 *   § 3º: without a classification in 180 days, the modality the requerimento asked is fixed;
 * - art. 53, caput and § 2º: the atos necessários ao registro da Reurb-S are free from the
 *   classification on; art. 54, XI and parágrafo único: the certidões among them;
 * - art. 55: the registry may not ask proof that taxes are paid in the Reurb-S's acts.
 */

/** The latest classification recorded in the project's procedure (its `classificacao` stage). */
export interface ClassificationFacts {
  modality: string | null;
  actNumber: string | null;
  /** The act's date (YYYY-MM-DD), or the day the modality was fixed by the Município's inertia. */
  date: string;
  /** Fixed by the daily job after the 180 days (art. 23, § 3º), not by an act. */
  automatic: boolean;
}

/**
 * Why the declaration cannot be issued, or null. It attests an act: without one recorded there is
 * nothing to attest, and one of Reurb-E confers no exemption (art. 53 is the Reurb-S's). A Reurb
 * mista classifies unit by unit (art. 5º, § 7º), which a declaration of the núcleo cannot attest.
 */
export function classificationRefusal(c: ClassificationFacts | null): string | null {
  if (!c)
    return 'Registre no procedimento do projeto a etapa "Classificação", com o número do ato: a declaração atesta a classificação do núcleo como Reurb-S (Decreto 9.310/2018, art. 53, § 3º).';
  if (c.modality === REURB_E)
    return 'O núcleo foi classificado como Reurb-E: as isenções de custas e emolumentos são da Reurb-S (Decreto 9.310/2018, art. 53).';
  if (c.modality === REURB_MISTA)
    return 'O núcleo foi classificado como Reurb mista, cuja modalidade é definida em cada unidade (Decreto 9.310/2018, art. 5º, § 7º): a declaração do núcleo como Reurb-S não se aplica.';
  if (c.modality !== REURB_S)
    return 'A etapa "Classificação" registrada no procedimento não diz a modalidade: registre-a de novo com a modalidade decidida.';
  if (!c.automatic && !c.actNumber?.trim())
    return 'Informe o número do ato de classificação na etapa "Classificação" do procedimento: a Reurb-S é a declarada em ato do Poder Público municipal (Decreto 9.310/2018, art. 5º, I), e a declaração o cita.';
  return null;
}

/** How the núcleo came to be Reurb-S: the act and its date, or the fixation of art. 23, § 3º. */
function howClassified(c: ClassificationFacts): string {
  if (c.automatic)
    return (
      `pela fixação, em ${dateInFull(c.date)}, da modalidade indicada no requerimento, por não ter sido a Reurb ` +
      'classificada no prazo de 180 dias (Decreto nº 9.310/2018, art. 23, §§ 2º e 3º)'
    );
  return `${byAct(c.actNumber!)}, de ${dateInFull(c.date)} (Decreto nº 9.310/2018, art. 5º, I, e art. 23, I)`;
}

/** The declaration's text: who declares, what was classified and how, and what follows from it. */
export function classificationParagraphs(m: Municipality, n: Nucleo, c: ClassificationFacts): Paragraph[] {
  const represented = m.mayor
    ? `, por ${agree('seu(sua)', genderOf(m.mayorSex))} ${mayorOffice(m.mayorSex)}, ${m.mayor},`
    : '';
  return [
    {
      text:
        `O Município de ${cityOf(m)}${represented} DECLARA, para os fins do art. 53, § 3º, do Decreto nº 9.310/2018, ` +
        `que a regularização fundiária do ${nucleoPlace(m, n)}, foi classificada como Reurb-S – Regularização ` +
        `Fundiária Urbana de Interesse Social, ${howClassified(c)}.`,
    },
    {
      lead: 'Isenção.',
      text:
        'São isentos de custas e emolumentos os atos necessários ao registro da Reurb-S, a partir desta ' +
        'classificação, inclusive na fase de processamento administrativo anterior à emissão da Certidão de ' +
        'Regularização Fundiária (Decreto nº 9.310/2018, art. 53, caput e §§ 2º e 3º), entre eles a emissão das ' +
        'certidões relativas à matrícula, à transcrição, à inscrição, à distribuição de ações judiciais e aos ' +
        'registros efetuados no âmbito da Reurb (art. 54, XI e parágrafo único).',
    },
    {
      lead: 'Tributos.',
      text:
        'É vedado ao oficial do cartório de registro de imóveis exigir comprovação de pagamento ou quitação de ' +
        'tributos nos atos de registro ou averbação relativos à Reurb-S (Decreto nº 9.310/2018, art. 55).',
    },
  ];
}
