import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from '@20minutes/s3rver';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files, users } from '../../../db/schema/index.ts';
import { LocalStorage } from '../../../files/local-storage.ts';
import { S3Storage } from '../../../files/s3-storage.ts';
import { removeOrphanUploads } from '../../../files/orphans.ts';
import { multipartBody, pdfBytes } from '../../../files/samples.ts';
import { bearer, testApp, testConfig } from '../../../test/app.ts';
import { createFixtures, PERSONA_EMAILS, type Fixtures } from '../../../test/fixtures.ts';

/**
 * Finding 5 (issue #12): uploads had no quota (a member sent 5 × 19 MB in 1.7 s) and files
 * uploaded but never saved to a record stayed for ever, rows and bytes. Replayed at a smaller
 * scale: per-user quotas answer 429 in Portuguese, even to parallel uploads, and a cleanup
 * deletes never-linked uploads after the grace period from the database and the store.
 */
const KB = 1024;
const MB = 1024 * KB;
/** A real PDF (typed by content) of about `size` bytes. */
const pdfOf = (size: number) => Buffer.concat([pdfBytes(), Buffer.alloc(size, 0x20)]);

describe('finding 5: upload quotas and never-linked uploads', () => {
  let ctx: Awaited<ReturnType<typeof testApp>>;
  let f: Fixtures;
  let store: LocalStorage;
  const headers: Record<string, Record<string, string>> = {};
  beforeAll(async () => {
    ctx = await testApp({
      config: testConfig({
        FILE_MAX_BYTES: String(MB),
        UPLOAD_QUOTA_PENDING_BYTES: String(2 * MB),
        UPLOAD_QUOTA_HOURLY_BYTES: String(4 * MB),
        UPLOAD_QUOTA_HOURLY_FILES: '40',
      }),
    });
    f = await createFixtures(ctx.database.db);
    for (const persona of ['member', 'projectAdmin', 'outsider'] as const)
      headers[persona] = bearer(await ctx.tokenFor(PERSONA_EMAILS[persona]));
    store = new LocalStorage(ctx.config.files.dir);
  });
  afterAll(() => ctx.close());

  const upload = async (who: Record<string, string>, content: Buffer) => {
    const body = await multipartBody([{ name: 'file', filename: 'documento.pdf', content }]);
    return ctx.app.inject({
      method: 'POST',
      url: '/api/files/create',
      headers: { ...who, ...body.headers },
      payload: body.payload,
    });
  };
  const filesOf = async (email: string) => {
    const [user] = await ctx.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    return ctx.database.db.select().from(files).where(eq(files.created_by, user.id));
  };

  it('refuses parallel uploads past the pending quota with a 429, keeping no bytes of the refused ones', async () => {
    const answers = await Promise.all(Array.from({ length: 5 }, () => upload(headers.member, pdfOf(900 * KB))));
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses).toEqual([200, 200, 429, 429, 429]);
    const refused = answers.find((a) => a.statusCode === 429)!.json();
    expect(refused.message).toMatch(/ainda não salvos em nenhum registro/);
    const rows = await filesOf(PERSONA_EMAILS.member);
    expect(rows).toHaveLength(2);
    expect(rows.reduce((sum, r) => sum + r.size, 0)).toBeLessThanOrEqual(2 * MB);
    // Only the accepted uploads are in the store.
    for (const row of rows) expect(await store.exists(row.storage_key)).toBe(true);
    const { readdirSync, existsSync } = await import('node:fs');
    const stored = existsSync(store.root)
      ? readdirSync(store.root, { recursive: true, withFileTypes: true }).filter((e) => e.isFile())
      : [];
    expect(stored).toHaveLength(2);
  });

  it('frees the pending quota once the files are saved to a record, and stops at the hourly quota', async () => {
    const pending = await filesOf(PERSONA_EMAILS.member);
    const saved = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/lots/${f.lotA}`,
      headers: headers.member,
      payload: { rg_file_id: pending[0].id, cpf_file_id: pending[1].id },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    // 1.8 MB used this hour: two more of 0.9 MB fit in the 4 MB, the third does not.
    expect((await upload(headers.member, pdfOf(900 * KB))).statusCode).toBe(200);
    expect((await upload(headers.member, pdfOf(900 * KB))).statusCode).toBe(200);
    const over = await upload(headers.member, pdfOf(900 * KB));
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toBe(
      'Limite de envios atingido: até 4 MB ou 40 arquivos por hora. Tente novamente mais tarde.',
    );
    // Another user is not affected.
    expect((await upload(headers.outsider, pdfOf(10 * KB))).statusCode).toBe(200);
  });

  it('deletes uploads never linked to a record after the grace period, row and stored bytes, and nothing else', async () => {
    const first = await upload(headers.projectAdmin, pdfOf(KB));
    expect(first.statusCode).toBe(200);
    const orphanId: number = first.json().id;
    const [orphan] = await ctx.database.db.select().from(files).where(eq(files.id, orphanId));
    const linked = (await filesOf(PERSONA_EMAILS.member)).filter((r) => r.project_id !== null);
    expect(linked.length).toBe(2);
    const allBefore = await ctx.database.db.select({ id: files.id }).from(files);

    const hours = (h: number) => new Date(Date.now() + h * 3600 * 1000);
    const fileContext = { db: ctx.database.db, config: ctx.config };
    expect(await removeOrphanUploads(fileContext, { graceHours: 24, now: hours(23) })).toEqual({
      deleted: 0,
      ran: true,
    });
    expect(await store.exists(orphan.storage_key)).toBe(true);

    // Two API copies running the cleanup at once: every orphan is deleted once.
    const runs = await Promise.all([
      removeOrphanUploads(fileContext, { graceHours: 24, now: hours(25) }),
      removeOrphanUploads(fileContext, { graceHours: 24, now: hours(25) }),
    ]);
    expect(runs.reduce((sum, r) => sum + r.deleted, 0)).toBe(allBefore.length - linked.length);
    expect(await ctx.database.db.select().from(files).where(eq(files.id, orphanId))).toEqual([]);
    expect(await store.exists(orphan.storage_key)).toBe(false);
    // Files saved to a record stay, with their bytes.
    const kept = await ctx.database.db
      .select()
      .from(files)
      .where(
        inArray(
          files.id,
          linked.map((r) => r.id),
        ),
      );
    expect(kept).toHaveLength(2);
    for (const row of kept) expect(await store.exists(row.storage_key)).toBe(true);
    expect(await ctx.database.db.select({ id: files.id }).from(files)).toHaveLength(2);
    // Linking a deleted upload is the usual 400 on the field.
    const late = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/lots/${f.lotA}`,
      headers: headers.projectAdmin,
      payload: { comp_residencia_file_id: orphanId },
    });
    expect(late.statusCode).toBe(400);
    expect(Object.keys(late.json().errors)).toEqual(['comp_residencia_file_id']);
  });
});

