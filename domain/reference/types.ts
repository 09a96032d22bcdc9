import type { StateCode } from '@brazilian-utils/brazilian-utils';

/** Two-letter code of a federative unit ("SP", "DF"). */
export type Uf = StateCode;

/** Reference State (docs/entities.md#entities): one of the 26 states or the Distrito Federal. */
export interface State {
  /** IBGE state code, 11 to 53. */
  readonly codigo_uf: number;
  readonly uf: Uf;
  readonly nome: string;
}

/** Reference Municipality (docs/entities.md#entities). Names repeat across states: the code is the identifier. */
export interface Municipality {
  /** 7-digit IBGE code; its first two digits are `codigo_uf`. */
  readonly codigo_ibge: number;
  readonly nome: string;
  readonly codigo_uf: number;
  /** True only for the 27 state capitals (Brasília for the DF). */
  readonly capital: boolean;
  /** Seat coordinates in decimal degrees; null where the licensed source has none. */
  readonly latitude: number | null;
  readonly longitude: number | null;
}
