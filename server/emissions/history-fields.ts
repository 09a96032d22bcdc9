/** The lot history's field for an emission's change (a cancellation), as people read it. */
export const EMISSION_HISTORY_FIELDS: Record<string, string> = { emissao: 'Documento emitido' };
