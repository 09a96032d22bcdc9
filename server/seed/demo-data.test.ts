import { rowsOf } from '../db/rows.ts';
import { isValidCnpj, isValidCpf, isValidPis } from '@brazilian-utils/brazilian-utils';
import { asc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../test/database.ts';
import type { Database, Db } from '../db/connection.ts';
import {
  blocks,
  children,
  lotEvents,
  lots,
  notifiedParties,
  procedureEvents,
  projectMembers,
  projectSettings,
  projects,
  residents,
  streets,
  users,
} from '../db/schema/index.ts';
import { projectDeadlines } from '../procedure/deadlines.ts';
import { addDays, todayInBrasilia } from '../../domain/procedure/calendar.ts';
import { ADMIN_EMAIL, MEMBER_EMAIL, seedDemoData, seedDemoIfEmpty, type SeedResult } from './demo-data.ts';
import { CITIES } from './places.ts';
import { fakerPT_BR } from '@faker-js/faker';

const FIRST_NAMES = fakerPT_BR.definitions.person!.first_name as { female: string[]; male: string[] };
import { checkGeometry } from '../../domain/geo/checks.ts';
import { LOT_IMPROVEMENTS } from '../../domain/entities/lot/improvements.ts';
import { checkValue } from '../../domain/validation/check-field.ts';
import type { UtmZone } from '../../domain/enums/geo.ts';

const NOW = new Date('2026-11-20T15:00:00Z');
const OPTIONS = { projects: 2, lots: 150, seed: 42, now: NOW };

async function withDemoAccounts(db: Db) {
  await db.insert(users).values([
    { sub: 'local|admin', email: ADMIN_EMAIL, name: 'Ana Souza', role: 'admin' },
    { sub: 'local|membro', email: MEMBER_EMAIL, name: 'Marcos Lima', role: 'member' },
  ]);
}

/** Everything the seed wrote, in a stable order (ids included: fresh databases agree). */
async function snapshot(db: Db) {
  return {
    projects: await db.select().from(projects).orderBy(asc(projects.id)),
    blocks: await db.select().from(blocks).orderBy(asc(blocks.id)),
    streets: await db.select().from(streets).orderBy(asc(streets.id)),
    // The public protocol is drawn by the database from its strong random source on purpose
    // (domain/registry/protocol.ts): unguessable, so never the same twice.
    lots: (await db.select().from(lots).orderBy(asc(lots.id))).map(({ protocol: _protocol, ...lot }) => lot),
    children: await db.select().from(children).orderBy(asc(children.id)),
    residents: await db.select().from(residents).orderBy(asc(residents.id)),
    events: await db.select().from(lotEvents).orderBy(asc(lotEvents.id)),
    procedure: (await db.select().from(procedureEvents).orderBy(asc(procedureEvents.id))).map(
      ({ created_at: _at, ...event }) => event,
    ),
    parties: (await db.select().from(notifiedParties).orderBy(asc(notifiedParties.id))).map(
      ({ created_at: _at, ...party }) => party,
    ),
    staff: await db
      .select({ email: users.email, name: users.name, role: users.role })
      .from(users)
      .orderBy(asc(users.id)),
  };
}

describe('seedDemoData', () => {
  let first: Database;
  let second: Database;
  let made: SeedResult;
  let data: Awaited<ReturnType<typeof snapshot>>;

  beforeAll(async () => {
    [first, second] = await Promise.all([freshDatabase(), freshDatabase()]);
    await withDemoAccounts(first.db);
    await withDemoAccounts(second.db);
    made = await seedDemoData(first.db, OPTIONS);
    data = await snapshot(first.db);
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
  });

  it('makes the projects and lots asked for, and reports what it made', () => {
    expect(made).toMatchObject({ projects: 2, lots: 150, staff: 5 });
    expect(data.projects).toHaveLength(2);
    expect(data.lots).toHaveLength(150);
    expect({ blocks: data.blocks.length, streets: data.streets.length, children: data.children.length }).toEqual({
      blocks: made.blocks,
      streets: made.streets,
      children: made.children,
    });
    expect(data.residents).toHaveLength(made.residents);
    expect(data.events).toHaveLength(made.events);
    expect(made.children).toBeGreaterThan(100);
    expect(new Set(data.lots.map((l) => l.status))).toEqual(new Set(['empty', 'incomplete', 'complete', 'to_review']));
  });

  it('places projects in real municipalities, one REURB and one MDR', () => {
    expect(data.projects.map((p) => p.project_class)).toEqual(['REURB', 'MDR']);
    for (const project of data.projects) {
      expect(CITIES.some((c) => c.name === project.city && c.state === project.state)).toBe(true);
    }
    for (const lot of data.lots) {
      const city = CITIES.find((c) => c.name === lot.cidade)!;
      const prefix = Number(lot.cep!.slice(0, 5));
      expect(prefix >= city.cep[0] && prefix <= city.cep[1], lot.cep!).toBe(true);
    }
  });

  it("draws each project's lots in its municipality's UTM zone, with no geometry finding (the demo's map and títulos)", () => {
    for (const project of data.projects) {
      const city = CITIES.find((c) => c.name === project.city)!;
      expect(project.utm_zone).toBe(city.zone);
      const blockIds = new Set(data.blocks.filter((b) => b.project_id === project.id).map((b) => b.id));
      const projectLots = data.lots.filter((l) => blockIds.has(l.block_id));
      const { issues } = checkGeometry(projectLots, { zone: project.utm_zone as UtmZone });
      expect(issues).toEqual([]);
    }
  });

  it('gives each project a cronograma físico, so that its CRF states it and its termo de compromisso prints', async () => {
    const schedules = await first.db.select({ schedule: projectSettings.works_schedule }).from(projectSettings);
    expect(schedules).toHaveLength(2);
    for (const { schedule } of schedules)
      expect(schedule).toMatch(/^Iluminação pública .*\nPavimentação .*\nRede coletora/);
  });

  it("names each project's mayor Prefeito or Prefeita by the drawn first name", async () => {
    const mayors = await first.db
      .select({ name: projectSettings.city_mayor_name, sex: projectSettings.city_mayor_sex })
      .from(projectSettings);
    expect(mayors).toHaveLength(2);
    for (const { name, sex } of mayors) {
      const given = name!
        .split(' ')
        .find((word) => FIRST_NAMES.female.includes(word) || FIRST_NAMES.male.includes(word));
      expect(sex, name!).toBe(FIRST_NAMES.female.includes(given!) ? 'Feminino' : 'Masculino');
    }
  });

  it('writes only valid CPF, NIS and CNPJ numbers', () => {
    const cpfs = [
      ...data.lots.flatMap((l) => [l.cpf, l.spouse_cpf]),
      ...data.children.map((c) => c.cpf),
      ...data.residents.map((r) => r.cpf),
    ].filter((v): v is string => v !== null);
    expect(cpfs.length).toBeGreaterThan(150);
    expect(cpfs.filter((cpf) => !isValidCpf(cpf))).toEqual([]);
    const nis = [...data.lots.flatMap((l) => [l.nis, l.companion_nis]), ...data.children.map((c) => c.nis)].filter(
      (v): v is string => v !== null,
    );
    expect(nis.filter((n) => !isValidPis(n))).toEqual([]);
    expect(data.lots.map((l) => l.cnpj).filter((c): c is string => c !== null && !isValidCnpj(c))).toEqual([]);
  });

  it('gives a married owner a spouse (with the sex), a stable union a companion, and nobody else either', () => {
    const married = data.lots.filter((l) => l.civil_status === 'Casado(a)');
    const union = data.lots.filter((l) => l.civil_status?.toLowerCase().includes('estável'));
    expect(married.length).toBeGreaterThan(10);
    expect(union.length).toBeGreaterThan(5);
    for (const lot of married) {
      expect(lot.spouse_name).toBeTruthy();
      expect(lot.marriage_date).toBeTruthy();
      // The partner's sex is on the Cônjuge tab too; the União estável section's fields stay empty.
      expect(lot.companion_sex).toBeTruthy();
      expect(lot.companion_civil_status).toBeNull();
      expect(lot.uniao_estavel_since).toBeNull();
    }
    for (const lot of union) {
      expect(lot.spouse_name).toBeTruthy();
      expect(lot.uniao_estavel_since).toBeTruthy();
      expect(lot.companion_sex).toBeTruthy();
      expect(lot.marriage_date).toBeNull();
    }
    for (const lot of data.lots.filter((l) => !married.includes(l) && !union.includes(l))) {
      expect(lot.spouse_name).toBeNull();
    }
  });

  it('fills improvements only on the MDR project', () => {
    const mdrProject = data.projects.find((p) => p.project_class === 'MDR')!.id;
    const hasImprovements = (l: (typeof data.lots)[number]) =>
      l.mdr_estabilidade_estrutura !== null || l.mdr_n_comodos !== null || l.mdr_material_paredes_externas.length > 0;
    expect(data.lots.filter((l) => l.project_id !== mdrProject && hasImprovements(l))).toEqual([]);
    const mdrLots = data.lots.filter((l) => l.project_id === mdrProject);
    expect(mdrLots.filter((l) => l.status === 'complete').every(hasImprovements)).toBe(true);
    expect(mdrLots.filter(hasImprovements).length).toBeGreaterThan(20);
  });

  it('draws improvements the lot form would accept: no option beside one that stands alone, no opposites', () => {
    const improved = data.lots.filter((l) => l.mdr_n_comodos !== null);
    const refused = improved.flatMap((lot) =>
      LOT_IMPROVEMENTS.filter((field) => field.type === 'multiChoice').flatMap((field) => {
        const checked = checkValue(field, lot[field.name as keyof typeof lot]);
        return checked.ok ? [] : [`${lot.name} ${field.name}: ${checked.message}`];
      }),
    );
    expect(improved.length).toBeGreaterThan(20);
    expect(refused).toEqual([]);
    // A house whose sewage says it has no bathroom has none.
    const noBathroom = improved.filter((l) => l.mdr_esgotamento_sanitario.includes('SEM BANHEIRO OU SANITÁRIO'));
    expect(noBathroom.map((l) => l.mdr_n_banheiros).filter((n) => n !== 0)).toEqual([]);
  });

  it('gives every house its built area, for the averbação of Decreto 9.310/2018 art. 72: twice the projection on a sobrado', () => {
    for (const lot of data.lots) {
      const floors = lot.street_complement === 'Sobrado' ? 2 : 1;
      expect(lot.area_construida, lot.name).toBeCloseTo(lot.area_projecao_edificacao! * floors, 2);
    }
    expect(data.lots.some((l) => l.street_complement === 'Sobrado')).toBe(true);
  });

  it('records who completed each lot and when, in the six weeks before now', () => {
    const staffIds = new Set(data.staff.map((_, i) => i + 1));
    const mdrProject = data.projects.find((p) => p.project_class === 'MDR')!.id;
    for (const lot of data.lots.filter((l) => l.status === 'complete')) {
      const kinds = data.events.filter((e) => e.lot_id === lot.id).map((e) => e.kind);
      expect(kinds).toContain('social_completed');
      expect(kinds).toContain('status_changed');
      if (lot.project_id === mdrProject) expect(kinds).toContain('improvements_completed');
    }
    for (const event of data.events) {
      expect(event.at.getTime()).toBeLessThanOrEqual(NOW.getTime());
      expect(event.at.getTime()).toBeGreaterThan(NOW.getTime() - 43 * 24 * 3600 * 1000);
      expect([0, 6]).not.toContain(event.at.getUTCDay());
      expect(staffIds.has(event.user_id!)).toBe(true);
    }
    expect(
      data.lots.filter((l) => l.status === 'empty').every((l) => !data.events.some((e) => e.lot_id === l.id)),
    ).toBe(true);
  });

  it("puts the first project's Reurb procedure under way, with notified parties in each state of their window", async () => {
    const [firstProject, secondProject] = data.projects;
    const today = todayInBrasilia(NOW);
    expect(data.procedure.map((e) => [e.project_id, e.stage, e.move])).toEqual([
      [firstProject!.id, 'requerimento', 'first'],
      [firstProject!.id, 'instauracao', 'next'],
      [firstProject!.id, 'classificacao', 'next'],
      [firstProject!.id, 'notificacao', 'next'],
    ]);
    expect(data.procedure.every((e) => e.date < today && e.user_name === 'Ana Souza')).toBe(true);
    expect(data.procedure.find((e) => e.stage === 'classificacao')!.modality).toBe('S');
    expect(data.parties.map((p) => [p.project_id, p.role, p.notice_method])).toEqual([
      [firstProject!.id, 'titular', 'ar'],
      [firstProject!.id, 'confrontante', 'ar'],
      [firstProject!.id, 'confrontante', 'edital'],
      [firstProject!.id, 'confrontante', 'ar'],
      [firstProject!.id, 'terceiro', null],
    ]);
    const documents = data.parties.map((p) => p.document).filter((d): d is string => d !== null);
    expect(documents.filter((d) => !(d.length === 14 ? isValidCnpj(d) : isValidCpf(d)))).toEqual([]);
    // The owner's 30 days passed in silence: the tacit agreement is recorded, as the daily job does.
    expect(data.parties[0]!.tacit_agreement_on).not.toBeNull();
    expect(data.parties.slice(1).every((p) => p.tacit_agreement_on === null)).toBe(true);
    const clocks = await projectDeadlines(first.db, firstProject!.id, NOW);
    const of = (name: string) => clocks.filter((c) => c.subject.includes(name));
    // The neighbour notified by AR 25 days ago: their window ends within the week (the dashboard's panel).
    expect(of(data.parties[1]!.name).map((c) => c.state)).toEqual(['due_soon']);
    // By edital: the count starts ten days after the last publication (Decreto 9.310/2018, art. 85, p.u.).
    const edital = of(data.parties[2]!.name);
    expect(edital).toHaveLength(1);
    expect(edital[0]!.starts_on).toBe(addDays(data.parties[2]!.notified_on!, 10));
    expect(data.parties[3]!.impugnation_on).not.toBeNull();
    expect(data.procedure.some((e) => e.project_id === secondProject!.id)).toBe(false);
  });

  it('makes membro a member of the first project only, and admin of none', async () => {
    const memberships = await first.db
      .select({ project: projectMembers.projectId, role: projectMembers.role, email: users.email })
      .from(projectMembers)
      .innerJoin(users, sql`${users.id} = ${projectMembers.userId}`);
    expect(memberships.filter((m) => m.email === MEMBER_EMAIL)).toEqual([
      { project: data.projects[0]!.id, role: 'member', email: MEMBER_EMAIL },
    ]);
    expect(memberships.filter((m) => m.email === ADMIN_EMAIL)).toEqual([]);
    expect(memberships.every((m) => m.role === 'member')).toBe(true);
  });

  it("gives each member the last activity of their work on the project's lots (issue 18)", async () => {
    const rows = await first.db.execute(sql`
      select m.last_activity_at as last, (select max(e.at) from lot_events e
        where e.project_id = m.project_id and e.user_id = m.user_id) as worked
      from project_members m`);
    const members = rowsOf<{ last: unknown; worked: unknown }>(rows);
    const worked = members.filter((m) => m.worked !== null);
    expect(worked.length).toBeGreaterThan(0);
    for (const m of worked) expect(new Date(m.last as string).getTime()).toBe(new Date(m.worked as string).getTime());
  });

  it('is deterministic: the same seed and date give the same data', async () => {
    await seedDemoData(second.db, OPTIONS);
    expect(await snapshot(second.db)).toEqual(data);
  });

  it('works without the demo accounts, seeds a first start once, and another seed gives other data', async () => {
    const third = await freshDatabase();
    try {
      const result = await seedDemoIfEmpty(third.db, { ...OPTIONS, seed: 43, lots: 40 });
      expect(result).toMatchObject({ projects: 2, lots: 40, staff: 5 });
      expect(await seedDemoIfEmpty(third.db)).toBeNull();
      const [row] = await third.db
        .select({ cpf: lots.cpf })
        .from(lots)
        .where(sql`${lots.cpf} is not null`)
        .orderBy(asc(lots.id))
        .limit(1);
      expect(data.lots.map((l) => l.cpf)).not.toContain(row!.cpf);
    } finally {
      await third.close();
    }
  });
});
