import { labelled, type ValueOf } from './choice.ts';

/**
 * Whose land the núcleo stands on. It decides which instruments may confer the occupants' rights:
 * the legitimação de posse "não se aplica aos imóveis urbanos situados em área de titularidade do
 * Poder Público" (Decreto 9.310/2018 art. 18, § 2º), while on public land the titular entity may
 * recognise their property by legitimação fundiária in Reurb-S (art. 16, § 4º). A núcleo over
 * both says it of each unit (the lot's own field), for the rule cannot guess which part a unit
 * stands on.
 */
export const LAND_PUBLIC = 'PUBLICA';
export const LAND_PRIVATE = 'PRIVADA';
export const LAND_BOTH = 'MISTA';

/** The lot's: its unit stands on public or on private land. */
export const UNIT_LAND_OWNERSHIPS = labelled([
  [LAND_PRIVATE, 'Privada (de particulares)'],
  [LAND_PUBLIC, 'Pública (do Poder Público)'],
]);
export type UnitLandOwnership = ValueOf<typeof UNIT_LAND_OWNERSHIPS>;

/** The núcleo's, in the project settings. */
export const LAND_OWNERSHIPS = labelled([
  ...UNIT_LAND_OWNERSHIPS.map((c) => [c.id, c.name] as const),
  [LAND_BOTH, 'Parte pública e parte privada (informada em cada lote)'],
]);
export type LandOwnership = ValueOf<typeof LAND_OWNERSHIPS>;
