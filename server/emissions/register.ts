import { createHash } from 'node:crypto';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Config } from '../config.ts';
import type { Db } from '../db/connection.ts';
import { rowsOf } from '../db/rows.ts';
import { emissionLots, emissions, type EmissionKind } from '../db/schema/index.ts';
import { fileStorage, newStorageKey } from '../files/storage.ts';
import { emissionBlockers, type BlockedLot } from '../legal/gate.ts';
import type { Tx } from '../lots/conn.ts';
import type { Selection } from '../reports/data.ts';
import type { DocumentStamp } from '../reports/pdf/stamp.ts';
import { partnerSql } from '../reports/selection.ts';
import { LOCAL_TIME_ZONE } from '../users/worked-lots.ts';
import { displayCode, newVerificationCode } from './code.ts';
import { qrPath } from './qr.ts';
import { signingOf, signPdf } from './sign.ts';

/**
 * One emission, in one transaction: the gate (again, under the lock, so two emissions can
 * never both give the same CPF a legitimação), the numbers from the counter row, the
 * document rendered with its stamps, signed once, hashed, stored, and the register rows.
 * Any failure rolls everything back, the counter included: numbers have no gaps.
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
  /** The lots the document covers, in its order, selected in the transaction. */
  select: (tx: Tx) => Promise<Selection>;
  /** Generates the document of that selection with these marks, reading through the transaction. */
  render: (tx: Tx, marks: RenderMarks, selection: Selection) => Promise<Buffer>;
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

export async function emit(args: EmitArgs): Promise<Emitted> {
  const { db, config, projectId, kind } = args;
  const now = args.now ?? new Date();
  const storage = fileStorage(config);
  const key = newStorageKey();
  let stored = false;
  try {
    return await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${LOCKS[kind]})`);
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

      const marks: RenderMarks = { byLot: new Map(), document: null };
      const planned: { number: number; code: string; lots: number[]; complementarOf: number | null }[] = [];
      if (kind === 'titulo-legitimacao') {
        lotIds.forEach((lotId, i) => {
          const code = newVerificationCode();
          planned.push({ number: first + i, code, lots: [lotId], complementarOf: null });
          marks.byLot.set(lotId, stampOf(config, numberLabel(kind, first + i, year), code));
        });
      } else {
        const code = newVerificationCode();
        const base = await complementarBase(tx, projectId, lotIds);
        const label = base
          ? `CRF COMPLEMENTAR nº ${pad(kind, first)}/${year}, complementar à CRF nº ${pad(kind, base.number)}/${base.year}`
          : numberLabel(kind, first, year);
        planned.push({ number: first, code, lots: [...lotIds], complementarOf: base?.id ?? null });
        marks.document = stampOf(config, label, code);
      }

      let bytes = await args.render(tx, marks, selection);
      const signing = args.format === 'pdf' ? await signingOf(config) : null;
      if (signing) bytes = await signPdf(bytes, signing, now);
      const sha256 = createHash('sha256').update(bytes).digest('hex');
      await storage.put(key, bytes, {
        mime:
          args.format === 'pdf'
            ? 'application/pdf'
            : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        size: bytes.length,
        sha256,
      });
      stored = true;

      const rows = await tx
        .insert(emissions)
        .values(
          planned.map((p) => ({
            project_id: projectId,
            kind,
            number: p.number,
            year,
            status: 'valid',
            emitted_at: now,
            emitted_by: args.userId,
            sha256,
            verification_code: p.code,
            complementar_of: p.complementarOf,
            file_key: key,
            format: args.format,
            signed: Boolean(signing),
            filter: args.filter,
          })),
        )
        .returning({ id: emissions.id, number: emissions.number });
      const idOf = new Map(rows.map((r) => [r.number, r.id]));
      const links = planned.flatMap((p) => p.lots.map((lotId) => ({ emission: idOf.get(p.number)!, lotId })));
      for (let start = 0; start < links.length; start += 1000) {
        const slice = links.slice(start, start + 1000);
        const values = sql.join(
          slice.map((l) => sql`(${l.emission}::int, ${l.lotId}::int)`),
          sql`, `,
        );
        await tx.execute(sql`
          insert into emission_lots (emission_id, lot_id, holder_cpf, partner_cpf, holder_name)
          select v.emission_id, l.id, nullif(regexp_replace(coalesce(l.cpf, ''), '[^0-9]', '', 'g'), ''),
            case when ${partnerSql} then nullif(regexp_replace(coalesce(l.spouse_cpf, ''), '[^0-9]', '', 'g'), '') end, l.owner_name
          from (values ${values}) as v(emission_id, lot_id) join lots l on l.id = v.lot_id`);
      }
      await supersede(
        tx,
        kind,
        rows.map((r) => r.id),
      );
      return { ids: rows.map((r) => r.id), bytes, sha256, signed: Boolean(signing) };
    });
  } catch (error) {
    if (stored) await storage.delete(key).catch(() => undefined);
    throw error;
  }
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
 * The earlier valid emissions this one replaces: for a título, the lot's previous título;
 * for a CRF, an earlier CRF every lot of which is in the new one.
 */
async function supersede(tx: Tx, kind: EmissionKind, newIds: readonly number[]): Promise<void> {
  const ids = sql.join(
    newIds.map((id) => sql`${id}`),
    sql`, `,
  );
  if (kind === 'titulo-legitimacao') {
    await tx.execute(sql`
      update emissions old set status = 'superseded', superseded_by = nl.emission_id
      from emission_lots ol, emission_lots nl
      where ol.emission_id = old.id and nl.lot_id = ol.lot_id and nl.emission_id in (${ids})
        and old.kind = 'titulo-legitimacao' and old.status = 'valid' and old.id not in (${ids})`);
    return;
  }
  await tx.execute(sql`
    update emissions old set status = 'superseded', superseded_by = ${newIds[0]}
    where old.kind = 'cert-reg-fund' and old.status = 'valid' and old.id <> ${newIds[0]}
      and old.project_id = (select project_id from emissions where id = ${newIds[0]})
      and not exists (
        select 1 from emission_lots ol where ol.emission_id = old.id
          and not exists (select 1 from emission_lots nl where nl.emission_id = ${newIds[0]} and nl.lot_id = ol.lot_id))`);
}
