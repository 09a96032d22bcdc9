import { describe, expect, it } from 'vitest';
import { municipalities, municipalityByCode, states } from '../../domain/reference/index.ts';
import { distanceKm } from './geonames.ts';
import { oracleMunicipalities, oracleStates } from './ibge-oracle.ts';

/**
 * Seats more than 50 km from the oracle's point, checked one by one: mostly the oracle's own
 * errors (its README warns of them), and one GeoNames homonym.
 */
const KNOWN_FAR = new Map([
  [1505551, "Pau D'Arco/PA: the oracle's point is 775 km off"],
  [4105201, 'Cerro Azul/PR: the oracle puts it in the south-west, the seat is north of Curitiba'],
  [4128625, 'Alto Paraíso/PR: the oracle puts it in the south-west, the seat is in the north-west'],
  [1507805, 'Senador José Porfírio/PA: the oracle is south of the seat on the Xingu'],
  [3164431, 'São Sebastião da Vargem Alegre/MG: the oracle is near Belo Horizonte, the seat in the Zona da Mata'],
  [5107875, 'Sapezal/MT: the oracle is 60 km north of the seat'],
  [5219803, 'São Domingos/GO: the oracle is 50 km west of the seat'],
  [2607109, 'Ingazeira/PE: GeoNames has only a village of that name, in Itacuruba'],
]);

describe('reference data against the independent IBGE copy', () => {
  const oracle = oracleMunicipalities();

  it('has the same 27 states', () => {
    const ours = states()
      .map(({ codigo_uf, uf, nome }) => ({ codigo_uf, uf, nome }))
      .sort((a, b) => a.codigo_uf - b.codigo_uf);
    expect(ours).toEqual(oracleStates().sort((a, b) => a.codigo_uf - b.codigo_uf));
  });

  it('has the same municipality codes, states and capitals', () => {
    expect(municipalities()).toHaveLength(oracle.length);
    expect(oracle).toHaveLength(5571);
    const mismatches = oracle.filter((o) => {
      const m = municipalityByCode(o.codigo_ibge);
      return !m || m.codigo_uf !== o.codigo_uf || m.capital !== o.capital;
    });
    expect(mismatches).toEqual([]);
  });

  it('has the same names but for the renames IBGE made after the copy was taken', () => {
    const renamed = oracle.filter((o) => municipalityByCode(o.codigo_ibge)?.nome !== o.nome);
    // 31 per the copy's README (Augusto Severo → Campo Grande/RN, Fortaleza do Tabocão → Tabocão/TO…)
    expect(renamed.length).toBeLessThanOrEqual(31);
    expect(municipalityByCode(2401305)?.nome).toBe('Campo Grande');
    expect(municipalityByCode(1708254)?.nome).toBe('Tabocão');
  });

  it('places the seats where the copy does, within a tolerance', () => {
    const distances = oracle.flatMap((o) => {
      const m = municipalityByCode(o.codigo_ibge);
      if (m?.latitude == null || m.longitude == null) return [];
      return [{ code: o.codigo_ibge, km: distanceKm(m.latitude, m.longitude, o.latitude, o.longitude) }];
    });
    expect(distances.length).toBeGreaterThan(5550);
    expect(distances.filter((d) => d.km <= 10).length / distances.length).toBeGreaterThan(0.99);
    const far = distances.filter((d) => d.km > 50).map((d) => d.code);
    expect(far.filter((code) => !KNOWN_FAR.has(code))).toEqual([]);
    // the capitals, where both sources are careful
    for (const o of oracle.filter((x) => x.capital)) {
      const m = municipalityByCode(o.codigo_ibge);
      expect(distanceKm(m!.latitude!, m!.longitude!, o.latitude, o.longitude)).toBeLessThan(10);
    }
  });
});
