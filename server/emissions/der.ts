/**
 * The few DER (ITU-T X.690) pieces the CMS signature needs (server/emissions/sign.ts): a
 * tag-length-value writer and reader. Certificates and names are copied as their exact bytes,
 * never decoded and re-encoded.
 */

function lengthOf(n: number): Buffer {
  if (n < 0x80) return Buffer.from([n]);
  const bytes: number[] = [];
  for (let rest = n; rest > 0; rest = Math.floor(rest / 256)) bytes.unshift(rest & 0xff);
  return Buffer.from([0x80 | bytes.length, ...bytes]);
}

/** One TLV: `tag` (one byte) around the concatenated contents. */
export function derOf(tag: number, ...contents: Buffer[]): Buffer {
  const body = Buffer.concat(contents);
  return Buffer.concat([Buffer.from([tag]), lengthOf(body.length), body]);
}

export const seq = (...items: Buffer[]) => derOf(0x30, ...items);
export const set = (...items: Buffer[]) => derOf(0x31, ...items);
export const octets = (bytes: Buffer) => derOf(0x04, bytes);
/** A constructed context tag (e.g. 0xa0 for [0]) around the contents. */
export const tagged = (tag: number, ...items: Buffer[]) => derOf(tag, ...items);

/** OBJECT IDENTIFIER from its dotted form. */
export function oid(dotted: string): Buffer {
  const parts = dotted.split('.').map(Number);
  const bytes = [40 * parts[0] + parts[1]];
  for (const part of parts.slice(2)) {
    const groups = [part & 0x7f];
    for (let rest = Math.floor(part / 128); rest > 0; rest = Math.floor(rest / 128))
      groups.unshift(0x80 | (rest & 0x7f));
    bytes.push(...groups);
  }
  return derOf(0x06, Buffer.from(bytes));
}

/** The TLV at `at`: its tag, where its contents start and where it ends. */
export function readTlv(buffer: Buffer, at: number): { tag: number; start: number; end: number } {
  const tag = buffer[at];
  const first = buffer[at + 1];
  if (tag === undefined || first === undefined) throw new Error('DER truncado');
  if (first < 0x80) return { tag, start: at + 2, end: at + 2 + first };
  const count = first & 0x7f;
  if (count === 0 || count > 4) throw new Error('DER com comprimento não suportado');
  let length = 0;
  for (let i = 0; i < count; i++) length = length * 256 + buffer[at + 2 + i];
  const start = at + 2 + count;
  if (start + length > buffer.length) throw new Error('DER truncado');
  return { tag, start, end: start + length };
}
