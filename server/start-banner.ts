import path from 'node:path';
import type { Config } from './config.ts';
import { demoAccounts, type DemoAccount } from './seed/accounts.ts';

/** A database URL without its credentials: host, port and database name. */
export function describeDatabaseUrl(databaseUrl: string): string {
  try {
    const url = new URL(databaseUrl);
    return `PostgreSQL em ${url.hostname}${url.port ? `:${url.port}` : ''}${url.pathname}`;
  } catch {
    return 'PostgreSQL (DATABASE_URL)';
  }
}

/**
 * What the person who ran `npm start` needs, once the server listens: the address to open
 * (PUBLIC_URL, not the socket's 127.0.0.1), how to sign in, and where the data lives.
 * Passwords only for the accounts created by this start (logged once, as the README says).
 */
export function startBanner(config: Config, created: DemoAccount[]): string {
  const lines = [`REURB Gestão pronto. Abra ${config.publicUrl}`];
  if (config.identity.kind === 'auth0') {
    lines.push(`  Entrada: Auth0 (${config.identity.domain})`);
  } else if (config.seed.demo) {
    lines.push('  Contas de demonstração:');
    for (const account of demoAccounts(config)) {
      const fresh = created.find((c) => c.email === account.email);
      const role = account.role === 'admin' ? 'administrador' : 'membro';
      lines.push(
        `    ${account.email} (${role}) — senha: ${fresh ? fresh.password : 'a do primeiro início (README; SEED_*_PASSWORD)'}`,
      );
    }
  } else {
    lines.push('  Sem contas de demonstração (SEED_DEMO=false): entre com uma conta criada por um administrador.');
  }
  const dataDir = path.resolve(config.dataDir);
  lines.push(
    `  Banco: ${config.databaseUrl ? describeDatabaseUrl(config.databaseUrl) : `PGlite em ${path.join(dataDir, 'pg')}`}`,
  );
  lines.push(
    `  Arquivos: ${config.files.storage === 's3' ? `bucket S3 ${config.files.s3.bucket ?? ''}`.trim() : path.resolve(config.files.dir)}` +
      `; e-mails: ${config.mail.smtpUrl ? 'SMTP' : `arquivos .eml em ${path.resolve(config.mail.outboxDir)}`}`,
  );
  lines.push(`  API e documentação: ${config.publicUrl}/api/docs`);
  return lines.join('\n');
}
