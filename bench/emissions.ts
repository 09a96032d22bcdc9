import forge from 'node-forge';
import type { Db } from '../server/db/connection.ts';
import { renderOfficial } from '../server/emissions/documents.ts';
import { displayCode, newVerificationCode } from '../server/emissions/code.ts';
import { qrPath } from '../server/emissions/qr.ts';
import { numberLabel } from '../server/emissions/register.ts';
import { signingFromP12, signPdf, type Signing } from '../server/emissions/sign.ts';
import { loadConfig } from '../server/config.ts';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { emissionBlockers } from '../server/legal/gate.ts';
import { selectLots } from '../server/reports/data.ts';
import type { ReportFilter } from '../server/reports/filters.ts';
import type { DocumentStamp } from '../server/reports/pdf/stamp.ts';

/**
 * What emitting costs beyond drawing the títulos (issue 14): the same títulos bare, then with
 * the legal gate over the selection, every título's number, code and QR on each page, the
 * SHA-256 of the whole document and one PAdES signature (a throwaway 2048-bit certificate).
 */
function throwawaySigning(): Signing {
  const keys = forge.pki.rsa.generateKeyPair(2048);
  const cert = forge.pki.createCertificate();
  cert.publicKey = keys.publicKey;
  cert.serialNumber = '01';
  cert.validity.notBefore = new Date();
  cert.validity.notAfter = new Date(Date.now() + 86_400_000);
  const name = [{ name: 'commonName', value: 'MUNICIPIO DE BANCADA:11222333000181' }];
  cert.setSubject(name);
  cert.setIssuer(name);
  cert.sign(keys.privateKey, forge.md.sha256.create());
  const p12 = Buffer.from(
    forge.asn1.toDer(forge.pkcs12.toPkcs12Asn1(keys.privateKey, [cert], 'bancada', { algorithm: '3des' })).getBytes(),
    'binary',
  );
  return signingFromP12(p12, 'bancada');
}

const seconds = (ms: number) =>
  (ms / 1000).toLocaleString('pt-BR', { maximumFractionDigits: 2, minimumFractionDigits: 2 });

export async function emissionCost(db: Db, projectId: number, filter: ReportFilter, userId: number): Promise<string> {
  const config = loadConfig({
    PUBLIC_URL: 'https://reurb.exemplo.gov.br',
    LOG_LEVEL: 'silent',
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'reurb-bench-emit-')),
  });
  const base = { projectId, kind: 'titulo-legitimacao' as const, format: 'pdf' as const, filter };
  const selection = await selectLots(db, filter, [projectId]);
  const bareStart = performance.now();
  const bare = await renderOfficial(db, config, { ...base, official: { selection } });
  const bareMs = performance.now() - bareStart;

  const signing = throwawaySigning();
  const start = performance.now();
  const blocked = await emissionBlockers(db, {
    userId,
    projectId,
    kind: 'titulo-legitimacao',
    lotIds: Array.from(selection.ids),
  });
  const gateMs = performance.now() - start;
  const stamps = new Map<number, DocumentStamp>();
  Array.from(selection.ids).forEach((lotId, i) => {
    const code = newVerificationCode();
    const url = `${config.publicUrl}/verificar/${code}`;
    stamps.set(lotId, {
      label: numberLabel('titulo-legitimacao', i + 1, 2026),
      code: displayCode(code),
      url,
      qr: qrPath(url),
    });
  });
  const r0 = performance.now();
  const stamped = await renderOfficial(db, config, { ...base, official: { selection, stamps } });
  console.log('stamped render', performance.now() - r0, 'bare', bareMs, 'gate', gateMs);
  const signStart = performance.now();
  signPdf(stamped, signing);
  const signMs = performance.now() - signStart;
  const totalMs = performance.now() - start;
  return (
    `  Títulos emitidos      ${selection.length.toLocaleString('pt-BR')} lotes: sem registro ${seconds(bareMs)} s (${(bare.length / 1e6).toFixed(1)} MB); ` +
    `com portão legal (${seconds(gateMs)} s, ${blocked.length} lotes impedidos), número + código + QR em cada página, SHA-256 e uma assinatura PAdES ` +
    `(${seconds(signMs)} s): ${seconds(totalMs)} s → custo ${(((totalMs - bareMs) / bareMs) * 100).toFixed(0)}%`
  );
}
