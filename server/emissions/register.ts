import { createHash } from 'node:crypto';
import { and, eq, inArray, lt, ne, sql, type SQL } from 'drizzle-orm';
import type { Config } from '../config.ts';
import type { Db } from '../db/connection.ts';
import { rowsOf } from '../db/rows.ts';
import { emissionLots, emissions, type EmissionKind } from '../db/schema/index.ts';
import { fileStorage, newStorageKey } from '../files/storage.ts';
import { emissionBlockers, type BlockedLot } from '../legal/gate.ts';
import { intArray } from '../db/arrays.ts';
import { bulkInsert } from '../db/bulk-insert.ts';
import type { Tx } from '../lots/conn.ts';
import type { LotIds } from '../reports/data.ts';
import type { DocumentStamp } from '../reports/pdf/stamp.ts';
import { recordCrfEmitted } from '../procedure/events.ts';
import { todayInBrasilia } from '../../domain/procedure/calendar.ts';
import { LOCAL_TIME_ZONE } from '../users/worked-lots.ts';
import { displayCode, newVerificationCode } from './code.ts';
import { EMISSION_LOT_FACTS, emissionLotFacts } from './lot-facts.ts';
import { qrPath } from './qr.ts';
import { signingOf, signPdf } from './sign.ts';
import { nextTurn } from '../loop/turns.ts';

/**
 * One emission, in two short transactions around the rendering, so the document is drawn
 * (server/render, a worker thread) and signed while the database serves everyone else — on
 * PGlite, whose one connection a transaction holds, nothing else could run meanwhile:
 *
 * 1. reserve (under the kind's lock): the gate (again, so two emissions can never both give
 *    the same CPF a legitimação), the numbers from the counter row, the register rows as
 *    'pending' with their lots and CPFs (art. 23 already counts them), and a fingerprint of
 *    the lots' rows (their xmin);
 * 2. render, sign and hash outside any transaction; store the bytes;
 * 3. complete (under the lock): the lots must be the rows the gate passed (same fingerprint),
 *    then the rows become 'valid' with the hash and file, and earlier ones are superseded.
 *
 * Any failure after 1 cancels the reserved rows with the reason ("Falha na emissão: …"): the
 * numbers stay in the register, so there is no gap, and nothing half-emitted is valid. A
 * process that dies between 1 and 3 leaves 'pending' rows that the next emission cancels once
 * they are older than the render time limit.
 *
 * Títulos: one emission (one number) per lot; the títulos emitted together share the one
 * stored, signed document. A CRF: one emission for the document.
 */
export class EmissionRefused extends Error {
  readonly lots: BlockedLot[];
  constructor(lots: BlockedLot[]) {
    super('emission refused');
    this.lots = lots;
  }
}

/** Every emission of one kind is serialised: art. 23 §1 II spans projects (any núcleo). */
const LOCKS: Record<EmissionKind, number> = { 'titulo-legitimacao': 7_202_614_001, 'cert-reg-fund': 7_202_614_002 };

export const TITLE_LABEL = 'Título';
export const pad = (kind: EmissionKind, n: number) => String(n).padStart(kind === 'titulo-legitimacao' ? 4 : 3, '0');
export const numberLabel = (kind: EmissionKind, number: number, year: number) =>
  `${kind === 'titulo-legitimacao' ? 'Título' : 'CRF'} nº ${pad(kind, number)}/${year}`;

/** The reason recorded on the numbers of an emission whose document could not be completed. */
export const FAILED_PREFIX = 'Falha na emissão: ';
export const LOTS_CHANGED =
  'os dados de um dos lotes mudaram enquanto o documento era gerado; nada foi emitido com este número. Emita novamente.';
const INTERRUPTED = 'a emissão foi interrompida (o servidor parou enquanto o documento era gerado).';

export interface RenderMarks {
  /** Títulos: each lot's stamp. */
  byLot: Map<number, DocumentStamp>;
  /** CRF: the document's stamp. */
  document: DocumentStamp | null;
}

export interface EmitArgs {
  db: Db;
  config: Config;
  projectId: number;
  kind: EmissionKind;
  format: 'pdf' | 'xlsx';
  userId: number | null;
  /** The report filter, as sent (recorded). */
  filter: Record<string, unknown>;
  /** The lots the document covers, in its order, selected in the reserving transaction. */
  select: (tx: Tx) => Promise<LotIds>;
  /** Generates the document of that selection with these marks (outside any transaction). */
  render: (db: Db, marks: RenderMarks, selection: LotIds) => Promise<Buffer>;
  now?: Date;
}

export interface Emitted {
  ids: number[];
  bytes: Buffer;
  sha256: string;
  signed: boolean;
}

