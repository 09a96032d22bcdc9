import { COMPRA_VENDA } from '../enums/real-rights.ts';
import { isEmptyValue } from '../fields/condition.ts';
import { fail } from './finding.ts';
import type { LegalRule } from './types.ts';

/** The two documents of a purchase, as the lot's Documentos tab names them (domain/entities/lot/documents.ts). */
const PURCHASE_FILES = [
  { field: 'contrato_aquisicao_file', key: 'contrato_aquisicao_file_id', what: 'o contrato' },
  { field: 'quitacao_aquisicao_file', key: 'quitacao_aquisicao_file_id', what: 'a prova de quitação' },
] as const;

/**
 * A unit the occupant bought (Decreto 9.310/2018 art. 8º, XV): art. 50, parágrafo único, makes the
 * compromisso de compra e venda, the cessão or the promessa de cessão the título hábil for the
 * occupant's property "quando acompanhado da prova de quitação das obrigações do adquirente", and
 * has it registered in the matrícula the CRF opens; art. 52, § 1º, sends the unbuilt unit already
 * sold the same way. (On public land in Reurb-E any acquisition also waits for the fair value
 * paid, art. 9º: land-rule.ts.)
 *
 * The reading that protects the family and the Município: a CRF declaring a right by compra e venda
 * whose contract is not paid off would have the registry either refuse it (art. 40, parágrafo
 * único: the CRF returned for everyone on it) or register a property the buyer has not yet paid
 * for, against the seller. So the CRF waits for the two documents on the lot; the family still
 * paying keeps its place in the Reurb and its unit goes into a later CRF once paid, or the
 * Município chooses another instrument for it (art. 8º, parágrafo único). The título de legitimação
 * fundiária is never issued for this right (titulo-so-legitimacao-fundiaria).
 */
export const COMPRA_VENDA_QUITADA: LegalRule = {
  id: 'compra-venda-quitada',
  aboutOccupants: true,
  title: 'Compra e venda: contrato e prova de quitação',
  article: 'Decreto 9.310/2018, art. 50, parágrafo único, e art. 52, § 1º',
  description:
    'Quando o ocupante adquiriu a unidade por compromisso de compra e venda, cessão ou promessa de cessão, esse contrato, acompanhado da prova de quitação das obrigações do adquirente, é o título hábil para a aquisição da propriedade e é registrado na matrícula aberta com a CRF (art. 50, parágrafo único; também a unidade não edificada já comercializada, art. 52, § 1º). A CRF que declara a compra e venda espera os dois documentos anexados ao lote, e o pacote para o cartório os leva.',
  severity: 'blocking',
  documents: ['cert-reg-fund'],
  applies: (lot) => lot.real_right === COMPRA_VENDA,
  check: (lot) => {
    const missing = PURCHASE_FILES.filter((document) => isEmptyValue(lot[document.key]));
    if (!missing.length) return [];
    return fail(
      'blocked',
      `O direito real conferido é a compra e venda, e o contrato só é título hábil para a propriedade com a prova de quitação das obrigações do adquirente (Decreto 9.310/2018, art. 50, parágrafo único): anexe em Documentos ${missing.map((m) => m.what).join(' e ')}. Se a família ainda está pagando, a unidade fica para uma CRF posterior à quitação, ou o Município escolhe para ela outro instrumento (art. 8º, parágrafo único).`,
      missing.map((m) => m.field),
    );
  },
};
