import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataRemovalEvents, lots, notifiedParties } from '../db/schema/index.ts';
import { REMOVED_PARTY_NAME } from './parties.ts';
import { appAccount, mailTo, removalWorld, tokenIn } from './test-kit.ts';

const ANA = 'ana.confrontante@exemplo.com.br';
const ANA_CPF = '52998224725';

/**
 * Ana answered in the app for lot A as its owner (her CPF on the lot); the Município also
 * notified her as a confrontante of the núcleo (issue 16), and she impugned. A removal she
 * confirms anonymises that party too, keeping the facts of the notification.
 */
describe('a confirmed removal reaches the notified parties with the person’s CPF', () => {
  let w: Awaited<ReturnType<typeof removalWorld>>;
  let hers: number;
  let other: number;
  beforeAll(async () => {
    w = await removalWorld();
    const { db, f } = w;
    await db.update(lots).set({ owner_name: 'Ana Souza', cpf: ANA_CPF, email: ANA }).where(eq(lots.id, f.lotA));
    await appAccount(db, ANA, [{ lot_id: f.lotA, role: 'owner' }]);
    const [a, b] = await db
      .insert(notifiedParties)
      .values([
        {
          project_id: f.projectB,
          role: 'confrontante',
          name: 'Ana Souza',
          document: ANA_CPF,
          address: 'Rua das Flores, 10',
          registry_ref: 'Matrícula 12.345',
          notice_method: 'ar',
          notified_on: '2026-02-02',
          impugnation_on: '2026-02-20',
          impugnation_text: 'O muro divide o terreno em outro ponto.',
        },
        { project_id: f.projectB, role: 'confrontante', name: 'Bruno Lima', document: '11144477735' },
      ])
      .returning({ id: notifiedParties.id });
    hers = a.id;
    other = b.id;
  }, 180_000);
  afterAll(() => w?.ctx.close());

  it('erases her name, CPF and address there, keeps the notification and the impugnação, leaves others alone', async () => {
    await w.request(ANA);
    const answer = await w.confirm(tokenIn(await mailTo(w.outbox, ANA)));
    expect(answer.status).toBe(200);
    const [party] = await w.db.select().from(notifiedParties).where(eq(notifiedParties.id, hers));
    expect(party).toMatchObject({
      name: REMOVED_PARTY_NAME,
      document: null,
      address: null,
      role: 'confrontante',
      registry_ref: 'Matrícula 12.345',
      notice_method: 'ar',
      notified_on: '2026-02-02',
      impugnation_on: '2026-02-20',
      impugnation_text: 'O muro divide o terreno em outro ponto.',
    });
    const [untouched] = await w.db.select().from(notifiedParties).where(eq(notifiedParties.id, other));
    expect(untouched).toMatchObject({ name: 'Bruno Lima', document: '11144477735' });
    const [event] = await w.db.select().from(dataRemovalEvents).where(eq(dataRemovalEvents.kind, 'removed'));
    expect(event.detail).toMatchObject({ notified_parties: 1 });
    expect(JSON.stringify(event.detail)).not.toContain(ANA_CPF);
  });
});
