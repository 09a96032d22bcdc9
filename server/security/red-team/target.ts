import { eq } from 'drizzle-orm';
import type { JWK } from 'jose';
import type { IdentityConfig } from '../../config.ts';
import { projects, reportJobs } from '../../db/schema/index.ts';
import { loadIdpSecrets } from '../../auth/local-idp/secrets.ts';
import { multipartBody, pdfBytes } from '../../files/samples.ts';
import { bearer, testApp } from '../../test/app.ts';
import { snapshot } from '../../test/db-snapshot.ts';
import { createFixtures, PERSONA_EMAILS, type Fixtures } from '../../test/fixtures.ts';
import type { OpenApiDocument, RecordKind } from './operations.ts';

/**
 * Where the red-team suite sends its attacks: the real app in this process (`app.inject`,
 * a fresh database per test file) or a deployed instance (`SECURITY_TARGET=https://…`, plain
 * fetch, tokens and ids from the environment). Sweeps that write, or that need the provider's
 * signing key, run only in process and say so when skipped.
 */
export interface Answer {
  status: number;
  body: string;
  headers: Record<string, string | string[] | undefined>;
}

export interface Call {
  method: string;
  url: string;
  headers?: Record<string, string>;
  payload?: string | Buffer;
}

export type Ids = Partial<Record<RecordKind, number | string>>;

/** In-process extras: the database, the signing key, the fixtures. */
export interface LocalParts {
  world: Fixtures;
  adminToken: string;
  identity: IdentityConfig;
  signingKey: JWK;
  /** Subject of the member of project A (and only A). */
  memberSub: string;
  /** An admin of project A (a project admin, not a global one), and nowhere else. */
  projectAdminA: string;
  /** A fingerprint of every application table (see COUNTED_NOT_WRITTEN). */
  snapshot(): Promise<Record<string, string>>;
  /** Where uploaded files are stored. */
  filesDir: string;
  routeAccess: Map<string, string | undefined>;
}

export interface Target {
  mode: 'local' | 'remote';
  document: OpenApiDocument;
  send(call: Call): Promise<Answer>;
  /** A member (not admin) of project A, and nowhere else. */
  memberA: string;
  /** An admin of project B (reads B's records; never used to attack). */
  adminB: string;
  /** Records of project B; a kind missing here has no record in B. */
  idsB: Ids;
  /** Records of project A the member may open. */
  idsA: Ids;
  /** Text that only B's records hold: none of it may reach the member of A. */
  secretsOfB: string[];
  local?: LocalParts;
  close(): Promise<void>;
}

export const REMOTE_ENV = [
  'SECURITY_TARGET',
  'SECURITY_TOKEN_MEMBER_A',
  'SECURITY_TOKEN_ADMIN_B',
  'SECURITY_PROJECT_B',
  'SECURITY_LOT_B',
] as const;

export const remoteMode = (): boolean => Boolean(process.env.SECURITY_TARGET);

/** Why a sweep or a check does not run against a deployed instance. */
export const REMOTE_SKIP = {
  writes:
    'contra uma instância implantada só rodam as varreduras que não gravam (rode em processo: npx vitest run --project server:pglite server/security/red-team)',
  signingKey:
    'precisa da chave de assinatura do provedor (token expirado, sem exp, emissor ou audiência errados): só em processo',
};

export async function openTarget(): Promise<Target> {
  return remoteMode() ? remoteTarget() : localTarget();
}

/**
 * Tables a refused request may change without writing anything of the caller's: the rate
 * limit counts every call (refused ones too), and its HMAC key is made on first use.
 */
const COUNTED_NOT_WRITTEN = ['rate_limit_counters', 'app_secrets'];

const B_CHILD = 'Benedita Sigilo Projeto B';
const B_RESIDENT = 'Bartolomeu Sigilo Projeto B';
const B_GROUP = 4_242;

