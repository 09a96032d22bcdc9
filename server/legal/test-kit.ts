import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/connection.ts';
import { emissionLots, emissions, procedureEvents, projectSettings, projects } from '../db/schema/index.ts';
import { VALID_SETTINGS } from '../projects/settings/test-values.ts';
import { QUALIFIED_LOT } from '../../domain/legal/test-values.ts';
import type { LegalDocument } from '../../domain/legal/types.ts';
import { insertLot, type lotWorld } from '../lots/test-kit.ts';
import { emissionBlockers } from './gate.ts';

/** A married holder with everything the CRF and the título ask (valid CPFs), as a lots row: the domain's. */
const { id: _id, name: _name, project_id: _project, data_ocupacao_imovel: _since, ...holder } = QUALIFIED_LOT;
export const QUALIFIED = { ...holder, rg_uf: 'SP', spouse_rg_uf: 'SP', income: 1500 } as const;

/**
 * Lots of a world's project A, each named apart, and what the gate holds back of a selection: what
 * the gate's tests share. `world` is read at each call, the world being opened in `beforeAll`.
 */
export function projectALots(world: () => Awaited<ReturnType<typeof lotWorld>>) {
  let n = 0;
  return {
    lotIn: (values: Record<string, unknown> = {}) => {
      n += 1;
      const { db, f } = world();
      return insertLot(db, { name: `Lote L${n}`, block_id: f.blockA, project_id: f.projectA, ...values });
    },
    blockers: (userId: number, projectId: number, lotIds: number[], kind: LegalDocument = 'titulo-legitimacao') =>
      emissionBlockers(world().db, { userId, projectId, kind, lotIds }),
  };
}

/** Project settings that let legitimação through: cut-off date and evidence, a consolidated núcleo, income cap. */
export async function legalSettings(
  db: Db,
  projectId: number,
  over: Partial<typeof projectSettings.$inferInsert> = {},
  modality = 'S',
) {
  await db.update(projects).set({ reurb_modality: modality }).where(eq(projects.id, projectId));
  const values = {
    ...VALID_SETTINGS,
    city_cnpj: '11222333000181',
    city_mayor_cpf: '52998224725',
    nucleo_existence_date: '2015-06-30',
    nucleo_existence_evidence: 'Ortofoto municipal de 2015.',
    nucleo_consolidated: true,
    income_cap_minimum_wages: 3,
    minimum_wage_value: 1518,
    // The termo de compromisso of the works, signed (termo-compromisso-assinado).
    commitment_signed_on: '2026-03-05',
    ...over,
  };
  await db
    .insert(projectSettings)
    .values({ project_id: projectId, ...values })
    .onConflictDoUpdate({ target: projectSettings.project_id, set: values });
  // The Município's classification of the project's modality (modalidade-classificada), again when it changes.
  const [classified] = await db
    .select({ modality: procedureEvents.modality })
    .from(procedureEvents)
    .where(and(eq(procedureEvents.project_id, projectId), eq(procedureEvents.stage, 'classificacao')))
    .orderBy(desc(procedureEvents.id))
    .limit(1);
  if (classified?.modality !== modality)
    await db.insert(procedureEvents).values({
      project_id: projectId,
      stage: 'classificacao',
      date: '2026-01-20',
      act_number: 'Decreto nº 1.100/2026',
      modality,
      move: classified ? 'same' : 'skip',
    });
  // The approval the CRF certifies and the títulos follow (domain/legal/rules.ts, aprovacao-registrada), recorded once.
  const [approved] = await db
    .select({ id: procedureEvents.id })
    .from(procedureEvents)
    .where(and(eq(procedureEvents.project_id, projectId), eq(procedureEvents.stage, 'aprovacao')));
  if (!approved)
    await db.insert(procedureEvents).values({
      project_id: projectId,
      stage: 'aprovacao',
      date: '2026-03-10',
      act_number: 'Decreto nº 1.234/2026',
      publication_date: '2026-03-12',
      move: 'first',
    });
}

let counter = 0;
/** An emission row straight in the register (what server/emissions writes), with its lots' CPFs. */
export async function insertEmission(
  db: Db,
  args: {
    projectId: number;
    lotId: number;
    holderCpf?: string | null;
    partnerCpf?: string | null;
    kind?: 'titulo-legitimacao' | 'cert-reg-fund';
    status?: 'valid' | 'superseded' | 'cancelled';
    /** The lot's right and use at emission; a título's right is the legitimação fundiária. */
    realRight?: string | null;
    uso?: string | null;
  },
): Promise<number> {
  counter += 1;
  const [row] = await db
    .insert(emissions)
    .values({
      project_id: args.projectId,
      kind: args.kind ?? 'titulo-legitimacao',
      number: counter,
      year: 2026,
      status: args.status ?? 'valid',
    })
    .returning({ id: emissions.id });
  await db.insert(emissionLots).values({
    emission_id: row.id,
    lot_id: args.lotId,
    holder_cpf: args.holderCpf ?? null,
    partner_cpf: args.partnerCpf ?? null,
    real_right:
      args.realRight !== undefined
        ? args.realRight
        : (args.kind ?? 'titulo-legitimacao') === 'titulo-legitimacao'
          ? 'LEGITIMACAO_FUNDIARIA'
          : null,
    uso_do_lote: args.uso ?? null,
  });
  return row.id;
}
