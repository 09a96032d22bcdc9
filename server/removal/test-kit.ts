import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '../db/connection.ts';
import { appAccountLots, appAccounts, type AppAccountLotRole } from '../db/schema/index.ts';
import { readEml, type ReadMessage } from '../mail/read-eml.ts';
import { testApp } from '../test/app.ts';
import { createFixtures } from '../test/fixtures.ts';

/** Shared set-up of the removal tests: the app, the fixtures, and the flow's two calls. */
export async function removalWorld() {
  const ctx = await testApp();
  const f = await createFixtures(ctx.database.db);
  let ip = 0;
  /** Each call from its own network address unless told, so the per-IP limit stays out of the way. */
  const post = async (url: string, payload: unknown, remoteAddress = `10.0.${Math.floor(++ip / 250)}.${ip % 250}`) => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api${url}`,
      payload: payload as Record<string, unknown>,
      remoteAddress,
    });
    return {
      status: response.statusCode,
      body: response.json() as { message: string; errors?: Record<string, string> },
    };
  };
  const request = (email: string, remoteAddress?: string) => post('/data-removal', { email }, remoteAddress);
  const confirm = (token: string, remoteAddress?: string) => post('/data-removal-confirm', { token }, remoteAddress);
  const outbox = ctx.config.mail.outboxDir;
  return { ctx, f, db: ctx.database.db, request, confirm, post, outbox };
}

/** The outbox's messages (oldest first), read back. */
export async function mails(outbox: string): Promise<ReadMessage[]> {
  const names = (await readdir(outbox).catch(() => [] as string[])).filter((n) => n.endsWith('.eml')).sort();
  return Promise.all(names.map(async (n) => readEml(await readFile(path.join(outbox, n), 'utf8'))));
}

/** Waits for the `count`-th message to an address (e-mails leave after the answer). */
export async function mailTo(outbox: string, to: string, count = 1, timeoutMs = 5000): Promise<ReadMessage> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = (await mails(outbox)).filter((m) => m.headers['to']?.toLowerCase() === to.toLowerCase());
    if (found.length >= count) return found[count - 1];
    if (Date.now() > deadline) throw new Error(`nenhum e-mail (${count}) para ${to}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** The token of a removal link in a message. */
export function tokenIn(message: ReadMessage): string {
  const match = /\/remove-account\?token=([A-Za-z0-9_-]{43})/.exec(message.text);
  if (!match) throw new Error('sem link de remoção');
  return match[1];
}

export async function appAccount(
  db: Db,
  email: string,
  links: Array<{ lot_id: number; role: AppAccountLotRole; child_id?: number; resident_id?: number }> = [],
): Promise<number> {
  const [account] = await db
    .insert(appAccounts)
    .values({ email, name: 'Pessoa do aplicativo' })
    .returning({ id: appAccounts.id });
  if (links.length) await db.insert(appAccountLots).values(links.map((l) => ({ ...l, app_account_id: account.id })));
  return account.id;
}
