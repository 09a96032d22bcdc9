import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blocks, children, projectMembers, projects, residents, lots } from '../db/schema/index.ts';
import { renderPool } from '../render/pool.ts';
import { bearer, testApp } from '../test/app.ts';
import { createFixtures, PERSONA_EMAILS, type Fixtures } from '../test/fixtures.ts';
import { EMPTY_FILTER } from './filters.ts';
import { money } from './format.ts';
import { pdfText } from './test-kit.ts';
import { box, raster } from '../studies/test-kit.ts';
import { improvementStats } from './improvement-stats.ts';
import { cents, householdStats, projectFigures, selectionFigures } from './stats.ts';

/**
 * One statistics module for every report (stats.ts): the same project's families, residents
 * and incomes are computed once per report — socio-economic, technical, preliminary study and
 * productivity — read back from each generated PDF, and compared, to the cent.
 *
 * The project: a married holder with a resident child, a child living elsewhere, another
 * resident and a residents row that repeats the holder (never counted); a stable union with
 * no registered income for the partner; a holder living alone without income; a lot with no
 * holder whose child must not count; a lot whose holder's name is blank.
 */
let ctx: Awaited<ReturnType<typeof testApp>>;
let f: Fixtures;
let projectId: number;
let admin: Record<string, string>;
let mdrProject: number;

const EXPECTED = {
  families: 3,
  residents: 7, // 4 + 2 + 1
  totalIncome: 3000.48, // 1000,10 + 500,05 + 300,33 | 1200 | 0
  averageIncome: 1000.16,
  perCapitaIncome: 428.64,
};

beforeAll(async () => {
  ctx = await testApp();
  const { db } = ctx.database;
  f = await createFixtures(db);
  admin = bearer(await ctx.tokenFor(PERSONA_EMAILS.projectAdmin));
  const [project] = await db
    .insert(projects)
    .values({ name: 'Núcleo Estatística', city: 'Campinas', state: 'SP' })
    .returning();
  projectId = project.id;
  await db.insert(projectMembers).values({ projectId, userId: f.userIds.projectAdmin, role: 'admin' });
  const [block] = await db.insert(blocks).values({ name: 'Quadra 01', project_id: projectId }).returning();
  const lot = (values: Partial<typeof lots.$inferInsert>) =>
    db
      .insert(lots)
      .values({ name: 'x', block_id: block.id, project_id: projectId, ...values })
      .returning({ id: lots.id })
      .then(([row]) => row.id);
  const married = await lot({
    name: 'Lote 001',
    status: 'complete',
    owner_name: 'João Araújo',
    civil_status: 'Casado(a)',
    income: 1000.1,
    spouse_name: 'Márcia Araújo',
    companion_income: 500.05,
  });
  await db.insert(children).values([
    { lot_id: married, name: 'Ana Araújo', resident: true, income: 0 },
    { lot_id: married, name: 'Pedro Araújo', resident: false, income: 800 },
  ]);
  await db.insert(residents).values([
    { lot_id: married, name: 'Sebastião Souza', resident: true, resident_type: 'other', income: 300.33 },
    { lot_id: married, name: 'João Araújo', resident: true, resident_type: 'owner', income: 1000.1 },
  ]);
  await lot({
    name: 'Lote 002',
    owner_name: 'Inês Brandão',
    civil_status: 'Solteiro(a) em união estável',
    income: 1200,
    spouse_name: 'Carlos Brandão',
  });
  await lot({ name: 'Lote 003', status: 'complete', owner_name: 'Zélia Souza', civil_status: 'Solteiro(a)' });
  const empty = await lot({ name: 'Lote 004' });
  await db.insert(children).values({ lot_id: empty, name: 'Sem titular', resident: true, income: 100 });
  await lot({ name: 'Lote 005', owner_name: '   ', income: 700 });
  // An MDR project: three families with their benfeitorias and a lot with no holder.
  const [mdr] = await db
    .insert(projects)
    .values({ name: 'Vila Benfeitoria', city: 'Salvador', state: 'BA', project_class: 'MDR' })
    .returning();
  mdrProject = mdr.id;
  await db.insert(projectMembers).values({ projectId: mdrProject, userId: f.userIds.projectAdmin, role: 'admin' });
  const [mdrBlock] = await db.insert(blocks).values({ name: 'Quadra 01', project_id: mdrProject }).returning();
  const house = (name: string, values: Partial<typeof lots.$inferInsert>) =>
    db
      .insert(lots)
      .values({ name, block_id: mdrBlock.id, project_id: mdrProject, status: 'complete', ...values })
      .returning({ id: lots.id })
      .then(([row]) => row.id);
  // Four people in one bedroom: crowded (more than three per bedroom).
  const crowded = await house('Lote 001', {
    owner_name: 'Raimundo Nonato',
    civil_status: 'Casado(a)',
    spouse_name: 'Francisca Nonato',
    mdr_n_comodos: 3,
    mdr_n_banheiros: 1,
    mdr_n_moradores_por_comodo: 1,
    mdr_cobertura: 'TELHA',
    mdr_piso: 'CIMENTO',
    mdr_material_paredes_externas: ['ALVERNARIA COM REVESTIMENTO'],
    mdr_instalacoes_eletricas: ['REDE PÚBLICA COM MEDIDOR COMPARTILHADO', 'INSTALAÇÃO APARENTE'],
    mdr_instalacoes_hidrossanitarias: ['REDE PÚBLICA DE ABASTECIMENTO'],
    mdr_banheiros_condicoes: 'INADEQUADAS',
  });
  await db.insert(children).values([
    { lot_id: crowded, name: 'Caio Nonato', resident: true },
    { lot_id: crowded, name: 'Davi Nonato', resident: true },
  ]);
  await house('Lote 002', {
    owner_name: 'Antônia Lima',
    civil_status: 'Solteiro(a)',
    mdr_n_comodos: 7,
    mdr_n_banheiros: 0,
    mdr_n_moradores_por_comodo: 2,
    mdr_cobertura: 'TELHA',
    mdr_piso: 'TERRA',
    mdr_material_paredes_externas: ['TAIPA REVESTIDA'],
  });
  await house('Lote 003', { owner_name: 'Benedito Lima', mdr_cobertura: 'ZINCO' });
  await house('Lote 004', { mdr_cobertura: 'ZINCO', mdr_n_comodos: 2 });
  await renderPool().warm();
}, 180_000);
afterAll(() => ctx?.close());

