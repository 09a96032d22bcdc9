import path from 'node:path';
import { z } from 'zod';
import { trustProxySchema, type TrustProxy } from './security/trust-proxy.ts';
import { PASSWORD_COST, type PasswordCost } from './auth/local-idp/passwords.ts';

/**
 * Every setting the server reads, validated once at start. `.env.example` lists the same
 * variables; a bad value stops the start with a message naming the variable.
 */
const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const schema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().min(1).default('127.0.0.1'),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
    PUBLIC_SITE_URL: z.url({ protocol: /^https?$/ }).optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
    /** The embedded database's buffer pool in MB (server/db/connection.ts: 32 when unset). */
    PGLITE_SHARED_BUFFERS_MB: z.coerce.number().int().min(1).max(1024).optional(),
    AUTH0_DOMAIN: z.string().min(3).optional(),
    AUTH0_CLIENT_ID: z.string().min(1).optional(),
    AUTH0_AUDIENCE: z.string().min(1).optional(),
    LOCAL_IDP_CLIENT_ID: z.string().min(1).default('reurb-gestao-spa'),
    API_AUDIENCE: z.string().min(1).optional(),
    SEED_DEMO: flag.default(true),
    SEED_ADMIN_PASSWORD: z.string().min(8).default('reurb-admin-2026'),
    SEED_MEMBER_PASSWORD: z.string().min(8).default('reurb-membro-2026'),
    SERVE_SPA: flag.optional(),
    SPA_DIR: z.string().min(1).optional(),
    TRUST_PROXY: trustProxySchema,
    CORS_ORIGINS: z
      .string()
      .transform((v) =>
        v
          .split(',')
          .map((o) => o.trim())
          .filter(Boolean),
      )
      .pipe(z.array(z.url({ protocol: /^https?$/ }).transform((o) => new URL(o).origin)))
      .default([]),
    VITE_GOOGLE_MAPS_KEY: z.string().min(1).optional(),
    /** Base tiles of the lot map, e.g. https://tile.openstreetmap.org/{z}/{x}/{y}.png; unset: no tiles, nothing leaves. */
    MAP_TILES_URL: z
      .string()
      .regex(/^https:\/\/[^\s/]+\/\S*\{z\}\S*\{x\}\S*\{y\}/, 'MAP_TILES_URL: https://… com {z}, {x} e {y}')
      .optional(),
    MAP_TILES_ATTRIBUTION: z.string().max(500).optional(),
    FILE_STORAGE: z.enum(['local', 's3']).default('local'),
    FILES_DIR: z.string().min(1).optional(),
    FILE_MAX_BYTES: z.coerce
      .number()
      .int()
      .min(1024)
      .default(20 * 1024 * 1024),
    FILE_URL_TTL_SECONDS: z.coerce.number().int().min(10).max(86_400).default(300),
    UPLOAD_QUOTA_HOURLY_BYTES: z.coerce
      .number()
      .int()
      .min(1024)
      .default(500 * 1024 * 1024),
    UPLOAD_QUOTA_HOURLY_FILES: z.coerce.number().int().min(1).default(300),
    UPLOAD_QUOTA_PENDING_BYTES: z.coerce
      .number()
      .int()
      .min(1024)
      .default(200 * 1024 * 1024),
    UPLOAD_ORPHAN_GRACE_HOURS: z.coerce
      .number()
      .int()
      .min(1)
      .max(24 * 30)
      .default(24),
    S3_ENDPOINT: z.url().optional(),
    S3_REGION: z.string().min(1).default('us-east-1'),
    S3_BUCKET: z.string().min(1).optional(),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    S3_FORCE_PATH_STYLE: flag.default(true),
    SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
    MAIL_FROM: z.string().min(3).default('REURB Gestão <nao-responda@reurb.local>'),
    OUTBOX_DIR: z.string().min(1).optional(),
    AUTH0_MGMT_CLIENT_ID: z.string().min(1).optional(),
    AUTH0_MGMT_CLIENT_SECRET: z.string().min(1).optional(),
    REPORT_WORKERS: flag.default(true),
    REPORT_HEARTBEAT_SECONDS: z.coerce.number().int().min(10).max(3600).default(30),
    REPORT_TIME_LIMIT_SECONDS: z.coerce.number().int().min(1).max(86_400).default(600),
    SIGNING_P12: z.string().min(1).optional(),
    SIGNING_P12_PASSWORD: z.string().default(''),
  })
  .superRefine((env, ctx) => {
    const auth0 = [env.AUTH0_DOMAIN, env.AUTH0_CLIENT_ID, env.AUTH0_AUDIENCE];
    if (auth0.some(Boolean) && !auth0.every(Boolean)) {
      ctx.addIssue({
        code: 'custom',
        path: ['AUTH0_DOMAIN'],
        message: 'AUTH0_DOMAIN, AUTH0_CLIENT_ID e AUTH0_AUDIENCE devem ser definidas juntas',
      });
    }
    if (env.FILE_STORAGE === 's3' && !env.S3_BUCKET) {
      ctx.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: 'FILE_STORAGE=s3 precisa de S3_BUCKET' });
    }
  });

