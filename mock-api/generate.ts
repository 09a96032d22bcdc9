import type { Faker } from '@faker-js/faker';
import {
  DEFAULT_PROJECT_CLASS,
  MDR,
  projectEntity,
  streetEntity,
  blockEntity,
  lotEntity,
  storageKey,
  writableFields,
} from '../domain/index.ts';
import type { Role } from '../domain/roles.ts';
import { LOT_REGISTRY } from '../domain/entities/lot/registry.ts';
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
  /** The lots of the first project's blocks, as GET /lots/{id} answers them (without files). */
  lots: MockRecord[];
  /** Rows of the users' charts (GET /users/{id} worked_lots_by_day), by user sub. */
  workedLots: MockWorkedLots[];
  /** The named project groups (Administração › Grupos de projetos). */
  projectGroups: Array<{ id: number; name: string }>;
}

export interface MockWorkedLots {
  sub: string;
  date: string;
  project_name: string;
  completed_lots: number;
  incomplete_lots: number;
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

/**
 * A project's stored fields as a new one holds them (projectEntity): each field's declared
 * initial value (class REURB, modality Reurb-S), else null; every file and its `_id` null.
 * The mock projects' points are decimal degrees, so utm_zone stays null.
 */
export const projectDefaults = (): Record<string, unknown> => ({
  ...Object.fromEntries(
    writableFields(projectEntity)
      .filter((f) => f.type !== 'file')
      .map((f) => [storageKey(f), 'initial' in f && f.initial !== undefined ? f.initial : null]),
  ),
  ...Object.fromEntries(
    FILE_FIELDS.flatMap((f) => [
      [f, null],
      [`${f}_id`, null],
    ]),
  ),
  version: 1,
});

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
    const completed =
      projectId === 1 ? [total, Math.floor(total / 2), 0, 1][i] : faker.number.int({ min: 0, max: total });
    const base = fakeRecord(faker, blockEntity, {
      name: `Quadra ${String(i + 1).padStart(2, '0')}`,
      project_id: projectId,
    });
    const streets = faker.helpers.arrayElements(streetIds, { min: 1, max: 2 });
    return {
      ...base,
      id: nextId(),
      streets_ids: streets,
      image_id: null,
      image: null,
      version: 1,
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
  const data: MockDataset = {
    users: users(faker),
    projects: [],
    blocks: [],
    streets: [],
    memberships: [],
    invites: [],
    lots: [],
    workedLots: [],
    projectGroups: [
      { id: 1, name: 'Grupo 1' },
      { id: 2, name: 'Região Norte' },
    ],
  };
  const generatedUsers = data.users.slice(Object.keys(mockAccounts).length);

  for (let id = 1; id <= 8; id++) {
    const [city, state] = PLACES[(id - 1) % PLACES.length];
    const name = id === 1 ? FIRST_PROJECT.name : `${PREFIXES[id % PREFIXES.length]} ${faker.person.lastName()}`;
    const streets = Array.from({ length: faker.number.int({ min: 3, max: 5 }) }, () => ({
      ...fakeRecord(faker, streetEntity, { name: `Rua ${faker.person.lastName()}`, project_id: id }),
      id: ++ids.street,
      version: 1,
      updated_at: faker.date.recent({ days: 90, refDate: MOCK_NOW }).toISOString(),
    }));
    const blocks = blocksOf(
      faker,
      id,
      () => ++ids.block,
      streets.map((s) => s.id),
    );
    const lotsTotal = blocks.reduce((n, b) => n + (b.lots_total as number), 0);
    const lotsCompleted = blocks.reduce((n, b) => n + (b.lots_completed as number), 0);
    data.streets.push(...streets);
    data.blocks.push(...blocks);
    const createdAt = faker.date.past({ years: 1, refDate: MOCK_NOW }).toISOString();
    data.projects.push({
      ...projectDefaults(),
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
      created_at: createdAt,
      updated_at: createdAt,
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
      data.memberships.push({
        project_id: r.project_id,
        sub: account.sub,
        project_role: r.role,
        last_activity_on_project_at: null,
      });
    }
  }
  // Lots and charts come from their own faker, so adding them left the data above unchanged.
  const more = createFaker(seed + 1);
  data.lots = lotsOf(
    more,
    data.blocks.filter((b) => b.project_id === FIRST_PROJECT.id),
    data.projects[0],
  );
  data.workedLots = workedLotsOf(more, data.users, data.projects);
  return data;
}

const LOT_STATUS_CYCLE = ['incomplete', 'empty', 'to_review'] as const;

/**
 * A lot's four points as a 12 m × 30 m rectangle in Campinas (decimal degrees, SIRGAS 2000),
 * ten to a row, a block's rows apart from the next block's: points a surveyor could have typed,
 * so the legal and geometry checks pass on the mock as on the demo.
 */
function rectangleAt(blockIndex: number, index: number): Record<string, number> {
  const DEG_PER_M_LON = 1 / 102_600;
  const DEG_PER_M_LAT = 1 / 110_700;
  const west = -47.066839644 + (index % 10) * 12 * DEG_PER_M_LON;
  const north = -22.900377253 - (blockIndex * 200 + Math.floor(index / 10) * 40) * DEG_PER_M_LAT;
  const east = west + 12 * DEG_PER_M_LON;
  const south = north - 30 * DEG_PER_M_LAT;
  return {
    coord_p1_x: west,
    coord_p1_y: north,
    coord_p2_x: east,
    coord_p2_y: north,
    coord_p3_x: east,
    coord_p3_y: south,
    coord_p4_x: west,
    coord_p4_y: south,
  };
}

/**
 * The registry office's steps come after the CRF (domain/entities/lot/registry.ts), and the mock
 * emits none: no generated lot has reached the registry, as on a fresh server.
 */
const AFTER_THE_CRF = Object.fromEntries(
  LOT_REGISTRY.filter((f) => /^(registry|title_delivered)_/.test(f.name)).map((f) => [f.name, null]),
);

/**
 * Every generated lot has a family on it, outside any risk area: a unit marked vacant would
 * contradict its own holder (Decreto 9.310/2018 art. 52), and the risk (art. 36) is the exception
 * staff mark, not half the núcleo. Still drawn, so the other faked values stay as they were.
 */
const OCCUPIED_AND_SAFE = { unidade_desocupada: false, area_de_risco: false };

/** A block's lots_total lots named 'Lote 01'…, the first lots_completed of them complete. */
function lotsOf(faker: Faker, blocks: MockRecord[], project: MockRecord): MockRecord[] {
  let id = 0;
  return blocks.flatMap((block) =>
    Array.from({ length: block.lots_total as number }, (_, i) => {
      const name = `Lote ${String(i + 1).padStart(2, '0')}`;
      const status = i < (block.lots_completed as number) ? 'complete' : LOT_STATUS_CYCLE[i % LOT_STATUS_CYCLE.length];
      return {
        ...fakeRecord(
          faker,
          lotEntity,
          { name, block_id: block.id },
          { projectClass: project.project_class as string, projectModality: project.reurb_modality as string },
        ),
        ...AFTER_THE_CRF,
        ...OCCUPIED_AND_SAFE,
        ...rectangleAt((block.id as number) - 1, i),
        id: ++id,
        project_id: block.project_id,
        status,
        project_phase: 1,
        updated_at: faker.date.recent({ days: 60, refDate: MOCK_NOW }).toISOString(),
        created_at: faker.date.past({ years: 1, refDate: MOCK_NOW }).toISOString(),
      };
    }),
  );
}

/** Each mock account and every second generated user worked on some days of the last month. */
function workedLotsOf(faker: Faker, people: MockUser[], projects: MockRecord[]): MockWorkedLots[] {
  return people
    .filter((_, i) => i < Object.keys(mockAccounts).length || i % 2 === 0)
    .flatMap((user) =>
      faker.helpers
        .arrayElements(
          Array.from({ length: 20 }, (_, d) =>
            new Date(MOCK_NOW.getTime() - d * 86_400_000).toISOString().slice(0, 10),
          ),
          { min: 3, max: 8 },
        )
        .sort()
        .flatMap((date) =>
          faker.helpers.arrayElements(projects.slice(0, 3), { min: 1, max: 2 }).map((p) => ({
            sub: user.sub,
            date,
            project_name: p.name as string,
            completed_lots: faker.number.int({ min: 0, max: 6 }),
            incomplete_lots: faker.number.int({ min: 0, max: 4 }),
          })),
        ),
    );
}
