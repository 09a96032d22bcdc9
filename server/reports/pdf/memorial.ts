import { sql } from 'drizzle-orm';
import type { Db } from '../../db/connection.ts';
import { asLongWork } from '../../db/pglite-turns.ts';
import { intArray } from '../../db/arrays.ts';
import { rowsOf } from '../../db/rows.ts';
import { CHUNK, loadLotColumns, type LotColumns, type LotIds, type ProjectInfo } from '../data.ts';
import * as f from '../format.ts';
import { lotTitle } from '../household.ts';
import { paragraph } from '../paragraph.ts';
import type { ReportSettings } from '../settings.ts';
import { boundaryText } from '../titulo-text.ts';
import type { Decoration } from './draw.ts';
import type { Block } from './flow.ts';
import { professionalSignature } from './professional-signature.ts';
import type { ReportPlan, RunOptions } from './runner.ts';
import { figures, titleBand, titleBlock } from './sections.ts';
import { AREA } from './socioeconomic.ts';
import { LOT_ADDRESS_FIELDS } from '../../../domain/entities/lot/identity.ts';
import { COORDINATE_KEYS, lotShape, missingCoordinates } from '../../../domain/geo/polygon.ts';
import type { UtmZone } from '../../../domain/geo/projection.ts';
import { cityAndUf } from '../../../domain/reference/states.ts';
import { registryReference } from '../../../domain/registry/reference.ts';

/**
 * Memorial descritivo das unidades imobiliárias (Decreto 9.310/2018 art. 30, V, and art. 32, II:
 * "a descrição técnica das unidades imobiliárias"), drawn from each lot's vertices P1–P4 with the
 * same boundary description the título prints (titulo-text.ts, `boundaryText`), so the project
 * and the títulos never describe a unit two ways. What the lots cannot give is said, not
 * invented: the núcleo's perimeter, its road system and public areas and its equipment (art. 32,
 * I to III) are the surveyor's, and a lot without its four points is listed as pending its
 * survey (art. 30, I). The responsável técnico of the settings signs it (art. 31, § 7º: the
 * memorial is signed by a qualified professional, without ART or RRT when a public servant).
 */

/** The lot columns the memorial reads: its names, address, registry references and vertices. */
const COLUMNS = [
  'name',
  'area',
  ...LOT_ADDRESS_FIELDS,
  'inscricao_imobiliaria',
  'registry_matricula',
  'registry_cnm',
  ...COORDINATE_KEYS,
] as const;
type MemorialLot = LotColumns<(typeof COLUMNS)[number]>;

const METRES = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const m2 = (value: number) => `${METRES.format(value)} m²`;

export interface MemorialInput {
  selection: LotIds;
  project: ProjectInfo;
  settings: ReportSettings | null;
  zone: UtmZone | null;
  scope: string;
  filterText: string;
  decoration: Decoration;
  now: Date;
}

/** What the intro counts before the first lot: the units, those with their four points, the area declared. */
async function totals(db: Db, selection: LotIds): Promise<{ described: number; area: number }> {
  const complete = COORDINATE_KEYS.map((key) => sql`${sql.identifier(key)} is not null`);
  const [row] = rowsOf<{ described: unknown; area: unknown }>(
    await db.execute(sql`
      select count(*) filter (where ${sql.join(complete, sql` and `)}) as described, coalesce(sum(area), 0) as area
      from lots where id = any(${intArray(Array.from(selection.ids))})`),
  );
  return { described: Number(row?.described ?? 0), area: Number(row?.area ?? 0) };
}

/** The lot's address and registry references, in one sentence ('' when none is known). */
function referencesText(lot: MemorialLot): string {
  const address = f.address(lot);
  const parts = [
    address && `Unidade situada em ${address}`,
    lot.inscricao_imobiliaria && `inscrição imobiliária nº ${f.oneLine(lot.inscricao_imobiliaria)}`,
    lot.registry_matricula &&
      `${registryReference(lot.registry_matricula, 'matrícula')}${lot.registry_cnm ? ` (CNM ${lot.registry_cnm})` : ''}`,
  ].filter(Boolean);
  const text = parts.join('; ');
  return text ? `${text[0]!.toLocaleUpperCase('pt-BR')}${text.slice(1)}.` : '';
}