export type IdentityConfig =
  | { kind: 'local'; issuer: string; domain: string; clientId: string; audience: string }
  | { kind: 'auth0'; issuer: string; domain: string; clientId: string; audience: string };

export interface Config {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  publicUrl: string;
  /** The public site people go to after removing their data (default: publicUrl). */
  publicSiteUrl: string;
  logLevel: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** The embedded database's buffer pool in MB; the product's default when unset. */
  pgliteSharedBuffersMb: number | undefined;
  identity: IdentityConfig;
  /**
   * The bundled provider's scrypt cost for new hashes and for checking an account without one:
   * always the product's (PASSWORD_COST), never read from the environment; the API tests set a
   * cheaper one in code (testConfig, server/test/config.ts).
   */
  passwordCost: PasswordCost;
  seed: { demo: boolean; adminPassword: string; memberPassword: string };
  serveSpa: boolean;
  /** The built SPA (default ./dist). */
  spaDir: string | undefined;
  /**
   * Behind a TLS proxy or load balancer: the proxies whose X-Forwarded-For/-Proto/-Host are
   * believed, as a hop count or a list of addresses/CIDR ranges (security/trust-proxy.ts).
   * Off by default, or anyone could pick their own address and escape the per-address limits.
   */
  trustProxy: TrustProxy;
  /** Origins other than our own allowed to call the API from a browser (CORS); default none. */
  corsOrigins: string[];
  /** Google Maps is built into the SPA (VITE_GOOGLE_MAPS_KEY): its hosts join the CSP. */
  maps: boolean;
  /** Base tiles of the lot map (MAP_TILES_URL, its host joins img-src) and their attribution; null: none. */
  mapTiles: { url: string; attribution: string } | null;
  files: {
    storage: 'local' | 's3';
    /** Local store: outside the web root (default DATA_DIR/files). */
    dir: string;
    maxBytes: number;
    /** Lifetime of a signed download link. */
    urlTtlSeconds: number;
    /** Per user (issue #12, finding 5): uploads in the last hour, and uploads not linked to a record yet. */
    quota: { hourlyBytes: number; hourlyFiles: number; pendingBytes: number };
    /** Uploads never linked to a record are deleted (row and bytes) after this many hours. */
    orphanGraceHours: number;
    s3: {
      endpoint?: string;
      region: string;
      bucket?: string;
      accessKeyId?: string;
      secretAccessKey?: string;
      forcePathStyle: boolean;
    };
  };
  /** The municipality's A1 certificate (PKCS#12) that signs emitted títulos and CRFs; unset: unsigned. */
  signing?: { p12Path: string | undefined; password: string };
  mail: {
    /** Unset: messages are written as .eml files to the outbox folder. */
    smtpUrl?: string;
    from: string;
    outboxDir: string;
    /**
     * The outbox also logs each message's link (removal, set-password), to follow the flows by
     * hand: development and test only. In production a link in the log is a key to someone's
     * account or data in every log shipper and backup (issue 12, finding 9).
     */
    logLinks?: boolean;
  };
  /** Auth0 Management API credentials, to create accounts and invitations in Auth0. */
  auth0Management?: { clientId: string; clientSecret: string };
  /**
   * Group report workers: `workers` false makes an API process only queue jobs (the workers
   * then run in `npm run worker`); a job whose worker stops heartbeating is retried elsewhere.
   * `timeLimitSeconds`: a document's render is stopped past it; a group job gets three times it (server/render/).
   */
  reports: { workers: boolean; heartbeatSeconds: number; timeLimitSeconds: number };
}

