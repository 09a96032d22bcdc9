import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { buildApp } from '../server/app.ts';
import { loadConfig } from '../server/config.ts';
import { seedDemoAccounts } from '../server/seed/accounts.ts';
import { freePort } from '../server/test/free-port.ts';
import { DEMO_ADMIN, launchBrowser, openPage, screenshot, signIn } from '../e2e/browser.ts';
import { benchDatabase } from './database.ts';
import { seedMapProject } from './map.ts';

/**
 * Issue 17's last "done when": the map page of a 5,000-lot núcleo stays interactive while the
 * user pans it. The real server serves a production build of the SPA; Debian's Chromium (through
 * playwright-core, as the e2e journeys drive it) signs in, opens the map, waits for the 5,000
 * polygons, then drags the map back and forth for DRAG_MS while the page records the time
 * between animation frames (requestAnimationFrame). Printed: p50, p95 and max frame time and
 * the share of frames over 50 ms.
 *
 * The goal, p95 ≤ 50 ms: 50 ms is the budget of a long task (Chrome's long-task threshold, the
 * RAIL model's "process input in 50 ms"); a frame past it is a drag that visibly trails the
 * pointer. p95 within it means at most one frame in twenty lags, while a steady 60 fps (16.7 ms)
 * is not expected of a headless, GPU-less Chromium on two shared cores.
 */
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const DRAG_MS = Number(process.env.BENCH_PAN_MS ?? 3000);
const GOAL_P95_MS = 50;
const LONG_FRAME_MS = 50;

const root = fileURLToPath(new URL('..', import.meta.url));

const at = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
const fmt = (n: number) => `${n.toFixed(1)} ms`;

export async function mapPanningBench(): Promise<string[]> {
  const title = 'Mapa do núcleo — quadros ao arrastar (Chromium)';
  if (!existsSync(CHROMIUM))
    return [
      `${title}: PULADO — Chromium não encontrado em ${CHROMIUM} (instale o pacote chromium ou defina CHROMIUM_PATH)`,
    ];

  // A production build of the SPA in its own folder (as the e2e setup does): NODE_ENV=production
  // so React's production build is measured, not its development one.
  const spaDir = mkdtempSync(path.join(os.tmpdir(), 'reurb-bench-spa-'));
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ root, mode: 'production', logLevel: 'silent', build: { outDir: spaDir, emptyOutDir: true } });
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
  const { database, label, drop } = await benchDatabase();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'reurb-bench-pan-'));
  // The sign-in redirects to PUBLIC_URL: the port is known before the start.
  const port = await freePort();
  const base = `http://localhost:${port}`;
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    PORT: String(port),
    PUBLIC_URL: base,
    DATA_DIR: dataDir,
    SERVE_SPA: 'true',
    SPA_DIR: spaDir,
  });
  const app = await buildApp({ config, database, logger: false });
  const browser = await launchBrowser();
  try {
    await seedDemoAccounts(database.db, config);
    const project = await seedMapProject(database.db);
    await app.listen({ host: '127.0.0.1', port });
    const { page, close } = await openPage(browser);
    await page.goto(`${base}/home`);
    await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
    await page.waitForURL(/\/home$/, { timeout: 60_000 });
    const opened = performance.now();
    await page.goto(`${base}/projects/${project.id}/map`);
    await page.getByText(new RegExp(`${project.lots}\\s+lotes desenhados`)).waitFor({ timeout: 120_000 });
    const region = page.getByRole('region', { name: 'Mapa dos lotes' });
    await region.waitFor();
    const readyMs = performance.now() - opened;
    // Let the first paint of the 5,000 polygons settle before measuring the pan.
    await page.waitForTimeout(1000);
    const box = (await region.boundingBox())!;
    const cx = box.x + box.width / 2;
    const cy = box.y + box.height / 2;

    // In the page (a string: the bench is type-checked without the DOM's types).
    await page.evaluate(`(() => {
      window.__frames = [];
      window.__sampling = true;
      let last = 0;
      const tick = (now) => {
        window.__frames.push(now - last);
        last = now;
        if (window.__sampling) requestAnimationFrame(tick);
      };
      requestAnimationFrame((now) => { last = now; requestAnimationFrame(tick); });
    })()`);
    // Back-and-forth drags of ±300 px × ±120 px, a pointer move every ~16 ms, for DRAG_MS.
    const before = await page.evaluate<string>(`document.querySelector('.leaflet-map-pane')?.style.transform ?? ''`);
    const started = Date.now();
    let drags = 0;
    while (Date.now() - started < DRAG_MS) {
      await page.mouse.move(cx, cy);
      await page.mouse.down();
      const direction = drags % 2 === 0 ? 1 : -1;
      for (let step = 1; step <= 30 && Date.now() - started < DRAG_MS; step++) {
        await page.mouse.move(cx + direction * step * 10, cy + direction * step * 4);
        await page.waitForTimeout(16);
      }
      await page.mouse.up();
      drags += 1;
      // The drag must have moved the map (Leaflet translates its map pane), or nothing was measured.
      const pane = await page.evaluate<string>(`document.querySelector('.leaflet-map-pane')?.style.transform ?? ''`);
      if (drags === 1 && pane === before) throw new Error('o arrasto não moveu o mapa');
    }
    const frames = await page.evaluate<number[]>(`(() => { window.__sampling = false; return window.__frames; })()`);
    await screenshot(page, 'bench-map-panning');
    await close();
    if (frames.length < 10) return [`${title}: ✗ só ${frames.length} quadros em ${DRAG_MS} ms — a página travou`];
    const sorted = [...frames].sort((a, b) => a - b);
    const p95 = at(sorted, 0.95);
    const long = frames.filter((f) => f > LONG_FRAME_MS).length;
    return [
      `${title} — ${label}; ${project.lots} lotes; mapa pronto em ${(readyMs / 1000).toFixed(1)} s; ` +
        `${drags} arrastos em ${(DRAG_MS / 1000).toFixed(1)} s, ${frames.length} quadros`,
      `  quadro p50 ${fmt(at(sorted, 0.5))} · p95 ${fmt(p95)} · máx ${fmt(sorted[sorted.length - 1])} · ` +
        `${((long / frames.length) * 100).toFixed(1)}% acima de ${LONG_FRAME_MS} ms  ` +
        `${p95 <= GOAL_P95_MS ? '✓' : '✗'} (meta p95 ≤ ${GOAL_P95_MS} ms: acima disso o arrasto fica para trás do ponteiro — tarefa longa do Chrome/RAIL)`,
    ];
  } finally {
    await browser.close();
    await app.close();
    await drop();
    rmSync(spaDir, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) console.log((await mapPanningBench()).join('\n'));
