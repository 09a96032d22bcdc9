import { eq } from 'drizzle-orm';
import { lots, projects, projectSettings } from '../../db/schema/index.ts';
import { lotWorld } from '../../lots/test-kit.ts';
import { bearer } from '../../test/app.ts';
import { PERSONA_EMAILS } from '../../test/fixtures.ts';

export type Persona = 'projectAdmin' | 'member' | 'outsider';

/**
 * The world the procedure's documents are read in (letters, edital, a decision's notice): project
 * A in Ribeirão Claro/PR, its lots in one bairro, its settings with the Município's CNPJ, address,
 * mayor, process and registration of origin; `pdf` asks a route as one of three people.
 */
export async function noticesWorld() {
  const w = await lotWorld();
  const tokens = new Map<Persona, string>();
  for (const p of ['projectAdmin', 'member', 'outsider'] as const)
    tokens.set(p, await w.ctx.tokenFor(PERSONA_EMAILS[p]));
  await w.db.update(projects).set({ city: 'Ribeirão Claro', state: 'PR' }).where(eq(projects.id, w.f.projectA));
  await w.db.update(lots).set({ bairro: 'Jardim Esperança' }).where(eq(lots.project_id, w.f.projectA));
  await w.db.insert(projectSettings).values({
    project_id: w.f.projectA,
    city_cnpj: '11444777000161',
    city_adress: 'Rua Coronel Emílio Gomes, 385 – Centro',
    city_mayor_name: 'Geraldo Maurício Araújo',
    city_mayor_sex: 'Masculino',
    city_admin_process: '1234/2026',
    origin_registration: '7.301',
    origin_registry_office: 'Registro de Imóveis de Ribeirão Claro',
  });
  const pdf = (persona: Persona, url: string) =>
    w.ctx.app.inject({ method: 'GET', url: `/api${url}`, headers: bearer(tokens.get(persona)!) });
  return { w, pdf };
}
