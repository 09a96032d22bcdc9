import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildApp, loggerOptions } from '../../../app.ts';
import { loadIdpSecrets } from '../../../auth/local-idp/secrets.ts';
import { mintAccessToken } from '../../../auth/local-idp/mint-token.ts';
import type { Config } from '../../../config.ts';
import type { Database } from '../../../db/connection.ts';
import { lots } from '../../../db/schema/index.ts';
import { readEml } from '../../../mail/read-eml.ts';
import { seedDemoAccounts } from '../../../seed/accounts.ts';
import { bearer, testConfig } from '../../../test/app.ts';
import { freshDatabase } from '../../../test/database.ts';
import { createFixtures, type Fixtures } from '../../../test/fixtures.ts';

/**
 * Finding 9 (issue #12): without SMTP_URL every message goes to the outbox folder as an .eml
 * file, and the outbox mailer also wrote the message's action link to the log: a removal link
 * (anyone holding it erases that family's data) and an invitation's set-password link (anyone
 * holding it takes the account). Under `npm start` (NODE_ENV=production) that happened
 * silently. Now, in production, the start says once where the messages go and no line holds a
 * link or its token; in development the link is still logged, as the README documents.
 */

const OWNER_EMAIL = 'familia.remocao@exemplo.com.br';
const INVITED_EMAIL = 'nova.pessoa@prefeitura.example';

interface Run {
  lines: string[];
  outbox: string;
  /** The action links of the .eml files the run left in the outbox. */
  links: string[];
}

/** Starts the app in `nodeEnv` without SMTP_URL, logging to memory; a removal and an invitation. */
async function run(nodeEnv: 'production' | 'development'): Promise<Run> {
  const lines: string[] = [];
  const config: Config = testConfig({ NODE_ENV: nodeEnv, LOG_LEVEL: 'info', SERVE_SPA: 'false' });
  expect(config.mail.smtpUrl).toBeUndefined();
  const database: Database = await freshDatabase();
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  try {
    await seedDemoAccounts(database.db, config);
    const world: Fixtures = await createFixtures(database.db);
    await database.db.update(lots).set({ email: OWNER_EMAIL }).where(eq(lots.id, world.lotA));
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
        done();
      },
    });
    app = await buildApp({ config, database, logger: { ...(loggerOptions(config) as object), stream } });
    await app.ready();
    const { signingKey } = await loadIdpSecrets(database.db);
    const adminToken = await mintAccessToken(config.identity, signingKey, world.subs.projectAdmin);

    const removal = await app.inject({ method: 'POST', url: '/api/data-removal', payload: { email: OWNER_EMAIL } });
    expect(removal.statusCode, removal.body).toBe(200);
    const invite = await app.inject({
      method: 'POST',
      url: '/api/users/invite',
      headers: bearer(adminToken),
      payload: { email: INVITED_EMAIL, role: 'member', project_id: world.projectA, project_role: 'member' },
    });
    expect(invite.statusCode, invite.body).toBe(200);
    // The removal mail may leave after the answer (same time for known and unknown addresses).
    const outbox = path.resolve(config.mail.outboxDir);
    const emls = async () => {
      for (let i = 0; i < 100; i++) {
        const files = (() => {
          try {
            return readdirSync(outbox).filter((f) => f.endsWith('.eml'));
          } catch {
            return [];
          }
        })();
        if (files.length >= 2) return files;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error(`menos de 2 mensagens em ${outbox}`);
    };
    const links = (await emls()).flatMap(
      (f) => readEml(readFileSync(path.join(outbox, f), 'utf8')).text.match(/https?:\/\/\S+token=[\w.~%-]+/g) ?? [],
    );
    return { lines, outbox, links };
  } finally {
    await app?.close();
    await database.close();
  }
}

const tokenOf = (link: string) => new URL(link).searchParams.get('token') ?? '';

describe('finding 9: outbox links never reach the log in production', () => {
  let production: Run;
  let development: Run;
  beforeAll(async () => {
    [production, development] = await Promise.all([run('production'), run('development')]);
  }, 60_000);

  it('production without SMTP_URL: the .eml files hold the removal and set-password links, no log line holds either', () => {
    const { lines, links } = production;
    expect(links.some((l) => l.includes('token=') && !l.includes('set-password'))).toBe(true);
    expect(links.some((l) => l.includes('/set-password'))).toBe(true);
    const tokens = links.map(tokenOf);
    expect(tokens.every((t) => t.length >= 16)).toBe(true);
    const leaked = lines.filter(
      (line) => tokens.some((t) => line.includes(t)) || /token=/.test(line) || line.includes('"link"'),
    );
    expect(leaked).toEqual([]);
    // The messages were handled (logged as such, by recipient domain only).
    const outboxLines = lines
      .map((l) => JSON.parse(l) as Record<string, unknown>)
      .filter((l) => l.event === 'mail_outbox');
    expect(outboxLines.map((l) => l.to_domain).sort()).toEqual(['exemplo.com.br', 'prefeitura.example']);
  });

  it('production without SMTP_URL: one warning at start names the outbox folder', () => {
    const warnings = production.lines
      .map((l) => JSON.parse(l) as Record<string, unknown>)
      .filter((l) => l.event === 'mail_outbox_mode');
    expect(warnings).toHaveLength(1);
    expect(warnings[0].level).toBe(40);
    expect(warnings[0].outbox_dir).toBe(production.outbox);
    expect(String(warnings[0].msg)).toContain('SMTP_URL não definido');
    expect(String(warnings[0].msg)).toContain(production.outbox);
  });

  it('development: the link is logged, as the README documents, and no warning is given', () => {
    const { lines, links } = development;
    expect(links).toHaveLength(2);
    for (const link of links) expect(lines.some((line) => line.includes(tokenOf(link)))).toBe(true);
    expect(lines.some((l) => l.includes('mail_outbox_mode'))).toBe(false);
  });
});
