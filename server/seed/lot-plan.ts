import type { lotEvents, lots } from '../db/schema/index.ts';
import {
  MDR_COBERTURA,
  MDR_CONDICOES,
  MDR_ELETRICAS,
  MDR_ESGOTAMENTO,
  MDR_HIDROSSANITARIAS,
  MDR_PAREDES,
  MDR_PISO,
  USOS_DO_LOTE,
} from '../db/schema/choices.ts';
import { household, type ChildRow, type ResidentRow } from './people.ts';
import { lotEntity } from '../../domain/entities/lot/index.ts';
import { getField } from '../../domain/fields/entity.ts';
import type { MultiChoiceField } from '../../domain/fields/types.ts';
import { SEM_BANHEIRO } from '../../domain/enums/improvements.ts';
import type { City } from './places.ts';
import type { Random } from './random.ts';

type LotInsert = typeof lots.$inferInsert;
export type EventRow = Omit<typeof lotEvents.$inferInsert, 'lot_id' | 'project_id'>;

export interface LotContext {
  mdr: boolean;
  city: City;
  bairro: string;
  block: { id: number; ordinal: number; streets: string[] };
  /** 0-based position of the lot in its block. */
  ordinal: number;
  name: string;
  /** Who registers lots (the social registration and the improvements). */
  workers: number[];
  /** Who changes statuses (an admin when there is one). */
  reviewer: number | null;
  now: Date;
  /** The stream of what the demo gained later (people.ts `household`). */
  later: Random;
}

export interface LotPlan {
  lot: Omit<LotInsert, 'project_id'>;
  children: ChildRow[];
  residents: ResidentRow[];
  events: EventRow[];
}

const DAY = 24 * 3600 * 1000;
const pad = (n: number, width: number) => String(n).padStart(width, '0');
/** Fields an incomplete registration may still lack. */
const OFTEN_MISSING = [
  'rg',
  'birth_date',
  'data_ocupacao_imovel',
  'escolaridade',
  'income',
  'owner_mother_name',
  'nis',
] as const;

/** One lot, its family and its history, drawn from the seeded stream. */
export function planLot(random: Random, ctx: LotContext): LotPlan {
  const status = random.weighted([
    ['complete', 45],
    ['incomplete', 38],
    ['to_review', 10],
    ['empty', 7],
  ] as const);
  const { city, block } = ctx;
  const [cepFrom, cepTo] = city.cep;
  const area = random.money(110, 380);
  // Rows of ten lots at most 12 m wide and 42 m deep (380 m² / 9 m), 45 m apart; blocks side by
  // side, 140 m apart, 25 to a row of blocks: the demo's map has no overlapping lots.
  const x = city.utm[0] + (block.ordinal % 25) * 140 + (ctx.ordinal % 10) * 12;
  const y = city.utm[1] + Math.floor(block.ordinal / 25) * 160 + Math.floor(ctx.ordinal / 10) * 45;
  const width = random.int(9, 12);
  const depth = Math.round((area / width) * 1000) / 1000;
  const lot: Omit<LotInsert, 'project_id'> = {
    block_id: block.id,
    name: ctx.name,
    status,
    street_address: random.pick(block.streets),
    street_number: String(ctx.ordinal * 10 + random.int(1, 9)),
    street_complement: random.chance(0.1) ? random.pick(['Fundos', 'Casa 2', 'Sobrado', 'Apto 1']) : null,
    cep: `${random.int(cepFrom, cepTo)}${random.digits(3)}`,
    cidade: city.name,
    bairro: ctx.bairro,
    n_selagem: random.chance(0.8) ? `SEL-${random.digits(6)}` : null,
    n_proposta: random.chance(0.5) ? `${random.digits(4)}/${ctx.now.getUTCFullYear()}` : null,
    uso_do_lote: random.weighted([
      [USOS_DO_LOTE[0], 85],
      [USOS_DO_LOTE[2], 10],
      [USOS_DO_LOTE[1], 5],
    ]),
    area,
    area_projecao_edificacao: Math.round(area * (0.35 + random.next() * 0.45) * 100) / 100,
    inscricao_imobiliaria: `${pad(block.ordinal + 1, 3)}.${pad(ctx.ordinal + 1, 4)}.${random.digits(3)}`,
    coord_p1_x: x,
    coord_p1_y: y,
    coord_p2_x: x + width,
    coord_p2_y: y,
    coord_p3_x: x + width,
    coord_p3_y: y + depth,
    coord_p4_x: x,
    coord_p4_y: y + depth,
  };
  // The built area the averbação of art. 72 states: the projection, twice on a sobrado. Worked out
  // from what was drawn, never drawn itself, so the rest of the stream stays as it was.
  const projection = lot.area_projecao_edificacao!;
  lot.area_construida = Math.round(projection * (lot.street_complement === 'Sobrado' ? 2 : 1) * 100) / 100;
  if (status === 'empty') {
    const created = recent(random, ctx.now, 120);
    const stamped = { ...lot, created_at: created, updated_at: created, created_by: ctx.reviewer };
    return { lot: stamped, children: [], residents: [], events: [] };
  }

  const family = household(random, city, ctx.now, ctx.later);
  Object.assign(lot, family.lot);
  const socialDone = status !== 'incomplete' || random.chance(0.35);
  const improvementsDone = ctx.mdr && (status === 'complete' || random.chance(0.4));
  if (!socialDone) {
    const lot_ = lot as Record<string, unknown>;
    for (const field of random.some(OFTEN_MISSING, 2, 4)) lot_[field] = null;
    if (lot.spouse_cpf && random.chance(0.3)) lot.spouse_cpf = null;
  }
  if (improvementsDone || (ctx.mdr && random.chance(0.3))) Object.assign(lot, improvements(random));
  if (status === 'complete' && random.chance(0.15)) lot.project_phase = 2;

  // History: who completed what and when (weekdays of the last six weeks), then the status.
  const events: EventRow[] = [];
  const worker = ctx.workers.length ? random.pick(ctx.workers) : null;
  let last = recent(random, ctx.now, 42);
  const created = new Date(last.getTime() - random.int(1, 60) * DAY);
  if (socialDone) events.push({ kind: 'social_completed', user_id: worker, at: last });
  if (improvementsDone) {
    const at = later(random, last, ctx.now);
    events.push({
      kind: 'improvements_completed',
      user_id: random.chance(0.7) ? worker : random.pick(ctx.workers),
      at,
    });
    last = at;
  }
  if (status === 'complete' || status === 'to_review') {
    last = later(random, last, ctx.now);
    events.push({
      kind: 'status_changed',
      from_status: 'incomplete',
      to_status: status,
      user_id: ctx.reviewer,
      at: last,
    });
  }
  return {
    lot: {
      ...lot,
      created_at: created,
      updated_at: last,
      created_by: worker,
      updated_by: events.at(-1)?.user_id ?? worker,
    },
    children: family.children.map((c) => ({ ...c, created_at: created, updated_at: created, created_by: worker })),
    residents: family.residents.map((r) => ({ ...r, created_at: created, updated_at: created, created_by: worker })),
    events,
  };
}

