import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import forge from 'node-forge';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { legalSettings } from '../legal/test-kit.ts';
import { createFixtures, PERSONA_EMAILS, type Fixtures } from '../test/fixtures.ts';
import { bearer, testApp, testConfig } from '../test/app.ts';
import { SIGNING_UNREADABLE, signingRefusal } from './sign.ts';
import { qualifiedLot } from './test-kit.ts';
import { SIGNER, throwawayP12 } from './test-p12.ts';

/**
 * PAdES signing with a throwaway self-signed certificate made here, checked independently:
 * node-forge parses the CMS and verifies digest and signature over the signed byte ranges;
 * poppler's pdfsig reads the same file. A changed byte breaks it.
 */
const DAY = 86_400_000;

/** Independent check: the digest of the ByteRange bytes and the RSA signature over the signed attributes. */
function verifySignature(pdf: Buffer): { signer: string; digestMatches: boolean; signatureValid: boolean } {
  const text = pdf.toString('latin1');
  const ranges = [...text.matchAll(/\/ByteRange\s*\[\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s*\]/g)].at(-1)!;
  const [a, b, c, d] = ranges.slice(1).map(Number);
  const signed = Buffer.concat([pdf.subarray(a, a + b), pdf.subarray(c, c + d)]);
  // The placeholder pads the CMS with zeros; the DER's own length says where it ends. Stripping
  // trailing zeros instead cut a signature whose last byte was 0x00 (1 run in 256 failed so).
  const contents = Buffer.from(pdf.subarray(a + b + 1, c - 1).toString('latin1'), 'hex');
  const message = forge.pkcs7.messageFromAsn1(
    forge.asn1.fromDer(contents.subarray(0, derLength(contents)).toString('binary')),
  ) as forge.pkcs7.PkcsSignedData & {
    rawCapture: { authenticatedAttributes: forge.asn1.Asn1[]; signature: string };
  };
  const cert = message.certificates[0];
  const attributes = message.rawCapture.authenticatedAttributes;
  const digestAttr = attributes.find(
    (attr) =>
      forge.asn1.derToOid((attr.value as forge.asn1.Asn1[])[0].value as string) === forge.pki.oids.messageDigest,
  )!;
  const digest = ((digestAttr.value as forge.asn1.Asn1[])[1].value as forge.asn1.Asn1[])[0].value as string;
  const digestMatches = Buffer.from(digest, 'binary').equals(createHash('sha256').update(signed).digest());
  const set = forge.asn1.create(forge.asn1.Class.UNIVERSAL, forge.asn1.Type.SET, true, attributes);
  const md = forge.md.sha256.create();
  md.update(forge.asn1.toDer(set).getBytes());
  const signatureValid = (cert.publicKey as forge.pki.rsa.PublicKey).verify(
    md.digest().getBytes(),
    message.rawCapture.signature,
  );
  return { signer: forge.util.decodeUtf8(String(cert.subject.getField('CN').value)), digestMatches, signatureValid };
}

/** The length of the DER value at the start of `bytes`, header included (X.690 §8.1.3). */
function derLength(bytes: Buffer): number {
  const first = bytes[1];
  if (first < 0x80) return 2 + first;
  const size = first & 0x7f;
  return 2 + size + bytes.subarray(2, 2 + size).reduce((length, byte) => length * 256 + byte, 0);
}

