import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/connection.ts';
import { WRITE_SLICE } from '../db/slices.ts';
import { files, lots, users } from '../db/schema/index.ts';
import { bearer, testApp } from '../test/app.ts';
import { createFixtures, PERSONA_EMAILS, type Persona } from '../test/fixtures.ts';

/** Shared set-up of the lot route tests: the app, the fixtures and a caller per persona. */
export async function lotWorld() {
  const ctx = await testApp();
  const f = await createFixtures(ctx.database.db);
  const tokens = new Map<Persona, string>();
  for (const persona of ['outsider', 'member', 'projectAdmin', 'globalAdmin'] as const) {
    tokens.set(persona, await ctx.tokenFor(PERSONA_EMAILS[persona]));
  }
  const call = async (
    persona: Persona,
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    payload?: unknown,
  ) => {
    const token = tokens.get(persona);
    const response = await ctx.app.inject({
      method,
      url: `/api${url}`,
      headers: token ? bearer(token) : {},
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
    return { status: response.statusCode, body: response.json() };
  };
  const userId = async (persona: Exclude<Persona, 'anonymous'>) =>
    (await ctx.database.db.select({ id: users.id }).from(users).where(eq(users.email, PERSONA_EMAILS[persona])))[0].id;
  return { ctx, f, db: ctx.database.db, call, userId };
}

/** A stored file record (the bytes are not needed by the lot routes). */
export async function insertFile(
  db: Db,
  projectId: number | null,
  createdBy: number | null,
  name = 'documento.pdf',
): Promise<number> {
  const [row] = await db
    .insert(files)
    .values({
      storage_key: `test/${randomBytes(8).toString('hex')}`,
      original_name: name,
      mime: 'application/pdf',
      size: 10,
      sha256: randomBytes(32).toString('hex'),
      project_id: projectId,
      created_by: createdBy,
    })
    .returning({ id: files.id });
  return row.id;
}

/** A lot straight in the database (no children, no residents). */
export async function insertLot(
  db: Db,
  values: { name: string; block_id: number; project_id: number } & Record<string, unknown>,
) {
  const [row] = await db.insert(lots).values(values).returning({ id: lots.id });
  return row.id;
}

/**
 * `count` lots straight in the world's quadra A, named `prefix` and their number: their ids in
 * order. `extra` sets the i-th lot's other columns.
 */
export async function lotsInQuadraA(
  w: Awaited<ReturnType<typeof lotWorld>>,
  prefix: string,
  count: number,
  extra: (i: number) => Partial<typeof lots.$inferInsert> = () => ({}),
): Promise<number[]> {
  const rows = await w.db
    .insert(lots)
    .values(
      Array.from({ length: count }, (_, i) => ({
        name: `${prefix}${String(i).padStart(3, '0')}`,
        block_id: w.f.blockA,
        project_id: w.f.projectA,
        ...extra(i),
      })),
    )
    .returning({ id: lots.id });
  return rows.map((row) => row.id);
}

/** WRITE_SLICE + 5 lots in quadra A (above): more than one slice of a sliced write (server/db/slices.ts). */
export const lotsBeyondASlice = (
  w: Awaited<ReturnType<typeof lotWorld>>,
  prefix: string,
  extra?: (i: number) => Partial<typeof lots.$inferInsert>,
) => lotsInQuadraA(w, prefix, WRITE_SLICE + 5, extra);

/** A single owner with every social item the review asks for, except the three documents. */
export const COMPLETE_OWNER = {
  owner_name: 'Maria da Silva',
  nationality: 'Brasileira',
  cpf: '52998224725',
  rg: '12.345.678-9',
  birth_date: '1980-08-15',
  owner_mother_name: 'Ana da Silva',
  civil_status: 'Solteiro(a)',
  sex: 'Feminino',
  occupation_type: 'AUTÔNOMO',
  income: 0,
  escolaridade: 'ENSINO MÉDIO COMPLETO',
  deficiencia: false,
};

/** Every improvement answer (MDR). */
export const IMPROVEMENTS = {
  mdr_estabilidade_estrutura: 'ESTÁVEL',
  mdr_necessidade_reconstrucao: 'NAO',
  mdr_n_comodos: 4,
  mdr_n_pavimentos: 1,
  mdr_n_moradores_por_comodo: 2,
  mdr_n_banheiros: 1,
  mdr_banheiros_condicoes: 'ADEQUADAS',
  mdr_material_paredes_externas: ['ALVENARIA SEM REVESTIMENTO'],
  mdr_paredes_externas_condicoes: 'ADEQUADAS',
  mdr_cobertura: 'TELHA',
  mdr_cobertura_condicoes: 'ADEQUADAS',
  mdr_piso: 'CIMENTO',
  mdr_piso_condicoes: 'ADEQUADAS',
  mdr_instalacoes_eletricas: ['OUTROS'],
  mdr_instalacoes_eletricas_condicoes: 'ADEQUADAS',
  mdr_instalacoes_hidrossanitarias: ['CISTERNA'],
  mdr_instalacoes_hidrossanitarias_condicoes: 'ADEQUADAS',
  mdr_esgotamento_sanitario: ['FOSSA SÉPTICA'],
  mdr_esgotamento_sanitario_condicoes: 'ADEQUADAS',
};
