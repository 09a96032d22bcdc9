import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * The independent IBGE copy committed as a test fixture (kelvins/municipios-brasileiros, MIT;
 * source and date in fixtures/ibge/README.md): a test oracle only, never read by the product.
 */
export const ORACLE_DIR = fileURLToPath(new URL('./fixtures/ibge/', import.meta.url));

export interface OracleState {
  codigo_uf: number;
  uf: string;
  nome: string;
}

export interface OracleMunicipality {
  codigo_ibge: number;
  nome: string;
  latitude: number;
  longitude: number;
  capital: boolean;
  codigo_uf: number;
}

/** Rows of a CSV without quoted fields (the oracle has none), the byte-order mark dropped. */
function readCsv(name: string): Record<string, string>[] {
  const [header, ...lines] = readFileSync(ORACLE_DIR + name, 'utf8')
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r?\n/);
  const columns = header.split(',');
  return lines.map((line) => Object.fromEntries(line.split(',').map((value, i) => [columns[i], value])));
}

export const oracleStates = (): OracleState[] =>
  readCsv('estados.csv').map((r) => ({ codigo_uf: Number(r.codigo_uf), uf: r.uf, nome: r.nome }));

export const oracleMunicipalities = (): OracleMunicipality[] =>
  readCsv('municipios.csv').map((r) => ({
    codigo_ibge: Number(r.codigo_ibge),
    nome: r.nome,
    latitude: Number(r.latitude),
    longitude: Number(r.longitude),
    capital: r.capital === '1',
    codigo_uf: Number(r.codigo_uf),
  }));
