import { getMunicipalities } from '@brazilian-utils/brazilian-utils';
import { compareNames } from './collation.ts';
import geo from './geo.generated.json' with { type: 'json' };
import { stateByUf, states } from './states.ts';
import type { Municipality } from './types.ts';

interface Index {
  all: readonly Municipality[];
  byUf: ReadonlyMap<number, readonly Municipality[]>;
  byCode: ReadonlyMap<number, Municipality>;
}

let index: Index | undefined;

/** Codes and names from the IBGE list, coordinates and capitals from the generated GeoNames table. */
function build(): Index {
  const codigoUf = new Map(states().map((s) => [s.uf as string, s.codigo_uf]));
  const capitals = new Set(geo.capitals);
  const coordinates = new Map(geo.coordinates.map(([code, lat, lng]) => [code, [lat, lng] as const]));
  const all = getMunicipalities()
    .map((m): Municipality => {
      const code = Number(m.code);
      const uf = codigoUf.get(m.stateCode);
      if (uf === undefined) throw new Error(`unknown state ${m.stateCode} for ${m.code}`);
      const point = coordinates.get(code);
      return Object.freeze({
        codigo_ibge: code,
        nome: m.name,
        codigo_uf: uf,
        capital: capitals.has(code),
        latitude: point ? point[0] : null,
        longitude: point ? point[1] : null,
      });
    })
    // Names repeat across states: the code breaks the tie so the order never varies.
    .sort((a, b) => compareNames(a.nome, b.nome) || a.codigo_ibge - b.codigo_ibge);
  Object.freeze(all);
  const byUf = Map.groupBy(all, (m) => m.codigo_uf);
  for (const list of byUf.values()) Object.freeze(list);
  return { all, byUf, byCode: new Map(all.map((m) => [m.codigo_ibge, m])) };
}

/**
 * Every municipality, or those of one state (two-letter code, case-insensitive), by name with
 * pt-BR collation. An unknown state gives an empty list: check it with `stateByUf` first.
 */
export function municipalities(uf?: string): readonly Municipality[] {
  index ??= build();
  if (uf === undefined) return index.all;
  const state = stateByUf(uf);
  return (state && index.byUf.get(state.codigo_uf)) ?? [];
}

/** The municipality of a 7-digit IBGE code (number or digit string). */
export function municipalityByCode(codigoIbge: number | string): Municipality | undefined {
  index ??= build();
  const code = typeof codigoIbge === 'number' ? codigoIbge : /^\d{7}$/.test(codigoIbge) ? Number(codigoIbge) : NaN;
  return index.byCode.get(code);
}
