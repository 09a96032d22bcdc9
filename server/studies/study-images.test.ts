import { createHash } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { files, preliminaryStudies, technicalReportSections } from '../db/schema/index.ts';
import { jpegBytes, pdfBytes, pngBytes } from '../files/samples.ts';
import { postUpload } from '../files/test-kit.ts';
import { bilevelPng } from '../reports/test-kit.ts';
import {
  IMAGE_NOT_PICTURE,
  IMAGE_TOO_LARGE,
  IMAGE_TOO_MANY_PIXELS,
  storeEmbeddedImages,
} from './rich-text/embedded-images.ts';
import { sanitizeSection } from './rich-text/sanitize.ts';
import { IMAGE_NOT_HERE } from './rich-text/own-images.ts';
import { useStudiesApp } from './studies-app.ts';

/**
 * The studies' pictures kept as the project's files (rich-text/own-images.ts), on both engines:
 * linked at the save, stored without the signature, signed at each read for this project's
 * files only, drawn in the PDF, and refused when they are not the project's to use.
 */
const { app, f, auth, call } = useStudiesApp();

/** An upload as the editor's Imagem button sends it (field `image`); its id and signed link. */
async function upload(headers: Record<string, string>, content = pngBytes(40, 30), filename = 'vista.png') {
  const type = filename.endsWith('.pdf') ? 'application/pdf' : 'image/png';
  const res = await postUpload(app().app, headers, [{ name: 'image', filename, content, type }]);
  expect(res.statusCode, res.body).toBe(200);
  const { id, url } = res.json() as { id: number; url: string };
  const link = new URL(url);
  /** The src the editor writes: our route with the signed link's query. */
  const src = `/api/files/${id}/download${link.search}`;
  return { id, src, html: `<p>Vista da área</p><img src="${src.replace(/&/g, '&amp;')}" alt="${filename}">` };
}

const SIGNED = (id: number) => new RegExp(`<img src="/api/files/${id}/download\\?expires=\\d+&amp;signature=[\\w-]+"`);

const stored = async () => {
  const [row] = await app()
    .database.db.select()
    .from(preliminaryStudies)
    .where(eq(preliminaryStudies.project_id, f().projectA));
  return row;
};

/** The bytes a signed src of an answer downloads. */
async function download(html: string, id: number) {
  const src = new RegExp(`src="(/api/files/${id}/download[^"]*)"`).exec(html)![1].replace(/&amp;/g, '&');
  return app().app.inject({ url: src });
}

