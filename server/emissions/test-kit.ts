import { inflateRawSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/connection.ts';
import { emissions } from '../db/schema/index.ts';
import { insertLot, lotWorld } from '../lots/test-kit.ts';
import { QUALIFIED, legalSettings } from '../legal/test-kit.ts';
import { bearer } from '../test/app.ts';
import { PERSONA_EMAILS } from '../test/fixtures.ts';

/** A valid CPF (check digits computed) from 9 digits. */
export function cpfOf(base: string): string {
  const digits = base.split('').map(Number);
  for (const length of [9, 10]) {
    const sum = digits.slice(0, length).reduce((acc, d, i) => acc + d * (length + 1 - i), 0);
    const rest = (sum * 10) % 11;
    digits.push(rest === 10 ? 0 : rest);
  }
  return digits.join('');
}

let serial = 100_000_000;
/** A distinct valid CPF per call. */
export const nextCpf = (): string =>
  cpfOf(
    String((serial += 7919))
      .slice(-9)
      .padStart(9, '1'),
  );

/** A complete lot that passes every blocking rule, its holder named `owner` (the report filter's `name`). */
export function qualifiedLot(
  db: Db,
  place: { block_id: number; project_id: number },
  owner: string,
  values: Record<string, unknown> = {},
) {
  return insertLot(db, {
    ...QUALIFIED,
    name: `Lote ${owner}`,
    status: 'complete',
    owner_name: owner,
    cpf: nextCpf(),
    spouse_cpf: nextCpf(),
    ...place,
    ...values,
  });
}

/**
 * The emission tests' world: project A's legal settings met (with `settings` over them) and the
 * bearer headers of its project admin, who may emit and download.
 */
export async function emissionWorld(settings: Parameters<typeof legalSettings>[2] = {}) {
  const w = await lotWorld();
  await legalSettings(w.db, w.f.projectA, settings);
  return { w, admin: bearer(await w.ctx.tokenFor(PERSONA_EMAILS.projectAdmin)) };
}
export type EmissionWorld = Awaited<ReturnType<typeof emissionWorld>>;

export const emissionRows = (db: Db, projectId: number) =>
  db.select().from(emissions).where(eq(emissions.project_id, projectId)).orderBy(emissions.id);

/** The entries of a ZIP, from its central directory (archiver streams: sizes are not in the local headers). */
export function unzip(zip: Buffer): { name: string; data: Buffer }[] {
  let end = zip.length - 22;
  while (end >= 0 && zip.readUInt32LE(end) !== 0x06054b50) end -= 1;
  if (end < 0) throw new Error('ZIP sem diretório central');
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const entries: { name: string; data: Buffer }[] = [];
  for (let i = 0; i < count; i++) {
    if (zip.readUInt32LE(at) !== 0x02014b50) throw new Error('ZIP: entrada do diretório central inválida');
    const method = zip.readUInt16LE(at + 10);
    const size = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const skip = nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
    const local = zip.readUInt32LE(at + 42);
    const name = zip.toString('utf8', at + 46, at + 46 + nameLength);
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const raw = zip.subarray(start, start + size);
    entries.push({ name, data: method === 8 ? inflateRawSync(raw) : Buffer.from(raw) });
    at += 46 + skip;
  }
  return entries;
}
