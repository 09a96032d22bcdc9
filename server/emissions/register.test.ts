import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/connection.ts';
import { emissions, lots, notifiedParties, procedureEvents, projectSettings, residents } from '../db/schema/index.ts';
import { legalSettings } from '../legal/test-kit.ts';
import { lotWorld } from '../lots/test-kit.ts';
import { selectLots } from '../reports/data.ts';
import { EMPTY_FILTER } from '../reports/filters.ts';
import { bearer } from '../test/app.ts';
import { PERSONA_EMAILS } from '../test/fixtures.ts';
import { renderOfficial } from './documents.ts';
import {
  emit,
  EmissionFailed,
  EmissionRefused,
  FAILED_PREFIX,
  judge,
  LOTS_CHANGED,
  reserve,
  type EmitArgs,
  type RenderMarks,
} from './register.ts';
import { emissionRows, nextCpf, qualifiedLot } from './test-kit.ts';
import type { LotIds } from '../reports/data.ts';

/**
 * The emission outside the numbering transaction (issue 14): numbers and 'pending' rows in one
 * short transaction, the document rendered and signed with the database free for everyone
 * else, the rows completed in a second one; a failure cancels the reserved numbers with its
 * reason (no gap, nothing half-emitted valid).
 */
let w: Awaited<ReturnType<typeof lotWorld>>;
let userId: number;
beforeAll(async () => {
  w = await lotWorld();
  await legalSettings(w.db, w.f.projectA);
  userId = await w.userId('projectAdmin');
}, 60_000);
afterAll(() => w?.ctx.close());

const place = () => ({ block_id: w.f.blockA, project_id: w.f.projectA });
type Render = (db: Db, marks: RenderMarks, selection: LotIds) => Promise<Buffer>;

const realRender: Render = (db, marks, selection) =>
  renderOfficial(db, w.ctx.config, {
    projectId: w.f.projectA,
    kind: 'titulo-legitimacao',
    format: 'pdf',
    filter: { ...EMPTY_FILTER, complete_only: true },
    official: { selection, stamps: marks.byLot },
  });

const tituloArgs = (owner: string, render: Render = realRender): EmitArgs => ({
  db: w.db,
  config: w.ctx.config,
  projectId: w.f.projectA,
  kind: 'titulo-legitimacao',
  format: 'pdf',
  userId,
  filter: { name: owner },
  select: (conn) =>
    selectLots(conn as unknown as Db, { ...EMPTY_FILTER, name: owner, complete_only: true }, [w.f.projectA]),
  render,
});
const emitTitulo = (owner: string, render: Render = realRender) => emit(tituloArgs(owner, render));

const titulos = async () => (await emissionRows(w.db, w.f.projectA)).filter((r) => r.kind === 'titulo-legitimacao');

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

const within = <T>(ms: number, work: Promise<T>) =>
  Promise.race([
    work,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error(`sem resposta em ${ms} ms: o banco está preso à emissão`)), ms),
    ),
  ]);

