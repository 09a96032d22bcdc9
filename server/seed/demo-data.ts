import { count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/connection.ts';
import {
  blockStreets,
  blocks,
  children,
  lotEvents,
  lots,
  projectMembers,
  projectSettings,
  projects,
  residents,
  streets,
  users,
  projectGroups,
} from '../db/schema/index.ts';
import { MDR } from '../db/schema/choices.ts';
import { seedAppAccounts } from './app-accounts.ts';
import { seedDemoProcedure } from './procedure.ts';
import { bulkInsert } from '../db/bulk-insert.ts';
import { planLot, type LotPlan } from './lot-plan.ts';
import { sexOfName } from './people.ts';
import { CITIES, NEIGHBOURHOODS, STREET_PREFIXES } from './places.ts';
import { createRandom, type Random } from './random.ts';

export interface SeedOptions {
  projects: number;
  lots: number;
  /** Same seed (and same `now`) → same data. */
  seed?: number;
  /** The moment the history is relative to (events fall in the six weeks before it). */
  now?: Date;
}

export interface SeedResult {
  projects: number;
  blocks: number;
  streets: number;
  lots: number;
  children: number;
  residents: number;
  events: number;
  /** The first project's notified parties (server/seed/procedure.ts). */
  parties: number;
  staff: number;
}

export const DEFAULT_SEED = 13465;
export const ADMIN_EMAIL = 'admin@reurb.local';
export const MEMBER_EMAIL = 'membro@reurb.local';
const STAFF = 5;
const LOTS_PER_BLOCK = 25;

/**
 * Fills the database with realistic, deterministic pt-BR demo data: projects (every second
 * one MDR) in real municipalities, with blocks, streets, lots, families and their history.
 * The demo users admin@ and membro@ are used when present (membro becomes a member of the
 * first project); a few staff users (role member) are added as the people who registered
 * the lots. Runs in one transaction, then ANALYZE.
 */
export async function seedDemoData(db: Db, options: SeedOptions): Promise<SeedResult> {
  validate(options);
  const result = await db.transaction((tx) => fill(tx as unknown as Db, options));
  await db.execute(sql`analyze`);
  return result;
}

/** The demo set of a first start: two projects (the second one MDR), a few hundred lots. */
export const FIRST_START_DEMO = { projects: 2, lots: 300 } as const;

/** Arbitrary constant: the advisory lock that lets one of several starting copies seed. */
const SEED_LOCK = 7_202_613_466;

/**
 * Seeds when the database has no project yet (a first start); null when it had some. Safe
 * when several API copies start at once: one seeds, the others find its projects.
 */
export async function seedDemoIfEmpty(db: Db, options: SeedOptions = FIRST_START_DEMO): Promise<SeedResult | null> {
  validate(options);
  const result = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    const [row] = await tx.select({ n: count() }).from(projects);
    return Number(row!.n) > 0 ? null : fill(tx as unknown as Db, options);
  });
  if (result) await db.execute(sql`analyze`);
  return result;
}

function validate(options: SeedOptions) {
  for (const key of ['projects', 'lots'] as const) {
    if (!Number.isInteger(options[key]) || options[key] < 0) throw new Error(`seed: ${key} deve ser um inteiro >= 0`);
  }
  if (options.lots > 0 && options.projects === 0) throw new Error('seed: lotes precisam de pelo menos um projeto');
}

