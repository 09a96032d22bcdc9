import { describe, expect, it } from 'vitest';
import { officeGroups, type PackageLot } from './package-offices.ts';

/** The registry package's lots by registry office (Decreto 9.310/2018 art. 41), without a database. */
const lot = (id: number, office: string | null): PackageLot => ({
  id,
  title: `Lote ${id}`,
  changed: false,
  real_right: 'LEGITIMACAO_FUNDIARIA',
  vacant: false,
  office,
});

describe('officeGroups', () => {
  it('one office, or none named: one group without a folder, the lots as they came', () => {
    expect(officeGroups([lot(1, null), lot(2, null)])).toEqual([
      { office: null, folder: '', lots: [lot(1, null), lot(2, null)] },
    ]);
    const one = officeGroups([lot(1, '1º RI'), lot(2, null)]);
    expect(one).toHaveLength(1);
    expect(one[0]).toMatchObject({ office: '1º RI', folder: '' });
    expect(one[0].lots.map((l) => l.id)).toEqual([1, 2]);
  });

  it('several offices: a folder each, in the order of their names (10º after 2º), names that fold alike told apart', () => {
    const groups = officeGroups([
      lot(1, '10º Cartório de Registro de Imóveis'),
      lot(2, '2º Cartório de Registro de Imóveis'),
      lot(3, '2º CARTÓRIO DE REGISTRO DE IMÓVEIS'),
      lot(4, '10º Cartório de Registro de Imóveis'),
    ]);
    expect(groups.map((g) => [g.folder, g.lots.map((l) => l.id)])).toEqual([
      ['2o-cartorio-de-registro-de-imoveis', [2]],
      ['2o-cartorio-de-registro-de-imoveis-2', [3]],
      ['10o-cartorio-de-registro-de-imoveis', [1, 4]],
    ]);
  });
});
