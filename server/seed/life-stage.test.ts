import { describe, expect, it } from 'vitest';
import { childAgeRange, eligibleBenefits, fullName, relativeAgeRange, yearsBetween } from './life-stage.ts';
import { household } from './people.ts';
import { CITIES } from './places.ts';
import { createRandom } from './random.ts';

const NOW = new Date('2026-11-20T15:00:00Z');
const ageOf = (iso: string | null | undefined) => yearsBetween(new Date(iso as string), NOW);

/** 400 households, as the demo draws them. */
const families = (() => {
  const [random, later] = [createRandom(31, NOW), createRandom(32, NOW)];
  return Array.from({ length: 400 }, (_, i) => household(random, CITIES[i % CITIES.length]!, NOW, later));
})();

/** Every person of the households: age, occupational situation, benefits, disability. */
const people = families.flatMap(({ lot, children, residents }) => [
  {
    who: `titular ${lot.owner_name}`,
    age: ageOf(lot.birth_date),
    type: lot.occupation_type ?? null,
    income: Number(lot.income ?? 0),
    benefits: lot.beneficios_sociais ?? [],
    disabled: lot.deficiencia === true,
  },
  ...(lot.spouse_name
    ? [
        {
          who: `parceiro(a) ${lot.spouse_name}`,
          age: ageOf(lot.companion_birth_date),
          type: lot.companion_occupation_type ?? null,
          income: Number(lot.companion_income ?? 0),
          benefits: lot.companion_beneficios_sociais ?? [],
          disabled: lot.companion_deficiencia === true,
        },
      ]
    : []),
  ...[...children, ...residents].map((p) => ({
    who: p.name,
    age: ageOf(p.birth_date),
    type: p.occupation_type ?? null,
    income: Number(p.income ?? 0),
    benefits: p.beneficios_sociais ?? [],
    disabled: p.deficiencia === true,
  })),
]);

describe('the demo families’ ages agree (the socio-economic report reads them together)', () => {
  it('each child was born while the mother was 16 to 45 and the father 18 to 60', () => {
    const wrong: string[] = [];
    let checked = 0;
    for (const { lot, children } of families) {
      const holder = ageOf(lot.birth_date);
      const partner = lot.spouse_name ? ageOf(lot.companion_birth_date) : null;
      const [mother, father] = lot.sex === 'Feminino' ? [holder, partner] : [partner, holder];
      for (const child of children) {
        const age = ageOf(child.birth_date);
        checked++;
        if (mother !== null && (mother - age < 15.99 || mother - age > 45.01)) wrong.push(`${child.name}: mãe`);
        if (father !== null && (father - age < 17.99 || father - age > 60.01)) wrong.push(`${child.name}: pai`);
      }
    }
    expect(checked).toBeGreaterThan(300);
    expect(wrong).toEqual([]);
  });

  it('other residents are of an age their relationship allows; a minor one has no work', () => {
    const wrong: string[] = [];
    for (const { lot, residents } of families) {
      const holder = ageOf(lot.birth_date);
      for (const r of residents) {
        const older = ageOf(r.birth_date) - holder;
        const fits: Record<string, boolean> = {
          Mãe: older >= 17.99,
          Pai: older >= 17.99,
          'Sogro(a)': older >= 17.99 && Boolean(lot.spouse_name),
          'Tio(a)': older >= 9.99,
          'Neto(a)': older <= -35.99,
          'Sobrinho(a)': older <= -9.99,
        };
        if (!(fits[r.relationship_owner!] ?? true)) wrong.push(`${r.relationship_owner} ${older.toFixed(1)}`);
        if (ageOf(r.birth_date) < 18 && (r.occupation || Number(r.income) > 0)) wrong.push(`${r.name} trabalha`);
      }
    }
    expect(families.flatMap((f) => f.residents).length).toBeGreaterThan(80);
    expect(wrong).toEqual([]);
  });

  it('work fits the age: no one works under 18, no retiree under 55, no intern of 30, no one at work from 70', () => {
    const wrong = people.filter(
      ({ age, type }) =>
        type !== null &&
        (age < 17.99 ||
          (type === 'APOSENTADO' && age < 54.99) ||
          (type === 'ESTAGIÁRIO' && age > 30.01) ||
          (age > 70.01 && !['APOSENTADO', 'PENSIONISTA', 'OUTROS'].includes(type))),
    );
    expect(wrong).toEqual([]);
    expect(people.some((p) => p.age > 70 && p.type !== null)).toBe(true);
    expect(people.some((p) => p.type === 'APOSENTADO')).toBe(true);
    expect(people.some((p) => p.type === 'ESTAGIÁRIO')).toBe(true);
  });

  it('pay fits the work: none of their own for who is at home ("Do lar"), a bolsa-estágio for an intern', () => {
    const home = people.filter((p) => p.type === 'OUTROS');
    const interns = people.filter((p) => p.type === 'ESTAGIÁRIO');
    expect(home.length).toBeGreaterThan(10);
    expect(home.filter((p) => p.income !== 0)).toEqual([]);
    expect(interns.filter((p) => p.income < 700 || p.income > 1500)).toEqual([]);
  });

  it('benefits fit the person: Identidade Jovem 15–29, Carteira de Idoso from 60, BPC from 65 or disabled', () => {
    const has = (p: (typeof people)[number], benefit: string) => p.benefits.includes(benefit);
    const wrong = people.filter(
      (p) =>
        (has(p, 'IDENTIDADE JOVEM') && (p.age < 14.99 || p.age > 30.01)) ||
        (has(p, 'CARTEIRA DE IDOSO') && p.age < 59.99) ||
        (has(p, 'BPC/LOAS') && p.age < 64.99 && !p.disabled) ||
        (has(p, 'SEGURO DESEMPREGO') && p.type !== 'DESEMPREGADO') ||
        (has(p, 'AUXÍLIO DOENÇA') && p.type !== 'EMPREGADO CLT' && p.type !== 'AUTÔNOMO'),
    );
    expect(wrong).toEqual([]);
    for (const benefit of ['IDENTIDADE JOVEM', 'CARTEIRA DE IDOSO', 'BPC/LOAS', 'BOLSA FAMÍLIA'])
      expect(people.some((p) => has(p, benefit))).toBe(true);
  });

  it('no name says a surname twice in a row', () => {
    const names = families.flatMap(({ lot, children, residents }) => [
      lot.owner_name,
      lot.owner_mother_name,
      lot.spouse_name,
      ...children.map((c) => c.name),
      ...residents.map((r) => r.name),
    ]);
    expect(names.filter((n) => n && /\b(\p{L}+) \1\b/u.test(n))).toEqual([]);
  });
});

