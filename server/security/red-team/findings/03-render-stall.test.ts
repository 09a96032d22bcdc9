import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newDocument } from '../../../reports/pdf/document.ts';
import { pdfText } from '../../../reports/test-kit.ts';
import { renderPool } from '../../../render/pool.ts';
import { registerRichFonts } from '../../../studies/rich-text/fonts.ts';
import { breakLines } from '../../../studies/rich-text/layout.ts';
import { parseRichText, type TextBlock } from '../../../studies/rich-text/parse.ts';
import { SECTION_KEYS } from '../../../studies/technical/sections.ts';
import { lots } from '../../../db/schema/index.ts';
import { bearer, testApp, testConfig } from '../../../test/app.ts';
import { createFixtures, PERSONA_EMAILS, type Fixtures } from '../../../test/fixtures.ts';

/**
 * Finding 3 (issue #12): a project admin saved a 5 MB single-word paragraph in the technical
 * report (accepted: body limit 16 MB) and asked for its PDF; the API laid it out character by
 * character on its only thread for ~48 s and `/api/health` stopped answering meanwhile.
 * Now: a section's text is capped (400,000 characters, ~120 pages; a whole 40-page study is
 * ~135,000) with a message naming the section; a word longer than the line is cut per line
 * in linear time; and every document is drawn in a worker thread with a time limit, so the
 * API keeps answering while any document renders.
 */
const WORD = 'a'.repeat(5_000_000);
const CAP = 400_000;
const SENTENCE =
  'A regularização fundiária do núcleo iniciou-se com o levantamento planialtimétrico cadastral e o cadastro social das famílias. ';

/** A section's worth of ordinary paragraphs just under the text cap. */
function fullSection(): string {
  const paragraph = `<p style="text-align: justify">${SENTENCE.repeat(8)}</p>`;
  return paragraph.repeat(Math.floor((CAP - 1000) / paragraph.length));
}

let f: Fixtures;
let ctx: Awaited<ReturnType<typeof testApp>>;
let admin: Record<string, string>;
const technical = (payload: object) =>
  ctx.app.inject({ method: 'PATCH', url: `/api/projects/${f.projectA}/relatorio-tecnico`, payload, headers: admin });

beforeAll(async () => {
  ctx = await testApp();
  f = await createFixtures(ctx.database.db);
  admin = bearer(await ctx.tokenFor(PERSONA_EMAILS.projectAdmin));
  // The render threads load their modules once (~2 s of CPU each): not part of what is timed.
  await renderPool().warm(2);
}, 120_000);
afterAll(() => ctx?.close(), 120_000);

