import { crc32, deflateSync } from 'node:zlib';

/** Small real files for tests (and nothing else): built here, byte by byte. */

const chunk = (type: string, data: Buffer) => {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

/** A valid PNG of width × height pixels of one colour. */
export function pngBytes(width = 2, height = 2, rgb: [number, number, number] = [200, 30, 30]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => rgb).flat())]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A valid 1×1 baseline JPEG (JFIF). */
export function jpegBytes(): Buffer {
  return Buffer.from(
    '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
    'base64',
  );
}

/** A valid one-page PDF with a line of text and a correct cross-reference table. */
export function pdfBytes(text = 'REURB'): Buffer {
  const stream = `BT /F1 12 Tf 20 40 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 100] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out);
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

/** The first bytes of a HEIC photo (an ftyp box of brand heic), padded. */
export function heicHead(): Buffer {
  const box = Buffer.from('\x00\x00\x00\x18ftypheic\x00\x00\x00\x00mif1heic', 'latin1');
  return Buffer.concat([box, Buffer.alloc(64)]);
}

export type FormPart =
  { name: string; value: string } | { name: string; filename: string; content: Buffer; type?: string };

/** A multipart/form-data body for app.inject, made by the platform's own FormData. */
export async function multipartBody(
  parts: readonly FormPart[],
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  for (const part of parts) {
    if ('value' in part) form.append(part.name, part.value);
    else
      form.append(
        part.name,
        new Blob([new Uint8Array(part.content)], { type: part.type ?? 'application/octet-stream' }),
        part.filename,
      );
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  };
}

/** A multipart body written by hand, for file names no FormData would send (raw control bytes). */
export function rawMultipartFile(
  field: string,
  rawFilename: string,
  content: Buffer,
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = '----reurb-test-boundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${rawFilename}"\r\nContent-Type: application/octet-stream\r\n\r\n`;
  const payload = Buffer.concat([Buffer.from(head, 'utf8'), content, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/**
 * A "photo" of `bytes` that does not compress: a JPEG's first bytes, then noise with almost no
 * 0xFF in it (29 in 2 MB). The stall bench's pasted picture (bench/render-stall.ts), and the
 * input that image-size read byte by byte (server/reports/pdf/picture-limit.ts).
 */
export function noisyJpegBytes(bytes: number): Buffer {
  const out = Buffer.alloc(bytes);
  let seed = 7;
  for (let i = 0; i < out.length; i++) out[i] = (seed = (seed * 1103515245 + 12345) >>> 0) >>> 24;
  out.set([0xff, 0xd8, 0xff, 0xe0], 0);
  return out;
}
