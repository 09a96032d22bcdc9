import { labelled, type ValueOf } from './choice.ts';

/**
 * The occupant acquired the unit by a contract (Decreto 9.310/2018 art. 8º, XV): the contract with
 * the proof that the buyer's obligations are paid is the título hábil registered in the unit's
 * matrícula (art. 50, parágrafo único; art. 52, § 1º).
 */
export const COMPRA_VENDA = 'COMPRA_VENDA';

/**
 * The real right conferred on a lot's occupant: the instruments of Decreto 9.310/2018 art. 8º
 * that give the occupant a title (I: legitimação fundiária and legitimação de posse; XII–XV),
 * plus usucapião (II). The CRF lists it for each occupant and the título names it. Empty means
 * not decided yet: a document never assumes it (art. 8º lists instruments that "poderão ser
 * empregados", and its parágrafo único lets one Reurb use more than one of them, so the
 * instrument is decided unit by unit and the product does not pick one).
 */
export const REAL_RIGHTS = labelled([
  ['LEGITIMACAO_FUNDIARIA', 'Legitimação fundiária'],
  ['LEGITIMACAO_POSSE', 'Legitimação de posse'],
  ['CONCESSAO_USO_ESPECIAL_MORADIA', 'Concessão de uso especial para fins de moradia'],
  ['CONCESSAO_DIREITO_REAL_USO', 'Concessão de direito real de uso'],
  ['DOACAO', 'Doação'],
  [COMPRA_VENDA, 'Compra e venda'],
  ['USUCAPIAO', 'Usucapião'],
]);
export type RealRight = ValueOf<typeof REAL_RIGHTS>;