describe('finding 3: one request stalled the server for ~48 s', () => {
  it('refuses the 5 MB single-word paragraph with a Portuguese 400 naming the section', async () => {
    const key = SECTION_KEYS[3];
    const res = await technical({ paragraphs: { [key]: `<p>${WORD}</p>` } });
    expect(res.statusCode).toBe(400);
    const message = res.json().errors[`paragraphs.${key}`] as string;
    expect(message).toMatch(/^4\. .+: o texto passa do limite de 400\.000 caracteres por seção/);
    const preliminary = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/projects/${f.projectA}/relatorio-preliminar`,
      payload: { diagnostico_social: `<p>${WORD}</p>` },
      headers: admin,
    });
    expect(preliminary.statusCode).toBe(400);
    expect(preliminary.json().errors.diagnostico_social).toMatch(/^Diagnóstico social: o texto passa do limite/);
  });

  it('breaks a long word in linear time (the bug measured it once per character: quadratic, 16× for 4× the length)', () => {
    const time = (html: string) => {
      const { runs } = parseRichText(html)[0] as TextBlock;
      // The fastest of five: a garbage collection or another test's work in the same worker can
      // land in any one measurement.
      const took = [0, 1, 2, 3, 4].map(() => {
        const doc = newDocument({ title: 'teste' });
        registerRichFonts(doc);
        const started = performance.now();
        breakLines(doc, runs, 480, 11);
        return performance.now() - started;
      });
      return Math.min(...took);
    };
    // Four times the length: linear takes ~4× as long, the old quadratic cut 16×. (Compared with
    // ordinary text before; since the reports remember the widths of words they have measured,
    // ordinary text is several times faster and no longer the yardstick of a single word.)
    const quarter = time(`<p>${'b'.repeat(CAP / 4)}</p>`);
    const whole = time(`<p>${'b'.repeat(CAP)}</p>`);
    expect(whole / quarter, `${CAP} b: ${whole.toFixed(0)} ms, ${CAP / 4}: ${quarter.toFixed(0)} ms`).toBeLessThan(8);
  });

  it('renders a word as long as the cap allows, cut across lines, in bounded time', { timeout: 90_000 }, async () => {
    const word = 'b'.repeat(CAP - 20);
    expect((await technical({ paragraphs: { [SECTION_KEYS[0]]: `<p>${word}</p>` } })).statusCode).toBe(200);
    const started = performance.now();
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/projects/${f.projectA}/relatorio-tecnico/pdf`,
      headers: admin,
    });
    const took = performance.now() - started;
    expect(res.statusCode).toBe(200);
    const { pages, pageTexts } = await pdfText(res.rawPayload);
    // ~3,300 characters a page: the word fills pages of full lines, never one character a line.
    expect(pages).toBeGreaterThan(100);
    expect(pages).toBeLessThan(160);
    expect(pageTexts[10].replace(/\s+/g, '')).toMatch(/^[^b]*b{2500,}/);
    // Bounded, even on a loaded machine (alone here: ~1 s; the 5 MB word took ~48 s before).
    expect(took).toBeLessThan(60_000);
  });

  it(
    'keeps /api/health under 100 ms, again and again, while a report of sections at the cap renders',
    { timeout: 240_000 },
    async () => {
      // Five sections at the cap (~600 pages): seconds of layout and drawing, all on a worker.
      const paragraphs = Object.fromEntries(SECTION_KEYS.slice(0, 5).map((key) => [key, fullSection()]));
      expect((await technical({ paragraphs })).statusCode).toBe(200);
      const base = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
      const healthTimes = async (count: number) => {
        const times: number[] = [];
        for (let i = 0; i < count; i++) {
          const started = performance.now();
          expect((await fetch(`${base}/api/health`)).status).toBe(200);
          times.push(performance.now() - started);
          await new Promise((resolve) => setTimeout(resolve, 250));
        }
        return times.sort((a, b) => a - b);
      };
      // The same calls with nothing rendering: what this machine gives right now.
      const atRest = await healthTimes(12);
      const render = fetch(`${base}/api/projects/${f.projectA}/relatorio-tecnico/pdf`, { headers: admin }).then(
        async (r) => ({
          status: r.status,
          bytes: Buffer.from(await r.arrayBuffer()),
        }),
      );
      let rendering = true;
      void render.finally(() => (rendering = false));
      const latencies: number[] = [];
      while (rendering) {
        const started = performance.now();
        const health = await fetch(`${base}/api/health`);
        latencies.push(performance.now() - started);
        expect(health.status).toBe(200);
        // Ten a second, so that even a render of two seconds gives enough samples to judge; a
        // render of this size takes seconds, well under the public routes' 300 calls a minute.
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const { status, bytes } = await render;
      expect(status).toBe(200);
      expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
      expect(bytes.toString('latin1').match(/\/Type \/Page\b/g)?.length).toBeGreaterThan(500);
      expect(latencies.length).toBeGreaterThan(8);
      // Before: no answer at all until the layout ended (the whole render). Now the main thread
      // only relays queries and bytes. The goal is p90 < 100 ms; on a machine shared with other
      // test runs the CPU itself makes health slow even at rest, so what is asked is the goal
      // over what the same calls took at rest just before, and no sample near a stall.
      const sorted = [...latencies].sort((a, b) => a - b);
      const p90 = (times: number[]) => times[Math.ceil(times.length * 0.9) - 1];
      const shown = `em repouso: ${atRest.map((ms) => ms.toFixed(0)).join(' ')}; gerando: ${latencies.map((ms) => ms.toFixed(0)).join(' ')}`;
      expect(p90(sorted), shown).toBeLessThan(100 + p90(atRest));
      expect(sorted.at(-1), shown).toBeLessThan(2000 + atRest.at(-1)!);
    },
  );
});

