import { Worker } from 'node:worker_threads';
import { asc, desc, eq, sql } from 'drizzle-orm';
import { WORKBENCH_EXPORT_MAX } from '../domain/api/lot-workbench.ts';
import { loadConfig } from '../server/config.ts';
import { noisyJpegBytes } from '../server/files/samples.ts';
import { buildApp } from '../server/app.ts';
import { findLocalIdentityByEmail } from '../server/auth/local-idp/provider.ts';
import { mintAccessToken } from '../server/auth/local-idp/mint-token.ts';
import { loadIdpSecrets } from '../server/auth/local-idp/secrets.ts';
import { lots, notifiedParties, projectGroups, projects } from '../server/db/schema/index.ts';
import { seedDemoAccounts } from '../server/seed/accounts.ts';
import { FIRST_START_DEMO, seedDemoData } from '../server/seed/demo-data.ts';
import { MAX_SECTION_TEXT_CHARS } from '../server/studies/rich-text/subset.ts';
import { SECTION_KEYS } from '../server/studies/technical/sections.ts';
import { renderPool } from '../server/render/pool.ts';
import { richBodyThread } from '../server/http/rich-body/thread.ts';
import { benchDatabase } from './database.ts';
import { seedMapProject } from './map.ts';
import { ms, size } from './stats.ts';
import { during, lines2, probe, rounds } from './stall-probes.ts';
import { importAndBulkCases } from './stall-nucleo.ts';
import type { DownloadAnswer, DownloadRequest, KeepBody } from './stall-client.ts';

/**
 * Issue #12 finding 3 / #19 goal 5: `/api/health` keeps answering while documents render.
 * Health and a lot's read are asked every 50 ms over real HTTP (each call from its own loopback address, so the
 * public routes' per-address limit is not what gets measured) during (a) the largest study
 * the API accepts — the Relatório Técnico's 20 sections at the text cap, the first one a
 * single word — (b) 20 report downloads at once on the demo-sized data of a first start, and
 * (c) the goal's own case: 8 report downloads while a group job (pg-boss, in this process)
 * writes the group's report; (d) one section of the largest Relatório Técnico saved at a time;
 * (e) one section of an Estudo Preliminar with a photo in each section saved at a time, the photos
 * the project's files as the editor uploads them, (f) the same photos pasted as data URLs, and (g) the
 * notification letters of a loteamento's 2,000 parties, all at once as the Notificados page asks them, (i) the
 * map of a núcleo of 5,000 lots opened (polygons, checks and a lot's geometry at once), (j) that núcleo's
 * KML imported back as a dry run, (k) its lots written by an applied import, (l) the status of 500 of
 * them changed by a workbench bulk action, (m) all of them moved to phase 2, and (h) the lots
 * workbench's spreadsheet at its ceiling of 50,000 lots.
 * The downloads are made from a thread of their own (bench/stall-client.ts), so only the server's
 * work is on the thread the probes time. Each
 * case is run again until every probe has MIN_SAMPLES samples (bench/stall-probes.ts): a p99 of
 * 45 samples is their maximum, one hiccup of the machine.
 */
/** A loteamento's notified parties: a titular of each matrícula (Decreto 9.310/2018, art. 24, caput and § 1º). */
export const LOTEAMENTO_PARTIES = 2000;
const SENTENCE =
  'A regularização fundiária do núcleo iniciou-se com o levantamento planialtimétrico cadastral e o cadastro social das famílias. ';

/** A section of ordinary paragraphs at the text cap; `edit` tells one save's text from another's. */
function ordinarySection(edit = 0): string {
  const paragraph = `<p style="text-align: justify">${SENTENCE.repeat(8)}</p>`;
  const text = paragraph.repeat(Math.floor((MAX_SECTION_TEXT_CHARS - 1000) / paragraph.length));
  return edit ? `<p>Revisão ${edit}.</p>${text}` : text;
}

/** The editor's limit for one picture (src/components/rich-text/image.ts, IMAGE_MAX_BYTES). */
const IMAGE_MB = 2;

/** A section of a few paragraphs and one picture whose `src` is given. */
function photoSection(src: string): string {
  const text = `<p style="text-align: justify">${SENTENCE.repeat(8)}</p>`.repeat(10);
  return `${text}<p><img src="${src}" alt="Foto da área"></p>`;
}

/** The largest Relatório Técnico the API accepts: a word at the cap, then every other section at it. */
export function largestStudy(): Record<string, string> {
  return Object.fromEntries(
    SECTION_KEYS.map((key, i) => [
      key,
      i === 0 ? `<p>${'a'.repeat(MAX_SECTION_TEXT_CHARS - 10)}</p>` : ordinarySection(),
    ]),
  );
}

