import { createHash, createPrivateKey, sign as rsaSign, type Hash, type KeyObject } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import forge from 'node-forge';
import type { Config } from '../config.ts';
import { todayInBrasilia } from '../../domain/procedure/calendar.ts';
import { formatDate } from '../../domain/validation/display-dates.ts';
import { signingValidity } from '../../domain/emissions/signing-validity.ts';
import { derOf, oid, octets, readTlv, seq, set, tagged } from './der.ts';
import { addSignaturePlaceholder, BYTE_RANGE_PLACEHOLDER } from './placeholder.ts';

/**
 * PAdES signature (ETSI.CAdES.detached) of a finished PDF with the municipality's A1
 * certificate (PKCS#12, `SIGNING_P12` + `SIGNING_P12_PASSWORD`). The placeholder is added to
 * the finished bytes (server/emissions/placeholder.ts: an incremental update, so the generator
 * stays as it is), then the byte ranges around it are signed: once per document, whatever
 * its pages.
 *
 * The cost is the document's size, not its pages, so it is native: the PKCS#12 is opened
 * once per configuration (node-forge: node cannot read PKCS#12) into a node `KeyObject` and
 * the certificates' DER; each signature is then one native SHA-256 pass over the byte ranges
 * (the register's SHA-256 of the whole signed file comes from the same pass: the hash state
 * after the first range is copied, so no byte is read twice), a small CMS SignedData written
 * here (server/emissions/der.ts) and one `crypto.sign`.
 *
 * The CMS (RFC 5652) is what PAdES baseline B-B asks (ETSI EN 319 142-1 §6.3): signed
 * attributes content-type, message-digest and signing-certificate-v2 (RFC 5035, the
 * certificate's SHA-256 with its issuer and serial), no signing-time (the signature
 * dictionary's /M carries it), every certificate of the PKCS#12 (the ICP-Brasil chain when
 * the file holds it).
 */
export interface Signing {
  /** The certificate holder's name, for the signature's /Name. */
  name: string;
  /** The signer's certificate's validity (RFC 5280 §4.1.2.5), both instants included. */
  validity: { from: Date; until: Date };
  key: KeyObject;
  /** DER of the signer's certificate, then the rest of the PKCS#12's. */
  certificates: Buffer[];
  /** The signer's certificate issuer (Name) and serial number (INTEGER), as DER, verbatim. */
  issuer: Buffer;
  serial: Buffer;
}

const OID = {
  data: '1.2.840.113549.1.7.1',
  signedData: '1.2.840.113549.1.7.2',
  contentType: '1.2.840.113549.1.9.3',
  messageDigest: '1.2.840.113549.1.9.4',
  signingCertificateV2: '1.2.840.113549.1.9.16.2.47',
  sha256: '2.16.840.1.101.3.4.2.1',
  rsaEncryption: '1.2.840.113549.1.1.1',
};

const loaded = new WeakMap<object, Promise<Signing | null>>();

/** Said (503) when the configured PKCS#12 cannot be opened: a wrong password, another kind of file. */
export const SIGNING_UNREADABLE =
  'O certificado de assinatura configurado (SIGNING_P12) não pôde ser lido: confira o arquivo e a senha (SIGNING_P12_PASSWORD).';

/** The configured certificate, read once per configuration; null when none is configured. */
export function signingOf(config: Config | undefined): Promise<Signing | null> {
  const settings = config?.signing;
  if (!settings?.p12Path) return Promise.resolve(null);
  let signing = loaded.get(settings);
  if (!signing) {
    signing = readFile(settings.p12Path).then((p12) => signingFromP12(p12, settings.password));
    loaded.set(settings, signing);
  }
  return signing;
}

