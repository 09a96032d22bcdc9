import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import forge from 'node-forge';
import PDFDocument from 'pdfkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ASSEMBLY_SLICE, withUpdateRoom } from './placeholder.ts';
import { signingFromP12, signPdf, type Signing } from './sign.ts';

/**
 * The native signature on documents of any size (no database): the placeholder as an
 * incremental update that leaves the original bytes as they were, one SHA-256 pass giving both
 * the signed digest and the register's hash, and placeholder-plain for a PDF that is not the
 * plain kind (here: one already signed, which has an earlier update and a form). poppler's
 * pdfsig checks each signature independently.
 */
const pdfsig = async (dir: string, bytes: Buffer) => {
  const file = path.join(dir, `${createHash('sha256').update(bytes).digest('hex').slice(0, 12)}.pdf`);
  await writeFile(file, bytes);
  return (await promisify(execFile)('pdfsig', [file])).stdout;
};

function pdfOf(pages: number): Promise<Buffer> {
  const doc = new PDFDocument({ autoFirstPage: false });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  for (let p = 1; p <= pages; p++) doc.addPage().fontSize(12).text(`Título de legitimação fundiária — página ${p}`);
  doc.end();
  return done;
}

let dir: string;
let signing: Signing;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'reurb-placeholder-'));
  const keys = forge.pki.rsa.generateKeyPair(2048);
  const cert = forge.pki.createCertificate();
  cert.publicKey = keys.publicKey;
  cert.serialNumber = '0a1b2c';
  cert.validity.notBefore = new Date(Date.now() - 86_400_000);
  cert.validity.notAfter = new Date(Date.now() + 86_400_000);
  const subject = [{ name: 'commonName', value: 'MUNICIPIO DE SAO JOAO:11222333000181' }];
  cert.setSubject(subject);
  cert.setIssuer([{ name: 'commonName', value: 'AC DE TESTE' }]);
  cert.sign(keys.privateKey, forge.md.sha256.create());
  const p12 = forge.pkcs12.toPkcs12Asn1(keys.privateKey, [cert], 'senha', { algorithm: '3des' });
  signing = signingFromP12(Buffer.from(forge.asn1.toDer(p12).getBytes(), 'binary'), 'senha');
}, 60_000);
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('native PAdES signature', () => {
  it('appends to the original bytes, hashes the signed file in the same pass, and pdfsig validates it', async () => {
    const pdf = await pdfOf(40);
    const { bytes, sha256 } = signPdf(pdf, signing, new Date('2026-11-25T12:00:00Z'));
    expect(bytes.subarray(0, pdf.length - 1).equals(pdf.subarray(0, pdf.length - 1))).toBe(true);
    expect(sha256).toBe(createHash('sha256').update(bytes).digest('hex'));
    const tail = bytes.subarray(pdf.length).toString('latin1');
    // One signature, a form naming it, no whole-document rewrite.
    expect(tail.match(/\/Type \/Sig\b/g)).toHaveLength(1);
    expect(tail).toContain('/SubFilter /ETSI.CAdES.detached');
    expect(tail).toContain('/App << /Name /REURB#20Gest#c3#a3o >>');
    const report = await pdfsig(dir, bytes);
    expect(report).toContain('MUNICIPIO DE SAO JOAO:11222333000181');
    expect(report).toContain('Signature is Valid');
    expect(report).toContain('Total document signed');
    expect(report).not.toMatch(/Syntax Error/);

    const changed = Buffer.from(bytes);
    changed[200] ^= 0x01;
    expect(await pdfsig(dir, changed).catch((e: { stdout: string }) => e.stdout)).not.toContain('Signature is Valid');
  }, 60_000);

  it('signs a rendering made with room after it (renderOfficial) in that room: the same bytes as without, no copy of the document, and a second signature of it in a copy of its own', async () => {
    const pdf = await pdfOf(40);
    const rendered = await withUpdateRoom([pdf.subarray(0, 1000), pdf.subarray(1000)]);
    expect(rendered.equals(pdf)).toBe(true);
    const at = new Date('2026-11-25T12:00:00Z');
    const copied = signPdf(Buffer.from(pdf), signing, at);
    const inRoom = signPdf(rendered, signing, at);
    expect(inRoom.bytes.buffer).toBe(rendered.buffer);
    expect(inRoom.bytes.equals(copied.bytes)).toBe(true);
    expect(inRoom.sha256).toBe(copied.sha256);
    expect(rendered.equals(pdf)).toBe(true);
    // The room is taken once: signing the same rendering again must not write over the first signature.
    const again = signPdf(rendered, signing, new Date('2026-11-26T12:00:00Z'));
    expect(again.bytes.buffer).not.toBe(rendered.buffer);
    expect(inRoom.bytes.equals(copied.bytes)).toBe(true);
    expect(again.bytes.equals(copied.bytes)).toBe(false);
    for (const bytes of [inRoom.bytes, again.bytes]) expect(await pdfsig(dir, bytes)).toContain('Signature is Valid');
  }, 60_000);

  it('puts a large rendering together a slice at a time, the event loop turning in between', async () => {
    // 4 slices' worth in the render thread's 64 KiB chunks, each filled with its own index.
    const chunks = Array.from({ length: (4 * ASSEMBLY_SLICE) / 65_536 }, (_, i) => Buffer.alloc(65_536, i % 251));
    let assembled = false;
    let turns = 0;
    const turn = () => {
      if (assembled) return;
      turns += 1;
      setImmediate(turn);
    };
    setImmediate(turn);
    const whole = await withUpdateRoom(chunks);
    assembled = true;
    expect(whole.equals(Buffer.concat(chunks))).toBe(true);
    // A turn after each of the first three slices (the last one ends the assembly).
    expect(turns).toBeGreaterThanOrEqual(3);
  });

  it('a PDF that is not the plain kind (already signed: an earlier update and a form) is signed through placeholder-plain', async () => {
    const once = signPdf(await pdfOf(3), signing).bytes;
    const twice = signPdf(once, signing);
    expect(twice.sha256).toBe(createHash('sha256').update(twice.bytes).digest('hex'));
    const report = await pdfsig(dir, twice.bytes);
    expect(report).toContain('Signature #2');
    // The second signature covers the whole file; the first covers its own revision.
    expect(report.split('Signature #2')[1]).toContain('Signature is Valid');
    expect(report.split('Signature #2')[1]).toContain('Total document signed');
  }, 60_000);
});
