import { createHash } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { files, preliminaryStudies, technicalReportSections } from '../../db/schema/index.ts';
import { jpegBytes, pngBytes } from '../../files/samples.ts';
import { useStudiesApp } from '../../studies/studies-app.ts';
import { NESTED_TOO_DEEP, nulMessage } from '../input-guard.ts';
import { THREAD_FROM_BYTES } from './parser.ts';
import { richBodyThread } from './thread.ts';

/**
 * The sections' saves whose bodies are made ready off the API's thread (server/http/rich-body/):
 * from THREAD_FROM_BYTES on, a save stores what the same save stores when the API's thread
 * parses it (study-images.test.ts pins those rows), and a body the API refuses is refused with
 * the same answer as a small one. On both engines: the pictures become rows of `files`.
 */
const { app, f, auth } = useStudiesApp();

const dataUrl = (bytes: Buffer, mime = 'image/png') => `data:${mime};base64,${bytes.toString('base64')}`;
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
/** Text enough to take a body past THREAD_FROM_BYTES. */
const LONG = `<p>${'Levantamento das famílias do núcleo. '.repeat(Math.ceil(THREAD_FROM_BYTES / 36))}</p>`;

/** A save sent as these very bytes. */
const send = (url: string, text: string, headers: Record<string, string> = {}) =>
  app().app.inject({
    method: 'PATCH',
    url: `/api/projects/${f().projectA}${url}`,
    payload: text,
    headers: { ...auth.projectAdmin, 'content-type': 'application/json', ...headers },
  });
const filesOf = async () =>
  (await app().database.db.select({ n: count() }).from(files).where(eq(files.project_id, f().projectA)))[0].n;
const fileOf = async (bytes: Buffer) =>
  (
    await app()
      .database.db.select()
      .from(files)
      .where(eq(files.sha256, sha256(bytes)))
  )[0];

describe('a large save of sections, made ready off the API thread', () => {
  it('stores the pictures as the project’s files and the text as the API thread would', async () => {
    const png = pngBytes(31, 17, [90, 10, 160]);
    const photo = Buffer.concat([jpegBytes(), Buffer.alloc(300_000, 5)]);
    const before = await filesOf();
    const made = richBodyThread().prepared;
    const text = JSON.stringify({
      diagnostico_ambiental: `<p>Colada</p><img src="${dataUrl(png)}" alt="colada">`,
      diagnostico_social: `${LONG}<img src="${dataUrl(png)}"><img src="${dataUrl(photo, 'image/jpeg')}">`,
      diagnostico_juridico: `<img alt=' src="${dataUrl(png)}"' src="${dataUrl(png)}"><textarea><img src="${dataUrl(png)}"></textarea>`,
    });
    expect(text.length).toBeGreaterThan(THREAD_FROM_BYTES);
    const res = await send('/relatorio-preliminar', text, { prefer: 'return=minimal' });
    expect(res.statusCode, res.body).toBe(200);
    expect(richBodyThread().prepared).toBe(made + 1);

    expect(await filesOf()).toBe(before + 2);
    const [file, jpeg] = [await fileOf(png), await fileOf(photo)];
    expect(file).toMatchObject({ mime: 'image/png', size: png.length, original_name: 'imagem-colada.png' });
    expect(jpeg).toMatchObject({ mime: 'image/jpeg', size: photo.length, original_name: 'imagem-colada.jpg' });
    const [row] = await app()
      .database.db.select()
      .from(preliminaryStudies)
      .where(eq(preliminaryStudies.project_id, f().projectA));
    expect(row!.diagnostico_ambiental).toBe(`<p>Colada</p><img src="/api/files/${file!.id}/download" alt="colada">`);
    expect(row!.diagnostico_social).toBe(
      `${LONG}<img src="/api/files/${file!.id}/download"><img src="/api/files/${jpeg!.id}/download">`,
    );
    // A source quoted in text comes back as it was sent, byte for byte.
    expect(row!.diagnostico_juridico).toBe(
      `<img src="/api/files/${file!.id}/download" alt=" src=&quot;${dataUrl(png)}&quot;">`,
    );
  });

  it('does the same in the Relatório Técnico', async () => {
    const croqui = pngBytes(13, 11, [5, 5, 250]);
    const text = JSON.stringify({ paragraphs: { introducao: `${LONG}<img src="${dataUrl(croqui)}" alt="croqui">` } });
    const made = richBodyThread().prepared;
    const res = await send('/relatorio-tecnico', text, { prefer: 'return=minimal' });
    expect(res.statusCode, res.body).toBe(200);
    expect(richBodyThread().prepared).toBe(made + 1);
    const [row] = await app()
      .database.db.select()
      .from(technicalReportSections)
      .where(and(eq(technicalReportSections.project_id, f().projectA), eq(technicalReportSections.key, 'introducao')));
    expect(row!.html).toBe(`${LONG}<img src="/api/files/${(await fileOf(croqui))!.id}/download" alt="croqui">`);
  });

  it('refuses what the API refuses, with the answer a small body gets', async () => {
    const before = await app()
      .database.db.select()
      .from(preliminaryStudies)
      .where(eq(preliminaryStudies.project_id, f().projectA));
    const made = richBodyThread().prepared;
    const pairs: Record<string, (section: string) => string> = {
      'not JSON': (section) => JSON.stringify({ diagnostico_social: section }).slice(0, -1),
      'a key the route does not take': (section) => JSON.stringify({ diagnostico_social: section, outra: 'x' }),
      'a NUL': (section) => JSON.stringify({ diagnostico_social: `${section}\u0000` }),
      'a __proto__ key': (section) => `{"diagnostico_social": ${JSON.stringify(section)}, "__proto__": {"x": 1}}`,
      'not text': (section) => JSON.stringify({ diagnostico_social: [section] }),
    };
    for (const [what, body] of Object.entries(pairs)) {
      const small = await send('/relatorio-preliminar', body('<p>a</p>'));
      const large = await send('/relatorio-preliminar', body(LONG));
      expect(small.statusCode, what).toBeGreaterThanOrEqual(400);
      expect(small.statusCode, what).toBeLessThan(500);
      expect([large.statusCode, large.json()], what).toEqual([small.statusCode, small.json()]);
    }
    const nul = await send('/relatorio-preliminar', pairs['a NUL']!(LONG));
    expect(nul.json().message).toBe(nulMessage('diagnostico_social'));
    const deep = await send(
      '/relatorio-preliminar',
      `{"diagnostico_social": ${JSON.stringify(LONG)}, "x": ${'['.repeat(40)}${']'.repeat(40)}}`,
    );
    expect([deep.statusCode, deep.json().message]).toEqual([400, NESTED_TOO_DEEP]);
    expect(richBodyThread().prepared).toBe(made);
    expect(
      await app().database.db.select().from(preliminaryStudies).where(eq(preliminaryStudies.project_id, f().projectA)),
    ).toEqual(before);
  });

  it('starts the thread again after it stopped', async () => {
    await richBodyThread().close();
    const res = await send('/relatorio-preliminar', JSON.stringify({ diagnostico_ambiental: LONG }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().diagnostico_ambiental).toBe(LONG);
  });
});