const verifyUrl = (config: Config, code: string) => `${config.publicUrl}/verificar/${code}`;

function stampOf(config: Config, label: string, code: string): DocumentStamp {
  const url = verifyUrl(config, code);
  return { label, code: displayCode(code), url, qr: qrPath(url) };
}

/**
 * The lots' rows as the gate read them: their xmin (the transaction that last wrote each row,
 * the lot's and its family's), so any write in between changes it, whatever the column.
 */
async function fingerprint(conn: Tx, lotIds: readonly number[]): Promise<string> {
  const ids = intArray(lotIds);
  const [row] = rowsOf<{ f: string | null }>(
    await conn.execute(sql`
      select md5(string_agg(x, ',' order by x)) as f from (
        select 'l' || id || ':' || xmin::text as x from lots where id = any(${ids})
        union all select 'r' || id || ':' || xmin::text from residents where lot_id = any(${ids})
        union all select 'c' || id || ':' || xmin::text from children where lot_id = any(${ids})) rows`),
  );
  return row?.f ?? '';
}

interface Reserved {
  ids: number[];
  selection: LotIds;
  stamps: { lotId: number | null; label: string; code: string }[];
  lotIds: number[];
  fingerprint: string;
}

export async function emit(args: EmitArgs): Promise<Emitted> {
  const { db, config, kind } = args;
  const now = args.now ?? new Date();
  const reserved = await reserve(args, now);
  const storage = fileStorage(config);
  const key = newStorageKey();
  let stored = false;
  try {
    const marks: RenderMarks = { byLot: new Map(), document: null };
    for (const [i, { lotId, label, code }] of reserved.stamps.entries()) {
      // ~0.06 ms of QR encoding each (qr.ts): the API's other requests still get their turn every 200.
      if (i > 0 && i % 200 === 0) await nextTurn();
      if (lotId === null) marks.document = stampOf(config, label, code);
      else marks.byLot.set(lotId, stampOf(config, label, code));
    }
    const rendered = await args.render(db, marks, reserved.selection);
    const signing = args.format === 'pdf' ? await signingOf(config) : null;
    const { bytes, sha256 } = signing
      ? signPdf(rendered, signing, now)
      : { bytes: rendered, sha256: createHash('sha256').update(rendered).digest('hex') };
    await storage.put(key, bytes, {
      mime:
        args.format === 'pdf' ? 'application/pdf' : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      size: bytes.length,
      sha256,
    });
    stored = true;
    await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${LOCKS[kind]})`);
      if ((await fingerprint(tx, reserved.lotIds)) !== reserved.fingerprint) throw new EmissionFailed(LOTS_CHANGED);
      const done = await tx
        .update(emissions)
        .set({ status: 'valid', sha256, file_key: key, signed: Boolean(signing) })
        .where(and(sql`${emissions.id} = any(${intArray(reserved.ids)})`, eq(emissions.status, 'pending')))
        .returning({ id: emissions.id });
      if (done.length !== reserved.ids.length) throw new EmissionFailed(INTERRUPTED);
      await supersede(tx, kind, reserved.ids, reserved.lotIds);
      if (kind === 'cert-reg-fund' && args.format === 'pdf')
        await recordCrfEmitted(tx, {
          projectId: args.projectId,
          label: reserved.stamps.find((s) => s.lotId === null)!.label,
          userId: args.userId,
          date: todayInBrasilia(now),
        });
    });
    return { ids: reserved.ids, bytes, sha256, signed: Boolean(signing) };
  } catch (error) {
    if (stored) await storage.delete(key).catch(() => undefined);
    await failReserved(db, reserved.ids, error);
    throw error;
  }
}

/** A failure that the register records in these words (the others: "erro ao gerar o documento"). */
export class EmissionFailed extends Error {}

/** Cancels the reserved rows of a failed emission with its reason; they never were valid. */
async function failReserved(db: Db, ids: readonly number[], error: unknown): Promise<void> {
  const reason = `${FAILED_PREFIX}${error instanceof EmissionFailed ? error.message : 'erro ao gerar ou assinar o documento; nada foi emitido com este número.'}`;
  await db
    .update(emissions)
    .set({ status: 'cancelled', cancel_reason: reason, cancelled_at: new Date() })
    .where(and(sql`${emissions.id} = any(${intArray(ids)})`, eq(emissions.status, 'pending')))
    .catch(() => undefined); // the database is gone: the next emission's sweep cancels them
}

/** Step 1: gate, numbers, 'pending' register rows and the lots' fingerprint, in one short transaction. */
async function reserve(args: EmitArgs, now: Date): Promise<Reserved> {
  const { db, config, projectId, kind } = args;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${LOCKS[kind]})`);
    // Rows left 'pending' by a process that stopped mid-emission (older than any render may take).
    const stale = new Date(now.getTime() - (config.reports.timeLimitSeconds + 300) * 1000);
    await tx
      .update(emissions)
      .set({ status: 'cancelled', cancel_reason: `${FAILED_PREFIX}${INTERRUPTED}`, cancelled_at: now })
      .where(and(eq(emissions.status, 'pending'), lt(emissions.emitted_at, stale)));
    const selection = await args.select(tx);
    const lotIds = Array.from(selection.ids);
    if (!lotIds.length) throw new EmissionRefused([]);
    const blocked = await emissionBlockers(tx as unknown as Db, {
      userId: args.userId ?? 0,
      projectId,
      kind,
      lotIds,
    });
    if (blocked.length) throw new EmissionRefused(blocked);
    const year = Number(
      rowsOf<{ y: unknown }>(
        await tx.execute(sql`select extract(year from now() at time zone ${LOCAL_TIME_ZONE})::int as y`),
      )[0].y,
    );
    const count = kind === 'titulo-legitimacao' ? lotIds.length : 1;
    const counter = await tx.execute(sql`
      insert into emission_counters (project_id, kind, year, last_number) values (${projectId}, ${kind}, ${year}, ${count})
      on conflict (project_id, kind, year) do update set last_number = emission_counters.last_number + excluded.last_number
      returning last_number`);
    const first = Number(rowsOf<{ last_number: unknown }>(counter)[0].last_number) - count + 1;

    // The stamps (a QR code each, ~0.06 ms) are drawn up after the transaction, not while it holds the lock.
    const stamps: { lotId: number | null; label: string; code: string }[] = [];
    const planned: { number: number; code: string; lots: number[]; complementarOf: number | null }[] = [];
    if (kind === 'titulo-legitimacao') {
      lotIds.forEach((lotId, i) => {
        const code = newVerificationCode();
        planned.push({ number: first + i, code, lots: [lotId], complementarOf: null });
        stamps.push({ lotId, label: numberLabel(kind, first + i, year), code });
      });
    } else {
      const code = newVerificationCode();
      const base = await complementarBase(tx, projectId, lotIds);
      const label = base
        ? `CRF COMPLEMENTAR nº ${pad(kind, first)}/${year}, complementar à CRF nº ${pad(kind, base.number)}/${base.year}`
        : numberLabel(kind, first, year);
      planned.push({ number: first, code, lots: [...lotIds], complementarOf: base?.id ?? null });
      stamps.push({ lotId: null, label, code });
    }

    // Each batch of rows as one JSON parameter (bulkInsert), and the lots' links as two arrays:
    // 1,000 títulos bound 11,000 parameters one by one here, 181–200 ms of the transaction on the
    // embedded database (74–112 ms so), which holds every other query while it lasts (issue #19, goal 5).
    const rows = await bulkInsert(
      tx,
      emissions,
      planned.map((p) => ({
        project_id: projectId,
        kind,
        number: p.number,
        year,
        status: 'pending',
        emitted_at: now,
        emitted_by: args.userId,
        verification_code: p.code,
        complementar_of: p.complementarOf,
        format: args.format,
        filter: args.filter,
      })),
      ['id', 'number'],
    );
    const idOf = new Map(rows.map((r) => [r.number, r.id]));
    const links = planned.flatMap((p) => p.lots.map((lotId) => ({ emission: idOf.get(p.number)!, lotId })));
    await tx.execute(sql`
      insert into emission_lots (emission_id, lot_id, ${EMISSION_LOT_FACTS})
      select v.emission_id, l.id, ${emissionLotFacts(args.kind)}
      from unnest(${intArray(links.map((l) => l.emission))}, ${intArray(links.map((l) => l.lotId))}) as v(emission_id, lot_id)
      join lots l on l.id = v.lot_id`);
    return {
      ids: rows.map((r) => r.id),
      selection,
      stamps,
      lotIds,
      fingerprint: await fingerprint(tx, lotIds),
    };
  });
}

