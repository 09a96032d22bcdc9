import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lotEvents, lots, users } from '../db/schema/index.ts';
import { bearer, testApp } from '../test/app.ts';
import { PERSONA_EMAILS, createFixtures, type Fixtures } from '../test/fixtures.ts';

let ctx: Awaited<ReturnType<typeof testApp>>;
let f: Fixtures;
let lot2: number;
let memberId: number;
let adminOfA: number;
const auth: Record<string, Record<string, string>> = {};

beforeAll(async () => {
  ctx = await testApp();
  const { db } = ctx.database;
  f = await createFixtures(db);
  for (const [persona, email] of Object.entries(PERSONA_EMAILS)) auth[persona] = bearer(await ctx.tokenFor(email));
  const idOf = async (email: string) => (await db.select().from(users).where(eq(users.email, email)))[0].id;
  memberId = await idOf(PERSONA_EMAILS.member);
  adminOfA = await idOf(PERSONA_EMAILS.projectAdmin);
  await db.update(lots).set({ cpf: '12345678909' }).where(eq(lots.id, f.lotA));
  lot2 = (
    await db
      .insert(lots)
      .values({ name: 'Lote 002', block_id: f.blockA, project_id: f.projectA, owner_name: 'Rita Souza' })
      .returning()
  )[0].id;
  const event = (lot: number, project: number, kind: string, at: string, user: number | null) => ({
    lot_id: lot,
    project_id: project,
    kind,
    at: new Date(at),
    user_id: user,
  });
  await db.insert(lotEvents).values([
    // 01:30 UTC on the 10th is 22:30 on the 9th in São Paulo.
    event(f.lotA, f.projectA, 'social_completed', '2026-03-10T01:30:00Z', memberId),
    event(f.lotA, f.projectA, 'improvements_completed', '2026-03-09T18:00:00Z', memberId),
    // Counted once although repeated.
    event(f.lotA, f.projectA, 'social_completed', '2026-03-09T19:00:00Z', memberId),
    // 03:00 UTC on the 10th is midnight in São Paulo: the 10th.
    event(lot2, f.projectA, 'social_completed', '2026-03-10T03:00:00Z', memberId),
    event(lot2, f.projectA, 'improvements_completed', '2026-03-10T14:00:00Z', adminOfA),
    event(lot2, f.projectA, 'status_changed', '2026-03-10T15:00:00Z', adminOfA),
    // Another project's events never show in A.
    event(f.lotB, f.projectB, 'social_completed', '2026-03-10T12:00:00Z', memberId),
  ]);
});
afterAll(() => ctx?.close());

const get = (url: string, headers: Record<string, string> = auth.projectAdmin) =>
  ctx.app.inject({ method: 'GET', url: `/api${url}`, headers });

describe('GET /projects/{id}/completed-by-day', () => {
  it('counts the completed parts per local day and user from the events, newest day first', async () => {
    const res = await get(`/projects/${f.projectA}/completed-by-day`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      name: 'Núcleo Esperança',
      completed_lots_by_day: [
        { date: '2026-03-10', user_name: 'Gabriela Gestora', user_id: adminOfA, social: 0, benfeitorias: 1 },
        { date: '2026-03-10', user_name: 'Marcos Lima', user_id: memberId, social: 1, benfeitorias: 0 },
        { date: '2026-03-09', user_name: 'Marcos Lima', user_id: memberId, social: 1, benfeitorias: 1 },
      ],
    });
  });

  it('keeps the events of a removed user, without a name', async () => {
    await ctx.database.db.insert(lotEvents).values({
      lot_id: f.lotB,
      project_id: f.projectB,
      kind: 'improvements_completed',
      at: new Date('2026-03-01T12:00:00Z'),
    });
    const rows = (await get(`/projects/${f.projectB}/completed-by-day`, auth.globalAdmin)).json().completed_lots_by_day;
    expect(rows).toContainEqual({ date: '2026-03-01', user_name: null, user_id: null, social: 0, benfeitorias: 1 });
  });
});

