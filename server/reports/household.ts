import { agree, genderOf } from '../../domain/text/agreement.ts';
import { isMarried } from '../../domain/enums/civil-status.ts';
import type { LotData } from './data.ts';
import * as f from './format.ts';
import { named } from '../../domain/text/named.ts';

/**
 * A lot's household as the reports list it: the holder, the partner (Cônjuge when married,
 * Companheiro(a) in a stable union), the children and the other residents.
 */
export interface Member {
  name: string;
  relation: string;
  cpf: string;
  birth: string;
  age: string;
  sex: string;
  resident: boolean;
  escolaridade: string;
  occupation: string;
  income: number | null;
  benefits: string;
  deficiency: string;
}

const deficiency = (has: boolean | null | undefined, desc: string | null | undefined): string =>
  has ? (desc ? `Sim (${f.oneLine(desc)})` : 'Sim') : 'Não';

/** The profession as typed, else the occupational situation. */
const occupation = (text: string | null | undefined, type: string | null | undefined): string =>
  f.oneLine(text) || (type ?? '');

/**
 * The partner's profession as typed, else the occupational situation (on both tabs since
 * 2026-12-06). A married spouse's typed one is `spouse_occupation`, the Cônjuge tab's field; a
 * companion's is `companion_occupation`, shown only for a stable union, so a value left there
 * from before a marriage is never a spouse's (domain/legal/qualification.ts asks for the same
 * fields; Decreto 9.310/2018 art. 38, VI).
 */
export const partnerOccupation = (
  lot: Pick<LotData, 'civil_status' | 'spouse_occupation' | 'companion_occupation' | 'companion_occupation_type'>,
): string =>
  occupation(
    isMarried(lot.civil_status) ? lot.spouse_occupation : lot.companion_occupation,
    lot.companion_occupation_type,
  );

/** "Cônjuge", or "Companheiro"/"Companheira" by the partner's sex ("Companheiro(a)" when not registered). */
export const partnerTitle = (lot: Pick<LotData, 'civil_status' | 'companion_sex'>): string =>
  isMarried(lot.civil_status) ? 'Cônjuge' : agree('Companheiro(a)', genderOf(lot.companion_sex));

export function holder(lot: LotData, now: Date): Member {
  return {
    name: lot.owner_name ?? '',
    relation: 'Titular',
    cpf: f.cpf(lot.cpf),
    birth: f.date(lot.birth_date),
    age: String(f.age(lot.birth_date, now) ?? ''),
    sex: lot.sex ?? '',
    resident: true,
    escolaridade: lot.escolaridade ?? '',
    occupation: occupation(lot.occupation, lot.occupation_type),
    income: lot.income,
    benefits: f.list(lot.beneficios_sociais),
    deficiency: deficiency(lot.deficiencia, lot.deficiencia_desc),
  };
}

export function partner(lot: LotData, now: Date): Member {
  return {
    name: lot.spouse_name ?? '',
    relation: partnerTitle(lot),
    cpf: f.cpf(lot.spouse_cpf),
    birth: f.date(lot.companion_birth_date),
    age: String(f.age(lot.companion_birth_date, now) ?? ''),
    sex: lot.companion_sex ?? '',
    resident: true,
    escolaridade: lot.companion_escolaridade ?? '',
    occupation: partnerOccupation(lot),
    income: lot.companion_income,
    benefits: f.list(lot.companion_beneficios_sociais),
    deficiency: deficiency(lot.companion_deficiencia, lot.companion_deficiencia_desc),
  };
}

/** Children then other residents, as stored (all of them; `resident` says who lives there). */
export function others(lot: LotData, now: Date): Member[] {
  const person = (p: LotData['children'][number] | LotData['residents'][number], relation: string): Member => ({
    name: p.name,
    relation,
    cpf: f.cpf(p.cpf),
    birth: f.date(p.birth_date),
    age: String(f.age(p.birth_date, now) ?? ''),
    sex: p.sex ?? '',
    resident: p.resident,
    escolaridade: p.escolaridade ?? '',
    occupation: occupation(p.occupation, p.occupation_type),
    income: p.income,
    benefits: f.list(p.beneficios_sociais),
    deficiency: deficiency(p.deficiencia, p.deficiencia_desc),
  });
  return [
    ...lot.children.map((c) => person(c, 'Filho(a)')),
    ...lot.residents.map((r) => person(r, f.oneLine(r.relationship_owner) || 'Outro morador')),
  ];
}

/** People living on the lot and their monthly income (as the selection's SQL counts them). */
export function household(lot: LotData): { size: number; income: number } {
  const living = [
    ...lot.children.filter((c) => c.resident).map((c) => c.income ?? 0),
    ...lot.residents.filter((r) => r.resident).map((r) => r.income ?? 0),
  ];
  const partnerIncome = lot.partner ? (lot.companion_income ?? 0) : 0;
  return {
    size: 1 + (lot.partner ? 1 : 0) + living.length,
    income: (lot.income ?? 0) + partnerIncome + living.reduce((s, v) => s + v, 0),
  };
}

/** "Quadra 01 · Lote 001" (and the project's name in group reports). */
export const lotTitle = (lot: Pick<LotData, 'block_name' | 'name' | 'project_name'>, withProject = false): string =>
  `${withProject ? `${lot.project_name} · ` : ''}${named('Quadra', lot.block_name)} · ${named('Lote', lot.name)}`;
