import { afterAll, beforeAll } from 'vitest';
import { blocks, lots, streets } from '../db/schema/index.ts';
import { renderPool } from '../render/pool.ts';
import { bearer, testApp } from '../test/app.ts';
import { createFixtures, PERSONA_EMAILS, type Fixtures } from '../test/fixtures.ts';

/**
 * The world of the Estudo Preliminar and Relatório Técnico routes' tests (preliminary.test.ts,
 * technical.test.ts): the real app on the file's engine, the fixtures' two projects with three
 * lots in project A, and each persona's token. Registers the file's beforeAll and afterAll.
 */
export function useStudiesApp() {
  let ctx: Awaited<ReturnType<typeof testApp>> | undefined;
  let fixtures: Fixtures | undefined;
  const auth: Record<string, Record<string, string>> = {};

  beforeAll(async () => {
    ctx = await testApp();
    const { db } = ctx.database;
    const f = (fixtures = await createFixtures(db));
    for (const [persona, email] of Object.entries(PERSONA_EMAILS)) auth[persona] = bearer(await ctx.tokenFor(email));
    const [block2] = await db.insert(blocks).values({ name: 'Quadra 02', project_id: f.projectA }).returning();
    await db.insert(streets).values({ name: 'Avenida Brasil', project_id: f.projectA });
    await db.insert(lots).values([
      {
        name: 'Lote 002',
        block_id: f.blockA,
        project_id: f.projectA,
        area: 150,
        uso_do_lote: 'RESIDENCIAL',
        owner_name: 'Conceição Araújo',
      },
      { name: 'Lote 003', block_id: block2.id, project_id: f.projectA, area: 250, uso_do_lote: 'MISTO' },
    ]);
    // The PDFs render in a worker thread: started here, so a test's time is its document's.
    await renderPool().warm();
  }, 180_000);
  afterAll(() => ctx?.close());

  const app = () => ctx!;
  const f = () => fixtures!;
  /** A project-admin's call (or another persona's headers) to a route of project A. */
  const call = (method: 'GET' | 'PATCH', url: string, payload?: unknown, headers = auth.projectAdmin) =>
    app().app.inject({ method, url: `/api/projects/${f().projectA}${url}`, payload: payload as object, headers });
  return { app, f, auth, call };
}
