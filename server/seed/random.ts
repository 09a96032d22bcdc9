import { Faker, base, en, generateMersenne53Randomizer, pt_BR } from '@faker-js/faker';
import { generateCnpj, generateCpf, generatePis } from '@brazilian-utils/brazilian-utils';

/**
 * One seeded source of randomness for the whole seed: the same seed and reference date give
 * the same data, byte for byte. Everything random goes through it, including brazilian-utils'
 * generators, which call Math.random (borrowed for the duration of one synchronous call).
 */
export interface Random {
  faker: Faker;
  /** A float in [0, 1). */
  next(): number;
  int(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(values: readonly T[]): T;
  weighted<T>(entries: readonly (readonly [T, number])[]): T;
  /** Some distinct values (between min and max of them), in the list's order. */
  some<T>(values: readonly T[], min: number, max: number): T[];
  money(min: number, max: number): number;
  cpf(): string;
  cnpj(): string;
  nis(): string;
  /** `count` decimal digits. */
  digits(count: number): string;
}

export function createRandom(seed: number, now: Date): Random {
  // One stream shared by faker and by our own draws.
  const randomizer = generateMersenne53Randomizer(seed);
  const faker = new Faker({ locale: [pt_BR, en, base], randomizer });
  faker.setDefaultRefDate(now);
  const next = () => randomizer.next();
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const withSeededMath = <T>(generate: () => T): T => {
    const saved = Math.random;
    Math.random = next;
    try {
      return generate();
    } finally {
      Math.random = saved;
    }
  };
  return {
    faker,
    next,
    int,
    chance: (probability) => next() < probability,
    pick: (values) => values[int(0, values.length - 1)]!,
    weighted: (entries) => {
      const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
      let roll = next() * total;
      for (const [value, weight] of entries) {
        roll -= weight;
        if (roll < 0) return value;
      }
      return entries[entries.length - 1]![0];
    },
    some: (values, min, max) => {
      const wanted = int(min, Math.min(max, values.length));
      const chosen = new Set<number>();
      while (chosen.size < wanted) chosen.add(int(0, values.length - 1));
      return values.filter((_, i) => chosen.has(i));
    },
    money: (min, max) => Math.round((min + next() * (max - min)) * 100) / 100,
    cpf: () => withSeededMath(() => generateCpf()),
    cnpj: () => withSeededMath(() => generateCnpj()),
    nis: () => withSeededMath(() => generatePis()),
    digits: (count) => Array.from({ length: count }, () => String(int(0, 9))).join(''),
  };
}