export async function renderStall(): Promise<string[]> {
  // Goal 5 is the embedded default's: PGlite even when a PostgreSQL server is configured.
  const { database, label, drop } = await benchDatabase('embedded');
  const lines: string[] = [];
  let client: Worker | undefined;
  try {
    const config = loadConfig({
      NODE_ENV: 'production',
      SERVE_SPA: 'false',
      LOG_LEVEL: 'silent',
      PORT: '3999',
      DATA_DIR: '/tmp/reurb-bench-data',
    });
    await seedDemoAccounts(database.db, config);
    const seeded = await seedDemoData(database.db, { ...FIRST_START_DEMO, seed: 7 });
    const app = await buildApp({ config, database, logger: false });
    const address = await app.listen({ host: '127.0.0.1', port: 0 });
    const port = Number(new URL(address).port);
    const identity = await findLocalIdentityByEmail(database.db, 'admin@reurb.local');
    const token = await mintAccessToken(config.identity, (await loadIdpSecrets(database.db)).signingKey, identity!.sub);
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const [{ id: projectId }] = await database.db
      .select({ id: projects.id })
      .from(projects)
      .orderBy(asc(projects.id))
      .limit(1);
    client = new Worker(new URL('./stall-client.ts', import.meta.url));
    const pending = new Map<number, (answer: DownloadAnswer) => void>();
    client.on('message', (answer: DownloadAnswer) => pending.get(answer.id)?.(answer));
    let asked = 0;
    let kept = 0;
    /** A save's body handed to the client thread before the timing (stall-client.ts, KeepBody): its key. */
    const keep = (body: string) => {
      client!.postMessage({ keep: ++kept, body } satisfies KeepBody);
      return { key: kept, length: body.length };
    };
    /** A PDF downloaded (or, with a kept body, a save sent) by the client thread: its pages and size. A path under the project, or from `/api/`. */
    const download = (path: string, save?: { method: string; bodyKey: number; headers?: Record<string, string> }) =>
      new Promise<{ pages: number; bytes: number; firstByteMs: number }>((resolve, reject) => {
        const id = ++asked;
        pending.set(id, (answer) => {
          pending.delete(id);
          if ('error' in answer) reject(new Error(`${path}: ${answer.error}`));
          else resolve(answer);
        });
        client!.postMessage({
          id,
          url: path.startsWith('/api/') ? `${address}${path}` : `${address}/api/projects/${projectId}${path}`,
          headers: { ...headers, ...save?.headers },
          ...(save ? { method: save.method, bodyKey: save.bodyKey } : {}),
        } satisfies DownloadRequest);
      });

    lines.push(
      `Saúde da API enquanto documentos são gerados — ${label}; ${seeded.lots} lotes em ${seeded.projects} projetos (a demonstração do primeiro início)`,
    );
    const saved = await fetch(`${address}/api/projects/${projectId}/relatorio-tecnico`, {
      method: 'PATCH',
      headers,
      body: JSON.stringify({ paragraphs: largestStudy() }),
    });
    if (!saved.ok) throw new Error(`PATCH relatorio-tecnico: ${saved.status}`);
    // The lot form's read of a lot of the project being reported on.
    const [{ id: lotId }] = await database.db
      .select({ id: lots.id })
      .from(lots)
      .where(eq(lots.project_id, projectId))
      .orderBy(asc(lots.id))
      .limit(1);
    const lotRead = () => probe(port, `/api/lots/${lotId}`, { authorization: headers.authorization });
    await probe(port);
    await lotRead();
    await renderPool().warm(renderPool().size); // threads loaded before timing: each load is ~2 s of CPU
    await richBodyThread().warm(); // the thread that makes large section saves ready (server/http/rich-body/)
    // The same calls with nothing rendering: what the machine gives (shared machines are slow even at rest).
    const rest = performance.now();
    const idle = await during(port, new Promise((resolve) => setTimeout(resolve, 10_000)), lotRead);
    lines.push(...lines2('(repouso) nada sendo gerado', idle, `${((performance.now() - rest) / 1000).toFixed(1)} s`));
    const study = await rounds(port, lotRead, async () => {
      const { pages, bytes } = await download('/relatorio-tecnico/pdf');
      return `${pages} páginas, ${(bytes / 2 ** 20).toFixed(1)} MB`;
    });
    lines.push(
      ...lines2(
        `(a) Relatório Técnico máximo (20 × ${MAX_SECTION_TEXT_CHARS.toLocaleString('pt-BR')} car., 1 palavra longa)`,
        study.samples,
        study.extra,
      ),
    );

    // (d) The largest report edited: one section saved at a time, as the editor's Salvar sends
    // what changed, the other 19 sections (8 MB) kept as they are, and asking, as it does, for
    // none of them back (src/providers/data/documents.ts).
    // The bodies are written, and handed to the client thread, before timing: each is ~400 KB of
    // JSON, and writing it on this thread at each save (~4 ms), or sending it to that thread,
    // charged the client's work to the server.
    const bodies = Array.from({ length: 40 }, (_, i) =>
      keep(
        JSON.stringify({
          paragraphs: { [SECTION_KEYS[1 + (i % (SECTION_KEYS.length - 1))]!]: ordinarySection(i + 1) },
        }),
      ),
    );
    let edits = 0;
    const saving = await rounds(port, lotRead, async () => {
      const body = bodies[edits++ % bodies.length]!;
      const { bytes } = await download('/relatorio-tecnico', {
        method: 'PATCH',
        bodyKey: body.key,
        headers: { prefer: 'return=minimal' },
      });
      return `1 seção salva, resposta de ${size(bytes)}`;
    });
    lines.push(...lines2('(d) Relatório Técnico máximo: uma seção salva', saving.samples, saving.extra));

    // (e) A study with photos, as the editor makes it: each photo at the editor's limit uploaded
    // as a file of the project (POST /files/create, field `image`), each section naming its own,
    // one section saved at a time, asking, as the page does, for none of the sections back.
    // (f) The same photos pasted into the text as data URLs (~2.8 MB of base64 each), as the
    // editor embedded them before the photos became files, and as texts saved then still hold:
    // each save sends them, and the server makes each the project's file (the first save) or
    // finds it by its SHA-256 (the others), storing the section's text alone
    // (server/studies/rich-text/embedded-images.ts).
    const photo = noisyJpegBytes(IMAGE_MB * 1024 * 1024);
    const uploaded: string[] = [];
    for (const name of ['ambiental.jpg', 'juridico.jpg', 'social.jpg']) {
      const form = new FormData();
      form.append('image', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), name);
      const sent = await fetch(`${address}/api/files/create`, {
        method: 'POST',
        headers: { authorization: headers.authorization },
        body: form,
      });
      if (!sent.ok) throw new Error(`POST files/create: ${sent.status}`);
      uploaded.push(`/api/files/${((await sent.json()) as { id: number }).id}/download`);
    }
    const dataUrl = `data:image/jpeg;base64,${photo.toString('base64')}`;
    for (const [letter, sources, label] of [
      ['e', uploaded, 'arquivos do projeto'],
      ['f', [dataUrl, dataUrl, dataUrl], 'coladas no texto (data URL)'],
    ] as const) {
      const study = {
        diagnostico_ambiental: photoSection(sources[0]),
        diagnostico_juridico: photoSection(sources[1]),
        diagnostico_social: photoSection(sources[2]),
      };
      const seeded3 = await fetch(`${address}/api/projects/${projectId}/relatorio-preliminar`, {
        method: 'PATCH',
        headers,
        body: JSON.stringify(study),
      });
      if (!seeded3.ok) throw new Error(`PATCH relatorio-preliminar: ${seeded3.status}`);
      const photoBodies = Array.from({ length: 10 }, (_, i) =>
        keep(JSON.stringify({ diagnostico_ambiental: `<p>Revisão ${i + 1}.</p>${study.diagnostico_ambiental}` })),
      );
      let photoEdits = 0;
      const withPhotos = await rounds(port, lotRead, async () => {
        const body = photoBodies[photoEdits++ % photoBodies.length]!;
        const { bytes } = await download('/relatorio-preliminar', {
          method: 'PATCH',
          bodyKey: body.key,
          headers: { prefer: 'return=minimal' },
        });
        return `1 seção salva (${size(body.length)}), resposta de ${size(bytes)}`;
      });
      lines.push(
        ...lines2(
          `(${letter}) Estudo Preliminar, uma foto de ${IMAGE_MB} MB em cada seção, ${label}: uma seção salva`,
          withPhotos.samples,
          withPhotos.extra,
        ),
      );
    }

    // (g) A loteamento's notification letters, one per party, as "Cartas em lote" asks them
    // (server/procedure/letters). Kept whole on the API's thread until 2026-12-05, they held it
    // 3.4 s on a quiet machine (10 s on a loaded one), the first byte leaving with the last.
    await database.db.insert(notifiedParties).values(
      Array.from({ length: LOTEAMENTO_PARTIES }, (_, i) => ({
        project_id: projectId,
        role: i % 5 ? 'confrontante' : 'titular',
        name: `Notificado ${String(i + 1).padStart(4, '0')} de Souza`,
        address: `Rua ${1 + (i % 40)}, ${10 + i}`,
        registry_ref: `Matrícula ${7_000 + i}`,
      })),
    );
    const letters = await rounds(port, lotRead, async () => {
      const { pages, bytes, firstByteMs } = await download('/notified-parties/letters.pdf');
      return `${pages} páginas, ${size(bytes)}, primeiro byte em ${ms(firstByteMs).trim()}`;
    });
    lines.push(
      ...lines2(
        `(g) Cartas de notificação de ${LOTEAMENTO_PARTIES.toLocaleString('pt-BR')} notificados (um loteamento)`,
        letters.samples,
        letters.extra,
      ),
    );

    const kinds = ['socioeconomic-report', 'residents-report', 'cadastro-social-report', 'user-assignment-report'];
    /** `n` report downloads at once, the four kinds in turn: their pages. */
    const reports = async (n: number) =>
      (
        await Promise.all(Array.from({ length: n }, (_, i) => download(`/${kinds[i % kinds.length]}?complete=false`)))
      ).reduce((sum, pdf) => sum + pdf.pages, 0);
    const twenty = await rounds(port, lotRead, async () => `${await reports(20)} páginas`);
    lines.push(...lines2('(b) 20 relatórios ao mesmo tempo', twenty.samples, twenty.extra));

    // (c) Issue 19's goal 5 as written: 8 reports render and a group job runs.
    const [{ id: groupId }] = await database.db
      .select({ id: projectGroups.id })
      .from(projectGroups)
      .orderBy(asc(projectGroups.id))
      .limit(1);
    const groupJob = async () => {
      const api = (path: string) =>
        fetch(`${address}/api/project-groups/${path}`, { headers }).then(async (r) => {
          if (!r.ok) throw new Error(`${path}: ${r.status} ${await r.text()}`);
          return (await r.json()) as Record<string, unknown>;
        });
      const { job_id } = (await api(`${groupId}/socioeconomic-report?complete=false`)) as { job_id: string };
      for (;;) {
        const { status, error } = await api(`report-status/${job_id}`);
        if (status === 'completed') return;
        if (status !== 'starting' && status !== 'processing')
          throw new Error(`grupo: ${String(status)} ${String(error)}`);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    };
    const goal = await rounds(port, lotRead, async () => {
      const [, pages] = await Promise.all([groupJob(), reports(8)]);
      return `${pages} páginas e o grupo`;
    });
    lines.push(...lines2('(c) 8 relatórios e um relatório de grupo (a meta)', goal.samples, goal.extra));

    // (i) The map of a núcleo of 5,000 lots opened, as the Mapa screen asks (its polygons with the
    // holders and the project's checks, at once), and one lot's geometry, as its Mapa tab asks.
    // Until 2026-12-05 each was read and computed in one piece on the API's thread: 262, 193 and
    // 120 ms held (the slow-kernel machine).
    const mapProject = await seedMapProject(database.db);
    const [{ id: mapLot }] = await database.db
      .select({ id: lots.id })
      .from(lots)
      .where(eq(lots.project_id, mapProject.id))
      .orderBy(asc(lots.id))
      .limit(1);
    const map = await rounds(port, lotRead, async () => {
      const [polygons, checks] = await Promise.all([
        download(`/api/projects/${mapProject.id}/lots.geojson?with_holder=true`),
        download(`/api/projects/${mapProject.id}/geometry-checks`),
        download(`/api/lots/${mapLot}/geometry`),
      ]);
      return `${size(polygons.bytes)} de polígonos, ${size(checks.bytes)} de verificações`;
    });
    lines.push(
      ...lines2(
        `(i) Mapa de um núcleo de ${mapProject.lots.toLocaleString('pt-BR')} lotes: polígonos, verificações e um lote`,
        map.samples,
        map.extra,
      ),
    );

    lines.push(
      ...(await importAndBulkCases(database.db, mapProject, {
        address,
        authorization: headers.authorization,
        port,
        lotRead,
        keep,
        download,
      })),
    );

    // (h) The lots workbench's spreadsheet at its ceiling, 50,000 lots (one project seeded for it,
    // after the other cases: their data stays the first start's). Until 2026-12-05 it was written on
    // the API's thread from OFFSET pages: 14.7 s, /api/health's median 294 ms.
    const big = await seedDemoData(database.db, { projects: 1, lots: WORKBENCH_EXPORT_MAX, seed: 11 });
    const [{ id: bigProject }] = await database.db
      .select({ id: projects.id })
      .from(projects)
      .orderBy(desc(projects.id))
      .limit(1);
    await database.db.execute(sql`analyze`);
    const workbench = await rounds(port, lotRead, async () => {
      const { bytes, firstByteMs } = await download(`/api/lots/workbench.xlsx?project_id=${bigProject}`);
      return `${size(bytes)}, primeiro byte em ${ms(firstByteMs).trim()}`;
    });
    lines.push(
      ...lines2(
        `(h) Planilha da bancada de lotes, ${big.lots.toLocaleString('pt-BR')} lotes (o teto da exportação)`,
        workbench.samples,
        workbench.extra,
      ),
    );
    await app.close();
  } finally {
    await client?.terminate();
    await drop();
  }
  return lines;
}

if (import.meta.url === `file://${process.argv[1]}`) console.log((await renderStall()).join('\n'));
