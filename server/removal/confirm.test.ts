import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  appAccountLots,
  appAccounts,
  children,
  dataRemovalEvents,
  dataRemovalRequests,
  files,
  lotAnonymisations,
  lotOtherDocuments,
  lots,
  removalReviews,
  residents,
} from '../db/schema/index.ts';
import { recordLegacyEmission } from '../emissions/legacy.ts';
import { fileStorage } from '../files/storage.ts';
import { REMOVAL_MESSAGES } from '../http/data-removal.ts';
import { bearer } from '../test/app.ts';
import { PERSONA_EMAILS } from '../test/fixtures.ts';
import { REMOVED_OWNER_NAME } from './erase.ts';
import { tokenHash } from './secrets.ts';
import { storedFile } from '../files/test-kit.ts';
import { appAccount, mailTo, removalWorld, tokenIn } from './test-kit.ts';

const JOANA = 'joana.pereira@exemplo.com.br';
const JOANA_CPF = '52998224725';

/**
 * Joana answered in the app for lot A as its owner (the lot also has her e-mail and CPF), for
 * lot 4 as a daughter (a child row) and for lot 5 as its owner, whose title was emitted (legal
 * hold). Staff recorded her CPF as the spouse in lot 2 and as a resident in lot 3 (project B):
 * those are matches for review, not hers to erase (issue 12, finding 1).
 */
async function joanasWorld() {
  const w = await removalWorld();
  const { db, f, ctx } = w;
  const ownerRg = await storedFile(ctx, f.projectA);
  const marriage = await storedFile(ctx, f.projectA);
  const other = await storedFile(ctx, f.projectA);
  const spouseRg = await storedFile(ctx, f.projectA);
  const childCert = await storedFile(ctx, f.projectA);
  await db
    .update(lots)
    .set({
      owner_name: 'Joana Pereira',
      email: JOANA,
      cpf: JOANA_CPF,
      rg: '12.345.678-9',
      birth_date: '1980-08-15',
      cellphone_number: '(11) 98765-4321',
      owner_mother_name: 'Rosa Pereira',
      civil_status: 'Casado(a)',
      beneficios_sociais: ['BOLSA FAMÍLIA'],
      deficiencia: true,
      deficiencia_desc: 'Baixa visão',
      observations: 'Mora com o marido e a filha.',
      answers: { renda_familiar: 'até 2 salários' },
      street_address: 'Rua das Flores',
      area: 125.5,
      spouse_name: 'Carlos Pereira',
      spouse_cpf: '11144477735',
      rg_file_id: ownerRg.id,
      marriage_cert_file_id: marriage.id,
      spouse_rg_file_id: spouseRg.id,
    })
    .where(eq(lots.id, f.lotA));
  await db
    .insert(lotOtherDocuments)
    .values({ lot_id: f.lotA, field: 'other_documents_files', file_id: other.id, slot: 0 });
  await db
    .update(children)
    .set({ mother_name: 'joana pereira ', father_name: 'Carlos Pereira' })
    .where(eq(children.id, f.childA));
  const lot = async (name: string, block: number, project: number, values: Record<string, unknown>) =>
    (
      await db
        .insert(lots)
        .values({ name, block_id: block, project_id: project, ...values })
        .returning({ id: lots.id })
    )[0].id;
  const lot2 = await lot('Lote 002', f.blockA, f.projectA, {
    owner_name: 'Pedro Alves',
    cpf: '39053344705',
    spouse_name: 'Joana Pereira',
    spouse_cpf: JOANA_CPF,
    companion_nis: '12345678919',
  });
  const lot3 = await lot('Lote 002', f.blockB, f.projectB, { owner_name: 'Maria Souza' });
  const [resident] = await db
    .insert(residents)
    .values({ lot_id: lot3, name: 'Joana Pereira', cpf: JOANA_CPF })
    .returning({ id: residents.id });
  const [neighbour] = await db
    .insert(residents)
    .values({ lot_id: lot3, name: 'Tião Souza' })
    .returning({ id: residents.id });
  const lot4 = await lot('Lote 004', f.blockA, f.projectA, { owner_name: 'Rosa Pereira' });
  const [daughter] = await db
    .insert(children)
    .values({ lot_id: lot4, name: 'Joana Pereira', birth_certificate_file_id: childCert.id })
    .returning({ id: children.id });
  const lot5 = await lot('Lote 005', f.blockB, f.projectB, {
    owner_name: 'Joana Pereira',
    email: JOANA,
    cpf: JOANA_CPF,
  });
  await recordLegacyEmission(db, {
    projectId: f.projectB,
    kind: 'titulo-legitimacao',
    lotIds: [lot5],
    at: new Date(),
    userId: null,
  });
  const account = await appAccount(db, 'Joana.Pereira@exemplo.com.br', [
    { lot_id: f.lotA, role: 'owner' },
    { lot_id: lot4, role: 'child', child_id: daughter.id },
    { lot_id: lot5, role: 'owner' },
  ]);
  const keys = {
    ownerRg: ownerRg.key,
    marriage: marriage.key,
    other: other.key,
    spouseRg: spouseRg.key,
    childCert: childCert.key,
  };
  return {
    ...w,
    lot2,
    lot3,
    lot4,
    lot5,
    resident: resident.id,
    neighbour: neighbour.id,
    daughter: daughter.id,
    account,
    keys,
  };
}

