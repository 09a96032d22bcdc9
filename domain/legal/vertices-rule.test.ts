import { describe, expect, it } from 'vitest';
import { blockingRules } from './evaluate.ts';
import { LEGAL_RULES } from './rules.ts';
import { QUALIFIED_LOT, facts, stateOf } from './test-values.ts';

describe('vertices-georreferenciados (Decreto 9.310 art. 29 § 1º)', () => {
  /** A 10 m × 20 m lot in Campinas, in decimal degrees (SIRGAS 2000). */
  const DEGREES = {
    coord_p1_x: -47.06,
    coord_p1_y: -22.9,
    coord_p2_x: -47.0599025,
    coord_p2_y: -22.9,
    coord_p3_x: -47.0599025,
    coord_p3_y: -22.90018,
    coord_p4_x: -47.06,
    coord_p4_y: -22.90018,
  };
  /** The same kind of lot surveyed in UTM 23S metres (as the demo's). */
  const UTM = {
    coord_p1_x: 207000,
    coord_p1_y: 7652000,
    coord_p2_x: 207010,
    coord_p2_y: 7652000,
    coord_p3_x: 207010,
    coord_p3_y: 7651980,
    coord_p4_x: 207000,
    coord_p4_y: 7651980,
  };

  it('does not apply to a lot without any point (the título then prints no perimeter), nor to the CRF', () => {
    expect(stateOf('vertices-georreferenciados').state).toBe('not_applicable');
    expect(LEGAL_RULES.find((r) => r.id === 'vertices-georreferenciados')!.documents).toEqual(['titulo-legitimacao']);
  });

  it('passes a polygon in Brazil, in degrees or in the project’s UTM zone', () => {
    expect(stateOf('vertices-georreferenciados', { ...QUALIFIED_LOT, ...DEGREES }).state).toBe('passed');
    expect(
      stateOf('vertices-georreferenciados', { ...QUALIFIED_LOT, ...UTM }, facts({}, { utm_zone: '23S' })).state,
    ).toBe('passed');
  });

  it('refuses the título for metres read as degrees, swapped X and Y, or a bow-tie: the perimeter would be false', () => {
    const utmAsDegrees = stateOf('vertices-georreferenciados', { ...QUALIFIED_LOT, ...UTM });
    expect(utmAsDegrees.state).toBe('blocked');
    expect(utmAsDegrees.messages[0]).toContain('fora do Brasil');
    expect(utmAsDegrees.fields.map((f) => f.field)).toContain('coord_p1_x');
    expect(blockingRules({ ...QUALIFIED_LOT, ...UTM }, facts(), 'titulo-legitimacao')).not.toEqual([]);
    expect(blockingRules({ ...QUALIFIED_LOT, ...UTM }, facts(), 'cert-reg-fund')).toEqual([]);

    const swapped = { ...QUALIFIED_LOT, ...DEGREES, coord_p2_x: DEGREES.coord_p2_y, coord_p2_y: DEGREES.coord_p2_x };
    expect(stateOf('vertices-georreferenciados', swapped).messages[0]).toContain('X e Y parecem trocados');

    const bowTie = {
      ...QUALIFIED_LOT,
      ...DEGREES,
      coord_p3_x: DEGREES.coord_p4_x,
      coord_p4_x: DEGREES.coord_p3_x,
    };
    const crossed = stateOf('vertices-georreferenciados', bowTie);
    expect(crossed.state).toBe('blocked');
    expect(crossed.messages[0]).toContain('gravata');
  });

  it('warns when some points are missing: the título leaves the description out', () => {
    const partial = stateOf('vertices-georreferenciados', { ...QUALIFIED_LOT, ...DEGREES, coord_p3_y: null });
    expect(partial.state).toBe('warning');
    expect(partial.messages[0]).toBe('Faltam coordenadas: P3 – Y: o título sairá sem a descrição do perímetro.');
    expect(partial.fields.map((f) => f.field)).toEqual(['coord_p3_y']);
  });
});
