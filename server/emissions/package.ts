import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { PassThrough, Transform, type Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ZipArchive } from 'archiver';
import { eq, sql } from 'drizzle-orm';
import type { Config } from '../config.ts';
import type { Db } from '../db/connection.ts';
import { asLongWork } from '../db/pglite-turns.ts';
import { rowsOf } from '../db/rows.ts';
import { emissions } from '../db/schema/index.ts';
import { conflict, notFound } from '../errors.ts';
import { fileStorage } from '../files/storage.ts';
import { geometryProject } from '../geometry/queries.ts';
import { CHUNK, loadPlainLots, projectInfo } from '../reports/data.ts';
import { lotTitle } from '../reports/household.ts';
import { partnerSql } from '../reports/selection.ts';
import { registryOccupantsXlsx } from '../reports/xlsx/registry-occupants.ts';
import { reportSettings } from '../reports/settings.ts';
import { displayCode } from './code.ts';
import { STATUS_LABELS } from './read.ts';
import { packageBase, packageFileName } from './package-name.ts';
import { officeGroups, type OfficeGroup, type PackageLot } from './package-offices.ts';
import { packagePurchases, unpaidLots, writePurchases } from './package-titles.ts';
import { complementarLabel, numberLabel } from './register.ts';
import { labelOf } from '../../domain/enums/choice.ts';
import { REAL_RIGHTS } from '../../domain/enums/real-rights.ts';
import { lotsFeatureCollection } from '../../domain/geo/features.ts';
import { ufOf } from '../../domain/reference/states.ts';

/**
 * The registry package of an emitted CRF (issue 15 part 8): one ZIP for the registry office
 * (Decreto 9.310/2018 art. 40: the CRF is presented directly to the cartório) with
 * - the CRF's stored PDF, byte for byte the emitted (and signed) document;
 * - the occupant list as a spreadsheet (art. 38, VI; server/reports/xlsx/registry-occupants.ts);
 * - `lotes.geojson`: each lot's polygon from p1–p4 (domain/geo, the same features as
 *   `GET /projects/{id}/lots.geojson`), SIRGAS 2000 longitude/latitude (EPSG:4674);
 * - `titulos-habeis/<lote>/`: for each unit bought, its contract and the proof that it is paid,
 *   the título hábil the registry records in its matrícula (art. 50, parágrafo único;
 *   package-titles.ts);
 * - `manifest.json`, last: the CRF's number and code, and every file's size and SHA-256,
 *   computed on the bytes as they stream into the ZIP.
 * Nothing is built whole in memory: the PDF streams from storage, the spreadsheet and the
 * GeoJSON are written lot chunk by lot chunk into the archive, which streams into the reply.
 *
 * A Reurb over more than one circunscrição is registered before each office (art. 41): when the
 * lots name more than one office (the lot's own, or the núcleo's of the settings), the package
 * holds a folder per office with the whole CRF and that office's lots alone, so that each office
 * is handed its folder; a lot naming none is then refused, for nobody could say whose it is.
 *
 * Every refusal is decided before the first byte (a 4xx, never a broken ZIP). The checks that
 * protect the family go beyond the law's letter:
 * - the holder (name, CPF) and the partner's CPF of every lot must still be those the CRF was
 *   emitted with (`emission_lots`): a spreadsheet naming someone else than the certificate
 *   would be returned by the registry (art. 40, parágrafo único) or, worse, registered;
 * - every lot must state its real right (art. 8º): the CRF declares each occupant's real right
 *   (arts. 3º, V, and 37, III; the registry records it, art. 42, § 1º, III), and the product
 *   never assumes it for the Município (domain/enums/real-rights.ts).
 */
export const PACKAGE_ONLY_CRF = 'Pacote disponível só para CRF emitida';
const LISTED = 10;

type EmissionRow = typeof emissions.$inferSelect;

export interface PackageFile {
  nome: string;
  descricao: string;
  bytes: number;
  sha256: string;
}

export interface RegistryPackage {
  fileName: string;
  /** The ZIP, streamed: pipe it to the reply. */
  stream: Readable;
}

const names = (lots: readonly PackageLot[]) =>
  `${lots
    .slice(0, LISTED)
    .map((l) => l.title)
    .join('; ')}${lots.length > LISTED ? ` e mais ${lots.length - LISTED}` : ''}`;