describe('finding 3: a render past the time limit', () => {
  let limited: Awaited<ReturnType<typeof testApp>>;
  beforeAll(async () => {
    limited = await testApp({ database: ctx.database, config: testConfig({ REPORT_TIME_LIMIT_SECONDS: '1' }) });
  });
  afterAll(() => limited?.close());
  const limitedGet = (path: string) =>
    limited.app.inject({ method: 'GET', url: `/api/projects/${f.projectA}${path}`, headers: admin });
  const nextRenders = async () => {
    expect(
      (await limited.app.inject({ method: 'GET', url: '/api/health', remoteAddress: '192.0.2.30' })).statusCode,
    ).toBe(200);
    // The stopped thread was terminated; the next document gets a fresh one.
    const next = await ctx.app.inject({
      method: 'GET',
      url: `/api/projects/${f.projectA}/relatorio-preliminar/pdf`,
      headers: admin,
    });
    expect(next.statusCode).toBe(200);
    expect((await pdfText(next.rawPayload)).text).toContain('ESTUDO PRELIMINAR');
  };

  it(
    'stops a document served whole (títulos) with a Portuguese 503, nothing sent; the server keeps serving and the next document renders',
    { timeout: 60_000 },
    async () => {
      // A thousand complete lots: seconds of títulos, drawn whole before a byte is sent (an
      // official document is hashed and signed first), so the limit strikes before the answer.
      await ctx.database.db.insert(lots).values(
        Array.from({ length: 1000 }, (_, i) => ({
          name: `Lote T${i}`,
          block_id: f.blockA,
          project_id: f.projectA,
          owner_name: `Tempo Limite ${i}`,
          status: 'complete' as const,
        })),
      );
      const stopped = await limitedGet('/titulo-legitimacao?minuta=1&name=Tempo%20Limite');
      expect(stopped.statusCode).toBe(503);
      expect(stopped.json().message).toMatch(/^O documento levou mais de 1 segundo para ser gerado e foi interrompido/);
      await nextRenders();
    },
  );

  it(
    'cuts a streamed document (the largest study) whose first pages had left: never a whole-looking PDF; the server keeps serving',
    { timeout: 60_000 },
    async () => {
      // All 20 sections at the cap: ~2,250 pages, seconds of drawing; its first pages leave
      // within a fraction of a second (each chapter is laid out when the pages reach it), so the
      // limit strikes mid-download and the answer is cut, as a browser sees a failed download.
      const paragraphs = Object.fromEntries(SECTION_KEYS.map((key) => [key, fullSection()]));
      expect((await technical({ paragraphs })).statusCode).toBe(200);
      const answer = await limitedGet('/relatorio-tecnico/pdf').then(
        (response) => ({ response }),
        (error: Error) => ({ error }),
      );
      if ('error' in answer) expect(answer.error.message).toMatch(/destroyed before completion/);
      else {
        // A machine so busy that not even the first page left within the second: then nothing
        // was sent, and the answer is the Portuguese 503 of a document served whole. Never a PDF.
        const { response } = answer;
        expect(response.statusCode, response.body.slice(0, 200)).toBe(503);
        expect(response.json().message).toMatch(
          /^O documento levou mais de 1 segundo para ser gerado e foi interrompido/,
        );
      }
      await nextRenders();
    },
  );
});
