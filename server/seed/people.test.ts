import { describe, expect, it } from 'vitest';
import { agree, genderOf } from '../../domain/text/agreement.ts';
import { household } from './people.ts';
import { CITIES, OCCUPATIONS } from './places.ts';
import { createRandom } from './random.ts';

const NOW = new Date('2026-11-20T15:00:00Z');

/** `count` households drawn from the main stream `seed` and the later stream `laterSeed`. */
const families = (count: number, seed: number, laterSeed = seed + 1) => {
  const random = createRandom(seed, NOW);
  const later = createRandom(laterSeed, NOW);
  return Array.from({ length: count }, (_, i) => household(random, CITIES[i % CITIES.length]!, NOW, later));
};

/** Every person of `count` drawn households who has a profession typed, with their sex. */
function typedProfessions(count: number) {
  const people: { who: string; sex: string | null | undefined; occupation: string }[] = [];
  for (const { lot, children, residents } of families(count, 7)) {
    if (lot.occupation) people.push({ who: 'titular', sex: lot.sex, occupation: lot.occupation });
    if (lot.companion_occupation)
      people.push({ who: 'companheiro(a)', sex: lot.companion_sex, occupation: lot.companion_occupation });
    if (lot.spouse_occupation)
      people.push({ who: 'cônjuge', sex: lot.companion_sex, occupation: lot.spouse_occupation });
    for (const c of children) if (c.occupation) people.push({ who: 'filho(a)', sex: c.sex, occupation: c.occupation });
    for (const r of residents)
      if (r.occupation) people.push({ who: 'morador(a)', sex: r.sex, occupation: r.occupation });
  }
  return people;
}

describe('the demo families’ professions', () => {
  it('agree with each person’s sex, as staff would type them (CRF and títulos print them)', () => {
    const forms = (gender: 'masculine' | 'feminine' | null) => new Set(OCCUPATIONS.map(([w]) => agree(w, gender)));
    const allowed = { masculine: forms('masculine'), feminine: forms('feminine'), neutral: forms(null) };
    const people = typedProfessions(400);
    const wrong = people.filter(({ sex, occupation }) => !allowed[genderOf(sex) ?? 'neutral'].has(occupation));
    expect(wrong).toEqual([]);
    // Both sexes, every kind of person, and the words that differ between them are drawn.
    const seen = new Set(people.map((p) => p.occupation));
    for (const word of ['Empregada doméstica', 'Empregado doméstico', 'Trabalhadora rural', 'Trabalhador rural'])
      expect(seen).toContain(word);
    expect(new Set(people.map((p) => p.who)).size).toBe(5);
  });

  it('a married spouse has a profession and the Cônjuge tab’s socio-economic data (family income, título, CRF)', () => {
    const married = families(200, 11)
      .map((f) => f.lot)
      .filter((lot) => lot.civil_status === 'Casado(a)');
    expect(married.length).toBeGreaterThan(40);
    for (const lot of married) {
      expect(lot.spouse_occupation).toBeTruthy();
      expect(lot.companion_occupation_type).toBeTruthy();
      expect(typeof lot.companion_income).toBe('number');
      expect(lot.companion_escolaridade).toBeTruthy();
      expect(lot.companion_nationality).toBe('Brasileira');
      expect(lot.companion_birth_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });

  it('a companion in a stable union has the RG and filiação the CRF lists (art. 38, VI)', () => {
    const unions = families(300, 13)
      .map((f) => f.lot)
      .filter((lot) => lot.civil_status?.toLowerCase().includes('estável'));
    expect(unions.length).toBeGreaterThan(30);
    for (const lot of unions) {
      expect(lot.spouse_rg).toMatch(/^\d{2}\.\d{3}\.\d{3}-\d$/);
      expect(lot.spouse_rg_emissor).toBe('SSP');
      expect(lot.spouse_rg_uf).toMatch(/^[A-Z]{2}$/);
      expect(lot.spouse_mother_name).toBeTruthy();
    }
  });

  it('draws what came later from its own stream: the rest of the demo stays as it was', () => {
    const LATER = ['spouse_occupation', 'companion_occupation_type', 'companion_income', 'companion_nis'];
    const LATER_TOO = ['companion_escolaridade', 'companion_beneficios_sociais', 'companion_deficiencia'];
    // A companion's identity, drawn later too.
    const UNION_LATER = ['spouse_rg', 'spouse_rg_uf', 'spouse_rg_emissor', 'spouse_mother_name', 'spouse_father_name'];
    const strip = ({ lot, ...family }: ReturnType<typeof household>) => {
      const rest: Record<string, unknown> = { ...lot };
      if (lot.civil_status === 'Casado(a)')
        for (const key of [...LATER, ...LATER_TOO, 'companion_deficiencia_desc']) delete rest[key];
      else for (const key of UNION_LATER) delete rest[key];
      return { lot: rest, ...family };
    };
    const [a, b] = [families(100, 21, 1), families(100, 21, 2)];
    expect(a.map(strip)).toEqual(b.map(strip));
    // And the later stream does differ, so the comparison above is not empty.
    expect(a.map((h) => h.lot.companion_income)).not.toEqual(b.map((h) => h.lot.companion_income));
  });

  it('a partner is an adult near the holder’s age (up to 12 years apart)', () => {
    const age = (iso: string) => (NOW.getTime() - new Date(iso).getTime()) / (365.25 * 24 * 3600 * 1000);
    const couples = families(400, 9).filter(({ lot }) => lot.companion_birth_date);
    expect(couples.length).toBeGreaterThan(50);
    for (const { lot } of couples) {
      const partner = age(lot.companion_birth_date as string);
      expect(partner).toBeGreaterThanOrEqual(19);
      expect(partner).toBeLessThanOrEqual(85.01); // a day of the ISO date's truncation
      expect(Math.abs(partner - age(lot.birth_date as string))).toBeLessThanOrEqual(12.01);
    }
  });

  it('the núcleo is predominantly low income, as a Reurb-S one is (Decreto 9.310/2018 art. 5º, I; art. 6º)', () => {
    const [THREE_WAGES, FIVE_WAGES] = [3 * 1518, 5 * 1518];
    const incomes = families(400, 11)
      .map(({ lot, children, residents }) =>
        [
          lot.income,
          lot.spouse_name ? lot.companion_income : 0,
          ...children.filter((c) => c.resident).map((c) => c.income),
          ...residents.map((r) => r.income),
        ]
          .map((value) => Number(value ?? 0))
          .reduce((sum, value) => sum + value, 0),
      )
      .sort((a, b) => a - b);
    const median = incomes[incomes.length >> 1];
    const within = incomes.filter((income) => income <= FIVE_WAGES).length / incomes.length;
    // Half the families within three minimum wages, and nearly all within the ceiling no
    // Município may exceed (five, art. 6º, parágrafo único).
    expect(median).toBeLessThanOrEqual(THREE_WAGES);
    expect(within).toBeGreaterThanOrEqual(0.85);
  });
});
