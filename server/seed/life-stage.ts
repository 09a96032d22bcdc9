import type { BeneficioSocial } from '../../domain/enums/person.ts';
import type { RELATIONSHIPS } from './places.ts';

/**
 * What a demo person's age allows: who can be whose child, which work and which social benefit.
 * Staff reading the demo's socio-economic report saw a mother of 62 with a newborn, a nephew of
 * seven working as a bricklayer and a woman of 66 on Identidade Jovem; these rules keep the
 * drawn families plausible. The ages are the programmes' own, not a legal check of staff's data.
 */

export const YEAR_MS = 365.25 * 24 * 3600 * 1000;

/** Whole years from `birth` to `now`, as a fraction (ranges below compare it). */
export const yearsBetween = (birth: Date, now: Date) => (now.getTime() - birth.getTime()) / YEAR_MS;

/** A parent's age at a child's birth: a mother 16 to 45, a father 18 to 60. */
const PARENT_AGE = { mother: [16, 45], father: [18, 60] } as const;

/**
 * The ages a child of these parents can have today, [youngest, oldest]: born while each known
 * parent was of an age to have them (a parent's age is null when the household does not record
 * that parent).
 */
export function childAgeRange(mother: number | null, father: number | null): [number, number] {
  let [low, high] = [0, Infinity];
  for (const [age, [youngest, oldest]] of [
    [mother, PARENT_AGE.mother],
    [father, PARENT_AGE.father],
  ] as const) {
    if (age === null) continue;
    low = Math.max(low, age - oldest);
    high = Math.min(high, age - youngest);
  }
  return [low, Math.max(low, high)];
}

export type Relationship = (typeof RELATIONSHIPS)[number];

/**
 * The ages a resident can have beside a holder of `holder` years, by how they are related; null
 * when no one so related can live there (a grandchild of a holder of 30). Capped at 95.
 */
export function relativeAgeRange(relationship: Relationship, holder: number): [number, number] | null {
  const range = (low: number, high: number): [number, number] | null => {
    const [from, to] = [Math.max(0, low), Math.min(95, high)];
    return from <= to ? [from, to] : null;
  };
  switch (relationship) {
    case 'Mãe':
    case 'Pai':
    case 'Sogro(a)':
      return range(holder + 18, holder + 40);
    case 'Tio(a)':
      return range(holder + 10, holder + 35);
    case 'Neto(a)':
      return range(holder - 75, holder - 36);
    case 'Sobrinho(a)':
      return range(holder - 40, holder - 10);
    case 'Irmão(ã)':
    case 'Primo(a)':
      return range(holder - 12, holder + 12);
    case 'Agregado(a)':
      return range(18, 80);
  }
}

/** Who may be at 70 or more: retired, a pensioner, at home (the list's one OUTROS, "Do lar"). */
const ELDERLY = new Set(['APOSENTADO', 'PENSIONISTA', 'OUTROS']);

/**
 * An occupational situation fit for the age: retired from 55, an intern 16 to 29, other work
 * from 18, and from 70 only retired, a pensioner or at home.
 */
export function fitsAge(type: string, age: number): boolean {
  if (type === 'APOSENTADO') return age >= 55;
  if (type === 'ESTAGIÁRIO') return age >= 16 && age < 30;
  return age >= 18 && (age < 70 || ELDERLY.has(type));
}

export interface BenefitHolder {
  age: number;
  /** The occupational situation, null for who has none (a child). */
  type: string | null;
  disabled: boolean;
}

/**
 * The drawn benefits the person can receive: Identidade Jovem from 15 to 29 (Decreto
 * 8.537/2015), the Carteira da Pessoa Idosa from 60 (Lei 10.741/2003), the BPC from 65 or with a
 * disability (Lei 8.742/1993 art. 20), seguro-desemprego when unemployed, auxílio-doença for an
 * insured worker (Lei 8.213/1991 art. 59). The others (Bolsa Família, the energy tariff) go by
 * the family's income and stay as drawn.
 */
export function eligibleBenefits<T extends string>(drawn: readonly T[], who: BenefitHolder): T[] {
  const can: Partial<Record<BeneficioSocial, boolean>> = {
    'IDENTIDADE JOVEM': who.age >= 15 && who.age < 30,
    'CARTEIRA DE IDOSO': who.age >= 60,
    'BPC/LOAS': who.age >= 65 || who.disabled,
    'SEGURO DESEMPREGO': who.type === 'DESEMPREGADO',
    'AUXÍLIO DOENÇA': who.type === 'EMPREGADO CLT' || who.type === 'AUTÔNOMO',
  };
  return drawn.filter((benefit) => can[benefit as BeneficioSocial] ?? true);
}

/** A full name without a surname said twice in a row ("Ana Clara Xavier Xavier" → "Ana Clara Xavier"). */
export const fullName = (...parts: string[]) => parts.filter((part, i) => part !== parts[i - 1]).join(' ');