describe('finding 5: the cleanup on an S3-compatible bucket', () => {
  const s3 = {
    region: 'us-east-1',
    bucket: 'reurb-docs',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  };
  let server: S3rver;
  let endpoint: string;
  beforeAll(async () => {
    server = new S3rver({
      port: 0,
      address: '127.0.0.1',
      silent: true,
      directory: mkdtempSync(path.join(os.tmpdir(), 'reurb-s3-')),
      configureBuckets: [{ name: s3.bucket }],
    });
    endpoint = `http://127.0.0.1:${(await server.run()).port}`;
  });
  afterAll(() => server.close());

  it('removes the never-linked upload from the bucket and its row', async () => {
    const ctx = await testApp({
      config: testConfig({
        FILE_STORAGE: 's3',
        S3_ENDPOINT: endpoint,
        S3_BUCKET: s3.bucket,
        S3_ACCESS_KEY_ID: 'S3RVER',
        S3_SECRET_ACCESS_KEY: 'S3RVER',
      }),
    });
    try {
      const body = await multipartBody([{ name: 'file', filename: 'planta.pdf', content: pdfOf(KB) }]);
      const headers = { ...bearer(await ctx.tokenFor(PERSONA_EMAILS.member)), ...body.headers };
      const created = await ctx.app.inject({
        method: 'POST',
        url: '/api/files/create',
        headers,
        payload: body.payload,
      });
      expect(created.statusCode).toBe(200);
      const [row] = await ctx.database.db.select().from(files).where(eq(files.id, created.json().id));
      const bucket = new S3Storage({ ...s3, endpoint });
      expect(await bucket.exists(row.storage_key)).toBe(true);
      const later = new Date(Date.now() + 25 * 3600 * 1000);
      const result = await removeOrphanUploads(
        { db: ctx.database.db, config: ctx.config },
        { graceHours: 24, now: later },
      );
      expect(result).toEqual({ deleted: 1, ran: true });
      expect(await bucket.exists(row.storage_key)).toBe(false);
      expect(await ctx.database.db.select().from(files).where(eq(files.id, row.id))).toEqual([]);
    } finally {
      await ctx.close();
    }
  });
});
