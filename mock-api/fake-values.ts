import { Faker, base, en, pt_BR } from '@faker-js/faker';
import { formatPhone, generateCep, generateCnpj, generateCpf, generatePis } from '@brazilian-utils/brazilian-utils';
import { isVisible, storageKey, writableFields } from '../domain/index.ts';
import type { EntityDef, Field, FormContext } from '../domain/index.ts';
import { cnmCheckDigits } from '../domain/registry/cnm.ts';

/** The one seed of the mock data: the same records on every run, so tests can name them. */
export const MOCK_SEED = 20_261_122;

/** "Now" for generated dates, fixed so the data never drifts with the calendar. */
export const MOCK_NOW = new Date('2026-11-20T12:00:00Z');

export const createFaker = (seed: number = MOCK_SEED): Faker => new Faker({ locale: [pt_BR, en, base], seed });

/**
 * brazilian-utils' generators draw from Math.random; run one with faker's seeded numbers
 * instead, so a generated CPF is valid (check digits) and the same on every run.
 */
export function seeded<T>(faker: Faker, generate: () => T): T {
  const original = Math.random;
  Math.random = () => faker.number.int({ min: 0, max: 2 ** 32 - 1 }) / 2 ** 32;
  try {
    return generate();
  } finally {
    Math.random = original;
  }
}

const isoDate = (d: Date) => d.toISOString().slice(0, 10);

/** A plausible text within the field's length limits. */
function fakeText(faker: Faker, field: Field): string {
  const name = field.name;
  let text = /name|nome/.test(name)
    ? faker.person.fullName()
    : /address|endereco|route/.test(name)
      ? faker.location.street()
      : /bairro|neighbo/.test(name)
        ? faker.location.county()
        : /cidade|city|naturalidade/.test(name)
          ? faker.location.city()
          : faker.lorem.words(2);
  if (field.min !== undefined && text.length < field.min) text = text.padEnd(field.min, 'a');
  return field.max !== undefined ? text.slice(0, field.max).trim() : text;
}

/** A valid stored value for one field (domain/README "Stored forms"); null where none is faked. */
export function fakeValue(faker: Faker, field: Field): unknown {
  const min = field.min ?? 0;
  switch (field.type) {
    case 'text':
      return fakeText(faker, field);
    case 'longText':
      return faker.lorem.sentence();
    case 'cpf':
      return seeded(faker, () => generateCpf());
    case 'cnpj':
      return seeded(faker, () => generateCnpj(1));
    case 'cep':
      return seeded(faker, () => generateCep());
    case 'nis':
      return seeded(faker, () => generatePis());
    case 'cnm': {
      const first = `${faker.string.numeric(6)}2${faker.string.numeric(7)}`;
      return `${first}${cnmCheckDigits(first)}`;
    }
    case 'phone':
      return formatPhone(`${faker.helpers.arrayElement(['11', '19', '31', '71'])}9${faker.string.numeric(8)}`, {
        mask: 'auto',
      });
    case 'email':
      return faker.internet
        .email()
        .toLowerCase()
        .slice(-Math.min(field.max ?? 50, 50));
    case 'money':
      return faker.number.float({ min: 0, max: 5000, fractionDigits: 2 });
    case 'decimal':
      return faker.number.float({ min: 20, max: 500, fractionDigits: 2 });
    case 'integer':
      return faker.number.int({ min, max: field.max ?? min + 10 });
    case 'number':
      return faker.number.float({ min, max: field.max ?? min + 10, fractionDigits: 2 });
    case 'date':
      return isoDate(faker.date.between({ from: '1950-01-01', to: field.past ? MOCK_NOW : '2030-12-31' }));
    case 'datetime':
      return faker.date.between({ from: '2025-01-01', to: MOCK_NOW }).toISOString();
    case 'boolean':
      return faker.datatype.boolean();
    case 'choice':
      return faker.helpers.arrayElement(field.choices).id;
    case 'multiChoice': {
      // Drawn as before, then made valid without another draw (the later values stay as they were):
      // an option that stands alone stays alone, and of two opposite options the first is kept.
      let ids: unknown[] = faker.helpers
        .arrayElements(field.choices, { min: Math.max(1, min), max: 2 })
        .map((c) => c.id);
      if (ids.length > 1 && ids.some((id) => field.alone?.includes(id as never))) ids = ids.slice(0, 1);
      for (const [first, second] of field.opposites ?? [])
        if (ids.includes(first) && ids.includes(second)) ids = ids.filter((id) => id !== second);
      return ids;
    }
    default:
      // files, references, rich text, passwords and JSON are the caller's to give
      return null;
  }
}

/**
 * A record of an entity built from its declaration: every writable field faked, fields hidden
 * by their `when` (in the faked record and `ctx`) left out, `overrides` on top.
 */
export function fakeRecord(
  faker: Faker,
  entity: EntityDef,
  overrides: Record<string, unknown> = {},
  ctx: FormContext = {},
): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const field of writableFields(entity)) {
    const value = fakeValue(faker, field);
    if (value !== null) values[storageKey(field)] = value;
  }
  Object.assign(values, overrides);
  for (const field of writableFields(entity)) {
    if (!isVisible(entity, field, values, ctx)) delete values[storageKey(field)];
  }
  return { ...values, ...overrides };
}

/**
 * Every field of an entity as an answer carries it before anything is filled in
 * (domain/api/record-answer.ts): a file's id and object null, a file list's ids and objects
 * empty, multi-choices and multiple references empty lists, JSON `{}`, everything else null.
 */
export function emptyAnswer(entity: EntityDef): Record<string, unknown> {
  return Object.fromEntries(
    entity.fields.flatMap((field): [string, unknown][] => {
      if (field.type === 'file')
        return [
          [storageKey(field), null],
          [field.name, null],
        ];
      if (field.type === 'files')
        return [
          [storageKey(field), []],
          [field.name, []],
        ];
      if (field.type === 'multiChoice' || (field.type === 'reference' && field.multiple)) return [[field.name, []]];
      if (field.type === 'json') return [[field.name, {}]];
      return [[field.name, null]];
    }),
  );
}
