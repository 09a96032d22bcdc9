import { generateKeyPairSync } from 'node:crypto';
import forge from 'node-forge';

/** ICP-Brasil style (names of the chain are ASCII upper case; forge re-encodes a non-ASCII issuer in the CMS). */
export const SIGNER = 'MUNICIPIO DE TESTE ASSINANTE:11222333000181';

const DAY = 86_400_000;
const instant = (at: number | Date) => (at instanceof Date ? at : new Date(Date.now() + at * DAY));

/**
 * A PKCS#12 of its own key and self-signed certificate, as a municipality's A1 is read by
 * server/emissions/sign.ts: valid from a day ago for a year unless `validity` says otherwise
 * (days from now, or instants). The key is made by Node's crypto (OpenSSL), in milliseconds where
 * forge's own generator took seconds.
 */
export function throwawayP12(
  password: string,
  validity: { from: number | Date; until: number | Date } = { from: -1, until: 365 },
): Buffer {
  const pair = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const privateKey = forge.pki.privateKeyFromPem(pair.privateKey.export({ type: 'pkcs1', format: 'pem' }).toString());
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.publicKeyFromPem(pair.publicKey.export({ type: 'spki', format: 'pem' }).toString());
  cert.serialNumber = '01';
  cert.validity.notBefore = instant(validity.from);
  cert.validity.notAfter = instant(validity.until);
  // ICP-Brasil names are UTF8String.
  // forge writes the string as UTF-8 and reads it back as its bytes (sign.ts decodes them).
  const attrs = () => [
    { name: 'commonName', value: SIGNER, valueTagClass: forge.asn1.Type.UTF8 as unknown as forge.asn1.Class },
    { name: 'countryName', value: 'BR' },
  ];
  cert.setSubject(attrs());
  cert.setIssuer(attrs());
  cert.sign(privateKey as forge.pki.rsa.PrivateKey, forge.md.sha256.create());
  const asn1 = forge.pkcs12.toPkcs12Asn1(privateKey, [cert], password, { algorithm: '3des' });
  return Buffer.from(forge.asn1.toDer(asn1).getBytes(), 'binary');
}
