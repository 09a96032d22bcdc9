import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import S3rver from '@20minutes/s3rver';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files } from '../db/schema/index.ts';
import { bearer, testApp, testConfig } from '../test/app.ts';
import { PERSONA_EMAILS } from '../test/fixtures.ts';
import { LocalStorage } from './local-storage.ts';
import { objectUrl, S3Storage } from './s3-storage.ts';
import { pdfBytes, pngBytes } from './samples.ts';
import { postUpload } from './test-kit.ts';
import { newStorageKey, type FileStorage } from './storage.ts';

const tempDir = () => mkdtempSync(path.join(os.tmpdir(), 'reurb-store-'));
const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');
const bytesOf = async (stream: Readable | null) => {
  const chunks: Buffer[] = [];
  for await (const c of stream!) chunks.push(c as Buffer);
  return Buffer.concat(chunks);
};

/** What every store must do, whatever it is. */
function contract(name: string, make: () => FileStorage) {
  describe(`${name}: the FileStorage contract`, () => {
    it('puts a buffer and a stream, gets the same bytes back, deletes, and says whether it exists', async () => {
      const store = make();
      const png = pngBytes(5, 5);
      const a = newStorageKey();
      await store.put(a, png, { mime: 'image/png', size: png.length, sha256: sha(png) });
      expect(await store.exists(a)).toBe(true);
      expect((await bytesOf(await store.get(a))).equals(png)).toBe(true);

      const b = newStorageKey();
      const body = Buffer.from('%PDF-1.4 streamed'.repeat(1000));
      await store.put(b, Readable.from([body.subarray(0, 100), body.subarray(100)]), {
        mime: 'application/pdf',
        size: body.length,
        sha256: sha(body),
      });
      expect(await text((await store.get(b))!)).toBe(body.toString());

      // A buffer that is a view into a larger one (a rendered document with room after it,
      // server/emissions/placeholder.ts): its own bytes go, none before or after them.
      const c = newStorageKey();
      const around = Buffer.alloc(3000, 'x');
      const inside = around.subarray(1000, 2000).fill('%PDF-1.7 signed ');
      await store.put(c, inside, { mime: 'application/pdf', size: inside.length, sha256: sha(inside) });
      expect((await bytesOf(await store.get(c))).equals(inside)).toBe(true);

      await store.delete(a);
      expect(await store.exists(a)).toBe(false);
      expect(await store.get(a)).toBeNull();
      await store.delete(a); // deleting twice is fine
      expect(await store.exists(b)).toBe(true);
    });

    it('refuses keys it did not make (no paths, no dots)', async () => {
      const store = make();
      for (const key of ['../../etc/passwd', '/etc/passwd', 'a/b', '..', '', 'abc', `${newStorageKey()}/../x`]) {
        await expect(store.put(key, Buffer.from('x'), { mime: 'image/png' })).rejects.toThrow('invalid storage key');
        await expect(store.get(key)).rejects.toThrow('invalid storage key');
        await expect(store.delete(key)).rejects.toThrow('invalid storage key');
      }
    });
  });
}

describe('local folder store', () => {
  contract('local', () => new LocalStorage(tempDir()));

  it('creates its folder on demand, owner-only, fans out by the key, and leaves no temporary file', async () => {
    const root = path.join(tempDir(), 'not', 'yet');
    const store = new LocalStorage(root);
    const key = newStorageKey();
    await store.put(key, pngBytes(), { mime: 'image/png' });
    expect(store.pathOf(key)).toBe(path.join(root, key.slice(0, 2), key));
    expect(statSync(store.pathOf(key)).mode & 0o777).toBe(0o600);
    expect(readdirSync(path.dirname(store.pathOf(key)))).toEqual([key]);
  });

  it('removes the temporary file when a write fails half-way', async () => {
    const store = new LocalStorage(tempDir());
    const key = newStorageKey();
    const failing = new Readable({
      read() {
        this.push(Buffer.from('partial'));
        this.destroy(new Error('client went away'));
      },
    });
    await expect(store.put(key, failing, { mime: 'image/png' })).rejects.toThrow('client went away');
    expect(await store.exists(key)).toBe(false);
    expect(readdirSync(path.dirname(store.pathOf(key)))).toEqual([]);
  });
});

describe('S3-compatible store', () => {
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
    // A real S3 protocol server in this process: it checks every request's SigV4 signature.
    server = new S3rver({
      port: 0,
      address: '127.0.0.1',
      silent: true,
      directory: tempDir(),
      configureBuckets: [{ name: s3.bucket }],
    });
    const { port } = await server.run();
    endpoint = `http://127.0.0.1:${port}`;
  });
  afterAll(() => server.close());

  contract('s3 (s3rver)', () => new S3Storage({ ...s3, endpoint }));

  it('fails on a request signed with the wrong secret', async () => {
    const store = new S3Storage({ ...s3, endpoint, secretAccessKey: 'wrong-secret' });
    await expect(store.put(newStorageKey(), pngBytes(), { mime: 'image/png' })).rejects.toThrow('status 403');
  });

  it('refuses a stream without its size (S3 needs the length)', async () => {
    const store = new S3Storage({ ...s3, endpoint });
    await expect(store.put(newStorageKey(), Readable.from([Buffer.from('x')]), { mime: 'image/png' })).rejects.toThrow(
      'size',
    );
  });

  it('builds path-style and virtual-hosted object URLs', () => {
    const key = newStorageKey();
    expect(objectUrl({ ...s3, endpoint: 'https://minio.example.org:9000' }, key)).toBe(
      `https://minio.example.org:9000/reurb-docs/${key}`,
    );
    expect(objectUrl({ ...s3, endpoint: 'https://minio.example.org/s3/' }, key)).toBe(
      `https://minio.example.org/s3/reurb-docs/${key}`,
    );
    expect(objectUrl({ ...s3, forcePathStyle: false, region: 'sa-east-1' }, key)).toBe(
      `https://reurb-docs.s3.sa-east-1.amazonaws.com/${key}`,
    );
    expect(() => objectUrl(s3, '../x')).toThrow('invalid storage key');
  });

  it('serves the whole upload and download flow of the app from the bucket', async () => {
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
      const created = await postUpload(ctx.app, bearer(await ctx.tokenFor(PERSONA_EMAILS.member)), [
        { name: 'file', filename: 'planta.pdf', content: pdfBytes('Planta') },
      ]);
      expect(created.statusCode).toBe(200);
      const [row] = await ctx.database.db.select().from(files).where(eq(files.id, created.json().id));
      expect(await new S3Storage({ ...s3, endpoint }).exists(row.storage_key)).toBe(true);
      const url = new URL(created.json().url);
      const download = await ctx.app.inject({ url: url.pathname + url.search });
      expect(download.statusCode).toBe(200);
      expect(download.rawPayload.equals(pdfBytes('Planta'))).toBe(true);
      expect(existsSync(ctx.config.files.dir)).toBe(false);
    } finally {
      await ctx.close();
    }
  });

  it('needs a bucket and credentials', () => {
    expect(() => new S3Storage({ ...s3, accessKeyId: undefined })).toThrow('S3_ACCESS_KEY_ID');
  });
});
