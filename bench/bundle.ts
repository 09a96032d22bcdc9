import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

/**
 * The SPA's JavaScript as the browser fetches it: what the first screen needs (index.html's
 * scripts and, transitively, their static imports) against what loads lazily (screens,
 * recharts, the PDF viewer, the rich-text editor), gzip sizes. Built with the project's own
 * Vite config into a temporary folder, so `dist/` and anyone's running build are untouched.
 */

const root = fileURLToPath(new URL('..', import.meta.url));

/** Big optional pieces that must stay out of the first screen (docs/architecture.md#front-end): a text each one's code carries. */
const HEAVY = [
  { name: 'recharts', marker: 'recharts-wrapper' },
  { name: 'visualizador de PDF (pdf.js)', marker: 'GlobalWorkerOptions' },
  { name: 'editor de texto rico (ProseMirror)', marker: 'ProseMirror' },
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
}

export interface BundleReport {
  initial: ChunkSize[];
  initialCss: ChunkSize[];
  lazy: ChunkSize[];
  /** For each heavy piece, the chunks holding it and whether one of them is initial. */
  heavy: Array<{ name: string; chunks: string[]; initial: boolean }>;
}

const sizeOf = (dir: string, file: string): ChunkSize => {
  const content = readFileSync(path.join(dir, file));
  return { file, bytes: content.length, gzip: gzipSync(content, { level: 9 }).length };
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
    await build({ root, logLevel: 'silent', build: { outDir, emptyOutDir: true, manifest: true, sourcemap: false } });
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
    const heavy = HEAVY.map(({ name, marker }) => {
      const chunks = scripts.filter((f) => readFileSync(path.join(outDir, f), 'utf8').includes(marker));
      return { name, chunks, initial: chunks.some((f) => initialFiles.has(f)) };
    });
    return { initial, initialCss, lazy, heavy };
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const total = (chunks: ChunkSize[], key: 'bytes' | 'gzip') => chunks.reduce((n, c) => n + c[key], 0);
/** `assets/UserShow-B3xq.js` → `UserShow`. */
const nameOf = (file: string) => path.basename(file, '.js').replace(/-[\w-]{8}$/, '');

/** The bench report's lines about the bundle. */
export async function bundleSize(): Promise<string[]> {
  const started = Date.now();
  const report = await measureBundle();
  const largest = [...report.lazy].sort((a, b) => b.gzip - a.gzip).slice(0, 8);
  return [
    'Pacote do SPA (vite build, tamanhos gzip nível 9)',
    `  Primeira tela: ${report.initial.length} arquivo(s) JS, ${kb(total(report.initial, 'gzip'))} gzip (${kb(total(report.initial, 'bytes'))} sem compressão)` +
      `; CSS ${kb(total(report.initialCss, 'gzip'))} gzip`,
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