describe('GET /projects/{id}/completed-by-user-and-date', () => {
  const lotsOf = async (query: string) => {
    const res = await get(`/projects/${f.projectA}/completed-by-user-and-date?${query}`);
    expect(res.statusCode).toBe(200);
    return res.json().data;
  };

  it("lists the user's lots of that local day with block, owner, CPF and the parts done", async () => {
    expect(await lotsOf('date=2026-03-09&user_name=Marcos%20Lima')).toEqual([
      {
        lot_id: f.lotA,
        lot_name: 'Lote 001',
        block_id: f.blockA,
        block_name: 'Quadra 01',
        owner_name: 'José da Silva',
        cpf: '12345678909',
        user_assignments: ['social', 'benfeitorias'],
      },
    ]);
    expect(await lotsOf('date=2026-03-10&user_name=Marcos%20Lima')).toEqual([
      {
        lot_id: lot2,
        lot_name: 'Lote 002',
        block_id: f.blockA,
        block_name: 'Quadra 01',
        owner_name: 'Rita Souza',
        cpf: null,
        user_assignments: ['social'],
      },
    ]);
  });

  it('filters by assignment_type (default both), by user id, and takes DD/MM/AAAA too', async () => {
    expect(await lotsOf('date=2026-03-10&user_name=Marcos%20Lima&assignment_type=benfeitorias')).toEqual([]);
    expect(
      (await lotsOf('date=2026-03-10&user_name=Gabriela%20Gestora&assignment_type=benfeitorias')).map(
        (l: { lot_id: number }) => l.lot_id,
      ),
    ).toEqual([lot2]);
    expect(
      (await lotsOf('date=2026-03-09&user_name=Marcos%20Lima&assignment_type=social'))[0].user_assignments,
    ).toEqual(['social', 'benfeitorias']);
    expect(await lotsOf(`date=2026-03-10&user_id=${adminOfA}`)).toHaveLength(1);
    expect(await lotsOf('date=10/03/2026')).toEqual([
      expect.objectContaining({ lot_id: lot2, user_assignments: ['social', 'benfeitorias'] }),
    ]);
    expect(await lotsOf('date=2026-03-11&user_name=Marcos%20Lima')).toEqual([]);
    expect(await lotsOf('date=2026-03-10&user_name=Ninguém')).toEqual([]);
  });

  it("a bad date is 400 'Data inválida'; a bad assignment_type 400", async () => {
    for (const date of ['2026-02-30', 'ontem', '', '2026-3-1']) {
      const res = await get(`/projects/${f.projectA}/completed-by-user-and-date?date=${date}&user_name=x`);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.date).toBe('Data inválida');
    }
    expect((await get(`/projects/${f.projectA}/completed-by-user-and-date?user_name=x`)).json().errors.date).toBe(
      'Data inválida',
    );
    const type = await get(`/projects/${f.projectA}/completed-by-user-and-date?date=2026-03-10&assignment_type=tudo`);
    expect(type.statusCode).toBe(400);
    expect(type.json().errors.assignment_type).toBe('Opção inválida');
  });
});

describe('progress is a project-admin screen', () => {
  const urls = (project: () => number) => [
    `/projects/${project()}/completed-by-day`,
    `/projects/${project()}/completed-by-user-and-date?date=2026-03-10`,
  ];

  it.each([0, 1])(
    'route %i: 401 anonymous, 404 outsider, 403 member, 200 project admin and global admin',
    async (i) => {
      const url = urls(() => f.projectA)[i];
      expect((await get(url, {})).statusCode).toBe(401);
      expect((await get(url, auth.outsider)).statusCode).toBe(404);
      expect((await get(url, auth.member)).statusCode).toBe(403);
      expect((await get(url, auth.projectAdmin)).statusCode).toBe(200);
      expect((await get(url, auth.globalAdmin)).statusCode).toBe(200);
      // A's admin asking about B, and anyone asking about a project that does not exist.
      expect((await get(urls(() => f.projectB)[i], auth.projectAdmin)).statusCode).toBe(404);
      expect((await get(urls(() => 999999)[i], auth.globalAdmin)).statusCode).toBe(404);
      expect((await get(urls(() => f.projectB)[i], auth.outsider)).statusCode).toBe(200);
    },
  );

  it('an id that is not a number is 400', async () => {
    expect((await get('/projects/abc/completed-by-day')).statusCode).toBe(400);
  });
});
