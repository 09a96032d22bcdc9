import { pad } from './register.ts';

/**
 * The registry package's names (server/emissions/package.ts): the route names the download before
 * the render worker writes it, without loading the package's writers on the API's thread.
 */
export const packageBase = (row: { number: number; year: number }) =>
  `CRF-${pad('cert-reg-fund', row.number)}-${row.year}`;

export const packageFileName = (row: { number: number; year: number }) => `pacote-cartorio-${packageBase(row)}.zip`;
