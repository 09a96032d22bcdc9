import { createHash } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Config } from '../config.ts';
import type { Db } from '../db/connection.ts';
import { rowsOf } from '../db/rows.ts';
import { emissions, type EmissionKind } from '../db/schema/index.ts';
import { fileStorage, newStorageKey } from '../files/storage.ts';
import { emissionBlockers, type BlockedLot } from '../legal/gate.ts';
import { intArray } from '../db/arrays.ts';
import { bulkInsert } from '../db/bulk-insert.ts';
import type { Conn } from '../lots/conn.ts';
import type { LotIds } from '../reports/data.ts';
import type { DocumentStamp } from '../reports/pdf/stamp.ts';
import { recordCrfEmitted } from '../procedure/events.ts';
import { todayInBrasilia } from '../../domain/procedure/calendar.ts';
import { LOCAL_TIME_ZONE } from '../users/worked-lots.ts';
import { displayCode, newVerificationCode } from './code.ts';
import { EMISSION_LOT_FACTS, emissionLotFacts } from './lot-facts.ts';
import { qrPath } from './qr.ts';
import { SIGNING_UNREADABLE, signingOf, signingRefusal, signPdf } from './sign.ts';
import { conflict, HttpError } from '../errors.ts';
import { nextTurn } from '../loop/turns.ts';
import { complementarBase, supersede } from './supersede.ts';
import { gateMark, lockRegister, lotsFingerprint, type GateMark } from './gate-mark.ts';

/**
 * One emission, in two short transactions around the rendering, so the document is drawn
 * (server/render, a worker thread) and signed while the database serves everyone else — on
 * PGlite, whose one connection a transaction holds, nothing else could run meanwhile:
 *
 * 0. judge, outside any transaction: the selection, then the marks of every row the gate
 *    reads (server/emissions/gate-mark.ts), then the gate over the selection a slice at a time;
 * 1. reserve (under the register's lock): the marks again — the same, and the gate's
 *    judgement stands; changed, the gate judges again here, so two emissions can never both
 *    give the same CPF a legitimação — then the numbers from the counter row and the register
 *    rows as 'pending' with their lots and CPFs (art. 23 already counts them);
 * 2. render, sign and hash outside any transaction; store the bytes;
 * 3. complete (under the lock): the lots must be the rows the gate passed (the same
 *    fingerprint), then the rows become 'valid' with the hash and file, and earlier ones are
 *    superseded.
 *
 * The gate judged inside the reservation until 2026-12-06, and on PGlite a transaction holds
 * every other query: over 10,000 lots, 0.9–1.9 s of it (a slow-kernel machine), `/api/health`
 * waiting. Judged before, it holds the database a slice at a time, and the reservation only
 * reads the marks.
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

export const TITLE_LABEL = 'Título';
export const pad = (kind: EmissionKind, n: number) => String(n).padStart(kind === 'titulo-legitimacao' ? 4 : 3, '0');
export const numberLabel = (kind: EmissionKind, number: number, year: number) =>
  `${kind === 'titulo-legitimacao' ? 'Título' : 'CRF'} nº ${pad(kind, number)}/${year}`;
/** A CRF of occupants the first one did not list, naming it (Decreto 9.310/2018 art. 16, §7º). */
export const complementarLabel = (number: number, year: number, base: { number: number; year: number }) =>
  `CRF COMPLEMENTAR nº ${pad('cert-reg-fund', number)}/${year}, complementar à ${numberLabel('cert-reg-fund', base.number, base.year)}`;

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
  /**
   * The lots the document covers, in its order: selected when the gate judges, outside any
   * transaction, and again in the reserving one if what the gate read had changed meanwhile.
   */
  select: (conn: Conn) => Promise<LotIds>;
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

interface Reserved {
  ids: number[];
  selection: LotIds;
  stamps: { lotId: number | null; label: string; code: string }[];
  lotIds: number[];
  fingerprint: string;
  /** The marks had changed since the judgement: the gate judged again under the lock. */
  judgedAgain: boolean;
}

/** The selection as judged, and the marks of what the gate read, taken before it read them. */
export interface Judged {
  selection: LotIds;
  lotIds: number[];
  mark: GateMark;
}