const get = (url: string) => ctx.app.inject({ method: 'GET', url: `/api/projects/${projectId}${url}`, headers: admin });

async function pdf(url: string): Promise<string> {
  const res = await get(url);
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  return (await pdfText(res.rawPayload)).text.replace(/\s+/g, ' ');
}

/** "R$ 1.000,16" as printed (the no-break space after R$ read back as a space). */
const printed = (value: number) => money(value).replace(/\s/g, ' ');
const number = (text: string, pattern: RegExp): string => {
  const found = pattern.exec(text);
  if (!found) throw new Error(`${pattern} not found in: ${text.slice(0, 600)}`);
  return found[1];
};

describe('one statistics module for every report', () => {
  it('counts families (lots with a holder) and residents once, and rounds the averages to the cent once', async () => {
    const { db } = ctx.database;
    const all = { ...EMPTY_FILTER, include_incomplete: true };
    expect(await projectFigures(db, projectId)).toEqual(EXPECTED);
    expect(await selectionFigures(db, all, [projectId])).toEqual(EXPECTED);
    const stats = await householdStats(db, all, [projectId]);
    expect([stats.households, stats.people, stats.averageIncome, stats.perCapitaIncome]).toEqual([
      3, 7, 1000.16, 428.64,
    ]);
    // Distributions are over the same people: the sexes (all unregistered) add up to the residents.
    const sex = stats.distributions.find((d) => d.title === 'Sexo')!;
    expect(sex.rows.reduce((s, r) => s + r.count, 0)).toBe(7);
    // The default filter (complete lots only) is a smaller, still consistent, selection.
    const complete = await selectionFigures(db, EMPTY_FILTER, [projectId]);
    expect(complete).toEqual({
      families: 2,
      residents: 5,
      totalIncome: 1800.48,
      averageIncome: 900.24,
      perCapitaIncome: 360.1,
    });
    expect(cents(2.675)).toBe(2.68);
    expect(cents(1000 / 3)).toBe(333.33);
  });

  it('prints the same figures, to the cent, in the socio-economic, technical, preliminary and productivity PDFs', async () => {
    const [families, residentsCount] = [String(EXPECTED.families), String(EXPECTED.residents)];
    const average = printed(EXPECTED.averageIncome);
    const perCapita = printed(EXPECTED.perCapitaIncome);

    const socio = await pdf('/socioeconomic-report?complete=false');
    expect(number(socio, /(\d+) Famílias /)).toBe(families);
    expect(number(socio, /(\d+) Moradores /)).toBe(residentsCount);
    expect(number(socio, /(R\$ [\d.,]+) Renda familiar média/)).toBe(average);
    expect(number(socio, /(R\$ [\d.,]+) Renda per capita/)).toBe(perCapita);

    const saved = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/projects/${projectId}/relatorio-tecnico/answers`,
      headers: admin,
      payload: { answers: { instrumento: 'Legitimação fundiária' } },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const technical = await pdf('/relatorio-tecnico/pdf');
    expect(number(technical, /abriga (\d+) famílias cadastradas/)).toBe(families);
    expect(number(technical, /com (\d+) moradores/)).toBe(residentsCount);
    expect(number(technical, /renda familiar média apurada no cadastro social é de (R\$ [\d.,]+)\./)).toBe(average);

    const preliminary = await pdf('/relatorio-preliminar/pdf');
    expect(number(preliminary, /(\d+) Famílias cadastradas/)).toBe(families);
    expect(number(preliminary, /(\d+) Moradores/)).toBe(residentsCount);
    expect(number(preliminary, /(R\$ [\d.,]+) Renda familiar média/)).toBe(average);
    expect(number(preliminary, /(R\$ [\d.,]+) Renda per capita/)).toBe(perCapita);

    const productivity = await pdf('/user-assignment-report?complete=false');
    expect(number(productivity, /(\d+) Famílias/)).toBe(families);
    expect(number(productivity, /(\d+) Moradores/)).toBe(residentsCount);
  });
});

describe('MDR benfeitorias summary of the socio-economic report', () => {
  const all = { ...EMPTY_FILTER, include_incomplete: true };

  it('summarises the families’ houses: walls, rooms, bathrooms, roof, floor, electricity, water and crowding', async () => {
    const list = await improvementStats(ctx.database.db, all, [mdrProject]);
    const rows = (title: string) =>
      Object.fromEntries(list.find((d) => d.title.startsWith(title))!.rows.map((r) => [r.label, r.count]));
    expect(list.every((d) => d.base === 3)).toBe(true); // the lot with no holder is no family
    expect(rows('Cobertura')).toEqual({ TELHA: 2, ZINCO: 1 });
    expect(rows('Piso')).toEqual({ TERRA: 1, CIMENTO: 1, 'Não informado': 1 });
    expect(rows('Material das paredes externas')).toEqual({
      'ALVENARIA COM REVESTIMENTO': 1,
      'TAIPA REVESTIDA': 1,
      'Não informado': 1,
    });
    expect(rows('Número de cômodos')).toMatchObject({ '3 cômodos': 1, '6 cômodos ou mais': 1, 'Não informado': 1 });
    expect(rows('Número de banheiros')).toMatchObject({ 'Nenhum banheiro': 1, '1 banheiro': 1 });
    expect(rows('Instalações elétricas')).toMatchObject({
      'REDE PÚBLICA COM MEDIDOR COMPARTILHADO': 1,
      'INSTALAÇÃO APARENTE': 1,
      'Não informado': 2,
    });
    // 4 residents in 1 bedroom; 1 resident in 2 bedrooms; no bedrooms registered.
    expect(rows('Moradores por dormitório')).toMatchObject({
      'Até 1 morador por dormitório': 1,
      'Mais de 3 (adensamento excessivo)': 1,
      'Não informado': 1,
    });
    // A REURB project has no benfeitorias summary.
    expect(await improvementStats(ctx.database.db, all, [projectId])).toEqual([]);
  });

  it('prints it in the MDR project’s PDF as vector bar charts (no images), and never in a REURB project’s', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/projects/${mdrProject}/socioeconomic-report?complete=false`,
      headers: admin,
    });
    expect(res.statusCode).toBe(200);
    const { pageTexts } = await pdfText(res.rawPayload);
    const page = pageTexts.findIndex((t) => t.includes('Benfeitorias (MDR)'));
    expect(page).toBeGreaterThanOrEqual(0);
    const text = pageTexts.slice(page).join(' ').replace(/\s+/g, ' ');
    expect(text).toContain('Benfeitorias (MDR) — 3 famílias');
    for (const part of [
      'Cobertura',
      'TELHA',
      '2 (66,7%)',
      'Mais de 3 (adensamento excessivo)',
      'Instalações elétricas',
    ]) {
      expect(text).toContain(part);
    }
    // The long category wraps instead of being cut.
    expect(text).toMatch(/REDE PÚBLICA COM MEDIDOR ?COMPARTILHADO/);
    expect(res.rawPayload.toString('latin1')).not.toContain('/Subtype /Image');
    // The bars are filled paths in the accent blue.
    const px = await raster(res.rawPayload, page + 1);
    const blue = box(px, (r, g, b) => r < 60 && g > 60 && g < 100 && b > 120);
    expect(blue.count).toBeGreaterThan(500);

    expect(await pdf('/socioeconomic-report?complete=false')).not.toContain('Benfeitorias (MDR)');
  });
});
