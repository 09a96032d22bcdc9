import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/connection.ts';
import { rowsOf, toCount } from '../../db/rows.ts';
import { LOCAL_TIME_ZONE } from '../../users/worked-lots.ts';
import type { ReportFilter } from '../filters.ts';
import * as f from '../format.ts';
import { named } from '../../../domain/text/named.ts';
import { idList, lotFilterSql } from '../selection.ts';
import { selectionFigures } from '../stats.ts';
import { dataRow, headerRow, type Column, type Decoration } from './draw.ts';
import type { Block } from './flow.ts';
import type { ReportPlan } from './runner.ts';
import { figures, heading, titleBlock } from './sections.ts';
import { AREA } from './socioeconomic.ts';
import { MDR } from '../../../domain/enums/project.ts';

/**
 * Relatório de Produtividade (user-assignment-report): what each user completed on the
 * selected lots, from the lot events (social_completed: the social registration;
 * improvements_completed: the benfeitorias). A summary table, then each user's lots by date.
 * The benfeitorias' figure and column only when a project in scope is MDR: elsewhere there are
 * none to do, and a column of zeros read as work undone.
 */
const KINDS = sql`('social_completed', 'improvements_completed')`;
const PART: Record<string, string> = { social_completed: 'Cadastro social', improvements_completed: 'Benfeitorias' };
const DETAIL_CHUNK = 1000;

interface UserRow {
  user_id: number | null;
  user_name: string;
  social: number;
  improvements: number;
  lots: number;
  events: number;
  first: string;
  last: string;
}

const IMPROVEMENTS: Column = { title: 'Benfeitorias', width: 65, align: 'right' };
/** The summary's columns, the user's name taking the benfeitorias' width where they are not shown. */
const summaryColumns = (improvements: boolean): Column[] => [
  { title: 'Usuário', width: improvements ? 163 : 163 + IMPROVEMENTS.width },
  { title: 'Cadastros sociais', width: 75, align: 'right' },
  ...(improvements ? [IMPROVEMENTS] : []),
  { title: 'Lotes', width: 50, align: 'right' },
  { title: 'Primeiro registro', width: 85, align: 'center' },
  { title: 'Último registro', width: 85, align: 'center' },
];
const DETAIL: Column[] = [
  { title: 'Data', width: 58 },
  { title: 'Parte', width: 80 },
  { title: 'Quadra', width: 80 },
  { title: 'Lote', width: 80 },
  { title: 'Titular', width: 225 },
];

const localDay = sql`to_char((e.at at time zone ${LOCAL_TIME_ZONE})::date, 'YYYY-MM-DD')`;

async function summary(db: Db, where: SQL): Promise<UserRow[]> {
  const result = await db.execute(sql`
    select e.user_id, coalesce(u.name, u.email, 'Usuário removido') as user_name,
      count(distinct e.lot_id) filter (where e.kind = 'social_completed') as social,
      count(distinct e.lot_id) filter (where e.kind = 'improvements_completed') as improvements,
      count(distinct e.lot_id) as lots, count(*) as events,
      min(${localDay}) as first, max(${localDay}) as last
    from lot_events e join lots l on l.id = e.lot_id left join users u on u.id = e.user_id
    where e.kind in ${KINDS} and ${where}
    group by e.user_id, u.name, u.email
    order by coalesce(u.name, u.email, 'Usuário removido') collate "und-x-icu", e.user_id nulls last`);
  return rowsOf<Record<string, unknown>>(result).map((r) => ({
    user_id: r.user_id as number | null,
    user_name: String(r.user_name),
    social: toCount(r.social),
    improvements: toCount(r.improvements),
    lots: toCount(r.lots),
    events: toCount(r.events),
    first: String(r.first),
    last: String(r.last),
  }));
}

type DetailRow = { day: string; kind: string; block_name: string; lot_name: string; owner_name: string | null };

