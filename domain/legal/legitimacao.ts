import { isEmptyValue } from '../fields/condition.ts';
import { USO_MISTO, USO_NAO_RESIDENCIAL } from '../enums/lot.ts';

/** The instrument a Título de Legitimação Fundiária confers (domain/enums/real-rights.ts). */
export const LEGITIMACAO_FUNDIARIA = 'LEGITIMACAO_FUNDIARIA';
export const LEGITIMACAO_POSSE = 'LEGITIMACAO_POSSE';

/**
 * Whether the conditions of the legitimação fundiária apply to a lot: its real right is the
 * legitimação fundiária, or not decided yet (the stricter reading until someone decides it;
 * `direito-real-definido` refuses any document meanwhile). A lot regularised by another
 * instrument (compra e venda, concessão…) is not held to them: Decreto 9.310/2018 art. 1º, §2º
 * ("A Reurb promovida por meio da legitimação fundiária") and art. 16, §1º ("a legitimação
 * fundiária será concedida ao beneficiário desde que…"); art. 16, §8º lets the other units use
 * another instrument.
 */
export const grantsLegitimacaoFundiaria = (realRight: unknown): boolean =>
  isEmptyValue(realRight) || realRight === LEGITIMACAO_FUNDIARIA;

/**
 * Whether an emitted lot's right makes its beneficiary "contemplado com legitimação de posse ou
 * fundiária" (Decreto 9.310/2018 art. 16, §1º, II). Unknown (null) counts: the stricter reading.
 */
export const isLegitimacao = (realRight: unknown): boolean =>
  isEmptyValue(realRight) || realRight === LEGITIMACAO_FUNDIARIA || realRight === LEGITIMACAO_POSSE;

type Purpose = 'residencial' | 'nao-residencial';
/** A use's purposes: a mixed use has both, and an unknown one may be either (the stricter reading). */
const purposesOf = (uso: unknown): Purpose[] =>
  uso === USO_NAO_RESIDENCIAL
    ? ['nao-residencial']
    : uso === USO_MISTO || isEmptyValue(uso)
      ? ['residencial', 'nao-residencial']
      : ['residencial'];

/**
 * Decreto 9.310/2018 art. 16, §1º, II: an earlier legitimação bars a new one only "de imóvel
 * urbano com a mesma finalidade": a home after a home, a shop after a shop.
 */
export const samePurpose = (a: unknown, b: unknown): boolean => {
  const mine = purposesOf(a);
  return purposesOf(b).some((p) => mine.includes(p));
};
