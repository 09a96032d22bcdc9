import { createHash, randomUUID } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import type { Db } from '../db/connection.ts';
import { files } from '../db/schema/index.ts';
import { bearer, testApp } from '../test/app.ts';
import { createFixtures, PERSONA_EMAILS, type Fixtures, type Persona } from '../test/fixtures.ts';

/** Tests of the project-scoped routes: the app, the fixtures' world and a caller per persona. */
export async function apiKit(options: Parameters<typeof testApp>[0] = {}) {
  const ctx = await testApp(options);
  const f: Fixtures = await createFixtures(ctx.database.db);
  const tokens = new Map<Persona, string>();
  const call = async (persona: Persona, method: InjectOptions['method'], url: string, payload?: unknown) => {
    if (persona !== 'anonymous' && !tokens.has(persona))
      tokens.set(persona, await ctx.tokenFor(PERSONA_EMAILS[persona]));
    const token = tokens.get(persona);
    return ctx.app.inject({
      method,
      url,
      headers: token ? bearer(token) : {},
      ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
    });
  };
  return { ctx, f, db: ctx.database.db, call, close: () => ctx.close() };
}

/** A stored file's record, as an upload by `userId` leaves it (not linked to a project yet). */
export async function uploadedFile(
  db: Db,
  userId: number | null,
  projectId: number | null = null,
  name = 'planta.pdf',
): Promise<number> {
  const [row] = await db
    .insert(files)
    .values({
      storage_key: `test/${randomUUID()}`,
      original_name: name,
      mime: 'application/pdf',
      size: 10,
      sha256: createHash('sha256').update(randomUUID()).digest('hex'),
      project_id: projectId,
      created_by: userId,
    })
    .returning({ id: files.id });
  return row.id;
}