async function details(db: Db, where: SQL, userId: number | null, offset: number): Promise<DetailRow[]> {
  const who = userId === null ? sql`e.user_id is null` : sql`e.user_id = ${userId}`;
  const result = await db.execute(sql`
    select ${localDay} as day, e.kind, b.name as block_name, l.name as lot_name, l.owner_name
    from lot_events e join lots l on l.id = e.lot_id join blocks b on b.id = l.block_id
    where e.kind in ${KINDS} and ${who} and ${where}
    order by e.at, e.id limit ${DETAIL_CHUNK} offset ${offset}`);
  return rowsOf<DetailRow>(result);
}

export interface AssignmentInput {
  decoration: Decoration;
  scope: string;
  filterText: string;
  filter: ReportFilter;
  projectIds: readonly number[];
}

export async function userAssignmentPlan(
  doc: PDFKit.PDFDocument,
  db: Db,
  input: AssignmentInput,
  progress?: (fraction: number) => Promise<void> | void,
): Promise<ReportPlan> {
  const where = lotFilterSql(input.filter, input.projectIds);
  const users = await summary(db, where);
  const [{ mdr }] = rowsOf<{ mdr: boolean }>(
    await db.execute(
      sql`select exists (select 1 from projects p
        where p.id in (${idList(input.projectIds)}) and p.project_class = ${MDR}) as mdr`,
    ),
  );
  const improvements = mdr === true;
  const SUMMARY = summaryColumns(improvements);
  // The selected lots' families and residents, as every report counts them (stats.ts).
  const families = await selectionFigures(db, input.filter, input.projectIds);
  const area = AREA;
  const totalEvents = users.reduce((s, u) => s + u.events, 0);
  const intro: Block[] = [
    titleBlock(doc, area, 'Relatório de Produtividade por Usuário', input.scope, input.filterText),
    figures(doc, area, [
      ['Usuários', String(users.length)],
      ['Cadastros sociais concluídos', String(users.reduce((s, u) => s + u.social, 0))],
      ...(improvements
        ? [['Benfeitorias concluídas', String(users.reduce((s, u) => s + u.improvements, 0))] as [string, string]]
        : []),
      ['Famílias', String(families.families)],
      ['Moradores', String(families.residents)],
    ]),
    heading(doc, area, 'Resumo por usuário'),
    headerRow(doc, area.x, SUMMARY, 12, 7),
    ...users.map((u) =>
      dataRow(
        doc,
        area.x,
        SUMMARY,
        () => [
          u.user_name,
          String(u.social),
          ...(improvements ? [String(u.improvements)] : []),
          String(u.lots),
          f.date(u.first),
          f.date(u.last),
        ],
        11,
        7.5,
      ),
    ),
  ];
  if (!users.length)
    intro.push(
      dataRow(doc, area.x, SUMMARY, () => ['Nenhuma conclusão registrada para os lotes selecionados.'], 11, 7.5),
    );
  return {
    decoration: input.decoration,
    async *blocks() {
      yield intro;
      let done = 0;
      for (const u of users) {
        yield [
          heading(doc, area, `${u.user_name} — ${u.events} ${u.events === 1 ? 'registro' : 'registros'}`, 24, 30),
          headerRow(doc, area.x, DETAIL, 11, 7),
        ];
        for (let offset = 0; offset < u.events; offset += DETAIL_CHUNK) {
          const rows = await details(db, where, u.user_id, offset);
          const n = Math.min(DETAIL_CHUNK, u.events - offset);
          yield Array.from({ length: n }, (_, k) =>
            dataRow(
              doc,
              area.x,
              DETAIL,
              () => {
                const r = rows[k];
                return r
                  ? [
                      f.date(r.day),
                      PART[r.kind] ?? r.kind,
                      named('Quadra', r.block_name),
                      named('Lote', r.lot_name),
                      r.owner_name ?? '',
                    ]
                  : [];
              },
              10.5,
              7.5,
            ),
          );
          done += n;
          await progress?.(totalEvents ? done / totalEvents : 1);
        }
      }
    },
  };
}