describe('POST /api/data-removal-confirm', () => {
  let w: Awaited<ReturnType<typeof joanasWorld>>;
  let token: string;
  beforeAll(async () => {
    w = await joanasWorld();
    await w.request(JOANA);
    token = tokenIn(await mailTo(w.outbox, JOANA));
  });
  afterAll(() => w.ctx.close());

  it('removes the app account and what it answered for, in one call, and queues what staff recorded', async () => {
    const answer = await w.confirm(token);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ message: 'Conta removida com sucesso', under_review: true });
    const { db, f } = w;
    expect(await db.select().from(appAccounts)).toEqual([]);
    expect(await db.select().from(appAccountLots)).toEqual([]);

    const [a] = await db.select().from(lots).where(eq(lots.id, f.lotA));
    expect(a).toMatchObject({
      owner_name: REMOVED_OWNER_NAME,
      email: null,
      cpf: null,
      rg: null,
      birth_date: null,
      cellphone_number: null,
      owner_mother_name: null,
      civil_status: null,
      beneficios_sociais: [],
      deficiencia: false,
      deficiencia_desc: null,
      observations: null,
      answers: {},
      rg_file_id: null,
      marriage_cert_file_id: null,
      updated_by: null,
    });
    // The property stays; so does her husband's own data, a different person.
    expect(a).toMatchObject({
      street_address: 'Rua das Flores',
      area: 125.5,
      spouse_name: 'Carlos Pereira',
      spouse_cpf: '11144477735',
    });
    expect(a.spouse_rg_file_id).not.toBeNull();
    expect(await db.select().from(lotOtherDocuments).where(eq(lotOtherDocuments.lot_id, f.lotA))).toEqual([]);
    const [daughterOfA] = await db.select().from(children).where(eq(children.id, f.childA));
    expect(daughterOfA).toMatchObject({ name: 'Ana da Silva', mother_name: null, father_name: 'Carlos Pereira' });

    // Staff-held matches by CPF stay until their projects' admins decide.
    const [two] = await db.select().from(lots).where(eq(lots.id, w.lot2));
    expect(two).toMatchObject({
      owner_name: 'Pedro Alves',
      cpf: '39053344705',
      spouse_name: 'Joana Pereira',
      spouse_cpf: JOANA_CPF,
      companion_nis: '12345678919',
    });
    expect((await db.select().from(residents).where(eq(residents.lot_id, w.lot3))).map((r) => r.id)).toEqual([
      w.resident,
      w.neighbour,
    ]);
    const reviews = await db.select().from(removalReviews).orderBy(removalReviews.id);
    expect(reviews.map((r) => [r.project_id, r.lot_id, r.target, r.target_id, r.matched_by, r.decision])).toEqual([
      [f.projectA, w.lot2, 'spouse', null, ['cpf'], null],
      [f.projectB, w.lot3, 'resident', w.resident, ['cpf'], null],
    ]);
    for (const r of reviews) expect(r.due_at.getTime() - r.created_at.getTime()).toBe(15 * 24 * 3600 * 1000);
    expect(await db.select().from(children).where(eq(children.id, w.daughter))).toEqual([]);
    expect((await db.select().from(residents).where(eq(residents.id, f.residentA))).length).toBe(1);
  });

  it('keeps the lot whose title was emitted (legal hold) and says so in the confirmation e-mail', async () => {
    const [five] = await w.db.select().from(lots).where(eq(lots.id, w.lot5));
    expect(five).toMatchObject({ owner_name: 'Joana Pereira', email: JOANA, cpf: JOANA_CPF });
    const done = await mailTo(w.outbox, JOANA, 2);
    expect(done.headers['subject']).toBe(
      'Seu pedido de remoção de dados: o que foi feito e o que está em análise - REURB Gestão',
    );
    expect(done.text).toContain(
      'a sua conta no aplicativo de cadastro foi excluída e os dados que você informou por ela foram apagados (2 registros)',
    );
    expect(done.text).toMatch(
      /estão em análise pela prefeitura.*até 15 dias, até \d\d\/\d\d\/\d{4} \(LGPD, art\. 19, II\)/s,
    );
    expect(done.text).toContain(
      'Foram mantidos os dados de um lote cuja Certidão de Regularização Fundiária (CRF) ou título já foi emitido:',
    );
    expect(done.text).toContain('- Lote 005, Quadra 01, projeto Vila União');
    expect(done.text).toContain('art. 16, I');
    expect(done.html).toContain('Lote 005, Quadra 01, projeto Vila União');
  });

  it('deletes the erased records’ files from the database and from storage, and keeps the others', async () => {
    const storage = fileStorage(w.ctx.config);
    for (const key of [w.keys.ownerRg, w.keys.marriage, w.keys.other, w.keys.childCert])
      expect(await storage.exists(key)).toBe(false);
    expect(await storage.exists(w.keys.spouseRg)).toBe(true);
    const left = await w.db
      .select({ key: files.storage_key })
      .from(files)
      .where(inArray(files.storage_key, Object.values(w.keys)));
    expect(left.map((r) => r.key)).toEqual([w.keys.spouseRg]);
  });

  it('records the removal without personal data, and marks each lot it touched', async () => {
    const events = await w.db.select().from(dataRemovalEvents).orderBy(dataRemovalEvents.id);
    expect(events.map((e) => [e.kind, e.outcome])).toEqual([
      ['requested', 'link_issued'],
      ['removed', 'removed'],
    ]);
    expect(events[1].detail).toEqual({
      account: 1,
      owner: 1,
      spouse: 0,
      children: 1,
      residents: 0,
      files: 4,
      kept_lots: 1,
      notified_parties: 0,
      review: 2,
    });
    expect(events[1].address_hash).toBe(events[0].address_hash);
    const requests = await w.db.select().from(dataRemovalRequests);
    expect(requests.map((r) => [r.email, r.used_at instanceof Date])).toEqual([[null, true]]);
    const record = JSON.stringify([
      events,
      requests,
      await w.db.select().from(lotAnonymisations),
      await w.db.select().from(removalReviews),
    ]);
    expect(record).not.toMatch(/joana|pereira|exemplo|52998224725/i);
    const marks = await w.db.select().from(lotAnonymisations).orderBy(lotAnonymisations.lot_id);
    expect(marks.map((m) => [m.lot_id, m.parts, m.event_id])).toEqual([
      [w.f.lotA, ['owner'], events[1].id],
      [w.lot4, ['children'], events[1].id],
    ]);
  });

  it('shows project admins on the lot when its data was anonymised', async () => {
    const token = await w.ctx.tokenFor(PERSONA_EMAILS.projectAdmin);
    const get = async (id: number) =>
      (await w.ctx.app.inject({ url: `/api/lots/${id}`, headers: bearer(token) })).json();
    const [mark] = await w.db.select().from(lotAnonymisations).where(eq(lotAnonymisations.lot_id, w.f.lotA));
    expect((await get(w.f.lotA)).anonymised_at).toBe(mark.anonymised_at.toISOString());
    const untouched = await w.db
      .insert(lots)
      .values({ name: 'Lote 009', block_id: w.f.blockA, project_id: w.f.projectA })
      .returning();
    expect((await get(untouched[0].id)).anonymised_at).toBeNull();
  });

  it('works once: the link used again is refused with 410 and recorded', async () => {
    expect(await w.confirm(token)).toEqual({ status: 410, body: { message: REMOVAL_MESSAGES.used } });
    const [last] = await w.db.select().from(dataRemovalEvents).orderBy(dataRemovalEvents.id).limit(1).offset(2);
    expect([last.kind, last.outcome]).toEqual(['refused', 'used']);
  });
});