describe('emission outside the numbering transaction', () => {
  it('while a document renders, /api/health and other emissions answer; the pending rows are neither listed nor verifiable', async () => {
    const lot = await qualifiedLot(w.db, place(), 'Helena Demorada');
    const started = deferred();
    const held = deferred();
    const slow = emitTitulo('Helena Demorada', async (db, marks, selection) => {
      started.resolve();
      await held.promise;
      return realRender(db, marks, selection);
    });
    await started.promise;

    const t0 = performance.now();
    const health = await within(5000, w.ctx.app.inject({ method: 'GET', url: '/api/health' }));
    expect(health.statusCode).toBe(200);
    expect(performance.now() - t0).toBeLessThan(5000);

    const [pending] = await w.db
      .select()
      .from(emissions)
      .where(and(eq(emissions.project_id, w.f.projectA), eq(emissions.status, 'pending')));
    expect(pending).toMatchObject({ sha256: null, file_key: null });
    const admin = bearer(await w.ctx.tokenFor(PERSONA_EMAILS.projectAdmin));
    const listed = await w.ctx.app.inject({
      method: 'GET',
      url: `/api/projects/${w.f.projectA}/emissions?lot_id=${lot}`,
      headers: admin,
    });
    expect(listed.json().data).toEqual([]);
    const verify = await w.ctx.app.inject({ method: 'GET', url: `/api/public/verify/${pending.verification_code}` });
    expect(verify.statusCode).toBe(404);

    // A second emission for the same lot reserves the next number and completes first.
    const second = await within(60_000, emitTitulo('Helena Demorada'));
    held.resolve();
    const first = await slow;
    expect(second.ids[0]).toBeGreaterThan(first.ids[0]);
    const rows = await w.db
      .select()
      .from(emissions)
      .where(inArray(emissions.id, [first.ids[0], second.ids[0]]));
    const byId = new Map(rows.map((r) => [r.id, r]));
    // The later number stays valid, whichever completed last.
    expect(byId.get(second.ids[0])).toMatchObject({ status: 'valid', number: pending.number + 1 });
    expect(byId.get(first.ids[0])).toMatchObject({
      status: 'superseded',
      superseded_by: second.ids[0],
      sha256: first.sha256,
    });
  }, 120_000);

  it('a CPF in an emission still rendering already counts for art. 23 §1º II: a second lot with it is refused meanwhile', async () => {
    const shared = nextCpf();
    await qualifiedLot(w.db, place(), 'Paula Pendente', { cpf: shared });
    await qualifiedLot(w.db, place(), 'Paulo Segundo', { spouse_cpf: shared });
    const started = deferred();
    const held = deferred();
    const slow = emitTitulo('Paula Pendente', async (db, marks, selection) => {
      started.resolve();
      await held.promise;
      return realRender(db, marks, selection);
    });
    await started.promise;
    const refused = await emitTitulo('Paulo Segundo').catch((error: unknown) => error);
    held.resolve();
    await slow;
    expect(refused).toBeInstanceOf(EmissionRefused);
    const [lot] = (refused as EmissionRefused).lots;
    expect(lot.rules.map((r) => r.article).join(' ')).toMatch(/art\. 23, §1º, II/);
  }, 60_000);

  it('a render that fails cancels the reserved numbers with the reason; the next emission continues without a gap', async () => {
    await qualifiedLot(w.db, place(), 'Fabio Falhado');
    await expect(
      emitTitulo('Fabio Falhado', async () => {
        throw new Error('o gerador parou');
      }),
    ).rejects.toThrow('o gerador parou');
    const failed = (await titulos()).at(-1)!;
    expect(failed).toMatchObject({ status: 'cancelled', sha256: null, file_key: null });
    expect(failed.cancel_reason).toMatch(new RegExp(`^${FAILED_PREFIX}erro ao gerar`));
    const verify = await w.ctx.app.inject({ method: 'GET', url: `/api/public/verify/${failed.verification_code}` });
    expect(verify.json().status).toBe('cancelado');

    const again = await emitTitulo('Fabio Falhado');
    const numbers = (await titulos()).map((r) => r.number).sort((a, b) => a - b);
    expect(numbers).toEqual(numbers.map((_, i) => i + 1));
    expect((await titulos()).find((r) => r.id === again.ids[0])).toMatchObject({
      status: 'valid',
      number: failed.number + 1,
    });
  }, 60_000);

  it('a lot edited while its título renders: nothing valid is emitted, the number is cancelled saying why', async () => {
    const lot = await qualifiedLot(w.db, place(), 'Marta Mudada');
    const edit: Render = async (db, marks, selection) => {
      await db.update(lots).set({ occupation: 'Costureira' }).where(eq(lots.id, lot));
      return realRender(db, marks, selection);
    };
    await expect(emitTitulo('Marta Mudada', edit)).rejects.toBeInstanceOf(EmissionFailed);
    const failed = (await titulos()).at(-1)!;
    expect(failed).toMatchObject({ status: 'cancelled', cancel_reason: `${FAILED_PREFIX}${LOTS_CHANGED}` });
    expect(await emitTitulo('Marta Mudada')).toMatchObject({ signed: false });
  }, 60_000);

  it("rows left 'pending' by a stopped process are cancelled by the next emission", async () => {
    await qualifiedLot(w.db, place(), 'Ivo Interrompido');
    const last = (await titulos()).at(-1)!;
    const [orphan] = await w.db
      .insert(emissions)
      .values({
        project_id: w.f.projectA,
        kind: 'titulo-legitimacao',
        number: 90_000 + last.number,
        year: last.year,
        status: 'pending',
        emitted_at: new Date(Date.now() - 86_400_000),
        verification_code: 'ORFAOPENDENTE0001',
      })
      .returning();
    await emitTitulo('Ivo Interrompido');
    const [row] = await w.db.select().from(emissions).where(eq(emissions.id, orphan.id));
    expect(row.status).toBe('cancelled');
    expect(row.cancel_reason).toMatch(/^Falha na emissão: a emissão foi interrompida/);
  }, 60_000);
});