/**
 * Drawn options as the field's rules allow them (domain/entities/lot/improvements.ts): an option
 * that stands alone is dropped beside others, and of two opposites the second. No draw of its own.
 */
function asAllowed<V extends string>(name: string, drawn: V[]): V[] {
  const field = getField(lotEntity, name) as MultiChoiceField<string, V>;
  const kept = drawn.length > 1 ? drawn.filter((v) => !field.alone?.includes(v)) : drawn;
  return kept.filter((v) => !field.opposites?.some(([first, second]) => v === second && kept.includes(first)));
}

/** Benfeitorias of an MDR lot. */
function improvements(random: Random): Partial<LotInsert> {
  const stable = random.chance(0.8);
  const rooms = random.int(2, 8);
  const condition = () =>
    random.weighted([
      [MDR_CONDICOES[0], 65],
      [MDR_CONDICOES[1], 35],
    ]);
  const sewage = random.some(MDR_ESGOTAMENTO, 1, 1);
  const noBathroom = sewage.includes(SEM_BANHEIRO);
  return {
    mdr_estabilidade_estrutura: stable ? 'ESTÁVEL' : 'NAO ESTÁVEL',
    mdr_necessidade_reconstrucao: random.chance(stable ? 0.05 : 0.6) ? 'SIM' : 'NAO',
    mdr_n_comodos: rooms,
    mdr_n_pavimentos: random.weighted([
      [1, 80],
      [2, 20],
    ] as const),
    mdr_n_moradores_por_comodo: random.int(1, Math.max(1, Math.min(4, rooms - 1))),
    // A house whose sewage says it has no bathroom has none, and that is not adequate.
    mdr_n_banheiros: noBathroom
      ? 0
      : random.weighted([
          [1, 70],
          [2, 25],
          [3, 5],
        ] as const),
    mdr_banheiros_condicoes: noBathroom ? MDR_CONDICOES[1] : condition(),
    mdr_material_paredes_externas: random.some(MDR_PAREDES, 1, 2),
    mdr_paredes_externas_condicoes: condition(),
    mdr_cobertura: random.pick(MDR_COBERTURA),
    mdr_cobertura_condicoes: condition(),
    mdr_piso: random.pick(MDR_PISO),
    mdr_piso_condicoes: condition(),
    mdr_instalacoes_eletricas: asAllowed('mdr_instalacoes_eletricas', random.some(MDR_ELETRICAS, 1, 2)),
    mdr_instalacoes_eletricas_condicoes: condition(),
    mdr_instalacoes_hidrossanitarias: asAllowed(
      'mdr_instalacoes_hidrossanitarias',
      random.some(MDR_HIDROSSANITARIAS, 1, 2),
    ),
    mdr_instalacoes_hidrossanitarias_condicoes: condition(),
    mdr_esgotamento_sanitario: sewage,
    mdr_esgotamento_sanitario_condicoes: condition(),
  };
}

/** A working moment (Mon–Fri, 08:00–18:00 in Brasília, UTC−3) within the last `days` days. */
function recent(random: Random, now: Date, days: number): Date {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  for (;;) {
    const day = today - random.int(0, days - 1) * DAY;
    const weekday = new Date(day).getUTCDay();
    if (weekday === 0 || weekday === 6) continue;
    const at = new Date(day + (11 * 60 + random.int(0, 599)) * 60_000 + random.int(0, 59) * 1000);
    if (at <= now) return at;
  }
}

/** A working moment 0–5 days after `from` (later than it), not after now. */
function later(random: Random, from: Date, now: Date): Date {
  const fromDay = Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate());
  for (let attempt = 0; attempt < 8; attempt++) {
    const day = fromDay + random.int(0, 5) * DAY;
    const weekday = new Date(day).getUTCDay();
    if (weekday === 0 || weekday === 6) continue;
    const at = new Date(day + (11 * 60 + random.int(0, 599)) * 60_000 + random.int(0, 59) * 1000);
    if (at > from && at <= now) return at;
  }
  return new Date(Math.min(now.getTime(), from.getTime() + 60_000));
}