async function localTarget(): Promise<Target> {
  const ctx = await testApp();
  const world = await createFixtures(ctx.database.db);
  const [memberA, adminB, adminToken, projectAdminA] = await Promise.all([
    ctx.tokenFor(PERSONA_EMAILS.member),
    ctx.tokenFor(PERSONA_EMAILS.outsider),
    ctx.tokenFor(PERSONA_EMAILS.globalAdmin),
    ctx.tokenFor(PERSONA_EMAILS.projectAdmin),
  ]);
  const send = async ({ method, url, headers, payload }: Call): Promise<Answer> => {
    const res = await ctx.app.inject({ method: method as 'GET', url, headers, payload });
    return { status: res.statusCode, body: res.body, headers: res.headers as Answer['headers'] };
  };
  // B's family records and a group report job, made by B's admin through the app where it can.
  const child = await send({
    method: 'POST',
    url: `/api/lots/${world.lotB}/children`,
    headers: { ...bearer(adminB), 'content-type': 'application/json' },
    payload: JSON.stringify({ name: B_CHILD }),
  });
  const resident = await send({
    method: 'POST',
    url: `/api/lots/${world.lotB}/residents`,
    headers: { ...bearer(adminB), 'content-type': 'application/json' },
    payload: JSON.stringify({ name: B_RESIDENT }),
  });
  if (child.status !== 200 || resident.status !== 200) throw new Error(`fixtures of B: ${child.body} ${resident.body}`);
  // A document of B's lot (its RG), uploaded and attached by B's admin.
  const form = await multipartBody([
    { name: 'file', filename: 'rg-b.pdf', type: 'application/pdf', content: pdfBytes(B_CHILD) },
  ]);
  const upload = await send({
    method: 'POST',
    url: '/api/files/create',
    headers: { ...bearer(adminB), ...form.headers },
    payload: form.payload,
  });
  const fileB = upload.status === 200 ? (JSON.parse(upload.body).id as number) : undefined;
  const attached = await send({
    method: 'PATCH',
    url: `/api/lots/${world.lotB}`,
    headers: { ...bearer(adminB), 'content-type': 'application/json' },
    payload: JSON.stringify({ rg_file_id: fileB }),
  });
  if (!fileB || attached.status !== 200) throw new Error(`file of B: ${upload.body} ${attached.body}`);
  await ctx.database.db.update(projects).set({ group_id: B_GROUP }).where(eq(projects.id, world.projectB));
  const [job] = await ctx.database.db
    .insert(reportJobs)
    .values({
      group_id: B_GROUP,
      report_type: 'socioeconomic-report',
      user_id: world.userIds.outsider,
      status: 'processing',
      message: 'Vila União: gerando',
    })
    .returning();
  const document = ctx.app.swagger() as unknown as OpenApiDocument;
  const { signingKey } = await loadIdpSecrets(ctx.database.db);
  return {
    mode: 'local',
    document,
    send,
    memberA,
    adminB,
    idsA: {
      project: world.projectA,
      block: world.blockA,
      street: world.streetA,
      lot: world.lotA,
      child: world.childA,
      resident: world.residentA,
      user: world.userIds.member,
    },
    idsB: {
      project: world.projectB,
      block: world.blockB,
      street: world.streetB,
      lot: world.lotB,
      child: JSON.parse(child.body).id,
      resident: JSON.parse(resident.body).id,
      group: B_GROUP,
      reportJob: job.id,
      user: world.userIds.outsider,
      file: fileB,
    },
    secretsOfB: [
      'Vila União',
      'Maria Conceição',
      'Rua do Sol',
      'Salvador',
      B_CHILD,
      B_RESIDENT,
      PERSONA_EMAILS.outsider,
      'Otávio',
    ],
    local: {
      world,
      adminToken,
      identity: ctx.config.identity,
      signingKey,
      memberSub: world.subs.member,
      projectAdminA,
      snapshot: async () => {
        const tables = await snapshot(ctx.database);
        for (const name of COUNTED_NOT_WRITTEN) delete tables[name];
        return tables;
      },
      filesDir: ctx.config.files.dir,
      routeAccess: new Map(
        ctx.app.routeTable.map((r) => [`${r.method} ${r.url.replace(/:(\w+)/g, '{$1}')}`, r.access]),
      ),
    },
    close: () => ctx.close(),
  };
}

function requiredEnv(name: (typeof REMOTE_ENV)[number]): string {
  const value = process.env[name]?.trim();
  if (!value) throw new Error(`SECURITY_TARGET está definido, falta ${name} (veja README, Segurança)`);
  return value;
}

async function remoteTarget(): Promise<Target> {
  const base = requiredEnv('SECURITY_TARGET').replace(/\/$/, '');
  const [memberA, adminB, projectB, lotB] = [
    requiredEnv('SECURITY_TOKEN_MEMBER_A'),
    requiredEnv('SECURITY_TOKEN_ADMIN_B'),
    requiredEnv('SECURITY_PROJECT_B'),
    requiredEnv('SECURITY_LOT_B'),
  ];
  const send = async ({ method, url, headers, payload }: Call): Promise<Answer> => {
    const res = await fetch(base + url, {
      method,
      headers,
      body: payload === undefined ? undefined : typeof payload === 'string' ? payload : new Uint8Array(payload),
      redirect: 'manual',
    });
    return { status: res.status, body: await res.text(), headers: Object.fromEntries(res.headers) };
  };
  const asAdminB = async (url: string) => {
    const res = await send({ method: 'GET', url, headers: bearer(adminB) });
    if (res.status !== 200)
      throw new Error(`GET ${url} com SECURITY_TOKEN_ADMIN_B: ${res.status} ${res.body.slice(0, 200)}`);
    return JSON.parse(res.body);
  };
  const firstId = async (url: string) => (await asAdminB(url)).data?.[0]?.id as number | undefined;
  const documentAnswer = await send({ method: 'GET', url: '/api/docs/json' });
  if (documentAnswer.status !== 200) throw new Error(`${base}/api/docs/json: ${documentAnswer.status}`);
  const project = await asAdminB(`/api/projects/${projectB}`);
  const lot = await asAdminB(`/api/lots/${lotB}`);
  const idsB: Ids = {
    project: Number(projectB),
    lot: Number(lotB),
    block: await firstId(`/api/blocks/list?project_id=${projectB}`),
    street: await firstId(`/api/streets/list?project_id=${projectB}`),
    child: await firstId(`/api/lots/${lotB}/children`),
    resident: await firstId(`/api/lots/${lotB}/residents`),
    group: project.group_id ?? undefined,
  };
  const secretsOfB = [project.name, lot.owner_name, lot.owner_cpf].filter(
    (s): s is string => typeof s === 'string' && s.length >= 4,
  );
  return {
    mode: 'remote',
    document: JSON.parse(documentAnswer.body),
    send,
    memberA,
    adminB,
    idsA: {},
    idsB: Object.fromEntries(Object.entries(idsB).filter(([, v]) => v !== undefined)),
    secretsOfB,
    close: async () => undefined,
  };
}

/** Up to `limit` calls at a time; answers in the order of the calls. */
export async function inBatches<T, R>(items: T[], limit: number, run: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < items.length; i += limit) out.push(...(await Promise.all(items.slice(i, i + limit).map(run))));
  return out;
}