export async function emit(args: EmitArgs): Promise<Emitted> {
  const { db, config, kind } = args;
  const now = args.now ?? new Date();
  // A certificate that cannot be opened or is out of its validity is refused before a lot is
  // judged or a number reserved.
  const signing =
    args.format === 'pdf'
      ? await signingOf(config).catch(() => {
          throw new HttpError(503, SIGNING_UNREADABLE);
        })
      : null;
  const refusal = signing && signingRefusal(signing, now);
  if (refusal) throw conflict(refusal);
  const reserved = await reserve(args, now, await judge(args, now));
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
    await nextTurn();
    await db.transaction(async (tx) => {
      await lockRegister(tx);
      if ((await lotsFingerprint(tx, reserved.lotIds)) !== reserved.fingerprint) throw new EmissionFailed(LOTS_CHANGED);
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

/** Rows left 'pending' by a process that stopped mid-emission (older than any render may take). */
async function cancelInterrupted(db: Db, config: Config, now: Date): Promise<void> {
  const stale = new Date(now.getTime() - (config.reports.timeLimitSeconds + 300) * 1000);
  await db
    .update(emissions)
    .set({ status: 'cancelled', cancel_reason: `${FAILED_PREFIX}${INTERRUPTED}`, cancelled_at: now })
    .where(and(eq(emissions.status, 'pending'), lt(emissions.emitted_at, stale)));
}

const gateOf = (conn: Conn, args: EmitArgs, lotIds: readonly number[]) =>
  emissionBlockers(conn as Db, { userId: args.userId ?? 0, projectId: args.projectId, kind: args.kind, lotIds });

/**
 * Step 0, outside any transaction: the selection, the marks, and the gate a slice at a time
 * (server/legal/gate.ts), every other request taking its turns between the slices. Throws
 * EmissionRefused with the blocked lots. Interrupted emissions' rows are cancelled first, so
 * their CPFs do not count: the completion of a live one needs its rows still 'pending', and an
 * update of the same row waits for the other's (PostgreSQL) or runs after it (PGlite).
 */
export async function judge(args: EmitArgs, now: Date): Promise<Judged> {
  await cancelInterrupted(args.db, args.config, now);
  const selection = await args.select(args.db);
  const lotIds = Array.from(selection.ids);
  if (!lotIds.length) throw new EmissionRefused([]);
  // A turn of the event loop between the pieces (PGlite answers in microtasks): the selection,
  // the marks and the gate's first slice were one piece, ~0.27 s at 10,000 lots.
  await nextTurn();
  const mark = await gateMark(args.db, lotIds);
  await nextTurn();
  const blocked = await gateOf(args.db, args, lotIds);
  if (blocked.length) throw new EmissionRefused(blocked);
  return { selection, lotIds, mark };
}

/**
 * Step 1, one short transaction under the register's lock: the judgement stands if the marks
 * are the same; if not, the selection and the gate again, here (as before 2026-12-06). Then the
 * numbers, the 'pending' register rows, and the lots' fingerprint for step 3. Lots that came to
 * match the filter between the two steps are left for the next emission, as if it had been
 * asked a moment earlier.
 */
export async function reserve(args: EmitArgs, now: Date, judged: Judged): Promise<Reserved> {
  const { db, projectId, kind } = args;
  // PGlite answers in microtasks: without a turn of the event loop here, the gate's last slice
  // and the whole transaction would hold the API's thread as one piece.
  await nextTurn();
  return db.transaction(async (tx) => {
    await lockRegister(tx);
    let { selection, lotIds, mark } = judged;
    const again = await gateMark(tx, lotIds);
    const judgedAgain = again.lots !== mark.lots || again.facts !== mark.facts;
    if (judgedAgain) {
      selection = await args.select(tx);
      lotIds = Array.from(selection.ids);
      if (!lotIds.length) throw new EmissionRefused([]);
      mark = await gateMark(tx, lotIds);
      const blocked = await gateOf(tx, args, lotIds);
      if (blocked.length) throw new EmissionRefused(blocked);
    }
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
      const label = base ? complementarLabel(first, year, base) : numberLabel(kind, first, year);
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
      fingerprint: mark.lots,
      judgedAgain,
    };
  });
}