export class ConfigError extends Error {}

export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  // An empty variable (`DATABASE_URL=`) means unset, as in most shells' .env habits.
  const present = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = schema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.') || '(geral)'}: ${i.message}`);
    throw new ConfigError(`Configuração inválida:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '');
  const identity: IdentityConfig = env.AUTH0_DOMAIN
    ? {
        kind: 'auth0',
        domain: `https://${env.AUTH0_DOMAIN.replace(/^https?:\/\//, '').replace(/\/+$/, '')}`,
        issuer: `https://${env.AUTH0_DOMAIN.replace(/^https?:\/\//, '').replace(/\/+$/, '')}/`,
        clientId: env.AUTH0_CLIENT_ID!,
        audience: env.AUTH0_AUDIENCE!,
      }
    : {
        kind: 'local',
        domain: `${publicUrl}/idp`,
        issuer: `${publicUrl}/idp/`,
        clientId: env.LOCAL_IDP_CLIENT_ID,
        audience: env.API_AUDIENCE ?? `${publicUrl}/api`,
      };
  return {
    env: env.NODE_ENV,
    host: env.HOST,
    port: env.PORT,
    publicUrl,
    publicSiteUrl: env.PUBLIC_SITE_URL ?? publicUrl,
    logLevel: env.LOG_LEVEL,
    dataDir: env.DATA_DIR,
    databaseUrl: env.DATABASE_URL,
    pgliteSharedBuffersMb: env.PGLITE_SHARED_BUFFERS_MB,
    identity,
    passwordCost: PASSWORD_COST,
    seed: { demo: env.SEED_DEMO, adminPassword: env.SEED_ADMIN_PASSWORD, memberPassword: env.SEED_MEMBER_PASSWORD },
    serveSpa: env.SERVE_SPA ?? env.NODE_ENV === 'production',
    spaDir: env.SPA_DIR,
    trustProxy: env.TRUST_PROXY,
    corsOrigins: env.CORS_ORIGINS,
    maps: Boolean(env.VITE_GOOGLE_MAPS_KEY),
    mapTiles: env.MAP_TILES_URL ? { url: env.MAP_TILES_URL, attribution: env.MAP_TILES_ATTRIBUTION ?? '' } : null,
    files: {
      storage: env.FILE_STORAGE,
      dir: env.FILES_DIR ?? path.join(env.DATA_DIR, 'files'),
      maxBytes: env.FILE_MAX_BYTES,
      urlTtlSeconds: env.FILE_URL_TTL_SECONDS,
      quota: {
        hourlyBytes: env.UPLOAD_QUOTA_HOURLY_BYTES,
        hourlyFiles: env.UPLOAD_QUOTA_HOURLY_FILES,
        pendingBytes: env.UPLOAD_QUOTA_PENDING_BYTES,
      },
      orphanGraceHours: env.UPLOAD_ORPHAN_GRACE_HOURS,
      s3: {
        endpoint: env.S3_ENDPOINT,
        region: env.S3_REGION,
        bucket: env.S3_BUCKET,
        accessKeyId: env.S3_ACCESS_KEY_ID,
        secretAccessKey: env.S3_SECRET_ACCESS_KEY,
        forcePathStyle: env.S3_FORCE_PATH_STYLE,
      },
    },
    mail: {
      smtpUrl: env.SMTP_URL,
      from: env.MAIL_FROM,
      outboxDir: env.OUTBOX_DIR ?? path.join(env.DATA_DIR, 'outbox'),
      logLinks: env.NODE_ENV !== 'production',
    },
    auth0Management:
      env.AUTH0_MGMT_CLIENT_ID && env.AUTH0_MGMT_CLIENT_SECRET
        ? { clientId: env.AUTH0_MGMT_CLIENT_ID, clientSecret: env.AUTH0_MGMT_CLIENT_SECRET }
        : undefined,
    reports: {
      workers: env.REPORT_WORKERS,
      heartbeatSeconds: env.REPORT_HEARTBEAT_SECONDS,
      timeLimitSeconds: env.REPORT_TIME_LIMIT_SECONDS,
    },
    signing: { p12Path: env.SIGNING_P12, password: env.SIGNING_P12_PASSWORD },
  };
}
