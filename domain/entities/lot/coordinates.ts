import { decimal, inSection, type FieldOptions } from '../../fields/builders.ts';

/** As surveyed (UTM metres or decimal degrees), not rounded to cents like areas. */
const SURVEYED = { storage: 'float' } as const satisfies FieldOptions;

/** Lot, boundary coordinates: four corner points, typed with a decimal comma. */
export const LOT_COORDINATES = inSection('coordinates', [
  decimal('coord_p1_x', 'P1 – X', SURVEYED),
  decimal('coord_p1_y', 'P1 – Y', SURVEYED),
  decimal('coord_p2_x', 'P2 – X', SURVEYED),
  decimal('coord_p2_y', 'P2 – Y', SURVEYED),
  decimal('coord_p3_x', 'P3 – X', SURVEYED),
  decimal('coord_p3_y', 'P3 – Y', SURVEYED),
  decimal('coord_p4_x', 'P4 – X', SURVEYED),
  decimal('coord_p4_y', 'P4 – Y', SURVEYED),
]);
