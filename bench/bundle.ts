import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { recordGoal } from './goals.ts';
import { bytesByOwner, type SourceMap } from './bundle-contents.ts';
import { mark } from './stats.ts';
import { BUILD_BROTLI_QUALITY } from '../scripts/precompress.ts';
import { BROTLI_QUALITY, CODECS } from '../server/http/compression.ts';

/**
 * The SPA's JavaScript as the browser fetches it: what the first screen needs against what
 * loads lazily (screens, recharts, the PDF viewer, the rich-text editor, the map), gzip sizes.
 * Built with the project's own Vite config into a temporary folder, so `dist/` and anyone's
 * running build are untouched.
 *
 * The first screen is what a signed-in user's browser loads to show the dashboard (`/home`,
 * where `/` and the sign-in's return lead): index.html's module scripts and, transitively,
 * their static imports, with their CSS. The dashboard and its cards are static imports of
 * the app, so this is the whole of it; every `import()` (screens, dialogs, error pages, public
 * pages) waits for use. e2e/first-screen.e2e.test.ts checks the same in Chromium: the files
 * fetched from the sign-in to the dashboard with its cards loaded, against the same goal.
 */

const root = fileURLToPath(new URL('..', import.meta.url));

/** Issue #19 goal 3: the first screen's JavaScript under 300 KB gzip (KB = 1024 bytes). */
export const FIRST_SCREEN_GOAL_KB = 300;
/**
 * The size the first screen must not grow past (e2e/first-screen.e2e.test.ts): the size Chromium
 * measured when it was last lowered (291.8 KB on 27 Nov 2026), plus 2% for dependency updates,
 * which keeps it under the goal.
 */
export const FIRST_SCREEN_CEILING_KB = 298;

/**
 * The Auth0 SDK: loaded only to talk to the identity provider (src/providers/auth0Client.ts),
 * never for a signed-in user's first screen; a text its code carries (its transaction key).
 */
export const AUTH0_SDK = { name: 'SDK do Auth0', marker: 'a0.spajs.txs' };

/** Big optional pieces that must stay out of the first screen (docs/architecture.md#front-end): a text each one's code carries. */
export const HEAVY = [
  { name: 'recharts', marker: 'recharts-wrapper' },
  { name: 'visualizador de PDF (pdf.js)', marker: 'GlobalWorkerOptions' },
  { name: 'editor de texto rico (ProseMirror)', marker: 'ProseMirror' },
  { name: 'mapa (Leaflet)', marker: 'leaflet-control-layers' },
  { name: 'esquemas zod', marker: 'ZodError' },
  { name: 'planilhas (exceljs)', marker: 'ExcelJS' },
];

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

export interface ChunkSize {
  file: string;
  bytes: number;
  gzip: number;
  /** What a browser taking Brotli receives: the build's .br copy (scripts/precompress.ts), else the file. */
  served: number;
  /** The same file compressed on the fly, as the server would without that copy (server/http/compression.ts). */
  onTheFly: number;
}

export interface BundleReport {
  initial: ChunkSize[];
  initialCss: ChunkSize[];
  lazy: ChunkSize[];
  /** For each heavy piece, the chunks holding it and whether one of them is initial. */
  heavy: Array<{ name: string; chunks: string[]; initial: boolean }>;
  /** What the first screen's JavaScript is made of: package (or app folder) → estimated gzip bytes. */
  contents: Array<{ name: string; gzip: number }>;
}

/**
 * Splits each first-screen file's gzip size among the packages and app folders its bytes come
 * from (its source map), in proportion to their minified bytes: what the first screen holds.
 */
function contentsOf(dir: string, initial: ChunkSize[]): BundleReport['contents'] {
  const owners = new Map<string, number>();
  for (const chunk of initial) {
    const code = readFileSync(path.join(dir, chunk.file), 'utf8');
    const mapFile = path.join(dir, `${chunk.file}.map`);
    // Vite's own helpers (the preload helper) come without a map.
    const bytes = existsSync(mapFile)
      ? bytesByOwner(code, JSON.parse(readFileSync(mapFile, 'utf8')) as SourceMap, mapFile, root)
      : new Map([['(sem mapa)', code.length]]);
    const length = [...bytes.values()].reduce((n, b) => n + b, 0);
    for (const [owner, b] of bytes) owners.set(owner, (owners.get(owner) ?? 0) + (chunk.gzip * b) / length);
  }
  return [...owners].map(([name, gzip]) => ({ name, gzip })).sort((a, b) => b.gzip - a.gzip);
}

const sizeOf = (dir: string, file: string): ChunkSize => {
  const content = readFileSync(path.join(dir, file));
  const copy = path.join(dir, `${file}.br`);
  return {
    file,
    bytes: content.length,
    gzip: gzipSync(content, { level: 9 }).length,
    served: existsSync(copy) ? statSync(copy).size : content.length,
    // Files go out as streams, compressed whatever their size (server/http/spa.ts).
    onTheFly: CODECS.br.encode(content).length,
  };
};

/** The chunks index.html loads: its module scripts and, transitively, their static imports (the manifest's `imports`). */
export function initialChunks(manifest: Record<string, ManifestChunk>, html: string): Set<string> {
  const byFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
  const scripts = [...html.matchAll(/<script[^>]+type="module"[^>]+src="\/?([^"]+)"/g)].map((m) => m[1]);
  const seen = new Set<string>();
  const visit = (key: string | undefined) => {
    const chunk = key === undefined ? undefined : manifest[key];
    if (!chunk || seen.has(chunk.file)) return;
    seen.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const script of scripts) visit(byFile.get(script));
  return seen;
}