/** Everything, inside the caller's transaction. */
async function fill(tdb: Db, options: SeedOptions): Promise<SeedResult> {
  const now = options.now ?? new Date();
  const random = createRandom(options.seed ?? DEFAULT_SEED, now);
  const people = await demoPeople(tdb, random);
  // Its own stream: what the families gained after the main stream was fixed leaves the rest as it was.
  const later = createRandom((options.seed ?? DEFAULT_SEED) + 2, now);
  const statistics = keepStatistics(tdb);
  const totals: SeedResult = {
    ...{ projects: 0, blocks: 0, streets: 0, lots: 0, children: 0, residents: 0, events: 0, parties: 0 },
    staff: people.staff.length,
  };
  let first: SeededProject | undefined;
  for (let p = 0; p < options.projects; p++) {
    const share = Math.floor(options.lots / options.projects) + (p === 0 ? options.lots % options.projects : 0);
    const { counts: made, project } = await seedProject(tdb, random, statistics, {
      ordinal: p,
      lots: share,
      people,
      now,
      later,
    });
    for (const key of Object.keys(made) as (keyof typeof made)[]) totals[key] += made[key];
    totals.projects++;
    first ??= project;
  }
  if (first) {
    // Its own stream, after everything else: the projects, lots and people stay as they were.
    const procedureRandom = createRandom((options.seed ?? DEFAULT_SEED) + 1, now);
    totals.parties = await seedDemoProcedure(tdb, procedureRandom, {
      ...first,
      user: people.admin ? { id: people.admin, name: people.adminName } : null,
      now,
    });
  }
  await seedAppAccounts(tdb);
  return totals;
}

interface People {
  admin: number | null;
  /** The admin's name, which the procedure's acts record as their author. */
  adminName: string | null;
  member: number | null;
  staff: number[];
}

/** The demo accounts when they exist, and the staff users (created once, found again). */
async function demoPeople(db: Db, random: Random): Promise<People> {
  const staff = Array.from({ length: STAFF }, (_, i) => {
    const sex = i % 2 ? 'male' : 'female';
    const first = random.faker.person.firstName(sex);
    const last = random.faker.person.lastName();
    const ascii = (s: string) =>
      s
        .normalize('NFD')
        .replace(/[^A-Za-z]/g, '')
        .toLowerCase();
    const email = `${ascii(first)}.${ascii(last)}${i}@reurb.local`;
    return { sub: `seed|${email}`, email, name: `${first} ${last}`, role: 'member' };
  });
  await db.insert(users).values(staff).onConflictDoNothing();
  const emails = [ADMIN_EMAIL, MEMBER_EMAIL, ...staff.map((s) => s.email)];
  const found = await db
    .select({ id: users.id, email: users.email, name: users.name })
    .from(users)
    .where(inArray(sql`lower(${users.email})`, emails));
  const userOf = (email: string) => found.find((u) => u.email.toLowerCase() === email);
  const idOf = (email: string) => userOf(email)?.id ?? null;
  return {
    admin: idOf(ADMIN_EMAIL),
    adminName: userOf(ADMIN_EMAIL)?.name ?? null,
    member: idOf(MEMBER_EMAIL),
    staff: staff.map((s) => idOf(s.email)).filter((id): id is number => id !== null),
  };
}

interface ProjectPlan {
  ordinal: number;
  lots: number;
  people: People;
  now: Date;
  /** The stream of what the demo gained later (people.ts `household`). */
  later: Random;
}

type Statistics = ReturnType<typeof keepStatistics>;

/**
 * ANALYZE a table each time it has doubled. The foreign-key checks' plans are cached for the
 * session; planned while a table is new and tiny they can pick a scan that later makes each
 * insert cost a walk of the table (measured: 25 s instead of 0.24 s for 5,000 rows).
 * ANALYZE invalidates them. A handful of runs for any size.
 */
function keepStatistics(db: Db) {
  const next = new Map<string, number>();
  const rows = new Map<string, number>();
  return async (table: 'blocks' | 'lots', added: number) => {
    const total = (rows.get(table) ?? 0) + added;
    rows.set(table, total);
    if (total < (next.get(table) ?? 0)) return;
    next.set(table, total * 2);
    await db.execute(sql`analyze ${sql.identifier(table)}`);
  };
}

/** The named project group "Grupo n" (server/db/schema/project-groups.ts), made on first use. */
async function demoGroup(db: Db, n: number): Promise<number> {
  const name = `Grupo ${n}`;
  await db.insert(projectGroups).values({ name }).onConflictDoNothing();
  const [group] = await db.select({ id: projectGroups.id }).from(projectGroups).where(eq(projectGroups.name, name));
  return group!.id;
}

interface SeededProject {
  projectId: number;
  bairro: string;
  city: string;
}

