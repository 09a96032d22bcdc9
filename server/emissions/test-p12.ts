import forge from 'node-forge';

/** ICP-Brasil style (names of the chain are ASCII upper case; forge re-encodes a non-ASCII issuer in the CMS). */
export const SIGNER = 'MUNICIPIO DE TESTE ASSINANTE:11222333000181';

const DAY = 86_400_000;
const instant = (at: number | Date) => (at instanceof Date ? at : new Date(Date.now() + at * DAY));

/**
 * A PKCS#12 of its own key and self-signed certificate, as a municipality's A1 is read by
 * server/emissions/sign.ts: valid from a day ago for a year unless `validity` says otherwise
 * (days from now, or instants).
 */
export function throwawayP12(
  password: string,
  validity: { from: number | Date; until: number | Date } = { from: -1, until: 365 },
): Buffer {
  // forge hands the generation to Node's crypto where it can: 20–90 ms here.
  const { privateKey, publicKey } = forge.pki.rsa.generateKeyPair(2048);
  const cert = forge.pki.createCertificate();
  cert.publicKey = publicKey;
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
  cert.sign(privateKey, forge.md.sha256.create());
  const asn1 = forge.pkcs12.toPkcs12Asn1(privateKey, [cert], password, { algorithm: '3des' });
  return Buffer.from(forge.asn1.toDer(asn1).getBytes(), 'binary');
}