describe('signed títulos and CRFs (PAdES, A1 certificate)', () => {
  let dir: string;
  let ctx: Awaited<ReturnType<typeof testApp>>;
  let f: Fixtures;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'reurb-sign-'));
    const p12 = path.join(dir, 'municipio.p12');
    await writeFile(p12, throwawayP12('senha-do-certificado'));
    ctx = await testApp({ config: testConfig({ SIGNING_P12: p12, SIGNING_P12_PASSWORD: 'senha-do-certificado' }) });
    f = await createFixtures(ctx.database.db);
    await legalSettings(ctx.database.db, f.projectA);
  }, 120_000);
  afterAll(async () => {
    await ctx?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('signs the served bytes once; the register hashes the signed bytes; forge and pdfsig verify; a changed byte breaks it', async () => {
    await qualifiedLot(ctx.database.db, { block_id: f.blockA, project_id: f.projectA }, 'Assinada Silva');
    await qualifiedLot(ctx.database.db, { block_id: f.blockA, project_id: f.projectA }, 'Assinada Souza');
    const admin = bearer(await ctx.tokenFor(PERSONA_EMAILS.projectAdmin));
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/projects/${f.projectA}/titulo-legitimacao?name=Assinada`,
      headers: admin,
    });
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    const pdf = response.rawPayload;
    expect(pdf.toString('latin1').match(/\/ByteRange/g)).toHaveLength(1);
    expect(verifySignature(pdf)).toEqual({ signer: SIGNER, digestMatches: true, signatureValid: true });

    const list = (
      await ctx.app.inject({ method: 'GET', url: `/api/projects/${f.projectA}/emissions`, headers: admin })
    ).json();
    expect(list.data).toHaveLength(2);
    for (const row of list.data)
      expect(row).toMatchObject({ signed: true, sha256: createHash('sha256').update(pdf).digest('hex') });
    const verify = (
      await ctx.app.inject({ method: 'GET', url: `/api/public/verify/${list.data[0].verification_code}` })
    ).json();
    expect(verify.signed).toBe(true);

    const file = path.join(dir, 'titulos.pdf');
    await writeFile(file, pdf);
    const { stdout } = await promisify(execFile)('pdfsig', [file]);
    expect(stdout).toContain(SIGNER);
    expect(stdout).toContain('Signature is Valid');

    const changed = Buffer.from(pdf);
    changed[400] ^= 0x01;
    expect(verifySignature(changed).digestMatches).toBe(false);
  }, 60_000);

  it('signs a CRF alike: its pages numbered at the end of the document (a second stream each) change nothing for pdfsig', async () => {
    await qualifiedLot(ctx.database.db, { block_id: f.blockA, project_id: f.projectA }, 'Certificada Lima');
    const admin = bearer(await ctx.tokenFor(PERSONA_EMAILS.projectAdmin));
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/projects/${f.projectA}/cert-reg-fund?name=Certificada`,
      headers: admin,
    });
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    const pdf = response.rawPayload;
    expect(pdf.toString('latin1')).toMatch(/\/Contents \[\d+ 0 R \d+ 0 R\]/);
    expect(verifySignature(pdf)).toEqual({ signer: SIGNER, digestMatches: true, signatureValid: true });
    const file = path.join(dir, 'crf.pdf');
    await writeFile(file, pdf);
    const { stdout } = await promisify(execFile)('pdfsig', [file]);
    expect(stdout).toContain('Signature is Valid');
  }, 60_000);

  it('refuses to emit with a certificate out of its validity, before a number is reserved; a minuta still comes', async () => {
    await qualifiedLot(ctx.database.db, { block_id: f.blockA, project_id: f.projectA }, 'Vencida Rocha');
    const cases = [
      {
        file: 'vencido.p12',
        validity: { from: -400, until: -1 },
        words: /^O certificado digital .* venceu em \d\d\/\d\d\/\d{4}: /,
      },
      {
        file: 'futuro.p12',
        validity: { from: 2, until: 400 },
        words: /^O certificado digital .* só vale a partir de \d\d\/\d\d\/\d{4}: /,
      },
    ];
    for (const { file, validity, words } of cases) {
      const p12 = path.join(dir, file);
      await writeFile(p12, throwawayP12('outra-senha', validity));
      // Another copy of the API on the same database, configured with that certificate.
      const other = await testApp({
        database: ctx.database,
        config: testConfig({ SIGNING_P12: p12, SIGNING_P12_PASSWORD: 'outra-senha' }),
      });
      try {
        const admin = bearer(await other.tokenFor(PERSONA_EMAILS.projectAdmin));
        const register = async () =>
          (
            await other.app.inject({ method: 'GET', url: `/api/projects/${f.projectA}/emissions`, headers: admin })
          ).json().total as number;
        const before = await register();
        for (const kind of ['titulo-legitimacao', 'cert-reg-fund']) {
          const response = await other.app.inject({
            method: 'GET',
            url: `/api/projects/${f.projectA}/${kind}?name=Vencida`,
            headers: admin,
          });
          expect(response.statusCode, response.body.slice(0, 300)).toBe(409);
          expect(response.json().message).toMatch(words);
          expect(response.json().message).toContain('nada foi emitido');
        }
        expect(await register()).toBe(before);
        // The draft is not signed: it is not held back.
        const minuta = await other.app.inject({
          method: 'GET',
          url: `/api/projects/${f.projectA}/titulo-legitimacao?name=Vencida&minuta=true`,
          headers: admin,
        });
        expect(minuta.statusCode).toBe(200);
      } finally {
        await other.close();
      }
    }
  }, 120_000);
});