async function seedProject(db: Db, random: Random, statistics: Statistics, plan: ProjectPlan) {
  const city = CITIES[plan.ordinal % CITIES.length]!;
  const round = Math.floor(plan.ordinal / NEIGHBOURHOODS.length);
  const bairro = NEIGHBOURHOODS[plan.ordinal % NEIGHBOURHOODS.length]! + (round ? ` ${round + 1}` : '');
  const mdr = plan.ordinal % 2 === 1;
  const { people } = plan;
  // Deterministic stamps too: the project was set up about four months before now.
  const since = new Date(plan.now.getTime() - (130 - plan.ordinal) * 24 * 3600 * 1000);
  const stamps = { created_at: since, updated_at: since };
  const [{ id: projectId }] = await db
    .insert(projects)
    .values({
      name: mdr ? `${bairro} (MDR)` : bairro,
      state: city.state,
      city: city.name,
      group_id: await demoGroup(db, Math.floor(plan.ordinal / 2) + 1),
      project_class: mdr ? MDR : undefined,
      utm_zone: city.zone,
      created_by: people.admin,
      ...stamps,
    })
    .returning({ id: projects.id });
  const settings = {
    project_id: projectId,
    city_cnpj: random.cnpj(),
    city_adress: `Praça ${random.faker.person.lastName()}, ${random.int(1, 999)}, Centro, ${city.name}/${city.uf}`,
    city_mayor_name: random.faker.person.fullName(),
    city_mayor_rg: `${random.digits(2)}.${random.digits(3)}.${random.digits(3)}-${random.int(0, 9)}`,
    city_mayor_cpf: random.cpf(),
    city_admin_process: `${random.digits(5)}/${plan.now.getUTCFullYear()}`,
    titulo_description: `Título de legitimação fundiária do núcleo urbano informal ${bairro}, ${city.name}/${city.uf}.`,
    // The cronograma físico the CRF states and the termo de compromisso carries (Decreto 9.310/2018 art. 3º, § 2º;
    // art. 30, IX): fixed text, no draw, so the rest of the demo stays the same.
    works_schedule: [
      'Iluminação pública das vias internas: em até 6 meses da aprovação do projeto.',
      'Pavimentação e drenagem das vias internas: em até 12 meses da aprovação do projeto.',
      'Rede coletora de esgoto e ligações domiciliares: em até 18 meses da aprovação do projeto.',
    ].join('\n'),
    // A loteamento on private land, as most núcleos: its legitimações de posse are lawful (Dec. art. 18, § 2º).
    land_ownership: 'PRIVADA',
    ...stamps,
  };
  // The mayor's form from the drawn name, after the draws: no draw added, so the demo stays the same.
  await db.insert(projectSettings).values({ ...settings, city_mayor_sex: sexOfName(random, settings.city_mayor_name) });
  const members = [...(plan.ordinal === 0 && people.member ? [people.member] : []), ...people.staff].map((userId) => ({
    projectId,
    userId,
    role: 'member',
  }));
  if (members.length) await db.insert(projectMembers).values(members).onConflictDoNothing();

  // Streets, then blocks bordered by one to three of them.
  const blockCount = Math.max(1, Math.ceil(plan.lots / LOTS_PER_BLOCK));
  const streetNames = new Set<string>();
  while (streetNames.size < Math.max(2, Math.ceil(blockCount / 3))) {
    const name = `${random.weighted(STREET_PREFIXES)} ${random.faker.person.firstName()} ${random.faker.person.lastName()}`;
    streetNames.add(streetNames.has(name) ? `${name} ${streetNames.size}` : name);
  }
  const streetRows = await insertReturning(
    db,
    streets,
    [...streetNames].map((name) => ({ name, project_id: projectId, ...stamps })),
  );
  const width = Math.max(2, String(blockCount).length);
  const blockRows = await insertReturning(
    db,
    blocks,
    Array.from({ length: blockCount }, (_, b) => ({
      name: `Quadra ${String(b + 1).padStart(width, '0')}`,
      project_id: projectId,
      ...stamps,
    })),
  );
  await statistics('blocks', blockRows.length);
  const links = blockRows.flatMap((block) =>
    random
      .some(streetRows, 1, 3)
      .map((street) => ({ block_id: block.id, street_id: street.id, project_id: projectId })),
  );
  await bulkInsert(db, blockStreets, links);

  const workers = plan.ordinal === 0 && people.member ? [...people.staff, people.member] : people.staff;
  const counts = {
    blocks: blockRows.length,
    streets: streetRows.length,
    lots: 0,
    children: 0,
    residents: 0,
    events: 0,
  };
  const pending: LotPlan[] = [];
  const flush = async () => {
    const made = await insertLots(db, projectId, pending.splice(0), statistics);
    for (const key of Object.keys(made) as (keyof typeof made)[]) counts[key] += made[key];
  };
  const streetName = new Map(streetRows.map((s) => [s.id, s.name]));
  const streetsOf = Map.groupBy(links, (l) => l.block_id);
  for (let b = 0; b < blockRows.length; b++) {
    const inBlock = Math.floor(plan.lots / blockCount) + (b < plan.lots % blockCount ? 1 : 0);
    const id = blockRows[b]!.id;
    const block = { id, ordinal: b, streets: (streetsOf.get(id) ?? []).map((l) => streetName.get(l.street_id)!) };
    const lotWidth = Math.max(2, String(inBlock).length);
    for (let l = 0; l < inBlock; l++) {
      pending.push(
        planLot(random, {
          mdr,
          city,
          bairro,
          block,
          ordinal: l,
          name: `Lote ${String(l + 1).padStart(lotWidth, '0')}`,
          workers,
          reviewer: people.admin ?? people.staff[0] ?? null,
          now: plan.now,
          later: plan.later,
        }),
      );
    }
    if (pending.length >= 400) await flush();
  }
  await flush();
  // Each member's last activity in the project is their last recorded work on its lots, as the
  // app records it (server/members/activity.ts): the members panel shows it (issue 18: it was empty).
  await db.execute(sql`
    update ${projectMembers} m set last_activity_at = e.at
    from (select user_id, max(at) as at from ${lotEvents} where project_id = ${projectId} group by user_id) e
    where m.project_id = ${projectId} and m.user_id = e.user_id`);
  const project: SeededProject = { projectId, bairro, city: `${city.name}/${city.uf}` };
  return { counts, project };
}

