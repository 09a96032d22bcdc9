import type { Faker } from '@faker-js/faker';
import { DEFAULT_PROJECT_CLASS, MDR, projectEntity, streetEntity, blockEntity } from '../domain/index.ts';
import type { Role } from '../domain/roles.ts';
import { mockAccounts } from './account.ts';
import { MOCK_NOW, MOCK_SEED, createFaker, fakeRecord } from './fake-values.ts';

export interface MockUser {
  id: number;
  sub: string;
  name: string;
  email: string;
  role: Role;
  last_activity_at: string | null;
}

export type MockRecord = Record<string, unknown> & { id: number };

export interface MockMembership {
  project_id: number;
  sub: string;
  project_role: Role;
  last_activity_on_project_at: string | null;
}

export interface MockDataset {
  users: MockUser[];
  projects: MockRecord[];
  blocks: MockRecord[];
  streets: MockRecord[];
  memberships: MockMembership[];
  /** Bodies of POST /users/invite, as received. */
  invites: Record<string, unknown>[];
}

/** Places of the mock projects (the reference subset has these states). */
const PLACES = [
  ['Campinas', 'São Paulo'],
  ['Belo Horizonte', 'Minas Gerais'],
  ['Salvador', 'Bahia'],
  ['Londrina', 'Paraná'],
  ['Ribeirão Preto', 'São Paulo'],
  ['Curitiba', 'Paraná'],
] as const;

const PREFIXES = ['Núcleo', 'Vila', 'Jardim', 'Comunidade', 'Loteamento', 'Parque'];

/** The first project is the one the mock accounts work in ('Núcleo Esperança', id 1). */
export const FIRST_PROJECT = { id: 1, name: 'Núcleo Esperança', city: 'Campinas', state: 'São Paulo' } as const;

const FILE_FIELDS = projectEntity.fields.filter((f) => f.type === 'file').map((f) => f.name);

function users(faker: Faker): MockUser[] {
  const accounts = Object.values(mockAccounts).map((a, i) => ({
    id: i + 1,
    sub: a.sub,
    name: a.name,
    email: a.email,
    role: a.role,
    last_activity_at: faker.date.recent({ days: 30, refDate: MOCK_NOW }).toISOString(),
  }));
  const generated = Array.from({ length: 9 }, (_, i): MockUser => {
    const first = faker.person.firstName();
    const last = faker.person.lastName();
    const id = accounts.length + i + 1;
    return {
      id,
      sub: `local|user${id}`,
      name: `${first} ${last}`,
      email: faker.internet.email({ firstName: first, lastName: last, provider: 'reurb.local' }).toLowerCase(),
      role: 'member',
      last_activity_at: i % 3 === 0 ? null : faker.date.recent({ days: 60, refDate: MOCK_NOW }).toISOString(),
    };
  });
  return [...accounts, ...generated];
}

/** Blocks with lots_total/lots_completed: the first project has one complete, one partial, one empty. */
function blocksOf(faker: Faker, projectId: number, nextId: () => number, streetIds: number[]): MockRecord[] {
  const count = projectId === 1 ? 4 : faker.number.int({ min: 2, max: 6 });
  return Array.from({ length: count }, (_, i) => {
    const total = faker.number.int({ min: 4, max: 30 });
    const completed = projectId === 1 ? [total, Math.floor(total / 2), 0, 1][i] : faker.number.int({ min: 0, max: total });
    const base = fakeRecord(faker, blockEntity, { name: `Quadra ${String(i + 1).padStart(2, '0')}`, project_id: projectId });
    const streets = faker.helpers.arrayElements(streetIds, { min: 1, max: 2 });
    return {
      ...base,
      id: nextId(),
      streets_ids: streets,
      image_id: null,
      lots_total: total,
      lots_completed: completed,
      progress: total ? completed / total : 0,
      updated_at: faker.date.recent({ days: 90, refDate: MOCK_NOW }).toISOString(),
    };
  });
}

/** A deterministic dataset built from domain/ (same seed, same records). */
export function generateDataset(seed: number = MOCK_SEED): MockDataset {
  const faker = createFaker(seed);
  const ids = { block: 0, street: 0 };
  const data: MockDataset = { users: users(faker), projects: [], blocks: [], streets: [], memberships: [], invites: [] };
  const generatedUsers = data.users.slice(Object.keys(mockAccounts).length);

  for (let id = 1; id <= 8; id++) {
    const [city, state] = PLACES[(id - 1) % PLACES.length];
    const name = id === 1 ? FIRST_PROJECT.name : `${PREFIXES[id % PREFIXES.length]} ${faker.person.lastName()}`;
    const streets = Array.from({ length: faker.number.int({ min: 3, max: 5 }) }, () => ({
      ...fakeRecord(faker, streetEntity, { name: `Rua ${faker.person.lastName()}`, project_id: id }),
      id: ++ids.street,
      updated_at: faker.date.recent({ days: 90, refDate: MOCK_NOW }).toISOString(),
    }));
    const blocks = blocksOf(faker, id, () => ++ids.block, streets.map((s) => s.id));
    const lotsTotal = blocks.reduce((n, b) => n + (b.lots_total as number), 0);
    const lotsCompleted = blocks.reduce((n, b) => n + (b.lots_completed as number), 0);
    data.streets.push(...streets);
    data.blocks.push(...blocks);
    data.projects.push({
      ...Object.fromEntries(FILE_FIELDS.flatMap((f) => [[f, null], [`${f}_id`, null]])),
      id,
      name,
      city,
      state,
      group_id: id <= 3 ? 1 : null,
      project_class: id % 3 === 0 ? MDR : DEFAULT_PROJECT_CLASS,
      lots_total: lotsTotal,
      lots_completed: lotsCompleted,
      progress: lotsTotal ? lotsCompleted / lotsTotal : 0,
      total_blocks: blocks.length,
      created_at: faker.date.past({ years: 1, refDate: MOCK_NOW }).toISOString(),
    });
    const members = faker.helpers.arrayElements(generatedUsers, { min: 1, max: 3 });
    data.memberships.push(
      ...members.map((u, i) => ({
        project_id: id,
        sub: u.sub,
        project_role: (i === 0 && id !== 1 ? 'admin' : 'member') as Role,
        last_activity_on_project_at: u.last_activity_at,
      })),
    );
  }
  // The mock accounts' own project roles.
  for (const account of Object.values(mockAccounts)) {
    for (const r of account.projects_roles) {
      data.memberships.push({ project_id: r.project_id, sub: account.sub, project_role: r.role, last_activity_on_project_at: null });
    }
  }
  return data;
}