/** Opens a PKCS#12 (RSA key, as ICP-Brasil A1 certificates are): the key as a KeyObject, the certificates as DER. */
export function signingFromP12(p12: Buffer, password: string): Signing {
  const parsed = forge.pkcs12.pkcs12FromAsn1(
    forge.asn1.fromDer(forge.util.createBuffer(p12.toString('binary'))),
    password,
  );
  const keyBag =
    parsed.getBags({ bagType: forge.pki.oids.pkcs8ShroudedKeyBag })[forge.pki.oids.pkcs8ShroudedKeyBag]?.[0] ??
    parsed.getBags({ bagType: forge.pki.oids.keyBag })[forge.pki.oids.keyBag]?.[0];
  const privateKey = keyBag?.key as forge.pki.rsa.PrivateKey | undefined;
  if (!privateKey) throw new Error('O certificado de assinatura (SIGNING_P12) não contém uma chave privada RSA.');
  const certs = (parsed.getBags({ bagType: forge.pki.oids.certBag })[forge.pki.oids.certBag] ?? [])
    .map((bag) => bag.cert)
    .filter((cert): cert is forge.pki.Certificate => Boolean(cert));
  const own = certs.find((cert) => {
    const pub = cert.publicKey as forge.pki.rsa.PublicKey;
    return pub.n?.compareTo(privateKey.n) === 0 && pub.e?.compareTo(privateKey.e) === 0;
  });
  if (!own) throw new Error('O certificado de assinatura (SIGNING_P12) não contém o certificado da sua chave privada.');
  const derOfCert = (cert: forge.pki.Certificate) =>
    Buffer.from(forge.asn1.toDer(forge.pki.certificateToAsn1(cert)).getBytes(), 'binary');
  const signer = derOfCert(own);
  // TBSCertificate: [0] version, serialNumber, signature, issuer, … (RFC 5280 §4.1), read from the certificate's bytes.
  const tbs = readTlv(signer, readTlv(signer, 0).start);
  const fields: { start: number; end: number; tag: number }[] = [];
  for (let at = tbs.start; at < tbs.end && fields.length < 4;) {
    const field = readTlv(signer, at);
    fields.push({ start: at, end: field.end, tag: field.tag });
    at = field.end;
  }
  const [serial, , issuer] = fields[0].tag === 0xa0 ? fields.slice(1) : fields;
  return {
    name: holderName(own),
    validity: { from: own.validity.notBefore, until: own.validity.notAfter },
    key: createPrivateKey(forge.pki.privateKeyToPem(privateKey)),
    certificates: [signer, ...certs.filter((c) => c !== own).map(derOfCert)],
    issuer: signer.subarray(issuer.start, issuer.end),
    serial: signer.subarray(serial.start, serial.end),
  };
}

const REFUSAL_TAIL =
  'um título ou uma CRF assinados com ele não teriam assinatura válida. Instale um certificado válido e reinicie o servidor; nada foi emitido.';

/**
 * Why `signing` may not sign at `at`, in the words of the person emitting; null when it may. A
 * signature made outside its certificate's validity (domain/emissions/signing-validity.ts)
 * fails the certificate's validation (poppler's pdfsig: "Certificate has Expired", checked
 * 2026-12-06): the family's título or the CRF would carry a signature no verifier accepts while
 * the register called it signed. A municipality's A1 certificate lasts a year, so this happens.
 * Days in Brasília.
 */
export function signingRefusal(signing: Pick<Signing, 'validity'>, at: Date): string | null {
  const day = (instant: Date) => formatDate(todayInBrasilia(instant));
  const { state } = signingValidity(signing.validity, at.getTime());
  if (state === 'expired')
    return `O certificado digital que assina os documentos (SIGNING_P12) venceu em ${day(signing.validity.until)}: ${REFUSAL_TAIL}`;
  if (state === 'not_yet')
    return `O certificado digital que assina os documentos (SIGNING_P12) só vale a partir de ${day(signing.validity.from)}: ${REFUSAL_TAIL}`;
  return null;
}

/** The certificate's subject CN (the municipality), or 'Município' when it has none. */
function holderName(cert: forge.pki.Certificate): string {
  const cn = cert.subject.getField('CN')?.value;
  if (typeof cn !== 'string' || !cn) return 'Município';
  try {
    return forge.util.decodeUtf8(cn);
  } catch {
    return cn;
  }
}

/** Placeholder size (bytes of CMS; twice that in hex): a chain of several certificates fits. */
const SIGNATURE_LENGTH = 16_384;

