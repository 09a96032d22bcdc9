import { readFile } from 'node:fs/promises';
import { plainAddPlaceholder } from '@signpdf/placeholder-plain';
import { P12Signer } from '@signpdf/signer-p12';
import { SignPdf } from '@signpdf/signpdf';
import forge from 'node-forge';
import { SUBFILTER_ETSI_CADES_DETACHED } from '@signpdf/utils';
import type { Config } from '../config.ts';

/**
 * PAdES signature (ETSI.CAdES.detached) of a finished PDF with the municipality's A1
 * certificate (PKCS#12, `SIGNING_P12` + `SIGNING_P12_PASSWORD`). The placeholder is added to
 * the finished bytes (placeholder-plain: an incremental update, so the generator stays as it
 * is), then the byte ranges around it are signed: once per document, whatever its pages.
 */
export interface Signing {
  p12: Buffer;
  password: string;
  /** The certificate holder's name, for the signature's /Name. */
  name: string;
}

const loaded = new WeakMap<object, Promise<Signing | null>>();

/** The configured certificate, read once per configuration; null when none is configured. */
export function signingOf(config: Config | undefined): Promise<Signing | null> {
  const settings = config?.signing;
  if (!settings?.p12Path) return Promise.resolve(null);
  let signing = loaded.get(settings);
  if (!signing) {
    signing = readFile(settings.p12Path).then((p12) => ({
      p12,
      password: settings.password,
      name: holderName(p12, settings.password),
    }));
    loaded.set(settings, signing);
  }
  return signing;
}

/** The certificate's subject CN (the municipality), or 'Município' when it has none. */
function holderName(p12: Buffer, password: string): string {
  const asn1 = forge.asn1.fromDer(forge.util.createBuffer(p12.toString('binary')));
  const parsed = forge.pkcs12.pkcs12FromAsn1(asn1, password);
  const bag = parsed.getBags({ bagType: forge.pki.oids.certBag })[forge.pki.oids.certBag]?.[0];
  const cn = bag?.cert?.subject.getField('CN')?.value;
  if (typeof cn !== 'string' || !cn) return 'Município';
  try {
    return forge.util.decodeUtf8(cn);
  } catch {
    return cn;
  }
}

export async function signPdf(pdf: Buffer, signing: Signing, at: Date = new Date()): Promise<Buffer> {
  const withPlaceholder = plainAddPlaceholder({
    pdfBuffer: pdf,
    reason: 'Documento oficial emitido pelo Município (Lei 13.465/2017)',
    contactInfo: '',
    name: signing.name,
    location: 'Brasil',
    signingTime: at,
    subFilter: SUBFILTER_ETSI_CADES_DETACHED,
    signatureLength: 16_384,
    appName: 'REURB Gestão',
  });
  const signer = new P12Signer(signing.p12, { passphrase: signing.password });
  return new SignPdf().sign(withPlaceholder, signer, at);
}