/** The CRF's lots in the certificate's order (block, then lot), with what the checks need. */
async function packageLots(db: Db, emissionId: number): Promise<PackageLot[]> {
  const digits = (column: ReturnType<typeof sql>) =>
    sql`coalesce(nullif(regexp_replace(coalesce(${column}, ''), '[^0-9]', '', 'g'), ''), '')`;
  const rows = rowsOf<{
    id: number;
    name: string;
    block_name: string;
    real_right: string | null;
    vacant: boolean;
    changed: boolean;
    office: string | null;
  }>(
    await db.execute(sql`
      select l.id, l.name, b.name as block_name, l.real_right, l.unidade_desocupada as vacant,
        (coalesce(el.holder_cpf, '') <> ${digits(sql`l.cpf`)}
          or coalesce(el.holder_name, '') <> coalesce(l.owner_name, '')
          or coalesce(el.partner_cpf, '') <> (case when ${partnerSql} then ${digits(sql`l.spouse_cpf`)} else '' end)
        ) as changed,
        coalesce(nullif(btrim(l.registry_office), ''), nullif(btrim(ps.origin_registry_office), '')) as office
      from emission_lots el
      join lots l on l.id = el.lot_id
      join blocks b on b.id = l.block_id
      left join project_settings ps on ps.project_id = l.project_id
      where el.emission_id = ${emissionId}
      order by b.name, b.id, l.name, l.id`),
  );
  return rows.map((r) => ({
    id: Number(r.id),
    title: lotTitle({ block_name: r.block_name, name: r.name, project_name: '' }),
    changed: Boolean(r.changed),
    real_right: r.real_right,
    vacant: Boolean(r.vacant),
    office: r.office,
  }));
}

/** The CRF's number as the register prints it, complementar ones naming their base (art. 16 §7º). */
async function crfLabel(db: Db, row: EmissionRow): Promise<string> {
  const own = numberLabel('cert-reg-fund', row.number, row.year);
  if (row.complementar_of === null) return own;
  const [base] = await db
    .select({ number: emissions.number, year: emissions.year })
    .from(emissions)
    .where(eq(emissions.id, row.complementar_of));
  return base ? complementarLabel(row.number, row.year, base) : own;
}

/** Counts and hashes the bytes that pass through. */
class Digest extends Transform {
  readonly hash = createHash('sha256');
  bytes = 0;
  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: (error?: Error | null, data?: Buffer) => void) {
    this.hash.update(chunk);
    this.bytes += chunk.length;
    done(null, chunk);
  }
}

/** Writes with backpressure: waits for the destination to drain. */
async function write(out: Writable, text: string): Promise<void> {
  if (!out.write(text)) await once(out, 'drain');
}

/**
 * `lotes.geojson`, chunk by chunk: each chunk's features come from lotsFeatureCollection (the
 * shared geometry code) and carry the registry's data of the lot (matrícula, real right).
 * The `crs` member (GeoJSON 2008, ignored by RFC 7946 readers) names SIRGAS 2000 so that GIS
 * software at the registry does not assume WGS 84; the numbers are the same to the centimetre.
 */
async function writeGeoJson(
  db: Db,
  out: Writable,
  lotIds: readonly number[],
  projectId: number,
  label: string,
): Promise<{ features: number; missing: string[] }> {
  const { utm_zone: zone } = await geometryProject(db, projectId);
  const missing: string[] = [];
  let features = 0;
  await write(
    out,
    `{"type":"FeatureCollection","name":${JSON.stringify(`Lotes — ${label}`)},` +
      `"crs":{"type":"name","properties":{"name":"urn:ogc:def:crs:EPSG::4674"}},"features":[`,
  );
  for (let start = 0; start < lotIds.length; start += CHUNK) {
    const ids = lotIds.slice(start, start + CHUNK);
    // The lots without their families: the polygons need only the lot's own row.
    const byId = await asLongWork(() => loadPlainLots(db, ids));
    const chunk = ids.map((id) => byId.get(id)).filter((lot) => lot !== undefined);
    const collection = lotsFeatureCollection(chunk, zone);
    const drawn = new Set(collection.features.map((feature) => feature.properties.lot_id));
    for (const lot of chunk) if (!drawn.has(lot.id)) missing.push(lotTitle({ ...lot, project_name: '' }));
    const parts = collection.features.map((feature) => {
      const lot = byId.get(feature.properties.lot_id)!;
      return JSON.stringify({
        ...feature,
        properties: {
          ...feature.properties,
          matricula: lot.registry_matricula ?? null,
          direito_real: labelOf(REAL_RIGHTS, lot.real_right) || null,
          // Its matrícula opens in the name of the original owner (Decreto 9.310/2018 art. 52).
          unidade_desocupada: lot.unidade_desocupada,
        },
      });
    });
    if (parts.length) await write(out, `${features ? ',' : ''}${parts.join(',')}`);
    features += parts.length;
  }
  await write(out, ']}\n');
  out.end();
  return { features, missing };
}

/**
 * Checks that this emission can give a registry package, then starts streaming it. The caller
 * has checked who asks (the same rule as the download: a project admin of the CRF's project).
 */
