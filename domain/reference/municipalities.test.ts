import { describe, expect, it } from 'vitest';
import { compareNames } from './collation.ts';
import { municipalities, municipalityByCode } from './municipalities.ts';
import { states } from './states.ts';

// Brazil's extreme points (Uiramutã to Chuí, Ponta do Seixas to Serra do Divisor) with a margin,
// and Fernando de Noronha out in the Atlantic.
const BRAZIL = { south: -34, north: 5.5, west: -74.2, east: -32.3 };

describe('reference municipalities', () => {
  const all = municipalities();

  it('lists every current municipality once', () => {
    expect(all).toHaveLength(5571);
    expect(new Set(all.map((m) => m.codigo_ibge)).size).toBe(all.length);
  });

  it("has 7-digit codes whose first two digits are the state's code", () => {
    const codes = new Set(states().map((s) => s.codigo_uf));
    const bad = all.filter(
      (m) =>
        !/^\d{7}$/.test(String(m.codigo_ibge)) ||
        Math.trunc(m.codigo_ibge / 100_000) !== m.codigo_uf ||
        !codes.has(m.codigo_uf) ||
        m.nome.trim() !== m.nome ||
        m.nome.length < 2,
    );
    expect(bad).toEqual([]);
  });

  it('has exactly one capital per state, Brasília for the DF', () => {
    const capitals = all.filter((m) => m.capital);
    expect(capitals).toHaveLength(27);
    for (const s of states()) expect(capitals.filter((m) => m.codigo_uf === s.codigo_uf)).toHaveLength(1);
    expect(capitals.find((m) => m.codigo_uf === 53)?.nome).toBe('Brasília');
    expect(capitals.map((m) => m.nome)).toEqual(
      expect.arrayContaining(['São Paulo', 'Rio de Janeiro', 'Florianópolis', 'Vitória', 'Palmas', 'Porto Velho']),
    );
  });

  it('is sorted by name with pt-BR collation, then by code', () => {
    const outOfOrder = all.filter(
      (m, i) => i > 0 && (compareNames(all[i - 1].nome, m.nome) || all[i - 1].codigo_ibge - m.codigo_ibge) >= 0,
    );
    expect(outOfOrder).toEqual([]);
    expect(all[0].nome).toBe('Abadia de Goiás');
  });

  it('has coordinates inside Brazil for nearly every municipality, and both or neither', () => {
    const located = all.filter((m) => m.latitude !== null);
    expect(located.length).toBeGreaterThan(5500);
    expect(all.filter((m) => (m.latitude === null) !== (m.longitude === null))).toEqual([]);
    const outside = located.filter(
      ({ latitude, longitude }) =>
        !(latitude! > BRAZIL.south && latitude! < BRAZIL.north && longitude! > BRAZIL.west && longitude! < BRAZIL.east),
    );
    expect(outside).toEqual([]);
    for (const m of all.filter((x) => x.capital)) expect(m.latitude).not.toBeNull();
  });

  it('filters by state, case-insensitive, in the same order', () => {
    const sp = municipalities('sp');
    expect(sp).toHaveLength(645);
    expect(sp.every((m) => m.codigo_uf === 35)).toBe(true);
    expect(municipalities('SP')).toBe(sp);
    expect(municipalities('DF').map((m) => m.nome)).toEqual(['Brasília']);
    expect(municipalities('XX')).toEqual([]);
    const total = states().reduce((sum, s) => sum + municipalities(s.uf).length, 0);
    expect(total).toBe(all.length);
  });

  it('finds a municipality by its code, as a number or a string', () => {
    expect(municipalityByCode(3550308)).toMatchObject({ nome: 'São Paulo', codigo_uf: 35, capital: true });
    expect(municipalityByCode('5300108')?.nome).toBe('Brasília');
    // Names repeat across states: Campo Grande is the capital of MS and a town in AL and RN.
    expect(municipalityByCode(5002704)).toMatchObject({ nome: 'Campo Grande', capital: true });
    expect(municipalityByCode(2701506)).toMatchObject({ nome: 'Campo Grande', capital: false });
    expect(municipalityByCode('355030')).toBeUndefined();
    expect(municipalityByCode('35503080')).toBeUndefined();
    expect(municipalityByCode(0)).toBeUndefined();
  });

  it('cannot be changed by a caller', () => {
    expect(Object.isFrozen(all)).toBe(true);
    expect(Object.isFrozen(all[0])).toBe(true);
    expect(Object.isFrozen(municipalities('RJ'))).toBe(true);
  });
});