describe('POST /api/data-removal-confirm with a bad, expired or superseded link', () => {
  let w: Awaited<ReturnType<typeof removalWorld>>;
  beforeAll(async () => {
    w = await removalWorld();
    await appAccount(w.db, 'rafa@exemplo.com.br');
  });
  afterAll(() => w.ctx.close());

  it('refuses a token that was never issued, or is malformed, with 400', async () => {
    for (const token of ['A'.repeat(43), 'curto', 'x'.repeat(5000), '../../etc/passwd']) {
      expect(await w.confirm(token)).toEqual({ status: 400, body: { message: REMOVAL_MESSAGES.invalid } });
    }
    const empty = await w.post('/data-removal-confirm', { token: '' });
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual({ token: 'Campo obrigatório' });
    expect((await w.post('/data-removal-confirm', { token: 'A'.repeat(43), confirmar: true })).body.errors).toEqual({
      confirmar: 'Campo desconhecido',
    });
    expect(await w.db.select().from(dataRemovalEvents)).toEqual([]);
  });

  it('refuses an expired link with 410, removes nothing, and forgets the address', async () => {
    await w.request('rafa@exemplo.com.br');
    const token = tokenIn(await mailTo(w.outbox, 'rafa@exemplo.com.br'));
    const past = new Date(Date.now() - 25 * 3600 * 1000);
    await w.db
      .update(dataRemovalRequests)
      .set({ created_at: new Date(past.getTime() - 24 * 3600 * 1000), expires_at: past })
      .where(eq(dataRemovalRequests.token_hash, tokenHash(token)));
    expect(await w.confirm(token)).toEqual({ status: 410, body: { message: REMOVAL_MESSAGES.expired } });
    expect((await w.db.select().from(appAccounts)).length).toBe(1);
    // The next request sweeps the addresses of expired links.
    await w.request('ninguem@exemplo.com.br');
    const [row] = await w.db
      .select()
      .from(dataRemovalRequests)
      .where(eq(dataRemovalRequests.token_hash, tokenHash(token)));
    expect(row).toMatchObject({ email: null, used_at: null });
  });

  it('removes with one link and retires the other pending links of the address', async () => {
    await w.request('rafa@exemplo.com.br');
    await w.request('rafa@exemplo.com.br');
    const first = tokenIn(await mailTo(w.outbox, 'rafa@exemplo.com.br', 2));
    const second = tokenIn(await mailTo(w.outbox, 'rafa@exemplo.com.br', 3));
    expect((await w.confirm(second)).status).toBe(200);
    expect(await w.db.select().from(appAccounts)).toEqual([]);
    expect((await w.confirm(first)).body.message).toBe(REMOVAL_MESSAGES.used);
    expect((await w.db.select().from(dataRemovalRequests)).every((r) => r.email === null)).toBe(true);
    const done = await mailTo(w.outbox, 'rafa@exemplo.com.br', 4);
    expect(done.text).toContain('Seus dados pessoais foram removidos');
    expect(done.text).not.toContain('Foram mantidos');
  });

  it('lets only one of two simultaneous uses of a link through', async () => {
    await appAccount(w.db, 'bia@exemplo.com.br');
    await w.request('bia@exemplo.com.br');
    const token = tokenIn(await mailTo(w.outbox, 'bia@exemplo.com.br'));
    const answers = await Promise.all([w.confirm(token), w.confirm(token)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 410]);
    const removed = await w.db.select().from(dataRemovalEvents).where(eq(dataRemovalEvents.outcome, 'removed'));
    expect(removed).toHaveLength(2);
  });
});