/** Inserts blocks or streets (names unique in the project); their ids and names, in order. */
async function insertReturning(
  db: Db,
  table: typeof blocks | typeof streets,
  rows: { name: string; project_id: number; created_at: Date; updated_at: Date }[],
): Promise<{ id: number; name: string }[]> {
  const made = await bulkInsert(db, table as typeof blocks, rows, ['id', 'name']);
  const byName = new Map(made.map((r) => [r.name, r.id]));
  return rows.map((r) => ({ id: byName.get(r.name)!, name: r.name }));
}

/** Inserts planned lots, then their children, residents and events. */
async function insertLots(db: Db, projectId: number, plans: LotPlan[], statistics: Statistics) {
  const kids: (typeof children.$inferInsert)[] = [];
  const others: (typeof residents.$inferInsert)[] = [];
  const events: (typeof lotEvents.$inferInsert)[] = [];
  const key = (lot: { block_id: number; name: string }) => `${lot.block_id}/${lot.name}`;
  const made = await bulkInsert(
    db,
    lots,
    plans.map((p) => ({ ...p.lot, project_id: projectId })),
    ['id', 'block_id', 'name'],
  );
  await statistics('lots', made.length);
  // Matched back by (block, name), which is unique.
  const idOf = new Map(made.map((r) => [key(r), r.id]));
  for (const plan of plans) {
    const lotId = idOf.get(key(plan.lot))!;
    kids.push(...plan.children.map((c) => ({ ...c, lot_id: lotId })));
    others.push(...plan.residents.map((r) => ({ ...r, lot_id: lotId })));
    events.push(...plan.events.map((e) => ({ ...e, lot_id: lotId, project_id: projectId })));
  }
  await bulkInsert(db, children, kids);
  await bulkInsert(db, residents, others);
  await bulkInsert(db, lotEvents, events);
  return { lots: plans.length, children: kids.length, residents: others.length, events: events.length };
}