/**
 * The gate judges before the reservation, outside any transaction (on PGlite a transaction holds
 * every other query); the reservation reads the marks of what it read, under the register's lock,
 * and judges again when they changed. Each case changes one kind of row the gate reads between
 * the two steps, and the rule it breaks must still refuse the emission.
 */
describe('the gate judged before the reservation', () => {
  const art23 = /art\. 23, §1º, II/;
  /** Judges `owner`'s título, runs `meanwhile`, then reserves it: the refusal's rules, one line. */
  const refusedAfter = async (owner: string, meanwhile: () => Promise<unknown>) => {
    const args = tituloArgs(owner);
    const judged = await judge(args, new Date());
    await meanwhile();
    const error = await reserve(args, new Date(), judged).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(EmissionRefused);
    return (error as EmissionRefused).lots.flatMap((l) => l.rules.map((r) => `${r.id} ${r.article}`)).join('; ');
  };
  /** Reserved rows these cases leave are cancelled: they are not what is tested, and pending rows count for art. 23. */
  const release = (ids: number[]) =>
    w.db.update(emissions).set({ status: 'cancelled', cancel_reason: 'teste' }).where(inArray(emissions.id, ids));

  it('nothing the gate read changed: its judgement stands, and the reservation does not judge again', async () => {
    await qualifiedLot(w.db, place(), 'Nair Julgada');
    const args = tituloArgs('Nair Julgada');
    const judged = await judge(args, new Date());
    const reserved = await reserve(args, new Date(), judged);
    await release(reserved.ids);
    expect(reserved).toMatchObject({ judgedAgain: false, lotIds: judged.lotIds, fingerprint: judged.mark.lots });
  }, 60_000);

  it("a lot's CPF changed meanwhile to one that already has a legitimação: judged again, refused (art. 23)", async () => {
    const shared = nextCpf();
    await qualifiedLot(w.db, place(), 'Olga Primeira', { cpf: shared });
    const lot = await qualifiedLot(w.db, place(), 'Olga Segunda');
    await emitTitulo('Olga Primeira');
    const meanwhile = () => w.db.update(lots).set({ cpf: shared }).where(eq(lots.id, lot));
    expect(await refusedAfter('Olga Segunda', meanwhile)).toMatch(art23);
  }, 60_000);

  it('another lot with the same CPF emitted meanwhile: the register changed, judged again, refused (art. 23)', async () => {
    const shared = nextCpf();
    await qualifiedLot(w.db, place(), 'Pedro Antes', { cpf: shared });
    await qualifiedLot(w.db, place(), 'Pedro Depois', { spouse_cpf: shared });
    expect(await refusedAfter('Pedro Depois', () => emitTitulo('Pedro Antes'))).toMatch(art23);
  }, 60_000);

  it('a CRF listing another lot with the same CPF emitted meanwhile: one register, judged again, refused (art. 23)', async () => {
    const shared = nextCpf();
    await qualifiedLot(w.db, place(), 'Sara Certidão', { cpf: shared });
    await qualifiedLot(w.db, place(), 'Sara Título', { spouse_cpf: shared });
    const filter = { ...EMPTY_FILTER, name: 'Sara Certidão', complete_only: true };
    const emitCrf = () =>
      emit({
        ...tituloArgs('Sara Certidão'),
        kind: 'cert-reg-fund',
        render: (db, marks, selection) =>
          renderOfficial(db, w.ctx.config, {
            projectId: w.f.projectA,
            kind: 'cert-reg-fund',
            format: 'pdf',
            filter,
            official: { selection, stamp: marks.document ?? undefined },
          }),
      });
    expect(await refusedAfter('Sara Título', emitCrf)).toMatch(art23);
  }, 60_000);

  it("a resident's income added meanwhile takes the household over the Reurb-S cap: judged again, refused", async () => {
    const lot = await qualifiedLot(w.db, place(), 'Quitéria Renda');
    const meanwhile = () =>
      w.db
        .insert(residents)
        .values({ lot_id: lot, name: 'Irmão com renda', resident: true, resident_type: 'other', income: 9000 });
    expect(await refusedAfter('Quitéria Renda', meanwhile)).toMatch(/renda-reurb-s/);
  }, 60_000);

  it("the project's income cap lowered meanwhile: judged again, refused", async () => {
    await qualifiedLot(w.db, place(), 'Rui Teto');
    // The settings' row alone (legalSettings writes the project's row too, which has its own mark).
    const meanwhile = () =>
      w.db
        .update(projectSettings)
        .set({ income_cap_minimum_wages: 0.5 })
        .where(eq(projectSettings.project_id, w.f.projectA));
    try {
      expect(await refusedAfter('Rui Teto', meanwhile)).toMatch(/renda-reurb-s/);
    } finally {
      await legalSettings(w.db, w.f.projectA);
    }
  }, 60_000);

  it('the modality classified again meanwhile, unlike the project’s: judged again, refused (art. 23, I; art. 38, III)', async () => {
    await qualifiedLot(w.db, place(), 'Sílvio Classificado');
    const meanwhile = () =>
      w.db
        .insert(procedureEvents)
        .values({ project_id: w.f.projectA, stage: 'classificacao', date: '2026-02-01', modality: 'E', move: 'back' })
        .returning({ id: procedureEvents.id });
    let revised: { id: number }[] = [];
    try {
      expect(await refusedAfter('Sílvio Classificado', async () => (revised = await meanwhile()))).toMatch(
        /modalidade-classificada/,
      );
    } finally {
      await w.db.delete(procedureEvents).where(
        inArray(
          procedureEvents.id,
          revised.map((r) => r.id),
        ),
      );
    }
  }, 60_000);

  it('a notified party’s impugnação recorded meanwhile: judged again, refused (art. 24, §§ 3º e 10)', async () => {
    await qualifiedLot(w.db, place(), 'Tereza Notificada');
    // A neighbour silent through the 30 days (art. 24, § 6º), and then the impugnação found filed in time.
    const [neighbour] = await w.db
      .insert(notifiedParties)
      .values({
        project_id: w.f.projectA,
        role: 'confrontante',
        name: 'Ulisses Vizinho',
        notice_method: 'ar',
        notified_on: '2026-01-05',
        tacit_agreement_on: '2026-02-05',
      })
      .returning({ id: notifiedParties.id });
    const meanwhile = () =>
      w.db
        .update(notifiedParties)
        .set({ tacit_agreement_on: null, impugnation_on: '2026-01-20' })
        .where(eq(notifiedParties.id, neighbour.id));
    try {
      expect(await refusedAfter('Tereza Notificada', meanwhile)).toMatch(/notificacoes-resolvidas/);
    } finally {
      await w.db.delete(notifiedParties).where(eq(notifiedParties.id, neighbour.id));
    }
  }, 60_000);
});