/**
 * The signed document and the SHA-256 (hex) of its exact bytes, which the register records.
 */
export function signPdf(pdf: Buffer, signing: Signing, at: Date = new Date()): { bytes: Buffer; sha256: string } {
  const bytes = addSignaturePlaceholder(pdf, {
    reason: 'Documento oficial emitido pelo Município (Lei 13.465/2017)',
    contactInfo: '',
    name: signing.name,
    location: 'Brasil',
    signingTime: at,
    signatureLength: SIGNATURE_LENGTH,
    appName: 'REURB Gestão',
  });
  // The placeholder is in the incremental update appended after the original bytes.
  const rangeAt = bytes.indexOf(BYTE_RANGE_PLACEHOLDER, Math.max(0, pdf.length - 64));
  if (rangeAt < 0 || bytes.indexOf(BYTE_RANGE_PLACEHOLDER, rangeAt + 1) >= 0)
    throw new Error('Marcador de assinatura (ByteRange) não encontrado ou repetido no PDF.');
  const contentsAt = bytes.indexOf('/Contents ', rangeAt);
  const open = bytes.indexOf('<', contentsAt);
  const close = bytes.indexOf('>', open);
  if (contentsAt < 0 || open < 0 || close < 0)
    throw new Error('Marcador de assinatura (Contents) não encontrado no PDF.');
  const after = close + 1;
  const range = `/ByteRange [0 ${open} ${after} ${bytes.length - after}]`;
  bytes.write(range.padEnd(BYTE_RANGE_PLACEHOLDER.length, ' '), rangeAt, 'latin1');

  // One pass: [0, open) feeds both the signature's digest and the file's; the tail is small.
  const ranges = createHash('sha256').update(bytes.subarray(0, open));
  const file: Hash = ranges.copy();
  const messageDigest = ranges.update(bytes.subarray(after)).digest();
  const cms = signedData(signing, messageDigest);
  const hex = cms.toString('hex');
  if (hex.length > close - open - 1) throw new Error('A assinatura não cabe no espaço reservado no PDF.');
  bytes.write(hex.padEnd(close - open - 1, '0'), open + 1, 'latin1');
  const sha256 = file.update(bytes.subarray(open)).digest('hex');
  return { bytes, sha256 };
}

/** CMS ContentInfo(SignedData), detached, over a message digest already computed (RFC 5652 §5). */
export function signedData(signing: Signing, messageDigest: Buffer): Buffer {
  const sha256 = seq(oid(OID.sha256));
  const signerCert = signing.certificates[0];
  const attributes = [
    seq(oid(OID.contentType), set(oid(OID.data))),
    seq(oid(OID.messageDigest), set(octets(messageDigest))),
    // SigningCertificateV2 { certs: [ESSCertIDv2 { certHash (SHA-256, the default), issuerSerial }] } (RFC 5035).
    seq(
      oid(OID.signingCertificateV2),
      set(
        seq(
          seq(
            seq(
              octets(createHash('sha256').update(signerCert).digest()),
              seq(seq(tagged(0xa4, signing.issuer)), signing.serial),
            ),
          ),
        ),
      ),
    ),
  ];
  // DER: a SET OF is sorted by its elements' encodings; what is signed is the SET, stored as [0].
  const signed = set(...attributes.sort(Buffer.compare));
  const signature = rsaSign('sha256', signed, signing.key);
  const signerInfo = seq(
    derOf(0x02, Buffer.from([1])),
    seq(signing.issuer, signing.serial),
    sha256,
    tagged(0xa0, signed.subarray(readTlv(signed, 0).start)),
    seq(oid(OID.rsaEncryption), derOf(0x05, Buffer.alloc(0))),
    octets(signature),
  );
  return seq(
    oid(OID.signedData),
    tagged(
      0xa0,
      seq(
        derOf(0x02, Buffer.from([1])),
        set(sha256),
        seq(oid(OID.data)),
        tagged(0xa0, ...signing.certificates),
        set(signerInfo),
      ),
    ),
  );
}
