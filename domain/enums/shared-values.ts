/**
 * Stored values that occur in more than one enumeration of docs/entities.md#entities. Declared once here so
 * that every value appears exactly once in domain/.
 */

/** Last option of occupation_type and of every MDR material and installation list. */
export const OUTROS = 'OUTROS';

/** In both the external wall materials and the roof lists. */
export const MADEIRA_APARELHADA = 'MADEIRA APARELHADA';