/** Builds the SPA into a temporary folder and measures it. */
export async function measureBundle(): Promise<BundleReport> {
  const outDir = mkdtempSync(path.join(os.tmpdir(), 'reurb-bundle-'));
  try {
    // Source maps without the files' sourceMappingURL comment, so the sizes are the served ones less that line.
    await build({
      root,
      logLevel: 'silent',
      build: { outDir, emptyOutDir: true, manifest: true, sourcemap: 'hidden' },
    });
    const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite', 'manifest.json'), 'utf8')) as Record<
      string,
      ManifestChunk
    >;
    const html = readFileSync(path.join(outDir, 'index.html'), 'utf8');
    const initialFiles = initialChunks(manifest, html);
    const scripts = readdirSync(path.join(outDir, 'assets'))
      .filter((f) => f.endsWith('.js'))
      .map((f) => `assets/${f}`);
    const initial = scripts.filter((f) => initialFiles.has(f)).map((f) => sizeOf(outDir, f));
    const lazy = scripts.filter((f) => !initialFiles.has(f)).map((f) => sizeOf(outDir, f));
    const initialCss = [
      ...new Set(
        Object.values(manifest)
          .filter((c) => initialFiles.has(c.file))
          .flatMap((c) => c.css ?? []),
      ),
    ].map((f) => sizeOf(outDir, f));
    const heavy = [...HEAVY, AUTH0_SDK].map(({ name, marker }) => {
      const chunks = scripts.filter((f) => readFileSync(path.join(outDir, f), 'utf8').includes(marker));
      return { name, chunks, initial: chunks.some((f) => initialFiles.has(f)) };
    });
    return { initial, initialCss, lazy, heavy, contents: contentsOf(outDir, initial) };
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const total = (chunks: ChunkSize[], key: 'bytes' | 'gzip' | 'served' | 'onTheFly') =>
  chunks.reduce((n, c) => n + c[key], 0);
/** `assets/UserShow-B3xq.js` → `UserShow`. */
const nameOf = (file: string) => path.basename(file, '.js').replace(/-[\w-]{8}$/, '');

/** The bench report's lines about the bundle. */
export async function bundleSize(): Promise<string[]> {
  const started = Date.now();
  const report = await measureBundle();
  const largest = [...report.lazy].sort((a, b) => b.gzip - a.gzip).slice(0, 8);
  const firstScreen = total(report.initial, 'gzip') + total(report.initialCss, 'gzip');
  const served = [...report.initial, ...report.initialCss];
  const ratio = firstScreen / 1024 / FIRST_SCREEN_GOAL_KB;
  recordGoal({
    goal: 3,
    what: `primeira tela (/home com sessão), ${report.initial.length} arquivos JS`,
    figure: `${kb(firstScreen)} gzip`,
    target: `< ${FIRST_SCREEN_GOAL_KB} KB`,
    ok: ratio < 1,
  });
  const shown = report.contents.filter((c) => c.gzip >= 1024);
  const rest = report.contents.filter((c) => c.gzip < 1024);
  return [
    'Pacote do SPA (vite build, tamanhos gzip nível 9)',
    `  Primeira tela (/home com sessão: index.html e seus imports estáticos): ${report.initial.length} arquivo(s) JS, ` +
      `${kb(total(report.initial, 'gzip'))} gzip (${kb(total(report.initial, 'bytes'))} sem compressão)` +
      `; CSS ${kb(total(report.initialCss, 'gzip'))} gzip`,
    `  meta < ${FIRST_SCREEN_GOAL_KB} KB gzip (JS + CSS): ${kb(firstScreen)} = ${ratio.toFixed(2)} × meta ${mark(ratio < 1)}`,
    `  como o servidor a envia a um navegador com Brotli (JS + CSS): ${kb(total(served, 'served'))}, ` +
      `a cópia .br do build (qualidade ${BUILD_BROTLI_QUALITY}); comprimida no voo (qualidade ${BROTLI_QUALITY}) seriam ${kb(total(served, 'onTheFly'))}`,
    '  conteúdo da primeira tela (gzip estimado por pacote):',
    ...shown.map((c) => `    ${c.name.padEnd(28)} ${kb(c.gzip).padStart(10)}`),
    `    outros ${rest.length} (< 1 KB cada)`.padEnd(33) + kb(rest.reduce((n, c) => n + c.gzip, 0)).padStart(10),
    '  arquivos da primeira tela:',
    ...report.initial.map((c) => `    ${nameOf(c.file).padEnd(28)} ${kb(c.gzip).padStart(10)}`),
    `  Sob demanda: ${report.lazy.length} arquivo(s) JS, ${kb(total(report.lazy, 'gzip'))} gzip; os maiores:`,
    ...largest.map((c) => `    ${nameOf(c.file).padEnd(28)} ${kb(c.gzip).padStart(10)}`),
    ...report.heavy.map((h) =>
      h.chunks.length === 0
        ? `  ${h.name}: ausente do pacote`
        : `  ${h.name}: ${h.initial ? 'NA PRIMEIRA TELA' : 'só sob demanda'} (${h.chunks.map(nameOf).join(', ')})`,
    ),
    `  (build e medida em ${((Date.now() - started) / 1000).toFixed(1)} s)`,
  ];
}
