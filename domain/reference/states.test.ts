import { describe, expect, it } from 'vitest';
import { compareNames } from './collation.ts';
import { cityAndUf, isUf, stateByCode, stateByUf, stateHeading, states, ufOf, UFS } from './states.ts';

describe('reference states', () => {
  it('has the 26 states and the Distrito Federal, codes 11 to 53', () => {
    expect(states()).toHaveLength(27);
    expect(new Set(states().map((s) => s.uf)).size).toBe(27);
    expect(new Set(states().map((s) => s.codigo_uf)).size).toBe(27);
    // docs/entities.md#entities: 11-17, 21-29, 31-33, 35, 41-43, 50-53
    expect(
      states()
        .map((s) => s.codigo_uf)
        .sort((a, b) => a - b),
    ).toEqual([
      11, 12, 13, 14, 15, 16, 17, 21, 22, 23, 24, 25, 26, 27, 28, 29, 31, 32, 33, 35, 41, 42, 43, 50, 51, 52, 53,
    ]);
    for (const s of states()) expect(s.uf).toMatch(/^[A-Z]{2}$/);
  });

  it('is sorted by name with pt-BR collation', () => {
    const names = states().map((s) => s.nome);
    expect(names).toEqual([...names].sort(compareNames));
    expect(names.slice(13, 16)).toEqual(['Pará', 'Paraíba', 'Paraná']);
  });

  it('finds a state by code or by two letters, case-insensitive', () => {
    expect(stateByUf('sp')).toEqual({ codigo_uf: 35, uf: 'SP', nome: 'São Paulo' });
    expect(stateByUf(' Df ')?.nome).toBe('Distrito Federal');
    expect(stateByUf('XX')).toBeUndefined();
    expect(stateByCode(53)?.uf).toBe('DF');
    expect(stateByCode(20)).toBeUndefined();
    expect(isUf('RJ')).toBe(true);
    expect(isUf('rj')).toBe(false);
    expect(UFS).toHaveLength(27);
  });

  it('abbreviates a stored state name as documents place a city: "Campinas/SP"', () => {
    expect(ufOf('São Paulo')).toBe('SP');
    expect(ufOf(' sao paulo ')).toBe('SP');
    expect(ufOf('Pará')).toBe('PA');
    expect(ufOf('Paraná')).toBe('PR');
    expect(ufOf('df')).toBe('DF');
    expect(ufOf('Estado Livre')).toBe('Estado Livre');
    expect(ufOf(null)).toBe('');
    expect(cityAndUf('Campinas', 'São Paulo')).toBe('Campinas/SP');
    expect(cityAndUf('Campinas', null)).toBe('Campinas');
    expect(cityAndUf(null, 'Minas Gerais')).toBe('MG');
    expect(cityAndUf('', '')).toBe('');
  });

  it('names each state as its heading does, with the preposition its name takes', () => {
    expect(stateHeading('São Paulo')).toBe('Estado de São Paulo');
    expect(stateHeading('RJ')).toBe('Estado do Rio de Janeiro');
    expect(stateHeading('Bahia')).toBe('Estado da Bahia');
    expect(stateHeading('Paraíba')).toBe('Estado da Paraíba');
    expect(stateHeading('Paraná')).toBe('Estado do Paraná');
    expect(stateHeading('Mato Grosso do Sul')).toBe('Estado de Mato Grosso do Sul');
    expect(stateHeading('Distrito Federal')).toBe('Distrito Federal');
    expect(stateHeading('Guanabara')).toBe('Estado de Guanabara');
    expect(stateHeading('')).toBe('');
    // Every state has its preposition: none is written "Estado undefined …".
    for (const s of states()) expect(stateHeading(s.uf)).toMatch(/^(Estado d[eoa] |Distrito Federal$)/u);
  });

  it('cannot be changed by a caller', () => {
    expect(Object.isFrozen(states())).toBe(true);
    expect(Object.isFrozen(states()[0])).toBe(true);
  });
});
