import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blocks, lots, projectMembers, projects, reportJobs } from '../db/schema/index.ts';
import { fileStorage } from '../files/storage.ts';
import { createReportWorld, pdfText } from '../reports/test-kit.ts';
import { bearer, testApp } from '../test/app.ts';
import { createFixtures, PERSONA_EMAILS, type Fixtures } from '../test/fixtures.ts';
import { EXPIRED, START_MESSAGE } from './report-jobs.ts';

type Status = {
  job_id: string;
  status: string;
  progress: number;
  message: string | null;
  file_name: string | null;
  download_url: string | null;
  error: string | null;
};

/** The group report journey (docs/states.md#states): start → poll → completed → download; then the file expires. */
describe('group report job', () => {
  let ctx: Awaited<ReturnType<typeof testApp>>;
  let f: Fixtures;
  let admin: Record<string, string>;
  const GROUP = 7;
  const MIXED = 8;
  beforeAll(async () => {
    ctx = await testApp();
    const db = ctx.database.db;
    f = await createFixtures(db);
    await createReportWorld(db, f.projectA, f.blockA, f.userIds.projectAdmin);
    const [c] = await db
      .insert(projects)
      .values({ name: 'Vila Conceição — Etapa 2', city: 'Campinas', state: 'São Paulo', group_id: GROUP })
      .returning();
    const [block] = await db.insert(blocks).values({ name: 'Quadra 07', project_id: c.id }).returning();
    await db.insert(lots).values({
      name: 'Lote 001',
      block_id: block.id,
      project_id: c.id,
      status: 'complete',
      owner_name: 'Zuleica Brandão Côrtes',
    });
    await db.insert(projectMembers).values({ projectId: c.id, userId: f.userIds.projectAdmin, role: 'admin' });
    await db.update(projects).set({ group_id: GROUP }).where(eq(projects.id, f.projectA));
    const [d] = await db.insert(projects).values({ name: 'Outro núcleo', group_id: MIXED }).returning();
    await db
      .update(projects)
      .set({ group_id: MIXED })
      .where(inArray(projects.id, [f.projectB, d.id]));
    admin = bearer(await ctx.tokenFor(PERSONA_EMAILS.projectAdmin));
  }, 60_000);
  afterAll(() => ctx.close());

  const get = (url: string, headers: Record<string, string> = admin) => ctx.app.inject({ method: 'GET', url, headers });

  async function waitFor(jobId: string, done: (s: Status) => boolean, seconds = 45): Promise<Status> {
    const deadline = Date.now() + seconds * 1000;
    for (;;) {
      const status = (await get(`/api/project-groups/report-status/${jobId}`)).json() as Status;
      if (done(status) || Date.now() > deadline) return status;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }

  it('generates the socio-economic report of every project of the group and serves it by a signed link', async () => {
    const start = await get(`/api/project-groups/${GROUP}/socioeconomic-report?complete=false`);
    expect(start.statusCode, start.body).toBe(200);
    const { job_id } = start.json() as { job_id: string };
    const [row] = await ctx.database.db.select().from(reportJobs).where(eq(reportJobs.id, job_id));
    expect(row).toMatchObject({
      group_id: GROUP,
      report_type: 'socioeconomic-report',
      user_id: f.userIds.projectAdmin,
    });

    const first = (await get(`/api/project-groups/report-status/${job_id}`)).json() as Status;
    expect(['starting', 'processing', 'completed']).toContain(first.status);
    if (first.status === 'starting') expect(first).toMatchObject({ progress: 0, message: START_MESSAGE });

    const status = await waitFor(job_id, (s) => ['completed', 'failed', 'error'].includes(s.status));
    expect(status).toMatchObject({
      status: 'completed',
      progress: 100,
      file_name: 'Relatório Socioeconômico-Todas as Etapas.pdf',
      error: null,
    });
    expect(status.download_url).toMatch(
      /^http:\/\/localhost:3999\/api\/project-groups\/report-download\/.+\?expires=\d+&signature=/,
    );

    const url = status.download_url!.replace('http://localhost:3999', '');
    const file = await get(url, {});
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(decodeURIComponent(String(file.headers['content-disposition']))).toContain(
      'Relatório Socioeconômico-Todas as Etapas.pdf',
    );
    const { text } = await pdfText(file.rawPayload);
    expect(text).toContain('João Araújo Conceição');
    expect(text).toContain('Zuleica Brandão Côrtes');
    expect(text).toContain('Vila Conceição — Etapa 2');

    // A tampered link is refused; another user cannot see the job.
    expect((await get(url.replace(/signature=.{4}/, 'signature=AAAA'), {})).statusCode).toBe(403);
    expect(
      (await get(`/api/project-groups/report-status/${job_id}`, bearer(await ctx.tokenFor(PERSONA_EMAILS.member))))
        .statusCode,
    ).toBe(404);
    expect(
      (await get(`/api/project-groups/report-status/${job_id}`, bearer(await ctx.tokenFor(PERSONA_EMAILS.globalAdmin))))
        .statusCode,
    ).toBe(200);

    // The file expires: removed from the store, the job says so, the link no longer works.
    const [done] = await ctx.database.db.select().from(reportJobs).where(eq(reportJobs.id, job_id));
    await ctx.database.db
      .update(reportJobs)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(reportJobs.id, job_id));
    const expired = (await get(`/api/project-groups/report-status/${job_id}`)).json() as Status;
    expect(expired).toMatchObject({ status: 'error', error: EXPIRED, download_url: null });
    expect(await fileStorage(ctx.config).exists(done.file_key!)).toBe(false);
    expect((await get(url, {})).statusCode).toBe(404);
  }, 60_000);

  it('needs admin of every project of the group (or a global admin)', async () => {
    expect(
      (
        await get(
          `/api/project-groups/${MIXED}/socioeconomic-report`,
          bearer(await ctx.tokenFor(PERSONA_EMAILS.outsider)),
        )
      ).statusCode,
    ).toBe(403);
    expect((await get(`/api/project-groups/${MIXED}/socioeconomic-report`)).statusCode).toBe(404);
    expect(
      (
        await get(
          `/api/project-groups/${GROUP}/socioeconomic-report`,
          bearer(await ctx.tokenFor(PERSONA_EMAILS.member)),
        )
      ).statusCode,
    ).toBe(403);
    expect((await get(`/api/project-groups/${GROUP}/socioeconomic-report`, {})).statusCode).toBe(401);
    expect((await get(`/api/project-groups/999/socioeconomic-report`)).statusCode).toBe(404);
    expect((await get(`/api/project-groups/report-status/nao-e-um-id`)).statusCode).toBe(400);
    const bad = await get(`/api/project-groups/${GROUP}/socioeconomic-report?single_resident_only=1&income_from=abc`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ income_from: 'Informe um número inteiro' });
  });
});
