import { describe, expect, it } from 'vitest';
import { agree, genderOf } from '../../domain/text/agreement.ts';
import { household } from './people.ts';
import { CITIES, OCCUPATIONS } from './places.ts';
import { createRandom } from './random.ts';

const NOW = new Date('2026-11-20T15:00:00Z');

/** Every person of `count` drawn households who has a profession typed, with their sex. */
function typedProfessions(count: number) {
  const random = createRandom(7, NOW);
  const people: { who: string; sex: string | null | undefined; occupation: string }[] = [];
  for (let i = 0; i < count; i++) {
    const { lot, children, residents } = household(random, CITIES[i % CITIES.length]!, NOW);
    if (lot.occupation) people.push({ who: 'titular', sex: lot.sex, occupation: lot.occupation });
    if (lot.companion_occupation)
      people.push({ who: 'companheiro(a)', sex: lot.companion_sex, occupation: lot.companion_occupation });
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
    expect(new Set(people.map((p) => p.who)).size).toBe(4);
  });
});
