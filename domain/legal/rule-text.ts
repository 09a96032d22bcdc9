import { lotModality, readAsReurbS } from '../enums/project.ts';
import type { Values } from '../fields/condition.ts';
import { MASKS, applyMask } from '../validation/masks.ts';
import { grantsLegitimacaoFundiaria } from './legitimacao.ts';
import type { CpfFound, LegalFacts, OtherLot, PriorLegitimation } from './types.ts';
import { lotInBlock } from '../text/named.ts';

/** The wording and the citations the legal rules share (rules.ts and the files of its groups). */

/** Lei 13.465/2017 art. 9º, §2º: legitimação fundiária only for núcleos existing on this date. */
export const CUT_OFF_DATE = '2016-12-22';
export const CUT_OFF_LABEL = '22/12/2016';

export const QUALIFICATION = 'Lei 13.465/2017, art. 41, VI; Decreto 9.310/2018, art. 38, VI';
export const ONCE = 'Lei 13.465/2017, art. 23, §1º, II; Decreto 9.310/2018, art. 16, §1º, II';
export const CUT_OFF = 'Lei 13.465/2017, art. 9º, §2º; Decreto 9.310/2018, art. 1º, §2º, e art. 16';

export const maskCpf = (cpf: string) => (cpf.length === 11 ? applyMask(MASKS.cpf, cpf) : cpf);
export const brDate = (iso: string) => iso.split('-').reverse().join('/');
export const whose = (person: CpfFound['person']) =>
  person === 'holder' ? 'do(a) titular' : 'do(a) cônjuge ou companheiro(a)';
export const cpfField = (person: CpfFound['person']) => (person === 'holder' ? 'cpf' : 'spouse_cpf');

/** 'o Lote 3 (Quadra A) do projeto Vila Nova', or 'outro núcleo' when the user may not see it. */
export const whereLot = (lot: OtherLot | null): string =>
  lot ? `o ${lotInBlock(lot.name, lot.block_name)} do projeto ${lot.project_name}` : 'outro núcleo';

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
export const inReurbS = (lot: Values, facts: LegalFacts): boolean =>
  readAsReurbS(facts.project.reurb_modality, lot.reurb_modality);

/**
 * The conditions of Decreto 9.310/2018 art. 16, §1º: "Apenas na Reurb-S, a legitimação fundiária
 * será concedida ao beneficiário desde que…": a Reurb-S lot whose right is the legitimação
 * fundiária or not decided yet.
 */
export const legitimacaoInReurbS = (lot: Values, facts: LegalFacts): boolean =>
  inReurbS(lot, facts) && grantsLegitimacaoFundiaria(lot.real_right);