describe('pictures of the studies as project files', () => {
  it('links the picture to the project, stores it unsigned and gives every read a signed link', async () => {
    const picture = await upload(auth.projectAdmin);
    const saved = await call('PATCH', '/relatorio-preliminar', { diagnostico_ambiental: picture.html });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().diagnostico_ambiental).toMatch(SIGNED(picture.id));

    expect((await stored()).diagnostico_ambiental).toBe(
      `<p>Vista da área</p><img src="/api/files/${picture.id}/download" alt="vista.png">`,
    );
    const [file] = await app().database.db.select().from(files).where(eq(files.id, picture.id));
    // Linked: the orphan cleanup (files/orphans.ts) keeps it.
    expect(file.project_id).toBe(f().projectA);

    const read = (await call('GET', '/relatorio-preliminar')).json().diagnostico_ambiental as string;
    expect(read).toMatch(SIGNED(picture.id));
    const bytes = await download(read, picture.id);
    expect(bytes.statusCode).toBe(200);
    expect(bytes.headers['content-type']).toBe('image/png');
    expect(bytes.rawPayload.equals(pngBytes(40, 30))).toBe(true);

    // The text sent back as the editor has it (signed) is stored unsigned again.
    const again = await call(
      'PATCH',
      '/relatorio-preliminar',
      { diagnostico_ambiental: read.replace(/&amp;/g, '&') },
      { ...auth.projectAdmin, prefer: 'return=minimal' },
    );
    expect(again.statusCode).toBe(200);
    expect((await stored()).diagnostico_ambiental).toBe(
      `<p>Vista da área</p><img src="/api/files/${picture.id}/download" alt="vista.png">`,
    );
  });

  it('draws the picture in the PDF', async () => {
    const res = await call('GET', '/relatorio-preliminar/pdf');
    expect(res.statusCode).toBe(200);
    // One image XObject: the 40 × 30 picture saved above.
    expect(res.rawPayload.toString('latin1')).toMatch(/\/Subtype \/Image[\s\S]*?\/Width 40/);
  });

  it('refuses a picture that is not the project’s to use, naming the section, with nothing written', async () => {
    const before = await stored();
    const someoneElses = await upload(auth.outsider);
    const notAPicture = await upload(auth.projectAdmin, pdfBytes('Planta'), 'planta.pdf');
    const [otherProjects] = await app()
      .database.db.insert(files)
      .values({
        storage_key: `study-images-test-${Date.now()}`,
        original_name: 'outra.png',
        mime: 'image/png',
        size: 1,
        sha256: '0'.repeat(64),
        project_id: f().projectB,
      })
      .returning();
    for (const [what, id] of [
      ['someone else’s upload', someoneElses.id],
      ['a PDF', notAPicture.id],
      ['another project’s file', otherProjects.id],
      ['an unknown id', 987_654],
    ] as const) {
      const res = await call('PATCH', '/relatorio-preliminar', {
        diagnostico_social: '<p>Texto novo</p>',
        diagnostico_juridico: `<p>Planta</p><img src="/api/files/${id}/download">`,
      });
      expect(res.statusCode, what).toBe(400);
      expect(res.json(), what).toMatchObject({
        message: IMAGE_NOT_HERE,
        errors: { diagnostico_juridico: IMAGE_NOT_HERE },
      });
      expect(res.json().errors, what).not.toHaveProperty('diagnostico_social');
    }
    expect(await stored()).toEqual(before);
    const [upload1] = await app().database.db.select().from(files).where(eq(files.id, someoneElses.id));
    expect(upload1.project_id).toBeNull();
  });

  it('never signs another project’s file that a section names (written before the save checked)', async () => {
    const theirs = await upload(auth.outsider);
    await app().database.db.update(files).set({ project_id: f().projectB }).where(eq(files.id, theirs.id));
    await app()
      .database.db.update(preliminaryStudies)
      .set({ diagnostico_social: `<img src="/api/files/${theirs.id}/download?expires=1&amp;signature=old">` })
      .where(eq(preliminaryStudies.project_id, f().projectA));
    const read = (await call('GET', '/relatorio-preliminar')).json().diagnostico_social as string;
    expect(read).toBe(`<img src="/api/files/${theirs.id}/download">`);
    expect((await app().app.inject({ url: `/api/files/${theirs.id}/download` })).statusCode).toBe(403);
  });

  it('refuses a picture of more than 50 megapixels however little it weighs (finding 12), naming the section', async () => {
    const { config, database } = app();
    const before = await filesOf(f().projectA);
    const sections = {
      diagnostico_social: sanitizeSection(`<p>Planta</p><img src="${dataUrl(bilevelPng(8000, 8000))}">`),
    };
    const refused = await storeEmbeddedImages(
      { db: database.db, config },
      f().userIds.projectAdmin,
      f().projectA,
      sections,
    ).catch((error: unknown) => error);
    const message = IMAGE_TOO_MANY_PIXELS({ width: 8000, height: 8000 });
    expect(refused).toMatchObject({ statusCode: 400, message, errors: { diagnostico_social: message } });
    expect(message).toContain('8.000 × 8.000 pixels, acima do limite de 50 megapixels');
    expect(await filesOf(f().projectA)).toBe(before);
  });

  it('refuses a picture past the upload limit (FILE_MAX_BYTES), naming the section', async () => {
    const { config, database } = app();
    const small = { db: database.db, config: { ...config, files: { ...config.files, maxBytes: 1024 } } };
    // A PNG with bytes after its end, as some programs write them: 2 KB.
    const big = Buffer.concat([pngBytes(4, 4), Buffer.alloc(2048, 7)]);
    const before = await filesOf(f().projectA);
    const sections = { diagnostico_social: sanitizeSection(`<p>Foto</p><img src="${dataUrl(big)}">`) };
    const refused = await storeEmbeddedImages(small, f().userIds.projectAdmin, f().projectA, sections).catch(
      (error: unknown) => error,
    );
    expect(refused).toMatchObject({
      statusCode: 400,
      message: IMAGE_TOO_LARGE(1024),
      errors: { diagnostico_social: IMAGE_TOO_LARGE(1024) },
    });
    expect(IMAGE_TOO_LARGE(1024)).toContain('limite de 0,00098 MB');
    expect(await filesOf(f().projectA)).toBe(before);
  });

  it('does the same in the Relatório Técnico: linked, stored unsigned, signed as each section is read', async () => {
    const picture = await upload(auth.projectAdmin, pngBytes(12, 8), 'croqui.png');
    const res = await call('PATCH', '/relatorio-tecnico', { paragraphs: { introducao: picture.html } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().paragraphs.introducao).toMatch(SIGNED(picture.id));
    const [row] = await app()
      .database.db.select()
      .from(technicalReportSections)
      .where(and(eq(technicalReportSections.project_id, f().projectA), eq(technicalReportSections.key, 'introducao')));
    expect(row.html).toBe(`<p>Vista da área</p><img src="/api/files/${picture.id}/download" alt="croqui.png">`);
    const read = (await call('GET', '/relatorio-tecnico')).json().paragraphs.introducao as string;
    expect((await download(read, picture.id)).rawPayload.equals(pngBytes(12, 8))).toBe(true);

    const refused = await call('PATCH', '/relatorio-tecnico', {
      paragraphs: { conclusoes_finais: '<img src="/api/files/987654/download">' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({ conclusoes_finais: IMAGE_NOT_HERE });
    const pdf = await call('GET', '/relatorio-tecnico/pdf');
    expect(pdf.rawPayload.toString('latin1')).toMatch(/\/Subtype \/Image[\s\S]*?\/Width 12/);
  });
});

/** A picture inside the text, as older texts and pasted HTML carry it. */
const dataUrl = (bytes: Buffer, mime = 'image/png') => `data:${mime};base64,${bytes.toString('base64')}`;
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const filesOf = async (projectId: number) =>
  (await app().database.db.select({ n: count() }).from(files).where(eq(files.project_id, projectId)))[0].n;

describe('pictures sent inside the text (data URLs) become project files', () => {
  const png = pngBytes(24, 16, [30, 120, 200]);

  it('stores each picture once as a file of the project and keeps its route in the text', async () => {
    const before = await filesOf(f().projectA);
    const res = await call('PATCH', '/relatorio-preliminar', {
      diagnostico_ambiental: `<p>Colada</p><img src="${dataUrl(png)}" alt="colada">`,
      // The same picture again, and a JPEG sent as it came (its type read from its bytes).
      diagnostico_social: `<img src="${dataUrl(png)}"><p>Outra</p><img src="${dataUrl(jpegBytes(), 'image/jpg')}">`,
      // A picture's source quoted in another's alt text stays text, as written.
      diagnostico_juridico: `<img alt=' src="${dataUrl(png)}"' src="${dataUrl(png)}">`,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await filesOf(f().projectA)).toBe(before + 2);
    const [file] = await app()
      .database.db.select()
      .from(files)
      .where(eq(files.sha256, sha256(png)));
    expect(file).toMatchObject({
      project_id: f().projectA,
      created_by: f().userIds.projectAdmin,
      mime: 'image/png',
      size: png.length,
      original_name: 'imagem-colada.png',
    });
    const [jpeg] = await app()
      .database.db.select()
      .from(files)
      .where(eq(files.sha256, sha256(jpegBytes())));
    expect(jpeg).toMatchObject({ project_id: f().projectA, mime: 'image/jpeg', original_name: 'imagem-colada.jpg' });

    const row = await stored();
    expect(row.diagnostico_ambiental).toBe(`<p>Colada</p><img src="/api/files/${file.id}/download" alt="colada">`);
    expect(row.diagnostico_social).toBe(
      `<img src="/api/files/${file.id}/download"><p>Outra</p><img src="/api/files/${jpeg.id}/download">`,
    );
    expect(row.diagnostico_juridico).toBe(
      `<img src="/api/files/${file.id}/download" alt=" src=&quot;${dataUrl(png)}&quot;">`,
    );
    // The answer gives the page signed links, which download the very bytes.
    const answer = res.json().diagnostico_ambiental as string;
    expect(answer).toMatch(SIGNED(file.id));
    expect((await download(answer, file.id)).rawPayload.equals(png)).toBe(true);

    // The page keeps the data URL until it reads the study again, and sends it at each save
    // (the minimal answer gives it nothing back): still the one file.
    const again = await call(
      'PATCH',
      '/relatorio-preliminar',
      { diagnostico_ambiental: `<p>Colada de novo</p><img src="${dataUrl(png)}">` },
      { ...auth.projectAdmin, prefer: 'return=minimal' },
    );
    expect(again.statusCode, again.body).toBe(200);
    expect(await filesOf(f().projectA)).toBe(before + 2);
    expect((await stored()).diagnostico_ambiental).toBe(
      `<p>Colada de novo</p><img src="/api/files/${file.id}/download">`,
    );
    const pdf = await call('GET', '/relatorio-preliminar/pdf');
    expect(pdf.rawPayload.toString('latin1')).toMatch(/\/Subtype \/Image[\s\S]*?\/Width 24/);
  });

  it('refuses a data URL that is not a PNG or JPEG, naming the section, with nothing written', async () => {
    const before = await stored();
    const filesBefore = await filesOf(f().projectA);
    for (const [what, src] of [
      ['a PDF called a PNG', dataUrl(pdfBytes('Planta'))],
      ['text called a JPEG', dataUrl(Buffer.from('não é uma foto'), 'image/jpeg')],
    ] as const) {
      const res = await call('PATCH', '/relatorio-preliminar', {
        diagnostico_social: `<p>Texto novo</p><img src="${dataUrl(png)}">`,
        diagnostico_juridico: `<p>Planta</p><img src="${src}">`,
      });
      expect(res.statusCode, what).toBe(400);
      expect(res.json(), what).toEqual({
        message: IMAGE_NOT_PICTURE,
        errors: { diagnostico_juridico: IMAGE_NOT_PICTURE },
      });
    }
    expect(await stored()).toEqual(before);
    expect(await filesOf(f().projectA)).toBe(filesBefore);
  });

  it('does the same in the Relatório Técnico, never taking another project’s file nor a record’s of the same bytes', async () => {
    const croqui = pngBytes(9, 7, [10, 200, 10]);
    const sameBytes = (projectId: number, name: string) => ({
      storage_key: `study-images-test-${name}-${projectId}-${Date.now()}`,
      original_name: name,
      mime: 'image/png',
      size: croqui.length,
      sha256: sha256(croqui),
      project_id: projectId,
    });
    // Another project's, under the name a pasted picture gets; and a lot's document of this one.
    const [theirs, lotDocument] = await app()
      .database.db.insert(files)
      .values([sameBytes(f().projectB, 'imagem-colada.png'), sameBytes(f().projectA, 'croqui.png')])
      .returning();
    const [ours] = await app()
      .database.db.select()
      .from(files)
      .where(eq(files.sha256, sha256(png)));
    const res = await call('PATCH', '/relatorio-tecnico', {
      paragraphs: { introducao: `<img src="${dataUrl(croqui)}">`, apresentacao: `<img src="${dataUrl(png)}">` },
    });
    expect(res.statusCode, res.body).toBe(200);
    const section = async (key: string) =>
      (
        await app()
          .database.db.select()
          .from(technicalReportSections)
          .where(and(eq(technicalReportSections.project_id, f().projectA), eq(technicalReportSections.key, key)))
      )[0].html;
    // The Estudo Preliminar's picture is already the project's: the same file.
    expect(await section('apresentacao')).toBe(`<img src="/api/files/${ours.id}/download">`);
    const [mine] = await app()
      .database.db.select()
      .from(files)
      .where(
        and(
          eq(files.sha256, sha256(croqui)),
          eq(files.project_id, f().projectA),
          eq(files.original_name, 'imagem-colada.png'),
        ),
      );
    expect([theirs.id, lotDocument.id]).not.toContain(mine.id);
    expect(await section('introducao')).toBe(`<img src="/api/files/${mine.id}/download">`);
    expect(res.json().paragraphs.introducao).toMatch(SIGNED(mine.id));

    const refused = await call('PATCH', '/relatorio-tecnico', {
      paragraphs: { conclusoes_finais: `<img src="${dataUrl(pdfBytes())}">` },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({ conclusoes_finais: IMAGE_NOT_PICTURE });
  });
});
