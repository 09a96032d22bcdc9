import type { Values } from '../fields/condition.ts';
import { isEmptyValue } from '../fields/condition.ts';
import { fail } from './finding.ts';
import { BOTH, type Finding, type LegalRule } from './types.ts';

/**
 * A unit left vacant and unsold (Decreto 9.310/2018 art. 52, caput: "As unidades desocupadas e não
 * comercializadas alcançadas pela Reurb terão as suas matrículas abertas em nome do titular
 * originário do domínio da área"). It is regularised with the others, so the CRF lists it (art.
 * 38, V), but nobody receives a right on it: no título, no occupant in the CRF, and the rules
 * about the occupants (`aboutOccupants`, evaluate.ts) do not apply to it.
 *
 * The reading that protects the family: a unit somebody occupies or bought is never vacant. The
 * buyer of an unbuilt unit has the matrícula in their own name (art. 52, § 1º, with art. 50,
 * parágrafo único), so a vacant unit with a holder or a right recorded is refused until staff
 * say which is true, instead of having the CRF give someone's home to the original owner.
 */
export const isVacant = (lot: Values): boolean => lot.unidade_desocupada === true;

const VACANT = 'Decreto 9.310/2018, art. 52, caput';

export const UNIDADE_DESOCUPADA: LegalRule = {
  id: 'unidade-desocupada',
  title: 'Unidade desocupada e não comercializada, sem ocupante',
  article: `${VACANT}, e § 1º; art. 48, II`,
  description:
    'A unidade desocupada e não comercializada entra na CRF sem ocupante e a sua matrícula é aberta em nome do titular originário do domínio da área: não pode ter titular nem direito real cadastrado, e o titular originário é informado na Configuração de Relatórios ou, vindo a unidade de outra matrícula, no lote (desconhecido, consta “proprietário não identificado”, art. 48, II).',
  severity: 'blocking',
  documents: BOTH,
  applies: isVacant,
  check: (lot, facts) => {
    const findings: Finding[] = [];
    if (!isEmptyValue(lot.owner_name))
      findings.push(
        ...fail(
          'blocked',
          `A unidade está marcada como desocupada e não comercializada, mas tem titular cadastrado (${String(lot.owner_name).trim()}): quem ocupa ou comprou a unidade é o seu titular na CRF (Decreto 9.310/2018, art. 52, § 1º, e art. 50, parágrafo único). Desmarque a opção ou retire o(a) titular.`,
          ['unidade_desocupada', 'owner_name'],
        ),
      );
    if (!isEmptyValue(lot.real_right))
      findings.push(
        ...fail(
          'blocked',
          'A unidade está marcada como desocupada e não comercializada, mas tem direito real conferido: numa unidade desocupada ninguém o recebe, e a matrícula é aberta em nome do titular originário do domínio (Decreto 9.310/2018, art. 52). Retire o direito real ou desmarque a opção.',
          ['real_right', 'unidade_desocupada'],
        ),
      );
    // The unit's own origin (several matrículas of origin, art. 47), else the núcleo's.
    if (isEmptyValue(lot.origin_owner_name) && isEmptyValue(facts.project.origin_owner_name))
      findings.push(
        ...fail(
          'warning',
          'O titular originário do domínio da área, em cujo nome se abre a matrícula desta unidade (Decreto 9.310/2018, art. 52), não está informado, nem na Configuração de Relatórios nem no lote: a CRF dirá que não foi identificado, e a matrícula poderá trazer a expressão “proprietário não identificado” (art. 48, II). Informe-o, se for conhecido.',
          ['settings.origin_owner_name', 'origin_owner_name'],
        ),
      );
    return findings;
  },
};

export const UNIDADE_DESOCUPADA_SEM_TITULO: LegalRule = {
  id: 'unidade-desocupada-sem-titulo',
  title: 'Unidade desocupada não recebe título',
  article: VACANT,
  description:
    'Não se emite título para a unidade desocupada e não comercializada: não há a quem conferir o direito, e a sua matrícula é aberta em nome do titular originário do domínio com o registro da CRF. A emissão de títulos do projeto a deixa de fora.',
  severity: 'blocking',
  documents: ['titulo-legitimacao'],
  applies: isVacant,
  check: () =>
    fail(
      'blocked',
      'A unidade está marcada como desocupada e não comercializada: não se emite título para ela, e a sua matrícula é aberta em nome do titular originário do domínio (Decreto 9.310/2018, art. 52). Se alguém a ocupa ou a comprou, desmarque a opção e cadastre o(a) titular.',
      ['unidade_desocupada'],
    ),
};