describe('the life-stage rules', () => {
  it('a child’s ages from the parents recorded', () => {
    expect(childAgeRange(62, null)).toEqual([17, 46]);
    expect(childAgeRange(30, 35)).toEqual([0, 14]);
    expect(childAgeRange(null, 80)).toEqual([20, 62]);
    expect(childAgeRange(null, null)).toEqual([0, Infinity]);
  });

  it('a relative’s ages beside the holder, or none', () => {
    expect(relativeAgeRange('Neto(a)', 30)).toBeNull();
    expect(relativeAgeRange('Neto(a)', 70)).toEqual([0, 34]);
    expect(relativeAgeRange('Mãe', 80)).toBeNull();
    expect(relativeAgeRange('Mãe', 40)).toEqual([58, 80]);
    expect(relativeAgeRange('Irmão(ã)', 20)).toEqual([8, 32]);
  });

  it('keeps only the benefits the person can receive', () => {
    const all = ['IDENTIDADE JOVEM', 'CARTEIRA DE IDOSO', 'BPC/LOAS', 'SEGURO DESEMPREGO', 'BOLSA FAMÍLIA'];
    expect(eligibleBenefits(all, { age: 66, type: 'APOSENTADO', disabled: false })).toEqual([
      'CARTEIRA DE IDOSO',
      'BPC/LOAS',
      'BOLSA FAMÍLIA',
    ]);
    expect(eligibleBenefits(all, { age: 20, type: 'DESEMPREGADO', disabled: true })).toEqual([
      'IDENTIDADE JOVEM',
      'BPC/LOAS',
      'SEGURO DESEMPREGO',
      'BOLSA FAMÍLIA',
    ]);
  });

  it('names a surname once', () => {
    expect(fullName('Ana Clara', 'Xavier', 'Xavier')).toBe('Ana Clara Xavier');
    expect(fullName('Ana', 'Xavier', 'Melo')).toBe('Ana Xavier Melo');
  });
});
