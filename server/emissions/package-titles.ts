import type { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/connection.ts';
import { rowsOf } from '../db/rows.ts';
import { ALLOWED_TYPES } from '../files/detect.ts';
import { folderOf, type PackageLot } from './package-offices.ts';
import { COMPRA_VENDA } from '../../domain/enums/real-rights.ts';

/**
 * The títulos hábeis of the units bought (Decreto 9.310/2018 art. 50, parágrafo único): for a
 * lot whose real right is the compra e venda, the compromisso, cessão or promessa de cessão
 * "acompanhado da prova de quitação das obrigações do adquirente" is what the registry records
 * in the matrícula it opens with the CRF (also the unbuilt unit already sold, art. 52, § 1º). The
 * CRF was emitted only with both on the lot (domain/legal/purchase-rule.ts); the registry package
 * (package.ts) carries them, each office's in its folder, under `titulos-habeis/<lote>/`, byte for
 * byte the stored upload, its SHA-256 checked against the one recorded at upload.
 */

/** One of the two documents as stored: null when the lot no longer has it. */
interface StoredDocument {
  storage_key: string;
  mime: string;
  sha256: string;
}

export interface PackagePurchase {
  contract: StoredDocument | null;
  proof: StoredDocument | null;
}

/** The CRF's lots bought, by lot id, with their two documents. */
export async function packagePurchases(db: Db, emissionId: number): Promise<Map<number, PackagePurchase>> {
  const rows = rowsOf<{
    id: number;
    contract_key: string | null;
    contract_mime: string | null;
    contract_sha256: string | null;
    proof_key: string | null;
    proof_mime: string | null;
    proof_sha256: string | null;
  }>(
    await db.execute(sql`
      select l.id, c.storage_key as contract_key, c.mime as contract_mime, c.sha256 as contract_sha256,
        q.storage_key as proof_key, q.mime as proof_mime, q.sha256 as proof_sha256
      from emission_lots el
      join lots l on l.id = el.lot_id
      left join files c on c.id = l.contrato_aquisicao_file_id
      left join files q on q.id = l.quitacao_aquisicao_file_id
      where el.emission_id = ${emissionId} and l.real_right = ${COMPRA_VENDA}`),
  );
  const stored = (key: string | null, mime: string | null, sha256: string | null): StoredDocument | null =>
    key && mime && sha256 ? { storage_key: key, mime, sha256 } : null;
  return new Map(
    rows.map((r) => [
      Number(r.id),
      {
        contract: stored(r.contract_key, r.contract_mime, r.contract_sha256),
        proof: stored(r.proof_key, r.proof_mime, r.proof_sha256),
      },
    ]),
  );
}

/** The lots bought whose contract or proof of payment is gone since the CRF was emitted. */
export const unpaidLots = (lots: readonly PackageLot[], purchases: ReadonlyMap<number, PackagePurchase>) =>
  lots.filter((lot) => {
    const purchase = purchases.get(lot.id);
    return purchase !== undefined && (!purchase.contract || !purchase.proof);
  });

const extensionOf = (mime: string) => ALLOWED_TYPES.find((type) => type.mime === mime)?.extensions[0] ?? '';

/** Appends one entry fed by `feed` and answers its size and SHA-256 (package.ts's `entry`). */
export type PackageEntry = (
  nome: string,
  descricao: string,
  feed: (into: Writable) => Promise<unknown>,
) => Promise<{ sha256: string }>;

/**
 * Writes the documents of one office's lots bought into the package, each lot in a folder of its
 * own; answers how many lots they were. `open` streams a stored file (and lets the package stop
 * it if the client goes away). A stored file that is not the one recorded at upload stops the
 * package: a different contract is never handed to the registry.
 */
export async function writePurchases(
  lots: readonly PackageLot[],
  purchases: ReadonlyMap<number, PackagePurchase>,
  folder: string,
  open: (key: string) => Promise<Readable>,
  entry: PackageEntry,
): Promise<number> {
  const taken = new Set<string>();
  let written = 0;
  for (const lot of lots) {
    const purchase = purchases.get(lot.id);
    if (!purchase?.contract || !purchase.proof) continue;
    const base = folderOf(lot.title);
    let name = base;
    for (let n = 2; taken.has(name); n++) name = `${base}-${n}`;
    taken.add(name);
    const documents = [
      ['contrato', purchase.contract, 'Contrato, compromisso, cessão ou promessa de cessão'],
      ['quitacao', purchase.proof, 'Prova de quitação das obrigações do adquirente'],
    ] as const;
    for (const [file, stored, what] of documents) {
      const copy = await entry(
        `${folder}titulos-habeis/${name}/${file}${extensionOf(stored.mime)}`,
        `${what}, de ${lot.title}: título hábil da compra e venda (Decreto 9.310/2018, art. 50, parágrafo único)`,
        async (out) => pipeline(await open(stored.storage_key), out),
      );
      if (copy.sha256 !== stored.sha256)
        throw new Error(`o arquivo guardado (${file}) de ${lot.title} não confere com o enviado`);
    }
    written += 1;
  }
  return written;
}