describe('GET /api/emissions/signing-certificate: the certificate the screens warn about', () => {
  it('answers its holder and validity, null with none, 503 when the file cannot be opened, 401 signed out', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'reurb-sign-cert-'));
    const p12 = path.join(dir, 'municipio.p12');
    await writeFile(p12, throwawayP12('certa', { from: -3, until: 20 }));
    const first = await testApp({ config: testConfig({ SIGNING_P12: p12, SIGNING_P12_PASSWORD: 'certa' }) });
    const apps = [first];
    try {
      const f = await createFixtures(first.database.db);
      await legalSettings(first.database.db, f.projectA);
      const ask = async (ctx: typeof first, signedIn = true) => {
        const headers = signedIn ? bearer(await ctx.tokenFor(PERSONA_EMAILS.member)) : {};
        const res = await ctx.app.inject({ method: 'GET', url: '/api/emissions/signing-certificate', headers });
        return { status: res.statusCode, body: res.json() };
      };
      const answer = await ask(first);
      expect(answer).toMatchObject({ status: 200, body: { certificate: { holder: SIGNER } } });
      const days = (iso: string) => Math.round((Date.parse(iso) - Date.now()) / DAY);
      expect(days(answer.body.certificate.valid_from)).toBe(-3);
      expect(days(answer.body.certificate.valid_until)).toBe(20);
      expect((await ask(first, false)).status).toBe(401);

      const none = await testApp({ database: first.database, config: testConfig() });
      apps.push(none);
      expect(await ask(none)).toEqual({ status: 200, body: { certificate: null } });

      const wrong = await testApp({
        database: first.database,
        config: testConfig({ SIGNING_P12: p12, SIGNING_P12_PASSWORD: 'errada' }),
      });
      apps.push(wrong);
      expect(await ask(wrong)).toEqual({ status: 503, body: { message: SIGNING_UNREADABLE } });
      // Nor does an emission go on with it: refused before a number is reserved.
      await qualifiedLot(first.database.db, { block_id: f.blockA, project_id: f.projectA }, 'Ilegível Prado');
      const emitted = await wrong.app.inject({
        method: 'GET',
        url: `/api/projects/${f.projectA}/titulo-legitimacao?name=Ilegível`,
        headers: bearer(await wrong.tokenFor(PERSONA_EMAILS.projectAdmin)),
      });
      expect({ status: emitted.statusCode, body: emitted.json() }).toEqual({
        status: 503,
        body: { message: SIGNING_UNREADABLE },
      });
      const register = await first.app.inject({
        method: 'GET',
        url: `/api/projects/${f.projectA}/emissions`,
        headers: bearer(await first.tokenFor(PERSONA_EMAILS.projectAdmin)),
      });
      expect(register.json().total).toBe(0);
    } finally {
      for (const app of apps.reverse()) await app.close();
      await rm(dir, { recursive: true, force: true });
    }
  }, 120_000);
});

describe('a certificate signs only within its validity (RFC 5280 §4.1.2.5, both ends included)', () => {
  const validity = { from: new Date('2026-01-10T12:00:00Z'), until: new Date('2027-01-10T02:59:59Z') };
  it('says why not, with the day in Brasília, outside it', () => {
    expect(signingRefusal({ validity }, validity.from)).toBeNull();
    expect(signingRefusal({ validity }, validity.until)).toBeNull();
    // 2027-01-10T02:59:59Z is still the 9th in Brasília (UTC−3).
    expect(signingRefusal({ validity }, new Date(validity.until.getTime() + 1))).toMatch(/venceu em 09\/01\/2027: /);
    expect(signingRefusal({ validity }, new Date(validity.from.getTime() - 1))).toMatch(
      /só vale a partir de 10\/01\/2026: /,
    );
  });
});