/**
 * The project's first not-cancelled CRF, when this one covers a lot no earlier CRF did
 * (Decreto 9.310/2018 art. 16 §7º: occupants not in the initial listing, "cadastramento complementar"); null for the first CRF, or a
 * reissue of lots already certified.
 */
async function complementarBase(tx: Tx, projectId: number, lotIds: readonly number[]) {
  const previous = await tx
    .select({ id: emissions.id, number: emissions.number, year: emissions.year })
    .from(emissions)
    .where(
      and(eq(emissions.project_id, projectId), eq(emissions.kind, 'cert-reg-fund'), ne(emissions.status, 'cancelled')),
    )
    .orderBy(emissions.emitted_at, emissions.id)
    .limit(1);
  if (!previous.length) return null;
  const covered = new Set<number>();
  for (let start = 0; start < lotIds.length; start += 1000) {
    const rows = await tx
      .selectDistinct({ lot: emissionLots.lot_id })
      .from(emissionLots)
      .innerJoin(emissions, eq(emissions.id, emissionLots.emission_id))
      .where(
        and(
          eq(emissions.project_id, projectId),
          eq(emissions.kind, 'cert-reg-fund'),
          ne(emissions.status, 'cancelled'),
          inArray(emissionLots.lot_id, lotIds.slice(start, start + 1000)),
        ),
      );
    for (const r of rows) covered.add(r.lot);
  }
  return lotIds.some((id) => !covered.has(id)) ? previous[0] : null;
}

