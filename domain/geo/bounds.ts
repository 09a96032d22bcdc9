/** SIRGAS 2000 box of Brazil with its oceanic islands (Trindade at 28.8° W), in degrees. */
export const BRAZIL_BOUNDS = { west: -74.1, south: -33.8, east: -28.6, north: 5.4 } as const;

/** A longitude/latitude inside that box. */
export const inBrazil = ([lon, lat]: readonly number[]): boolean =>
  lon >= BRAZIL_BOUNDS.west && lon <= BRAZIL_BOUNDS.east && lat >= BRAZIL_BOUNDS.south && lat <= BRAZIL_BOUNDS.north;
