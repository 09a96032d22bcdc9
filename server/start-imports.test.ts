import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

/**
 * The GIS files of a geometry import are read in a thread of their own (server/geometry/file-thread.ts):
 * the API's thread never loads their parsers.
 */
const GIS_READERS = ['shpjs', '@xmldom/xmldom', '@tmcw/togeojson'];

/**
 * What the API's thread loads at start (issue 19 goal 7: a warm `npm start` under 3 s). Documents
 * are drawn in the render threads (server/render/), so the API's own thread never needs the PDF
 * and spreadsheet writers, and the demo generator only on a first start: each costs its import at
 * every start (pdfkit with its fonts ~0.6 s of a slow machine's start) and they stay out of it.
 * A route that draws a document on the API's thread (the notification letters) imports its writer
 * when it is first asked.
 */
const HEAVY = ['pdfkit', 'fontkit', 'exceljs', 'dxf-writer', '@faker-js/faker', ...GIS_READERS];

/**
 * The packages among HEAVY loaded in a fresh process by importing the API (what `npm start` runs
 * on its thread), then what importing the render thread's module adds: one process, one load of
 * the server.
 */
function loaded(): { api: string[]; renderThread: string[] } {
  const script = `
    import { registerHooks } from 'node:module';
    const seen = new Set();
    registerHooks({
      load(url, context, next) {
        const m = /node_modules\\/((?:@[^/]+\\/)?[^/]+)\\//.exec(url);
        if (m) seen.add(m[1]);
        return next(url, context);
      },
    });
    await import('./server/app.ts');
    await import('./server/start-server.ts');
    const api = [...seen];
    await import('./server/render/worker.ts');
    console.log(JSON.stringify({ api, renderThread: [...seen] }));
    process.exit(0);`;
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: new URL('..', import.meta.url),
    env: { ...process.env, NODE_ENV: 'production' },
  }).toString();
  const seen = JSON.parse(out.trim().split('\n').at(-1)!) as { api: string[]; renderThread: string[] };
  return {
    api: HEAVY.filter((name) => seen.api.includes(name)),
    renderThread: HEAVY.filter((name) => seen.renderThread.includes(name)),
  };
}

describe("the API's thread at start", () => {
  it(
    'loads no PDF or spreadsheet writer, no GIS file parser and no demo generator; the render thread loads the writers',
    { timeout: 120_000 },
    () => {
      const { api, renderThread } = loaded();
      expect(api).toEqual([]);
      // The check sees the writers where they are.
      expect(renderThread).toEqual(expect.arrayContaining(['pdfkit', 'fontkit', 'dxf-writer']));
    },
  );
});
