import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files } from '../../db/schema/index.ts';
import { bearer, testApp } from '../../test/app.ts';
import { PERSONA_EMAILS, createFixtures, type Fixtures } from '../../test/fixtures.ts';
import { projectSettingsEntity } from '../../../domain/entities/project-settings.ts';
import { storageKey } from '../../../domain/fields/entity.ts';
import { VALID_SETTINGS } from './test-values.ts';

let ctx: Awaited<ReturnType<typeof testApp>>;
let f: Fixtures;
const auth: Record<string, Record<string, string>> = {};

beforeAll(async () => {
  ctx = await testApp();
  f = await createFixtures(ctx.database.db);
  for (const [persona, email] of Object.entries(PERSONA_EMAILS)) auth[persona] = bearer(await ctx.tokenFor(email));
});
afterAll(() => ctx?.close());

const call = (method: 'GET' | 'PATCH', projectId: number, payload?: unknown, persona = 'projectAdmin') =>
  ctx.app.inject({
    method,
    url: `/api/projects/${projectId}/settings`,
    headers: auth[persona],
    ...(payload ? { payload } : {}),
  });

const logo = async (createdBy: number, projectId: number | null = null) =>
  (
    await ctx.database.db
      .insert(files)
      .values({
        storage_key: `test/logo-${Math.random()}`,
        original_name: 'brasão.png',
        mime: 'image/png',
        size: 10,
        sha256: 'a'.repeat(64),
        project_id: projectId,
        created_by: createdBy,
      })
      .returning()
  )[0].id;

describe('GET/PATCH /projects/{id}/settings', () => {
  it('answers every field null before the first save', async () => {
    const res = await call('GET', f.projectA);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: null, city_cnpj: null, titulo_description: null, city_logo: null });
  });

  it('refuses a first save without the required fields, naming each in Portuguese', async () => {
    const res = await call('PATCH', f.projectA, { city_adress: 'Rua A, 1' });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.message).toBe('Dados inválidos. Verifique os campos destacados.');
    expect(Object.keys(body.errors).sort()).toEqual(
      [
        'city_admin_process',
        'city_cnpj',
        'city_mayor_cpf',
        'city_mayor_name',
        'city_mayor_rg',
        'titulo_description',
      ].sort(),
    );
    expect(body.errors.city_cnpj).toBe('Campo obrigatório');
  });

  it('checks lengths, CPF and CNPJ, and refuses unknown fields', async () => {
    const res = await call('PATCH', f.projectA, {
      ...VALID_SETTINGS,
      city_mayor_name: 'Jo',
      city_mayor_cpf: '111.111.111-11',
      city_cnpj: '11.222.333/0001-00',
    });
    expect(res.statusCode).toBe(400);
    const { errors } = res.json();
    expect(errors.city_mayor_name).toBe('Mínimo de 3 caracteres');
    expect(errors.city_mayor_cpf).toBe('CPF inválido');
    expect(errors.city_cnpj).toBe('CNPJ inválido');
    const unknown = await call('PATCH', f.projectA, { ...VALID_SETTINGS, hack: 1 });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors.hack).toBeTruthy();
  });

  it('saves, reads back, and changes only what a later PATCH sends, with the logo linked to the project', async () => {
    const logoId = await logo(f.userIds.projectAdmin);
    const saved = await call('PATCH', f.projectA, {
      ...VALID_SETTINGS,
      city_logo_id: logoId,
      titulo_header_description: 'Estado de Minas Gerais',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      city_mayor_name: 'Conceição Araújo',
      city_logo_id: logoId,
      city_logo: { id: logoId, originalName: 'brasão.png' },
    });
    const later = await call('PATCH', f.projectA, {
      ...(saved.json() as Record<string, unknown>),
      titulo_additional_info: 'Registro no CRI.',
    });
    expect(later.json()).toMatchObject({ titulo_additional_info: 'Registro no CRI.' });
    const read = (await call('GET', f.projectA)).json();
    expect(read).toMatchObject({
      ...VALID_SETTINGS,
      city_cnpj: '11222333000181',
      city_mayor_cpf: '52998224725',
      titulo_additional_info: 'Registro no CRI.',
      titulo_header_description: 'Estado de Minas Gerais',
    });
    expect(read.id).toEqual(saved.json().id);
    // A required field cleared after the first save is still refused.
    const cleared = await call('PATCH', f.projectA, { titulo_description: null });
    expect(cleared.statusCode).toBe(400);
    expect(cleared.json().errors.titulo_description).toBe('Campo obrigatório');
  });

  it('answers every declared field, so what the documents read can be read back and edited', async () => {
    // The CRF's cronograma (Decreto 9.310/2018 art. 38, IV; art. 30, IX and § 1º), the título's
    // matrícula de origem and the studies' responsável técnico (art. 30, III; art. 21, § 3º):
    // stored by PATCH, and until 2026-12-06 left out of every answer.
    const documents = {
      works_schedule: 'Pavimentação em 18 meses',
      infrastructure_complete: false,
      origin_registration: '45.678',
      origin_registry_office: '2º Cartório de Registro de Imóveis de Campinas',
      professional_name: 'Célia Moraes Araújo',
      professional_title: 'Arquiteta e Urbanista',
      professional_registration: 'CAU A123456-7',
      professional_art_rrt: 'RRT 9876543',
      professional_public_servant: true,
    };
    const saved = await call('PATCH', f.projectA, { ...VALID_SETTINGS, ...documents });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject(documents);
    const read = (await call('GET', f.projectA)).json() as Record<string, unknown>;
    expect(read).toMatchObject(documents);
    for (const field of projectSettingsEntity.fields) expect(read, field.name).toHaveProperty(storageKey(field));
  });

  it("refuses someone else's file as the logo", async () => {
    const other = await logo(f.userIds.outsider);
    const res = await call('PATCH', f.projectA, { ...VALID_SETTINGS, city_logo_id: other });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.city_logo_id).toBeTruthy();
  });

  it('is for project admins: a member gets 403, an outsider 404, anonymous 401', async () => {
    expect((await call('GET', f.projectA, undefined, 'member')).statusCode).toBe(403);
    expect((await call('PATCH', f.projectA, VALID_SETTINGS, 'member')).statusCode).toBe(403);
    expect((await call('GET', f.projectA, undefined, 'outsider')).statusCode).toBe(404);
    expect((await call('PATCH', f.projectA, VALID_SETTINGS, 'outsider')).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/projects/${f.projectA}/settings` })).statusCode).toBe(401);
    expect((await call('GET', 999_999, undefined, 'globalAdmin')).statusCode).toBe(404);
  });
});