/** The areas: as declared in the lot's registration and as its four points enclose, with the perimeter. */
function areaText(lot: MemorialLot, zone: UtmZone | null): string {
  const shape = lotShape(lot, zone);
  const declared =
    lot.area != null ? `Área declarada no cadastro: ${m2(Number(lot.area))}` : 'Área não declarada no cadastro';
  if (!shape) return `${declared}.`;
  return `${declared}; área encerrada pelos vértices: ${m2(shape.area_m2)}; perímetro: ${METRES.format(shape.perimeter_m)} m.`;
}

/** The description of the lot, or what is missing for it (art. 30, I: the survey gives the points). */
function unitText(lot: MemorialLot, zone: UtmZone | null): string {
  const boundary = boundaryText(lot, zone);
  if (boundary) return boundary;
  return `Descrição técnica pendente: faltam no cadastro do lote as coordenadas ${missingCoordinates(lot).join(', ')} do levantamento planialtimétrico e cadastral georreferenciado (Decreto nº 9.310/2018, art. 30, I).`;
}

export async function memorialPlan(
  doc: PDFKit.PDFDocument,
  db: Db,
  input: MemorialInput,
  progress?: RunOptions['progress'],
): Promise<ReportPlan> {
  const { selection, zone } = input;
  const area = AREA;
  const count = await totals(db, selection);
  const body = (text: string, size = 9.5) =>
    paragraph(doc, text, area.x, area.width, { font: 'Serif', size, align: 'justify' });
  const system = zone ? `SIRGAS 2000, projeção UTM, fuso ${zone}` : 'SIRGAS 2000, coordenadas geográficas';
  const intro = (): Block[] => [
    titleBlock(doc, area, input.decoration.title, input.scope, input.filterText),
    ...body(
      `Descrição técnica das unidades imobiliárias do projeto de regularização fundiária (Decreto nº 9.310/2018, art. 30, V, e ` +
        `art. 32, II), a partir dos vértices P1 a P4 do levantamento de cada lote, no sistema ${system}; os rumos e as ` +
        'distâncias são calculados dessas coordenadas, como nos títulos. Completam o memorial a descrição do perímetro do ' +
        'núcleo urbano informal, a do sistema viário e das demais áreas públicas e a enumeração dos equipamentos urbanos ' +
        'comunitários, dos prédios públicos e dos serviços que integrarão o domínio público (art. 32, I a III), que este ' +
        'documento não contém.',
    ),
    { h: 6 },
    figures(doc, area, [
      ['Unidades', String(selection.length)],
      ['Descritas pelos vértices', String(count.described)],
      ['Área declarada (soma)', m2(count.area)],
    ]),
  ];
  const place = cityAndUf(input.project.city, input.project.state);
  const signature = professionalSignature(doc, area, input.settings, place, input.now, 'art. 31, § 7º');
  const signatureRoom = signature.reduce((sum, block) => sum + block.h, 0);
  const lotBlocks = (index: number, lot: MemorialLot | null): Block[] => {
    if (!lot) return [titleBand(doc, area, () => `Unidade ${index + 1}: lote removido durante a geração`), { h: 6 }];
    const references = referencesText(lot);
    const blocks = [
      titleBand(
        doc,
        area,
        () => `Unidade ${index + 1} · ${lotTitle({ ...lot, project_name: '' })}`,
        () => (lot.area != null ? m2(Number(lot.area)) : ''),
      ),
      { h: 3 },
      ...(references ? body(references) : []),
      ...body(areaText(lot, zone)),
      ...body(unitText(lot, zone)),
    ];
    // The last unit's last line goes with the signature: a signature never stands alone on a page.
    if (index === selection.length - 1) blocks[blocks.length - 1] = { ...blocks.at(-1)!, keepWith: 8 + signatureRoom };
    return [...blocks, { h: 8 }];
  };
  return {
    decoration: input.decoration,
    async *blocks() {
      yield intro();
      for (let start = 0; start < selection.length; start += CHUNK) {
        const ids = Array.from(selection.ids.subarray(start, Math.min(start + CHUNK, selection.length)));
        const byId = await asLongWork(() => loadLotColumns(db, ids, COLUMNS));
        for (const [k, id] of ids.entries()) {
          // A title band and its first lines stay together at the top of a unit.
          yield [{ h: 0, keepWith: 60 }, ...lotBlocks(start + k, byId.get(id) ?? null)];
        }
        await progress?.(selection.length ? (start + ids.length) / selection.length : 1);
      }
      yield signature;
    },
  };
}
