/**
 * Types of the static reference data (spec §3). The data itself lives in domain/reference/.
 */

/** One of the 27 federative units. */
export interface ReferenceState {
  /** IBGE state code, 11 to 53. */
  codigo_uf: number;
  /** Two letters, e.g. 'SP'. */
  uf: string;
  nome: string;
}

/** A municipality; names repeat across states, so the code identifies it. */
export interface ReferenceMunicipality {
  /** Seven digits; the first two are codigo_uf. */
  codigo_ibge: number;
  nome: string;
  /** Decimal degrees, null where no licensed source gives them. */
  latitude: number | null;
  longitude: number | null;
  /** True only for state capitals. */
  capital: boolean;
  codigo_uf: number;
}