export async function registryPackage(
  db: Db,
  config: Config,
  row: EmissionRow,
  now = new Date(),
): Promise<RegistryPackage> {
  if (row.kind !== 'cert-reg-fund')
    throw conflict(`${PACKAGE_ONLY_CRF}: este documento é um título de legitimação fundiária.`);
  if (row.status === 'pending')
    throw conflict(`${PACKAGE_ONLY_CRF}: esta CRF ainda está sendo emitida; tente de novo em instantes.`);
  if (row.status === 'cancelled') throw conflict(`${PACKAGE_ONLY_CRF}: esta CRF foi cancelada.`);
  if (!row.file_key || !row.sha256)
    throw conflict(
      `${PACKAGE_ONLY_CRF} pelo registro de emissões: esta foi emitida antes dele e não tem arquivo guardado.`,
    );
  if (row.format !== 'pdf')
    throw conflict(`${PACKAGE_ONLY_CRF} em PDF: esta foi emitida como planilha. Emita a CRF em PDF para o cartório.`);

  const lots = await packageLots(db, row.id);
  if (!lots.length) throw conflict(`${PACKAGE_ONLY_CRF}: os lotes desta CRF não existem mais.`);
  const changed = lots.filter((l) => l.changed);
  if (changed.length)
    throw conflict(
      `O titular ou o cônjuge/companheiro de ${changed.length} lote(s) mudou desde a emissão desta CRF (${names(changed)}). ` +
        'A listagem de ocupantes não pode divergir da certidão: emita uma nova CRF para esses lotes.',
    );
  // A vacant, unsold unit confers no right: its matrícula is the original owner's (art. 52).
  const noRight = lots.filter((l) => !l.real_right && !l.vacant);
  if (noRight.length)
    throw conflict(
      `Informe o direito real conferido (Decreto 9.310/2018, art. 8º) em ${noRight.length} lote(s) antes de gerar o pacote: ${names(noRight)}.`,
    );
  // Art. 50, parágrafo único: the contract is a título hábil only with its proof of payment.
  const purchases = await packagePurchases(db, row.id);
  const unpaid = unpaidLots(lots, purchases);
  if (unpaid.length)
    throw conflict(
      `O contrato de compra e venda e a prova de quitação das obrigações do adquirente são o título hábil registrado na matrícula (Decreto 9.310/2018, art. 50, parágrafo único), e um deles saiu de ${unpaid.length} lote(s) desde a emissão desta CRF: ${names(unpaid)}. Anexe-os de novo em Documentos antes de gerar o pacote.`,
    );
  const groups = officeGroups(lots);
  const noOffice = groups.length > 1 ? lots.filter((l) => l.office === null) : [];
  if (noOffice.length)
    throw conflict(
      `Os lotes desta CRF são de ${groups.length} cartórios de registro de imóveis, cada um com o seu pacote (Decreto 9.310/2018, art. 41): ` +
        `informe o cartório de ${noOffice.length} lote(s) sem cartório, ou o do núcleo na Configuração de Relatórios: ${names(noOffice)}.`,
    );
  const storage = fileStorage(config);
  const pdf = await storage.get(row.file_key);
  if (!pdf) throw notFound('Este documento não tem arquivo guardado (emitido antes do registro de emissões).');

  const [project] = await projectInfo(db, [row.project_id]);
  const settings = await reportSettings(db, row.project_id);
  const origin = { registration: settings?.origin_registration ?? null, owner: settings?.origin_owner_name ?? null };
  const label = await crfLabel(db, row);
  const base = packageBase(row);
  const archive = new ZipArchive({ zlib: { level: 6 } });
  const files: PackageFile[] = [];
  /** The entry being written and the stored PDFs opened: stopped if the archive stops (the client went away). */
  const open = new Set<Writable>();
  const pdfs = [pdf];
  let finished = false;
  /** A stored upload (a purchase's documents), stopped with the PDFs if the archive stops. */
  const openStored = async (key: string) => {
    const stream = await storage.get(key);
    if (!stream) throw new Error('um documento guardado de lote sumiu durante o pacote');
    pdfs.push(stream);
    return stream;
  };
  const stopPdfs = () => {
    for (const stream of pdfs) stream.destroy();
  };
  archive.once('close', () => {
    if (finished) return;
    stopPdfs();
    for (const stream of open) stream.destroy(new Error('pacote interrompido'));
  });

  /** Appends one entry fed by `source`, hashing it on the way; resolves when it is all in. */
  const entry = async (
    nome: string,
    descricao: string,
    feed: (into: Writable) => Promise<unknown>,
  ): Promise<PackageFile> => {
    const digest = new Digest();
    const out = new PassThrough();
    open.add(out).add(digest);
    archive.append(out.pipe(digest), { name: nome, date: now });
    await Promise.all([feed(out), once(digest, 'end')]);
    open.delete(out);
    open.delete(digest);
    const file = { nome, descricao, bytes: digest.bytes, sha256: digest.hash.digest('hex') };
    files.push(file);
    return file;
  };

  /** One office's files: the whole CRF, and the occupants and polygons of its lots alone. */
  const officeFiles = async (group: OfficeGroup, source: Readable) => {
    const folder = group.folder ? `${group.folder}/` : '';
    const lotIds = group.lots.map((l) => l.id);
    const to = group.folder && group.office ? `, para o ${group.office}` : '';
    let geo = { features: 0, missing: [] as string[] };
    let occupants = 0;
    const stored = await entry(
      `${folder}${base}.pdf`,
      `${label}, PDF emitido${row.signed ? ' e assinado' : ''}${to}`,
      (out) => pipeline(source, out),
    );
    // The stored bytes must be the ones the register recorded: a different file is never sent.
    if (stored.sha256 !== row.sha256) throw new Error(`o arquivo guardado da ${label} não confere com o registro`);
    await entry(
      `${folder}ocupantes-${base}.xlsx`,
      `Listagem dos ocupantes (Decreto 9.310/2018, art. 38, VI), uma linha por ocupante e uma por unidade desocupada (art. 52)${to}`,
      async (out) => {
        occupants = (await registryOccupantsXlsx(db, out, { lotIds, label, origin })).rows;
      },
    );
    await entry(
      `${folder}lotes.geojson`,
      `Polígonos dos lotes (p1–p4), SIRGAS 2000 geográficas (EPSG:4674)${to}`,
      async (out) => {
        geo = await writeGeoJson(db, out, lotIds, row.project_id, label);
      },
    );
    const titles = await writePurchases(group.lots, purchases, folder, openStored, entry);
    return {
      nome: group.office,
      pasta: group.folder || null,
      lotes: lotIds.length,
      ocupantes: occupants,
      lotes_com_poligono: geo.features,
      lotes_sem_poligono: geo.missing,
      lotes_com_titulo_habil: titles,
    };
  };

  const fill = async () => {
    const offices = [];
    for (const [i, group] of groups.entries()) {
      // Each office's folder streams the stored CRF anew; the first was opened before answering.
      const source = i === 0 ? pdf : await storage.get(row.file_key!);
      if (!source) throw new Error(`o arquivo guardado da ${label} sumiu durante o pacote`);
      if (i > 0) pdfs.push(source);
      offices.push(await officeFiles(group, source));
    }
    const manifest = {
      tipo: 'Pacote para o cartório de registro de imóveis (Decreto 9.310/2018, art. 40)',
      crf: {
        numero: label,
        id: row.id,
        situacao: STATUS_LABELS[row.status as keyof typeof STATUS_LABELS] ?? row.status,
        emitida_em: row.emitted_at.toISOString(),
        codigo_verificacao: row.verification_code ? displayCode(row.verification_code) : null,
        verificacao: row.verification_code ? `${config.publicUrl}/verificar/${row.verification_code}` : null,
        sha256_registrado: row.sha256,
        assinada: row.signed,
      },
      projeto: {
        id: row.project_id,
        nome: project?.name ?? null,
        municipio: project?.city ?? null,
        // The two letters its name says; projects store the state's name ("São Paulo").
        uf: ufOf(project?.state) || null,
      },
      gerado_em: now.toISOString(),
      sistema_de_referencia: 'EPSG:4674 (SIRGAS 2000, longitude/latitude)',
      lotes: lots.length,
      ocupantes: offices.reduce((sum, o) => sum + o.ocupantes, 0),
      lotes_com_poligono: offices.reduce((sum, o) => sum + o.lotes_com_poligono, 0),
      lotes_sem_poligono: offices.flatMap((o) => o.lotes_sem_poligono),
      // Art. 50, parágrafo único: the units bought, whose contract and proof of payment are in titulos-habeis/.
      lotes_com_titulo_habil: offices.reduce((sum, o) => sum + o.lotes_com_titulo_habil, 0),
      // Art. 41: the procedure before each office of the Reurb's circunscrições, each with its folder.
      cartorios: offices,
      arquivos: files,
    };
    archive.append(`${JSON.stringify(manifest, null, 2)}\n`, { name: 'manifest.json', date: now });
    await archive.finalize();
    finished = true;
  };
  fill().catch((error: unknown) => {
    // Past the first byte an answer can only be cut short: the client sees a broken download,
    // never a package that looks whole.
    stopPdfs();
    archive.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return { fileName: packageFileName(row), stream: archive };
}
