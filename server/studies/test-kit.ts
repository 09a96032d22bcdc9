import { PassThrough } from 'node:stream';
import zlib from 'node:zlib';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { renderPageAsImage } from 'unpdf';
import { newDocument } from '../reports/pdf/document.ts';
import { richTextBlocks } from './rich-text/blocks.ts';
import { registerRichFonts } from './rich-text/fonts.ts';
import { parseRichText } from './rich-text/parse.ts';

/**
 * Test tools for the rich-text renderer: a bare page with only the HTML on it (column
 * COLUMN), rasterised at 1 px per point with pdf.js (unpdf) into @napi-rs/canvas — no
 * poppler needed — and simple pixel queries.
 */
export const COLUMN = { x: 50, width: 480, maxImageHeight: 600 };
const TOP = 40;

export async function collect(write: (out: PassThrough) => Promise<unknown>): Promise<Buffer> {
  const out = new PassThrough();
  const parts: Buffer[] = [];
  out.on('data', (c: Buffer) => parts.push(c));
  const ended = new Promise((resolve) => out.on('end', resolve));
  await write(out);
  await ended;
  return Buffer.concat(parts);
}

/** The HTML alone on an A4 page, from (COLUMN.x, TOP). */
export function htmlPdf(html: string): Promise<Buffer> {
  return collect(async (out) => {
    const doc = newDocument({ title: 'teste' });
    registerRichFonts(doc);
    doc.pipe(out);
    doc.addPage();
    let y = TOP;
    for (const block of richTextBlocks(doc, parseRichText(html), COLUMN)) {
      block.draw?.(y);
      y += block.h;
    }
    doc.end();
  });
}

export interface Pixels {
  width: number;
  height: number;
  data: Uint8ClampedArray;
}

export async function raster(pdf: Buffer, page = 1): Promise<Pixels> {
  const png = await renderPageAsImage(new Uint8Array(pdf), page, {
    canvasImport: () => import('@napi-rs/canvas'),
    scale: 1,
  });
  const image = await loadImage(Buffer.from(png));
  const canvas = createCanvas(image.width, image.height);
  const ctx = canvas.getContext('2d');
  ctx.drawImage(image, 0, 0);
  const { data } = ctx.getImageData(0, 0, image.width, image.height);
  return { width: image.width, height: image.height, data };
}

export type Test = (r: number, g: number, b: number) => boolean;
export const dark: Test = (r, g, b) => r + g + b < 350;
/** Any mark on white, anti-aliased hairlines included. */
export const ink: Test = (r, g, b) => r + g + b < 600;
export const yellow: Test = (r, g, b) => r > 220 && g > 220 && b < 90;
export const red: Test = (r, g, b) => r > 170 && g < 70 && b < 70;

export interface Box {
  left: number;
  right: number;
  top: number;
  bottom: number;
  count: number;
}

/** Bounding box and count of the pixels passing `test` in rows [from, to). */
export function box(px: Pixels, test: Test, from = 0, to = px.height): Box {
  const found: Box = { left: Infinity, right: -Infinity, top: Infinity, bottom: -Infinity, count: 0 };
  for (let y = from; y < Math.min(to, px.height); y++) {
    for (let x = 0; x < px.width; x++) {
      const i = (y * px.width + x) * 4;
      if (!test(px.data[i], px.data[i + 1], px.data[i + 2])) continue;
      found.count += 1;
      found.left = Math.min(found.left, x);
      found.right = Math.max(found.right, x);
      found.top = Math.min(found.top, y);
      found.bottom = Math.max(found.bottom, y);
    }
  }
  return found;
}

/** The rows that have some pixel passing `test`, grouped into bands (text lines, say; accents a row or two above their letters stay in their line). */
export function bands(px: Pixels, test: Test): { top: number; bottom: number }[] {
  const out: { top: number; bottom: number }[] = [];
  for (let y = 0; y < px.height; y++) {
    let hit = false;
    for (let x = 0; x < px.width && !hit; x++) {
      const i = (y * px.width + x) * 4;
      hit = test(px.data[i], px.data[i + 1], px.data[i + 2]);
    }
    const last = out[out.length - 1];
    if (hit && last && last.bottom >= y - 3) last.bottom = y;
    else if (hit) out.push({ top: y, bottom: y });
  }
  return out;
}

/** Longest horizontal run of pixels passing `test` in any one row of [from, to). */
export function longestRun(px: Pixels, test: Test, from = 0, to = px.height): number {
  let best = 0;
  for (let y = from; y < Math.min(to, px.height); y++) {
    let run = 0;
    for (let x = 0; x < px.width; x++) {
      const i = (y * px.width + x) * 4;
      run = test(px.data[i], px.data[i + 1], px.data[i + 2]) ? run + 1 : 0;
      best = Math.max(best, run);
    }
  }
  return best;
}

/** The PDF's page content, its streams inflated (to look for drawing operators). */
export function contentStreams(pdf: Buffer): string {
  const text = pdf.toString('latin1');
  const out: string[] = [];
  const re = /stream\r?\n/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(text))) {
    const start = m.index + m[0].length;
    const end = text.indexOf('endstream', start);
    try {
      out.push(zlib.inflateSync(pdf.subarray(start, end)).toString('latin1'));
    } catch {
      // not a deflated stream (a font, an image)
    }
  }
  return out.join('\n');
}

/** The names of the fonts a PDF embeds (/BaseFont /ABCDEF+DejaVuSerif-Bold → DejaVuSerif-Bold). */
export function fontNames(pdf: Buffer): string[] {
  return [...new Set([...pdf.toString('latin1').matchAll(/\/BaseFont \/(?:[A-Z]{6}\+)?([\w-]+)/g)].map((m) => m[1]))];
}

/** A w×h PNG of one colour, as a data URL (built by hand: no image library needed). */
export function pngDataUrl(w: number, h: number, rgb: [number, number, number]): string {
  const table = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const x of bytes) c = table[(c ^ x) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type), data]);
    const head = Buffer.alloc(4);
    head.writeUInt32BE(data.length);
    const tail = Buffer.alloc(4);
    tail.writeUInt32BE(crc(body));
    return Buffer.concat([head, body, tail]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(w, 0);
  header.writeUInt32BE(h, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  const raw = Buffer.alloc((w * 3 + 1) * h);
  for (let y = 0; y < h; y++) for (let x = 0; x < w; x++) raw.set(rgb, y * (w * 3 + 1) + 1 + x * 3);
  const png = Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  return `data:image/png;base64,${png.toString('base64')}`;
}