describe('POST /api/data-removal-status', () => {
  let w: Awaited<ReturnType<typeof removalWorld>>;
  beforeAll(async () => {
    w = await removalWorld();
  });
  afterAll(() => w.ctx.close());

  it('POST /data-removal-status says what a link is before it is used, records nothing and uses nothing (issue 18)', async () => {
    const status = (token: string) => w.post('/data-removal-status', { token });
    for (const token of ['A'.repeat(43), 'abc']) {
      expect(await status(token)).toEqual({ status: 400, body: { message: REMOVAL_MESSAGES.invalid } });
    }
    await appAccount(w.db, 'caio@exemplo.com.br');
    await w.request('caio@exemplo.com.br');
    const token = tokenIn(await mailTo(w.outbox, 'caio@exemplo.com.br'));
    const events = (await w.db.select().from(dataRemovalEvents)).length;
    const valid = await status(token);
    expect(valid.status).toBe(200);
    const body = valid.body as unknown as { status: string; expires_at: string };
    expect(body.status).toBe('valid');
    expect(new Date(body.expires_at).getTime()).toBeGreaterThan(Date.now());
    // Asking twice uses nothing: the link still removes afterwards.
    expect((await status(token)).status).toBe(200);
    expect((await w.db.select().from(dataRemovalEvents)).length).toBe(events);
    expect((await w.confirm(token)).status).toBe(200);
    expect(await status(token)).toEqual({ status: 410, body: { message: REMOVAL_MESSAGES.used } });
  });
});