/**
 * At most one valid título per lot and no valid CRF wholly covered by a later one: for a
 * título, the lot's earlier títulos are superseded by the latest valid one; for a CRF, an
 * earlier CRF every lot of which is in a later valid CRF of the project. Emissions complete in
 * any order (each renders outside the lock), so "earlier" is the register's order (id), and a
 * completing emission may itself be superseded by a later one that completed first.
 */
async function supersede(
  tx: Tx,
  kind: EmissionKind,
  newIds: readonly number[],
  lotIds: readonly number[],
): Promise<void> {
  if (kind === 'titulo-legitimacao') {
    // Each lot's valid títulos, read by key (the lots as a table, through emission_lots' index on
    // the lot) as pairs in one JSON text; every one but the lot's latest is superseded by it,
    // updated by id. PGlite gathers no statistics by itself (server/db/analyze.ts), so after a
    // large emission its planner believes the register nearly empty and picks nested loops: one
    // statement joining the register to itself tested each lot against every other, and so does
    // `lot_id = any(array)` inside an index scan run once per row. On the embedded database, all
    // of it held: the 1st to 3rd emissions of 10,000 lots 4.3, 8.9, 7.3 s → 38, 371, 383 ms (most
    // of it the 10,000 rows' own update), of 1,000 lots 44, 106, 117 → 8, 36, 36 ms (2026-12-06).
    const [{ pairs }] = rowsOf<{ pairs: string }>(
      await tx.execute(sql`
        select coalesce(json_agg(json_build_array(el.lot_id, el.emission_id)), '[]')::text as pairs
        from unnest(${intArray(lotIds)}) as touched(lot_id)
        join emission_lots el on el.lot_id = touched.lot_id
        join emissions e on e.id = el.emission_id and e.kind = 'titulo-legitimacao' and e.status = 'valid'`),
    );
    const valid = JSON.parse(pairs) as [number, number][];
    const latest = new Map<number, number>();
    for (const [lot, id] of valid) latest.set(lot, Math.max(id, latest.get(lot) ?? id));
    const older = valid.filter(([lot, id]) => id < latest.get(lot)!);
    if (!older.length) return;
    await tx.execute(sql`
      update emissions old set status = 'superseded', superseded_by = v.newer
      from unnest(${intArray(older.map(([, id]) => id))}, ${intArray(older.map(([lot]) => latest.get(lot)!))}) as v(id, newer)
      where old.id = v.id and old.kind = 'titulo-legitimacao' and old.status = 'valid'`);
    return;
  }
  const crf = newIds[0];
  // Covered: every lot of CRF a is in CRF b.
  const covered = (a: SQL, b: SQL) =>
    sql`not exists (select 1 from emission_lots ol where ol.emission_id = ${a}
      and not exists (select 1 from emission_lots nl where nl.emission_id = ${b} and nl.lot_id = ol.lot_id))`;
  await tx.execute(sql`
    update emissions old set status = 'superseded', superseded_by = ${crf}
    where old.kind = 'cert-reg-fund' and old.status = 'valid' and old.id < ${crf}
      and old.project_id = (select project_id from emissions where id = ${crf})
      and ${covered(sql`old.id`, sql`${crf}`)}`);
  await tx.execute(sql`
    update emissions me set status = 'superseded', superseded_by = later.id
    from (
      select max(l.id) as id from emissions l, emissions self
      where self.id = ${crf} and l.kind = 'cert-reg-fund' and l.status = 'valid' and l.id > ${crf}
        and l.project_id = self.project_id and ${covered(sql`${crf}`, sql`l.id`)}) later
    where me.id = ${crf} and later.id is not null`);
}
