import { PassThrough } from 'node:stream';
import type { Config } from '../config.ts';
import type { Db } from '../db/connection.ts';
import type { EmissionKind } from '../db/schema/index.ts';
import type { BlockedLot } from '../legal/gate.ts';
import type { Conn } from '../lots/conn.ts';
import type { ReportFilter } from '../reports/filters.ts';
import type { OfficialMarks } from '../reports/generate.ts';
import { renderCrf, renderPdf } from '../render/index.ts';
import { lotInBlock } from '../../domain/text/named.ts';
import { withUpdateRoom } from './placeholder.ts';

/**
 * A título or CRF document as bytes (hashed and signed whole before anyone gets it): the
 * generators run in a worker thread with the report time limit (server/render), reading
 * through the emission's transaction, and write into a collector.
 */
export async function renderOfficial(
  conn: Conn,
  config: Config,
  args: {
    projectId: number;
    kind: EmissionKind;
    format: 'pdf' | 'xlsx';
    filter: ReportFilter;
    official: OfficialMarks;
    userId?: number;
  },
): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  const request = {
    db: conn as Db,
    config,
    projectIds: [args.projectId],
    filter: args.filter,
    out,
    userId: args.userId,
    official: args.official,
  };
  if (args.kind === 'titulo-legitimacao') await renderPdf(request, 'titulo-legitimacao');
  else await renderCrf(request, args.format);
  // With room after it for the signature's update (placeholder.ts), which is then not a copy of
  // the whole; put together a slice at a time, the API's other requests answered in between.
  return withUpdateRoom(chunks);
}

/** The minuta's last page: each blocked lot and why (article cited). */
export function blockerNotes(blocked: readonly BlockedLot[]): string[] {
  return blocked.flatMap((lot) =>
    lot.rules.map(
      (rule) =>
        `${lotInBlock(lot.lot_name, lot.block_name, 'Lote')} (registro nº ${lot.lot_id}): ${rule.message} — ${rule.article}.`,
    ),
  );
}
