import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files, lotOtherDocuments, lots } from '../db/schema/index.ts';
import { LocalStorage } from '../files/local-storage.ts';
import { heicHead, jpegBytes, pdfBytes, pngBytes, rawMultipartFile, type FormPart } from '../files/samples.ts';
import { postUpload } from '../files/test-kit.ts';
import { bilevelPng } from '../reports/test-kit.ts';
import { bearer, testApp, testConfig } from '../test/app.ts';
import { createFixtures, PERSONA_EMAILS, type Fixtures } from '../test/fixtures.ts';

const MB = 1024 * 1024;

/** The sample JPEG with the size in its frame header (SOF2, progressive) set: the header is what is judged. */
function jpegOfSize(width: number, height: number): Buffer {
  const bytes = Buffer.from(jpegBytes());
  const sof = bytes.indexOf(Buffer.from([0xff, 0xc2]));
  bytes.writeUInt16BE(height, sof + 5);
  bytes.writeUInt16BE(width, sof + 7);
  return bytes;
}

describe('files: upload, signed download, remove from a lot', () => {
  let ctx: Awaited<ReturnType<typeof testApp>>;
  let f: Fixtures;
  let member: Record<string, string>;
  let outsider: Record<string, string>;
  let store: LocalStorage;

  beforeAll(async () => {
    ctx = await testApp({ config: testConfig({ FILE_MAX_BYTES: String(MB), FILE_URL_TTL_SECONDS: '60' }) });
    f = await createFixtures(ctx.database.db);
    member = bearer(await ctx.tokenFor(PERSONA_EMAILS.member));
    outsider = bearer(await ctx.tokenFor(PERSONA_EMAILS.outsider));
    store = new LocalStorage(ctx.config.files.dir);
  });
  afterAll(() => ctx.close());

  const upload = (parts: FormPart[], headers: Record<string, string> = member) => postUpload(ctx.app, headers, parts);
  const uploadFile = (content: Buffer, filename: string, name = 'file') => upload([{ name, filename, content }]);
  const rowOf = async (id: number) => (await ctx.database.db.select().from(files).where(eq(files.id, id)))[0];
  const downloadPath = (url: string) => new URL(url).pathname + new URL(url).search;
  const storedKeys = () =>
    existsSync(store.root)
      ? readdirSync(store.root, { recursive: true, withFileTypes: true })
          .filter((e) => e.isFile())
          .map((e) => e.name)
      : [];

  describe('POST /files/create', () => {
    it('stores a real PNG under a random key and answers {id, url, originalName}', async () => {
      const png = pngBytes(4, 3);
      const res = await uploadFile(png, 'planta do lote.png');
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toEqual({ id: expect.any(Number), url: expect.any(String), originalName: 'planta do lote.png' });
      expect(body.url).toMatch(
        new RegExp(`^${ctx.config.publicUrl}/api/files/${body.id}/download\\?expires=\\d+&signature=[\\w-]+$`),
      );
      const row = await rowOf(body.id);
      expect(row).toMatchObject({
        mime: 'image/png',
        size: png.length,
        project_id: null,
        original_name: 'planta do lote.png',
      });
      expect(row.storage_key).toMatch(/^[0-9a-f-]{36}$/);
      expect(row.sha256).toBe((await import('node:crypto')).createHash('sha256').update(png).digest('hex'));
      expect(await store.exists(row.storage_key)).toBe(true);
      expect(store.pathOf(row.storage_key).startsWith(path.resolve(ctx.config.files.dir))).toBe(true);
    });

    it('accepts JPEG, PDF and HEIC by content, and the image widget field', async () => {
      const jpeg = await uploadFile(jpegBytes(), 'foto.JPG', 'image');
      expect(jpeg.statusCode).toBe(200);
      expect((await rowOf(jpeg.json().id)).mime).toBe('image/jpeg');
      const pdf = await uploadFile(pdfBytes(), 'certidão de nascimento.pdf');
      expect((await rowOf(pdf.json().id)).mime).toBe('application/pdf');
      const heic = await uploadFile(heicHead(), 'IMG_0001.HEIC');
      expect((await rowOf(heic.json().id)).mime).toBe('image/heic');
    });

    it('judges the type by content: a text file named .jpg is refused (415)', async () => {
      const before = storedKeys().length;
      const res = await uploadFile(Buffer.from('isto não é uma imagem\n'), 'foto.jpg');
      expect(res.statusCode).toBe(415);
      expect(res.json().message).toBe('Tipo de arquivo não permitido. Envie imagens (JPG, PNG, HEIC) ou PDF.');
      const html = await uploadFile(Buffer.from('<html><script>alert(1)</script></html>'), 'x.png');
      expect(html.statusCode).toBe(415);
      expect((await uploadFile(Buffer.alloc(0), 'vazio.pdf')).statusCode).toBe(415);
      expect(storedKeys().length).toBe(before);
    });

    it('refuses a file over config.files.maxBytes with 413 and keeps nothing', async () => {
      const before = storedKeys().length;
      const big = Buffer.concat([pngBytes(), Buffer.alloc(MB)]);
      const res = await uploadFile(big, 'grande.png');
      expect(res.statusCode).toBe(413);
      expect(res.json().message).toBe('Arquivo maior que o limite de 1 MB');
      expect(storedKeys().length).toBe(before);
      const exact = Buffer.concat([pngBytes(), Buffer.alloc(MB - pngBytes().length)]);
      expect((await uploadFile(exact, 'no-limite.png')).statusCode).toBe(200);
    });

    it('refuses a picture over 50 megapixels through the image widget (413, its size said), keeps it as a document', async () => {
      const before = storedKeys().length;
      const huge = bilevelPng(8000, 8000); // 64 megapixels in 8 KB
      const res = await uploadFile(huge, 'planta.png', 'image');
      expect(res.statusCode).toBe(413);
      expect(res.json().message).toBe(
        'Esta imagem tem 8.000 × 8.000 pixels, acima do limite de 50 megapixels por imagem: reduza-a e envie de novo.',
      );
      // A JPEG's size is in its frame header, after its other segments.
      const jpeg = await uploadFile(jpegOfSize(9000, 6000), 'foto.jpg', 'image');
      expect(jpeg.statusCode).toBe(413);
      expect(jpeg.json().message).toContain('9.000 × 6.000 pixels');
      expect(storedKeys().length).toBe(before);
      // At the limit it passes; a document (a lot's scan) is kept whatever its pixels.
      expect((await uploadFile(bilevelPng(10_000, 5_000), 'no-limite.png', 'image')).statusCode).toBe(200);
      expect((await uploadFile(bilevelPng(10_000, 5_001), 'acima.png', 'image')).statusCode).toBe(413);
      const scan = await uploadFile(huge, 'escritura digitalizada.png', 'file');
      expect(scan.statusCode).toBe(200);
      expect((await rowOf(scan.json().id)).size).toBe(huge.length);
    });

    it('keeps the client name for display only: paths and control characters are stripped', async () => {
      const cases: [string, string][] = [
        ['../../../etc/passwd.png', 'passwd.png'],
        ['..\\..\\windows\\system32\\foto.png', 'foto.png'],
        ['foto\r\n.png', 'foto.png'],
        ['recibo\u202Egnp.exe', 'recibognp.exe'],
        ['..', 'arquivo'],
        [`${'a'.repeat(400)}.png`, `${'a'.repeat(196)}.png`],
      ];
      for (const [given, kept] of cases) {
        const res = await uploadFile(pngBytes(), given);
        expect(res.statusCode).toBe(200);
        expect(res.json().originalName).toBe(kept);
        const row = await rowOf(res.json().id);
        expect(row.original_name).toBe(kept);
        expect(store.pathOf(row.storage_key).startsWith(store.root + path.sep)).toBe(true);
      }
      expect(existsSync(path.resolve(ctx.config.files.dir, '../../../etc/passwd.png'))).toBe(false);
    });

    it('strips raw control bytes a hand-made request puts in the name', async () => {
      const body = rawMultipartFile('file', 'nota\u0001\u0007\u001bfiscal\t.pdf', pdfBytes());
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/files/create',
        headers: { ...member, ...body.headers },
        payload: body.payload,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().originalName).toBe('notafiscal.pdf');
    });

    it('refuses a missing file, an unknown file field, two files, and a JSON body', async () => {
      const none = await upload([{ name: 'other', value: 'x' }]);
      expect(none.statusCode).toBe(400);
      expect(none.json().errors).toEqual({ file: 'Campo obrigatório' });
      const unknown = await upload([{ name: 'anexo', filename: 'a.png', content: pngBytes() }]);
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().errors).toEqual({ anexo: 'Campo desconhecido' });
      const two = await upload([
        { name: 'file', filename: 'a.png', content: pngBytes() },
        { name: 'image', filename: 'b.png', content: pngBytes() },
      ]);
      expect(two.statusCode).toBe(400);
      const json = await ctx.app.inject({
        method: 'POST',
        url: '/api/files/create',
        headers: member,
        payload: { file: 'x' },
      });
      expect(json.statusCode).toBe(415);
    });

    it('answers a malformed form post with a 4xx, never a 5xx, on every multipart route', async () => {
      const bodies: [string, string][] = [
        ['multipart/form-data', 'sem boundary'],
        ['multipart/form-data; boundary=xyz', 'lixo'],
        [
          'multipart/form-data; boundary=xyz',
          '--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n\x89PNG',
        ],
        ['multipart/form-data; boundary=xyz', '--xyz\r\nContent-Disposition: form-data\r\n\r\nabc\r\n--xyz--\r\n'],
        [
          'multipart/form-data; boundary=xyz',
          '--xyz\r\nContent-Disposition: form-data; name="__proto__"\r\n\r\nabc\r\n--xyz--\r\n',
        ],
        [
          'multipart/form-data; boundary=xyz',
          '--xyz\r\nContent-Disposition: form-data; name="name"\r\nContent-Type: application/json\r\n\r\n{x\r\n--xyz--\r\n',
        ],
      ];
      const routes = [
        '/api/files/create',
        `/api/lots/${f.lotA}/children`,
        `/api/lots/${f.lotA}/children/${f.childA}`,
        `/api/lots/${f.lotA}/residents`,
      ];
      for (const url of routes) {
        for (const [type, payload] of bodies) {
          const res = await ctx.app.inject({
            method: 'POST',
            url,
            headers: { ...member, 'content-type': type },
            payload,
          });
          expect(res.statusCode, `${url} ${payload.slice(0, 30)}`).toBeGreaterThanOrEqual(400);
          expect(res.statusCode, `${url} ${payload.slice(0, 30)}`).toBeLessThan(500);
        }
      }
    });

    it('needs a signed-in user (401)', async () => {
      const res = await upload([{ name: 'file', filename: 'a.png', content: pngBytes() }], {});
      expect(res.statusCode).toBe(401);
    });
  });

  describe('GET /files/{id}/download', () => {
    it('serves the bytes with the stored type, a safe name and no caching, to anyone holding the link', async () => {
      const pdf = pdfBytes('Matricula');
      const { id, url } = (await uploadFile(pdf, 'matrícula "nº 1".pdf')).json();
      const res = await ctx.app.inject({ url: downloadPath(url) });
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.equals(pdf)).toBe(true);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['content-disposition']).toBe(
        `inline; filename="matricula _n_ 1_.pdf"; filename*=UTF-8''matr%C3%ADcula%20%22n%C2%BA%201%22.pdf`,
        // quotes, the non-ASCII º and the accent: an ASCII fallback and the exact UTF-8 name
      );
      expect(id).toBeGreaterThan(0);
    });

    it('adds the real extension to the saved name when the client name lies', async () => {
      const { url } = (await uploadFile(pngBytes(), 'documento.exe')).json();
      const res = await ctx.app.inject({ url: downloadPath(url) });
      expect(res.headers['content-disposition']).toContain('filename="documento.exe.png"');
    });

    it('refuses an expired, tampered or missing signature with 403', async () => {
      const { id, url } = (await uploadFile(pngBytes(), 'a.png')).json();
      const link = new URL(url);
      const expires = link.searchParams.get('expires')!;
      const signature = link.searchParams.get('signature')!;
      const tries = [
        `/api/files/${id}/download?expires=${Number(expires) + 1}&signature=${signature}`,
        `/api/files/${id}/download?expires=${expires}&signature=${signature.slice(0, -2)}xx`,
        `/api/files/${id + 1}/download?expires=${expires}&signature=${signature}`,
        `/api/files/${id}/download?expires=${expires}`,
        `/api/files/${id}/download`,
        `/api/files/${id}/download?expires=abc&signature=${signature}`,
      ];
      for (const url of tries) {
        const res = await ctx.app.inject({ url });
        expect(res.statusCode, url).toBe(403);
        expect(res.json().message).toBe('Link expirado ou inválido');
      }
    });

    it('refuses a link after its expiry', async () => {
      const { url } = (await uploadFile(pngBytes(), 'a.png')).json();
      const { nowSeconds, signature, signingKey } = await import('../files/signing.ts');
      const link = new URL(url);
      const id = Number(link.pathname.split('/')[3]);
      const past = nowSeconds() - 1;
      const sig = signature(await signingKey(ctx.database.db), id, past);
      const res = await ctx.app.inject({ url: `/api/files/${id}/download?expires=${past}&signature=${sig}` });
      expect(res.statusCode).toBe(403);
      const future = nowSeconds() + 30;
      const ok = await ctx.app.inject({
        url: `/api/files/${id}/download?expires=${future}&signature=${signature(await signingKey(ctx.database.db), id, future)}`,
      });
      expect(ok.statusCode).toBe(200);
    });

    it('takes only a numeric id: path tricks never reach the folder', async () => {
      for (const url of [
        '/api/files/..%2F..%2Fetc%2Fpasswd/download',
        '/api/files/../../etc/passwd/download',
        '/api/files/1%00/download',
        '/api/files/-1/download',
        '/api/files/%2e%2e/download?expires=1&signature=x',
      ]) {
        const res = await ctx.app.inject({ url });
        expect([400, 403, 404], url).toContain(res.statusCode);
        expect(res.headers['content-type']).toMatch(/json/);
      }
    });

    it('answers 404 when the file was deleted after the link was made', async () => {
      const { id, url } = (await uploadFile(pngBytes(), 'a.png')).json();
      await ctx.database.db.delete(files).where(eq(files.id, id));
      expect((await ctx.app.inject({ url: downloadPath(url) })).statusCode).toBe(404);
    });
  });

  describe('PATCH /lots/{id}/remove-file', () => {
    const linkToLot = async (column: 'rg_file_id' | 'other') => {
      const { id } = (await uploadFile(pngBytes(), 'rg.png')).json();
      await ctx.database.db.update(files).set({ project_id: f.projectA }).where(eq(files.id, id));
      if (column === 'other') {
        await ctx.database.db
          .insert(lotOtherDocuments)
          .values({ lot_id: f.lotA, field: 'other_documents_files', file_id: id, slot: 0 });
      } else {
        await ctx.database.db.update(lots).set({ rg_file_id: id }).where(eq(lots.id, f.lotA));
      }
      return { id, key: (await rowOf(id)).storage_key };
    };
    const removeFile = (lotId: number, body: unknown, headers = member) =>
      ctx.app.inject({ method: 'PATCH', url: `/api/lots/${lotId}/remove-file`, headers, payload: body as object });

    it('unlinks a document column, deletes the record and the stored object', async () => {
      const { id, key } = await linkToLot('rg_file_id');
      expect(await store.exists(key)).toBe(true);
      const res = await removeFile(f.lotA, { file_id: id });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true });
      const [lot] = await ctx.database.db.select({ rg: lots.rg_file_id }).from(lots).where(eq(lots.id, f.lotA));
      expect(lot.rg).toBeNull();
      expect(await rowOf(id)).toBeUndefined();
      expect(await store.exists(key)).toBe(false);
      expect(existsSync(store.pathOf(key))).toBe(false);
    });

    it('unlinks an other-documents slot the same way', async () => {
      const { id, key } = await linkToLot('other');
      expect((await removeFile(f.lotA, { file_id: id })).statusCode).toBe(200);
      expect(await ctx.database.db.select().from(lotOtherDocuments).where(eq(lotOtherDocuments.file_id, id))).toEqual(
        [],
      );
      expect(await store.exists(key)).toBe(false);
    });

    it('answers 400 for a file the lot does not hold, and keeps it', async () => {
      const { id } = (await uploadFile(pngBytes(), 'solto.png')).json();
      const res = await removeFile(f.lotA, { file_id: id });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({ file_id: 'Este arquivo não pertence a este lote.' });
      expect(await rowOf(id)).toBeDefined();
    });

    it('validates the body and the id', async () => {
      expect((await removeFile(f.lotA, {})).statusCode).toBe(400);
      expect((await removeFile(f.lotA, { file_id: 'abc' })).statusCode).toBe(400);
      const extra = await removeFile(f.lotA, { file_id: 1, extra: true });
      expect(extra.statusCode).toBe(400);
      expect(extra.json().errors).toEqual({ extra: 'Campo desconhecido' });
      expect((await removeFile(f.lotA, { file_id: 'abc' })).json().errors).toEqual({ file_id: 'Arquivo inválido' });
      expect(
        (
          await ctx.app.inject({
            method: 'PATCH',
            url: '/api/lots/abc/remove-file',
            headers: member,
            payload: { file_id: 1 },
          })
        ).statusCode,
      ).toBe(400);
    });

    it('is for members of the lot project: outsider 404, anonymous 401', async () => {
      const { id, key } = await linkToLot('rg_file_id');
      expect((await removeFile(f.lotA, { file_id: id }, outsider)).statusCode).toBe(404);
      expect((await removeFile(f.lotA, { file_id: id }, {})).statusCode).toBe(401);
      expect((await removeFile(999_999, { file_id: id })).statusCode).toBe(404);
      expect(await store.exists(key)).toBe(true);
    });
  });
});
