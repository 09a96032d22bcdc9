import jsqr from 'jsqr';
import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { ALPHABET, CODE_LENGTH } from './code.ts';
import { QR_OPTIONS, qrPath, qrSegments } from './qr.ts';

/** Codes as code.ts draws them, from a fixed seed: the same sample every run. */
function* codes(count: number, seed: number): Generator<string> {
  let state = seed;
  for (let i = 0; i < count; i++) {
    let code = '';
    for (let c = 0; c < CODE_LENGTH; c++) {
      state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0;
      code += ALPHABET[state >>> 27];
    }
    yield code;
  }
}
/** Addresses a configured PUBLIC_URL may give: the default, a municipality's, and one in capitals with a port and a path. */
const PUBLIC_URLS = [
  'http://localhost:3000',
  'https://reurb.exemplo.gov.br',
  'https://REURB.PREFEITURA.SP.GOV.BR:8443/reurb',
];

/** The path's rectangles as a module matrix, then as the pixels a scanner sees (4 px a module, white around). */
function pixelsOf(qr: ReturnType<typeof qrPath>): { rgba: Uint8ClampedArray; side: number } {
  const scale = 4;
  const side = qr.modules * scale;
  const rgba = new Uint8ClampedArray(side * side * 4).fill(255);
  for (const [, x, y, w] of qr.path.matchAll(/(\d+) (\d+) (\d+) 1 re/g)) {
    for (let py = Number(y) * scale; py < (Number(y) + 1) * scale; py++)
      for (let px = Number(x) * scale; px < (Number(x) + Number(w)) * scale; px++)
        rgba.fill(0, (py * side + px) * 4, (py * side + px) * 4 + 3);
  }
  return { rgba, side };
}

describe('the verification QR code', () => {
  it('is, for the addresses the register prints, the very code the encoder’s own segment search gives', () => {
    let same = 0;
    let total = 0;
    for (const base of PUBLIC_URLS) {
      for (const code of codes(1000, base.length)) {
        const url = `${base}/verificar/${code}`;
        const searched = QRCode.create(url, QR_OPTIONS);
        const split = QRCode.create(qrSegments(url), QR_OPTIONS);
        // The same version as the search's code; the same modules whenever the search cut the text as we do.
        expect(split.version).toBe(searched.version);
        const cuts = (q: typeof split) => q.segments.map((s) => `${s.mode.id}:${s.getLength()}`).join(' ');
        if (cuts(split) === cuts(searched)) {
          expect(Array.from(split.modules.data)).toEqual(Array.from(searched.modules.data));
          same++;
        }
        total++;
      }
    }
    // The search cuts elsewhere only for a code with a long run of digits (the numeric mode).
    expect(same / total).toBeGreaterThan(0.95);
  });

  it('reads back as its address in a scanner (jsQR), whatever the code', () => {
    for (const base of PUBLIC_URLS) {
      for (const code of codes(100, 7 * base.length)) {
        const url = `${base}/verificar/${code}`;
        const { rgba, side } = pixelsOf(qrPath(url));
        // jsqr is CommonJS typed as an ES module: its function is the module's `default`.
        expect(jsqr.default(rgba, side, side)?.data).toBe(url);
      }
    }
    // A code of digits only, which the search would put in the numeric mode.
    const digits = 'https://reurb.exemplo.gov.br/verificar/1234567890123456';
    const { rgba, side } = pixelsOf(qrPath(digits));
    expect(jsqr.default(rgba, side, side)?.data).toBe(digits);
  });

  it('joins the code to a prefix the search puts in the alphanumeric mode, as the search does', () => {
    for (const text of [
      'HTTP://REURB.EXEMPLO.GOV.BR/7K2M9QXDP4TAW8CE',
      'HTTPS://REURB.GOV.BR:8443/V/Q4TAW8CE7K2M9QXD',
    ]) {
      const split = QRCode.create(qrSegments(text), QR_OPTIONS);
      const searched = QRCode.create(text, QR_OPTIONS);
      expect(split.segments.map((s) => s.mode.id)).toEqual(searched.segments.map((s) => s.mode.id));
      expect(Array.from(split.modules.data)).toEqual(Array.from(searched.modules.data));
    }
  });

  it('leaves a text of any other shape to the encoder’s search', () => {
    expect(qrSegments('sem barra nenhuma')).toBe('sem barra nenhuma');
    expect(qrSegments('https://reurb.exemplo.gov.br/verificar/minúsculas')).toBe(
      'https://reurb.exemplo.gov.br/verificar/minúsculas',
    );
    expect(qrSegments('/ABC')).toBe('/ABC');
  });
});
