import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files, projectSettings } from '../../../db/schema/index.ts';
import { postUpload, storedFile } from '../../../files/test-kit.ts';
import { ownFileSource } from '../../../../domain/api/study-images.ts';
import { bilevelPng, pdfText } from '../../../reports/test-kit.ts';
import { SECTION_KEYS } from '../../../studies/technical/sections.ts';
import { bearer, testApp } from '../../../test/app.ts';
import { createFixtures, PERSONA_EMAILS, type Fixtures } from '../../../test/fixtures.ts';

/**
 * Finding 12 (issue #19, 2026-12-03): a picture's bytes say little of its size. A project admin
 * could put a 1 MB PNG of 16,000 × 16,000 pixels (under the 2 MB a picture may weigh) in a study,
 * or make it the municipality's coat of arms; pdfkit unpacks a PNG's pixels to embed it, and that
 * one picture took 10.8 s and 1 GB of memory to draw, in every document that showed it. Now a
 * picture over 50 megapixels is read from its header and left out (server/reports/pdf/
 * picture-limit.ts): a study says so where the picture was, a letterhead shows the name alone,
 * a picture pasted into a study is refused at the save, and one sent through the image widget
 * (the editor's Imagem button, the coat of arms) at the upload (server/files/picture-pixels.ts).
 * Replayed with a picture of 8,000 × 8,000 (64 megapixels, 8 KB).
 */
const HUGE = bilevelPng(8000, 8000);
const NOTE = '[Imagem não incluída: 8.000 × 8.000 pixels; o limite é de 50 megapixels por imagem]';

let ctx: Awaited<ReturnType<typeof testApp>>;
let f: Fixtures;
let admin: Record<string, string>;
beforeAll(async () => {
  ctx = await testApp();
  f = await createFixtures(ctx.database.db);
  admin = bearer(await ctx.tokenFor(PERSONA_EMAILS.projectAdmin));
}, 120_000);
afterAll(() => ctx?.close(), 120_000);

const api = (method: 'GET' | 'PATCH', path: string, payload?: object) =>
  ctx.app.inject({ method, url: `/api/projects/${f.projectA}${path}`, headers: admin, payload });

describe('finding 12: a picture of too many pixels in a document', () => {
  it('pasted into the technical report: refused at the save with a Portuguese 400 naming the section', async () => {
    const html = `<p>Planta do núcleo:</p><p><img src="data:image/png;base64,${HUGE.toString('base64')}" alt="Planta"></p>`;
    const refused = await api('PATCH', '/relatorio-tecnico', { paragraphs: { [SECTION_KEYS[0]]: html } });
    expect(refused.statusCode).toBe(400);
    const message =
      'Uma imagem colada nesta seção tem 8.000 × 8.000 pixels, acima do limite de 50 megapixels por imagem: reduza-a e insira-a pelo botão Imagem.';
    expect(refused.json()).toEqual({ message, errors: { [SECTION_KEYS[0]]: message } });
  });

  it('sent with the Imagem button or as the coat of arms (the image widget): refused at the upload, nothing kept', async () => {
    const count = async () => (await ctx.database.db.select({ id: files.id }).from(files)).length;
    const before = await count();
    const res = await postUpload(ctx.app, admin, [{ name: 'image', filename: 'planta.png', content: HUGE }]);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe(
      'Esta imagem tem 8.000 × 8.000 pixels, acima do limite de 50 megapixels por imagem: reduza-a e envie de novo.',
    );
    expect(await count()).toBe(before);
  });

  it('a project file of before (or stored past the upload) in the technical report: left out of its PDF with a note saying why', async () => {
    const file = await storedFile(ctx, f.projectA, { bytes: HUGE, name: 'planta.png', mime: 'image/png' });
    const html = `<p>Planta do núcleo:</p><p><img src="${ownFileSource(file.id)}" alt="Planta"></p><p>Fim.</p>`;
    const saved = await api('PATCH', '/relatorio-tecnico', { paragraphs: { [SECTION_KEYS[0]]: html } });
    expect(saved.statusCode, saved.body.slice(0, 300)).toBe(200);
    const started = performance.now();
    const res = await api('GET', '/relatorio-tecnico/pdf');
    expect(res.statusCode).toBe(200);
    expect(performance.now() - started).toBeLessThan(20_000);
    const text = (await pdfText(res.rawPayload)).text.replace(/\s+/g, ' ');
    expect(text).toContain(NOTE);
    expect(text).toContain('Fim.');
    expect(res.rawPayload.toString('latin1')).not.toContain('/Subtype /Image');
  });

  it('as the coat of arms: left out of the documents, which are still made, the header naming the municipality', async () => {
    const file = await storedFile(ctx, f.projectA, { bytes: HUGE, name: 'brasão.png', mime: 'image/png' });
    await ctx.database.db
      .insert(projectSettings)
      .values({ project_id: f.projectA, city_logo_id: file.id })
      .onConflictDoUpdate({ target: projectSettings.project_id, set: { city_logo_id: file.id } });
    const res = await api('GET', '/relatorio-tecnico/pdf');
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.toString('latin1')).not.toContain('/Subtype /Image');
    const [settings] = await ctx.database.db
      .select({ logo: projectSettings.city_logo_id })
      .from(projectSettings)
      .where(eq(projectSettings.project_id, f.projectA));
    expect(settings.logo).toBe(file.id);
  });
});
