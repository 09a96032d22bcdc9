import { decimal, inSection } from '../../fields/builders.ts';

/** Lot, boundary coordinates: four corner points, typed with a decimal comma. */
export const LOT_COORDINATES = inSection('coordinates', [
  decimal('coord_p1_x', 'P1 – X'),
  decimal('coord_p1_y', 'P1 – Y'),
  decimal('coord_p2_x', 'P2 – X'),
  decimal('coord_p2_y', 'P2 – Y'),
  decimal('coord_p3_x', 'P3 – X'),
  decimal('coord_p3_y', 'P3 – Y'),
  decimal('coord_p4_x', 'P4 – X'),
  decimal('coord_p4_y', 'P4 – Y'),
]);
