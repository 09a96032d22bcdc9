import { isValidCpf } from '@brazilian-utils/brazilian-utils';
import { isMarried, isStableUnion } from '../enums/civil-status.ts';
import { OUTROS } from '../enums/shared-values.ts';
import { isEmptyValue, type Values } from '../fields/condition.ts';

/**
 * The occupant's qualification a CRF lists and a título carries (Lei 13.465/2017 art. 41, VI;
 * Decreto 9.310/2018 art. 38, VI): nome, estado civil, profissão, CPF, carteira de identidade
 * and filiação — of the holder and, when married or in a stable union, of the partner (who
 * acquires with the holder). A married holder also needs the marriage's date and regime de
 * bens (they decide whose the unit is).
 */
export interface Missing {
  field: string;
  what: string;
}

const blank = (lot: Values, field: string) => isEmptyValue(lot[field]);
const cpfOk = (value: unknown) => typeof value === 'string' && isValidCpf(value);

/** One requirement: missing when every field listed is blank (profissão: the text or the situation). */
const need = (lot: Values, what: string, ...fields: string[]): Missing[] =>
  fields.every((f) => blank(lot, f)) ? [{ field: fields[0], what }] : [];

/**
 * The profession: the typed one, or an occupational situation that names one. "Outros" names none,
 * and the CRF must carry one (art. 38, VI): then the typed profession is asked for.
 */
const professionNeed = (lot: Values, who: string, text: string, situation: string): Missing[] =>
  lot[situation] === OUTROS && blank(lot, text)
    ? [{ field: text, what: `profissão ${who} (a situação ocupacional “Outros” não diz qual)` }]
    : need(lot, `profissão ${who}`, text, situation);

const cpfNeed = (lot: Values, field: string, who: string): Missing[] =>
  blank(lot, field)
    ? [{ field, what: `CPF ${who}` }]
    : cpfOk(lot[field])
      ? []
      : [{ field, what: `CPF ${who} válido (dígitos verificadores)` }];

export function missingQualification(lot: Values): Missing[] {
  const holder = 'do(a) titular';
  const missing: Missing[] = [
    ...need(lot, `nome ${holder}`, 'owner_name'),
    ...need(lot, `estado civil ${holder}`, 'civil_status'),
    ...professionNeed(lot, holder, 'occupation', 'occupation_type'),
    ...cpfNeed(lot, 'cpf', holder),
    ...need(lot, `RG ${holder}`, 'rg'),
    ...need(lot, `órgão emissor do RG ${holder}`, 'rg_emissor'),
    ...need(lot, `UF do RG ${holder}`, 'rg_uf'),
    ...need(lot, `filiação ${holder} (nome da mãe ou do pai)`, 'owner_mother_name', 'owner_father_name'),
  ];
  const married = isMarried(lot.civil_status);
  const union = isStableUnion(lot.civil_status);
  if (!married && !union) return missing;
  const partner = married ? 'do(a) cônjuge' : 'do(a) companheiro(a)';
  missing.push(
    ...need(lot, `nome ${partner}`, 'spouse_name'),
    ...cpfNeed(lot, 'spouse_cpf', partner),
    ...need(lot, `RG ${partner}`, 'spouse_rg'),
    ...need(lot, `órgão emissor do RG ${partner}`, 'spouse_rg_emissor'),
    ...need(lot, `UF do RG ${partner}`, 'spouse_rg_uf'),
    ...need(lot, `filiação ${partner} (nome da mãe ou do pai)`, 'spouse_mother_name', 'spouse_father_name'),
  );
  if (married) {
    missing.push(
      ...professionNeed(lot, partner, 'spouse_occupation', 'companion_occupation_type'),
      ...need(lot, 'data do casamento', 'marriage_date'),
      ...need(lot, 'regime de bens do casamento', 'marriage_regime_de_bens'),
    );
  } else {
    missing.push(
      ...professionNeed(lot, partner, 'companion_occupation', 'companion_occupation_type'),
      ...need(lot, `estado civil ${partner}`, 'companion_civil_status'),
    );
  }
  return missing;
}
