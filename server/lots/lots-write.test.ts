import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MESSAGES,
  maxChars,
  maxFiles,
  minChars,
  optionAlone,
  optionsOpposite,
} from '../../domain/validation/messages.ts';
import { files, lotEvents, lots } from '../db/schema/index.ts';
import { insertFile, lotWorld } from './test-kit.ts';

describe('POST /lots/create, PATCH and DELETE /lots/{id}', () => {
  let w: Awaited<ReturnType<typeof lotWorld>>;
  beforeAll(async () => {
    w = await lotWorld();
  });
  afterAll(() => w.ctx.close());

  it('creates from the short form; project_id follows the block; records the event', async () => {
    const { status, body } = await w.call('projectAdmin', 'POST', '/lots/create', {
      name: ' Lote 002 ',
      block_id: w.f.blockA,
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      name: 'Lote 002',
      block_id: w.f.blockA,
      project_id: w.f.projectA,
      status: 'incomplete',
      project_phase: 1,
    });
    expect(body.created_by).toBe(await w.userId('projectAdmin'));
    const events = await w.db.select().from(lotEvents).where(eq(lotEvents.lot_id, body.id));
    expect(events.map((e) => e.kind)).toEqual(['created']);
  });

  it('refuses a duplicate name in the block with 409, but not in another block', async () => {
    const again = await w.call('projectAdmin', 'POST', '/lots/create', { name: 'Lote 001', block_id: w.f.blockA });
    const duplicate = 'Já existe um lote com este nome nesta quadra.';
    expect(again).toEqual({ status: 409, body: { message: duplicate, errors: { name: duplicate } } });
    const other = await w.call('globalAdmin', 'POST', '/lots/create', { name: 'Lote 002', block_id: w.f.blockB });
    expect(other.status).toBe(200);
    expect(other.body.project_id).toBe(w.f.projectB);
  });

  it('create: project admin of the block’s project only; validation in Portuguese', async () => {
    expect((await w.call('member', 'POST', '/lots/create', { name: 'Lote 003', block_id: w.f.blockA })).status).toBe(
      403,
    );
    expect((await w.call('outsider', 'POST', '/lots/create', { name: 'Lote 003', block_id: w.f.blockA })).status).toBe(
      404,
    );
    expect(
      (await w.call('projectAdmin', 'POST', '/lots/create', { name: 'Lote 003', block_id: w.f.blockB })).status,
    ).toBe(404);
    expect((await w.call('projectAdmin', 'POST', '/lots/create', { name: 'Lote 003', block_id: 999999 })).status).toBe(
      404,
    );
    expect((await w.call('anonymous', 'POST', '/lots/create', { name: 'Lote 003', block_id: w.f.blockA })).status).toBe(
      401,
    );
    const missing = await w.call('projectAdmin', 'POST', '/lots/create', { name: 'Lo' });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toMatchObject({ name: minChars(3), block_id: MESSAGES.required });
    const unknown = await w.call('projectAdmin', 'POST', '/lots/create', {
      name: 'Lote 003',
      block_id: w.f.blockA,
      project_id: w.f.projectB,
      x: 1,
    });
    expect(unknown.status).toBe(400);
    expect(Object.values(unknown.body.errors)).toEqual(
      expect.arrayContaining([MESSAGES.readOnly, MESSAGES.unknownField]),
    );
    const huge = await w.call('projectAdmin', 'POST', '/lots/create', { name: 'L'.repeat(600), block_id: w.f.blockA });
    expect(huge.body.errors).toEqual({ name: maxChars(512) });
    const bigId = await w.call('projectAdmin', 'POST', '/lots/create', { name: 'Lote 003', block_id: 99999999999 });
    expect(bigId).toMatchObject({ status: 400, body: { errors: { block_id: MESSAGES.reference } } });
  });

  it('PATCH by a member normalises CPF, dates, money and phones', async () => {
    const { status, body } = await w.call('member', 'PATCH', `/lots/${w.f.lotA}`, {
      cpf: '529.982.247-25',
      birth_date: '01/02/1970',
      income: 'R$ 2.345,67',
      area: '1.234,5',
      cellphone_number: '11987654321',
      cep: '01310-100',
      beneficios_sociais: ['BOLSA FAMÍLIA'],
      deficiencia: null,
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      cpf: '52998224725',
      birth_date: '1970-02-01',
      income: 2345.67,
      area: 1234.5,
      cellphone_number: '(11) 98765-4321',
      cep: '01310100',
      beneficios_sociais: ['BOLSA FAMÍLIA'],
      deficiencia: false,
      updated_by: await w.userId('member'),
    });
  });

  it('PATCH answers domain messages keyed by field, refuses unknown and read-only keys', async () => {
    const bad = await w.call('member', 'PATCH', `/lots/${w.f.lotA}`, {
      cpf: '123',
      birth_date: '31/02/2020',
      email: 'ana@',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({
      cpf: 'Incompleto. Ex.: 123.456.789-09',
      birth_date: MESSAGES.date,
      email: MESSAGES.email,
    });
    expect((await w.call('member', 'PATCH', `/lots/${w.f.lotA}`, { cpf: '529.982.247-26' })).body.errors).toEqual({
      cpf: MESSAGES.cpf,
    });
    expect((await w.call('member', 'PATCH', `/lots/${w.f.lotA}`, { status: 'complete' })).body.errors).toEqual({
      status: MESSAGES.readOnly,
    });
    const unknown = await w.call('member', 'PATCH', `/lots/${w.f.lotA}`, { is_admin: true });
    expect(unknown.status).toBe(400);
    expect(Object.values(unknown.body.errors)).toContain(MESSAGES.unknownField);
    expect((await w.call('member', 'PATCH', `/lots/${w.f.lotA}`, { name: '' })).body.errors).toEqual({
      name: MESSAGES.required,
    });
    expect(
      (await w.call('member', 'PATCH', `/lots/${w.f.lotA}`, { observations: 'x'.repeat(30_000) })).body.errors,
    ).toEqual({
      observations: maxChars(20_000),
    });
    expect((await w.call('member', 'PATCH', `/lots/${w.f.lotA}`, { area: '99.999.999.999,00' })).status).toBe(400);
    expect((await w.call('member', 'PATCH', `/lots/${w.f.lotA}`, { answers: 'x' })).body.errors).toEqual({
      answers: MESSAGES.value,
    });
    expect((await w.call('member', 'PATCH', `/lots/${w.f.lotA}`, { mdr_n_comodos: 1e12 })).status).toBe(400);
    // Benfeitorias that contradict themselves: "no electricity" beside a meter, piped water and none.
    const contradicting = await w.call('member', 'PATCH', `/lots/${w.f.lotA}`, {
      mdr_instalacoes_eletricas: ['REDE PÚBLICA COM MEDIDOR PRÓPRIO', 'SEM ENERGIA ELÉTRICA'],
      mdr_instalacoes_hidrossanitarias: ['ÁGUA CANALIZADA NO DOMICÍLIO', 'SEM ÁGUA CANALIZADA'],
    });
    expect(contradicting.status).toBe(400);
    expect(contradicting.body.errors).toEqual({
      mdr_instalacoes_eletricas: optionAlone('SEM ENERGIA ELÉTRICA'),
      mdr_instalacoes_hidrossanitarias: optionsOpposite('ÁGUA CANALIZADA NO DOMICÍLIO', 'SEM ÁGUA CANALIZADA'),
    });
  });

  it('refuses a bathroom count beside "sem banheiro ou sanitário", as saved or as sent', async () => {
    const patch = (body: Record<string, unknown>) => w.call('member', 'PATCH', `/lots/${w.f.lotA}`, body);
    const refused = { mdr_n_banheiros: MESSAGES.bathroomsWithoutSanitation };
    const both = await patch({ mdr_esgotamento_sanitario: ['SEM BANHEIRO OU SANITÁRIO'], mdr_n_banheiros: 2 });
    expect([both.status, both.body.errors]).toEqual([400, refused]);
    // The count as saved, the sewage as sent; then the sewage as saved, the count as sent.
    expect((await patch({ mdr_n_banheiros: 1 })).status).toBe(200);
    expect((await patch({ mdr_esgotamento_sanitario: ['SEM BANHEIRO OU SANITÁRIO'] })).body.errors).toEqual(refused);
    expect((await patch({ mdr_n_banheiros: 0, mdr_esgotamento_sanitario: ['SEM BANHEIRO OU SANITÁRIO'] })).status).toBe(
      200,
    );
    expect((await patch({ mdr_n_banheiros: 1 })).body.errors).toEqual(refused);
    // A save of other fields is never refused for them.
    expect((await patch({ observations: 'Sem banheiro: usa o do vizinho.' })).status).toBe(200);
    expect((await patch({ mdr_esgotamento_sanitario: ['FOSSA SÉPTICA'], mdr_n_banheiros: 1 })).status).toBe(200);
  });

  it('keeps partner fields sent while the owner is single (the domain accepts them)', async () => {
    const { body } = await w.call('member', 'PATCH', `/lots/${w.f.lotA}`, {
      civil_status: 'Solteiro(a)',
      spouse_name: 'João Souza',
    });
    expect(body).toMatchObject({ civil_status: 'Solteiro(a)', spouse_name: 'João Souza' });
  });

  it('PATCH links files of the project or the user’s own uploads, and replaces other documents', async () => {
    const member = await w.userId('member');
    const own = await insertFile(w.db, null, member);
    const someoneElses = await insertFile(w.db, null, await w.userId('outsider'));
    const ofB = await insertFile(w.db, w.f.projectB, member);
    const docs = await Promise.all(Array.from({ length: 11 }, () => insertFile(w.db, w.f.projectA, member)));
    const call = (payload: Record<string, unknown>) => w.call('member', 'PATCH', `/lots/${w.f.lotA}`, payload);

    expect((await call({ rg_file_id: 999999 })).body.errors).toEqual({ rg_file_id: MESSAGES.file });
    expect((await call({ rg_file_id: someoneElses })).body.errors).toEqual({ rg_file_id: MESSAGES.file });
    expect((await call({ cpf_file_id: ofB })).body.errors).toEqual({ cpf_file_id: MESSAGES.file });
    expect((await call({ other_documents_files_ids: docs })).body.errors).toEqual({
      other_documents_files_ids: maxFiles(10),
    });

    const linked = await call({ rg_file_id: own, other_documents_files_ids: docs.slice(0, 3) });
    expect(linked.status).toBe(200);
    expect(linked.body.rg_file).toMatchObject({ id: own });
    expect(linked.body.other_documents_files_ids).toEqual(docs.slice(0, 3));
    const [file] = await w.db.select().from(files).where(eq(files.id, own));
    expect(file.project_id).toBe(w.f.projectA);

    const replaced = await call({ other_documents_files_ids: [docs[2], docs[5]], rg_file_id: null });
    expect(replaced.body).toMatchObject({
      other_documents_files_ids: [docs[2], docs[5]],
      rg_file_id: null,
      rg_file: null,
    });
    expect((await call({ other_documents_files_ids: [] })).body.other_documents_files).toEqual([]);
  });

  it('PATCH moves a lot only within its project, and refuses a duplicate name', async () => {
    expect((await w.call('member', 'PATCH', `/lots/${w.f.lotA}`, { block_id: w.f.blockB })).body.errors).toEqual({
      block_id: 'A quadra deve pertencer ao projeto do lote.',
    });
    const created = await w.call('projectAdmin', 'POST', '/lots/create', { name: 'Lote 010', block_id: w.f.blockA });
    const dup = await w.call('member', 'PATCH', `/lots/${created.body.id}`, { name: 'Lote 001' });
    const duplicate = 'Já existe um lote com este nome nesta quadra.';
    expect(dup).toEqual({ status: 409, body: { message: duplicate, errors: { name: duplicate } } });
  });

  it('PATCH: 404 outside one’s projects, 401 anonymous, 400 bad id', async () => {
    expect((await w.call('outsider', 'PATCH', `/lots/${w.f.lotA}`, { n_selagem: '1' })).status).toBe(404);
    expect((await w.call('projectAdmin', 'PATCH', `/lots/${w.f.lotB}`, { n_selagem: '1' })).status).toBe(404);
    expect((await w.call('anonymous', 'PATCH', `/lots/${w.f.lotA}`, { n_selagem: '1' })).status).toBe(401);
    expect((await w.call('member', 'PATCH', '/lots/abc', { n_selagem: '1' })).status).toBe(400);
    expect((await w.call('member', 'PATCH', '/lots/999999', { n_selagem: '1' })).status).toBe(404);
  });

  it('DELETE: project admin only, answers {id}', async () => {
    const created = await w.call('projectAdmin', 'POST', '/lots/create', { name: 'Lote 020', block_id: w.f.blockA });
    const id = created.body.id;
    expect((await w.call('member', 'DELETE', `/lots/${id}`)).status).toBe(403);
    expect((await w.call('outsider', 'DELETE', `/lots/${id}`)).status).toBe(404);
    expect((await w.call('projectAdmin', 'DELETE', `/lots/${w.f.lotB}`)).status).toBe(404);
    expect(await w.call('projectAdmin', 'DELETE', `/lots/${id}`)).toEqual({ status: 200, body: { id } });
    expect((await w.call('projectAdmin', 'GET', `/lots/${id}`)).status).toBe(404);
    expect((await w.call('projectAdmin', 'DELETE', `/lots/${id}`)).status).toBe(404);
    const rows = await w.db
      .select()
      .from(lots)
      .where(and(eq(lots.id, id)));
    expect(rows).toEqual([]);
  });
});
