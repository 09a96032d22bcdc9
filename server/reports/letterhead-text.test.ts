import { describe, expect, it } from 'vitest';
import type { ReportSettings } from './settings.ts';
import { letterheadLines, municipalityName } from './letterhead-text.ts';

/** The heading of every official act (título, CRF) when the settings give none of their own. */
describe('the letterhead', () => {
  it('names the state with the preposition its name takes, and the Prefeitura', () => {
    expect(letterheadLines({ city: 'Niterói', state: 'Rio de Janeiro' }, null)).toEqual([
      'ESTADO DO RIO DE JANEIRO',
      'PREFEITURA MUNICIPAL DE NITERÓI',
    ]);
    expect(letterheadLines({ city: 'Salvador', state: 'BA' }, null)[0]).toBe('ESTADO DA BAHIA');
    expect(letterheadLines({ city: 'Campinas', state: 'São Paulo' }, null)[0]).toBe('ESTADO DE SÃO PAULO');
    expect(letterheadLines({ city: 'Campinas', state: null }, null)).toEqual(['PREFEITURA MUNICIPAL DE CAMPINAS']);
  });

  it("keeps the settings' own heading, line by line", () => {
    const settings = {
      titulo_header_description: ' Estado do Rio de Janeiro \n\nPrefeitura da Cidade ',
    } as ReportSettings;
    expect(letterheadLines({ city: 'Rio de Janeiro', state: 'RJ' }, settings)).toEqual([
      'Estado do Rio de Janeiro',
      'Prefeitura da Cidade',
    ]);
  });

  it('places the Município with its state code', () => {
    expect(municipalityName({ city: 'Niterói', state: 'Rio de Janeiro' })).toBe('Município de Niterói/RJ');
    expect(municipalityName({ city: null, state: 'RJ' })).toBe('Município');
  });
});
