import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import type { Config } from '../config.ts';
import type { Db } from '../db/connection.ts';
import type { EmissionKind } from '../db/schema/index.ts';
import { contentDisposition } from '../files/names.ts';
import { emissionBlockers } from '../legal/gate.ts';
import { selectLotIds } from '../reports/data.ts';
import { flag, singleResidentQuery, toReportFilter } from '../reports/filters.ts';
import { fileName, PDF, XLSX } from '../reports/kinds.ts';
import { blockerNotes, renderOfficial } from './documents.ts';
import { emit, EmissionFailed, EmissionRefused, FAILED_PREFIX } from './register.ts';

/**
 * The título and CRF report routes (issue 14 part 2): the gate (422 with each blocked lot and
 * its rules), an empty selection refused, only complete lots whatever `complete`/`invert`
 * say, `minuta=1` for a watermarked, unnumbered, unregistered draft; otherwise an emission of
 * the register, whose exact stored bytes are what is served.
 */
export const EMPTY_SELECTION = 'Nenhum lote atende aos critérios';
export const BLOCKED =
  'Há lotes que não podem receber este documento. Corrija os dados indicados ou gere uma minuta (sem valor legal).';

export const refusalAnswer = z
  .object({
    message: z.string(),
    lots: z.array(
      z.object({
        lot_id: z.number().int(),
        lot_name: z.string(),
        // Lots of different blocks often share a name: each is named with its block.
        block_name: z.string(),
        rules: z.array(
          z.object({
            id: z.string(),
            article: z.string().describe('ex.: "Lei 13.465/2017, art. 23, §1º, II"'),
            message: z.string(),
          }),
        ),
      }),
    ),
  })
  .meta({
    description:
      'Emissão recusada: os lotes impedidos e as regras (artigo citado); lista vazia quando nenhum lote foi selecionado.',
  });

export const officialQuery = (crf: boolean) =>
  singleResidentQuery.extend({
    minuta: flag.describe('1: minuta com marca d’água, sem número e sem registro, permitida com impedimentos'),
    ...(crf
      ? {
          format: z
            .enum(['pdf', 'xlsx', 'excel'], { error: 'Formato inválido: use pdf, xlsx ou excel' })
            .default('pdf'),
        }
      : {}),
  });

type OfficialQuery = z.output<typeof singleResidentQuery> & { minuta?: boolean; format?: 'pdf' | 'xlsx' | 'excel' };

/** The filter as the client sent it (the query string), recorded with the emission. */
export const sentFilter = (url: string | undefined): Record<string, string> =>
  Object.fromEntries(
    [...new URL(url ?? '/', 'http://localhost').searchParams].filter(([key]) => key !== 'minuta').slice(0, 40),
  );

export async function officialDocument(
  deps: { db: Db; config: Config },
  reply: FastifyReply,
  args: {
    kind: EmissionKind;
    projectId: number;
    projectName: string;
    userId: number;
    query: OfficialQuery;
    rawQuery: Record<string, unknown>;
  },
) {
  const { db, config } = deps;
  const { kind, projectId, query } = args;
  // Títulos leave out the vacant, unsold units: nobody receives one there (Decreto 9.310/2018 art. 52).
  const filter = { ...toReportFilter(query), complete_only: true, occupied_only: kind === 'titulo-legitimacao' };
  const format = kind === 'cert-reg-fund' && (query.format === 'xlsx' || query.format === 'excel') ? 'xlsx' : 'pdf';
  const name = fileName(kind, args.projectName, {
    xlsx: format === 'xlsx',
    singleResident: filter.single_resident_only,
  });
  const send = (bytes: Buffer, fileName: string) =>
    reply
      .header('content-type', format === 'xlsx' ? XLSX : PDF)
      .header('content-disposition', contentDisposition(fileName, 'attachment'))
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .send(bytes);

  if (query.minuta) {
    const selection = await selectLotIds(db, filter, [projectId]);
    if (!selection.length) return reply.code(422).send({ message: EMPTY_SELECTION, lots: [] });
    const blocked = await emissionBlockers(db, {
      userId: args.userId,
      projectId,
      kind,
      lotIds: Array.from(selection.ids),
    });
    const bytes = await renderOfficial(db, config, {
      projectId,
      kind,
      format,
      filter,
      official: { selection, minuta: { notes: blockerNotes(blocked) } },
    });
    return send(bytes, `MINUTA - ${name}`);
  }
  try {
    const emitted = await emit({
      db,
      config,
      projectId,
      kind,
      format,
      userId: args.userId,
      filter: args.rawQuery,
      select: (tx) => selectLotIds(tx as unknown as Db, filter, [projectId]),
      render: (conn, marks, selection) =>
        renderOfficial(conn, config, {
          projectId,
          kind,
          format,
          filter,
          official: { selection, stamps: marks.byLot, stamp: marks.document ?? undefined },
        }),
    });
    reply.header('x-emission-ids', emitted.ids.slice(0, 50).join(','));
    return send(emitted.bytes, name);
  } catch (error) {
    // The lots changed while the document was drawn: the reserved numbers are cancelled with the reason.
    if (error instanceof EmissionFailed) return reply.code(409).send({ message: `${FAILED_PREFIX}${error.message}` });
    if (!(error instanceof EmissionRefused)) throw error;
    return reply
      .code(422)
      .send(error.lots.length ? { message: BLOCKED, lots: error.lots } : { message: EMPTY_SELECTION, lots: [] });
  }
}
