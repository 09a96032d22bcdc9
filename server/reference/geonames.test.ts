import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { GEO_TABLE_PATH, renderGeoTable } from './generate.ts';
import type { GeonamesCity, GeonamesFeature, IbgeMunicipality } from './geonames.ts';
import { buildGeoTable, distanceKm, normalizeName } from './geonames.ts';

const city = (name: string, lat: number, lng: number, admin1: string, admin2: string): GeonamesCity => ({
  name,
  lat: String(lat),
  lng: String(lng),
  country: 'BR',
  admin1,
  admin2,
});
const capital = (name: string, adminCode: string, country = 'BR'): GeonamesFeature => ({
  name,
  adminCode,
  featureCode: 'PPLA',
  country,
});

// GeoNames admin1 "27" is São Paulo (IBGE 35), "15" Minas Gerais (IBGE 31).
const SP: IbgeMunicipality[] = [
  { code: '3550308', name: 'São Paulo', codigoUf: 35 },
  { code: '3509502', name: 'Campinas', codigoUf: 35 },
  { code: '3500105', name: "Santa Bárbara d'Oeste", codigoUf: 35 },
  { code: '3500204', name: 'Nova Cidade', codigoUf: 35 },
  { code: '3500303', name: 'Distante', codigoUf: 35 },
  { code: '3100104', name: 'Abadia dos Dourados', codigoUf: 31 },
];

describe('buildGeoTable', () => {
  const cities = [
    city('Sé', -23.55, -46.63, '27', '3550308'),
    city('São Paulo', -23.5475, -46.63611, '27', ''), // the seat, filed under no municipality
    city('Campinas', -22.90556, -47.06083, '27', '3509502'),
    city('Barão Geraldo', -22.82, -47.08, '27', '3509502'),
    city('Santa Bárbara dOeste', -22.75, -47.41, '27', '3500105'),
    city('Velho Nome', -21.1, -48.1, '27', '3500204'), // renamed seat: the only row of the code
    city('Distante', -20, -50, '27', '3500303'),
    city('Distante', -24, -46, '27', '3500303'), // 500 km apart: ambiguous
    city('Abadia dos Dourados', -18.48, -47.39, '15', '3100104'),
    { ...city('Lyon', 45.74, 4.84, '84', '69'), country: 'FR' },
  ];
  const table = buildGeoTable(SP, cities, [capital('São Paulo', '27'), capital('Lyon', '84', 'FR')]);
  const at = (code: number) => table.coordinates.find((row) => row[0] === code)?.slice(1);

  it('takes the row named like the municipality, accents and apostrophes aside', () => {
    expect(at(3509502)).toEqual([-22.90556, -47.06083]);
    expect(at(3500105)).toEqual([-22.75, -47.41]);
  });

  it('takes the only row of a code, and a seat GeoNames files under no municipality', () => {
    expect(at(3500204)).toEqual([-21.1, -48.1]);
    expect(at(3550308)).toEqual([-23.5475, -46.63611]);
  });

  it('leaves the coordinates null when the rows of the name contradict each other', () => {
    expect(at(3500303)).toBeUndefined();
    expect(table.missing).toEqual([3500303]);
  });

  it('marks the capitals from the GeoNames feature codes, Brazil only', () => {
    expect(table.capitals).toEqual([3550308]);
    expect(() => buildGeoTable(SP, cities, [capital('Atlantis', '27')])).toThrow(/Atlantis/);
  });

  it('sorts the table by code', () => {
    const codes = table.coordinates.map((row) => row[0]);
    expect(codes).toEqual([...codes].sort((a, b) => a - b));
  });
});

describe('geo helpers', () => {
  it('normalizes names for comparison', () => {
    expect(normalizeName("Herval d'Oeste")).toBe(normalizeName('Herval dOeste'));
    expect(normalizeName('Grão-Pará')).toBe('graopara');
  });

  it('measures great-circle distances', () => {
    // São Paulo to Rio de Janeiro, about 360 km
    expect(distanceKm(-23.5475, -46.63611, -22.90278, -43.2075)).toBeCloseTo(357, -1);
    expect(distanceKm(0, 0, 0, 0)).toBe(0);
  });
});

describe('domain/reference/geo.generated.json', () => {
  it('is what the generator makes from the installed packages (run node server/reference/generate.ts)', () => {
    expect(readFileSync(GEO_TABLE_PATH, 'utf8')).toBe(renderGeoTable());
  });

  it('stays small', () => {
    expect(readFileSync(GEO_TABLE_PATH).length).toBeLessThan(600_000);
  });
});
