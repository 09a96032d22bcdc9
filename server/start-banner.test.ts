import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { demoAccounts } from './seed/accounts.ts';
import { describeDatabaseUrl, startBanner } from './start-banner.ts';

const dataDir = path.join(os.tmpdir(), 'reurb-banner');
const config = (env: Record<string, string> = {}) =>
  loadConfig({ NODE_ENV: 'production', PORT: '3000', DATA_DIR: dataDir, ...env });

describe('the start banner', () => {
  it('names the address to open, the demo accounts with the passwords just created, and where data lives', () => {
    const c = config();
    const text = startBanner(c, demoAccounts(c));
    expect(text.split('\n')[0]).toBe('REURB Gestão pronto. Abra http://localhost:3000');
    expect(text).toContain(`admin@reurb.local (administrador) — senha: ${c.seed.adminPassword}`);
    expect(text).toContain(`membro@reurb.local (membro) — senha: ${c.seed.memberPassword}`);
    expect(text).toContain(`Banco: PGlite em ${path.join(dataDir, 'pg')}`);
    expect(text).toContain(
      `Arquivos: ${path.join(dataDir, 'files')}; e-mails: arquivos .eml em ${path.join(dataDir, 'outbox')}`,
    );
    expect(text).toContain('http://localhost:3000/api/docs');
    expect(text).not.toContain('127.0.0.1');
  });

  it('prints passwords only on the start that created the accounts', () => {
    const c = config({ SEED_ADMIN_PASSWORD: 'senha-propria-2026' });
    const text = startBanner(c, []);
    expect(text).toContain('admin@reurb.local (administrador) — senha: a do primeiro início');
    expect(text).not.toContain('senha-propria-2026');
    expect(text).not.toContain(c.seed.memberPassword);
  });

  it('says when there is no demo, and names Auth0 when it signs people in', () => {
    expect(startBanner(config({ SEED_DEMO: 'false' }), [])).toContain('Sem contas de demonstração (SEED_DEMO=false)');
    const auth0 = startBanner(
      config({ AUTH0_DOMAIN: 'prefeitura.us.auth0.com', AUTH0_CLIENT_ID: 'abc', AUTH0_AUDIENCE: 'https://api.reurb' }),
      [],
    );
    expect(auth0).toContain('Entrada: Auth0');
    expect(auth0).not.toContain('admin@reurb.local');
  });

  it('shows a PostgreSQL server without its credentials', () => {
    expect(describeDatabaseUrl('postgres://reurb:segredo@db.interno:5433/reurb_prod')).toBe(
      'PostgreSQL em db.interno:5433/reurb_prod',
    );
    const text = startBanner(config({ DATABASE_URL: 'postgres://reurb:segredo@db.interno/reurb' }), []);
    expect(text).toContain('Banco: PostgreSQL em db.interno/reurb');
    expect(text).not.toContain('segredo');
  });
});
