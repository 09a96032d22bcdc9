import { describe, expect, it } from 'vitest';
import { lotInBlock, named } from './named.ts';

describe('a lot or a block named in a sentence', () => {
  it('writes a name that already says what it is as it was typed, whatever its case', () => {
    expect(named('lote', 'Lote 03')).toBe('Lote 03');
    expect(named('lote', 'LOTE 7-A')).toBe('LOTE 7-A');
    expect(named('quadra', 'quadra b')).toBe('quadra b');
    expect(named('Quadra', 'Quadra')).toBe('Quadra');
    expect(named('Lote', 'Lote001')).toBe('Lote001');
    expect(named('Quadra', 'quadra-02')).toBe('quadra-02');
  });

  it('puts the word before a name that is only a number, a letter or a code', () => {
    expect(named('lote', '12')).toBe('lote 12');
    expect(named('Lote', ' 12 ')).toBe('Lote 12');
    expect(named('quadra', 'B')).toBe('quadra B');
    expect(named('lote', 'Q07-L03')).toBe('lote Q07-L03');
    // A word that only begins like the kind is not the kind.
    expect(named('lote', 'Loteamento 3')).toBe('lote Loteamento 3');
  });

  it('a lot with its block, never "Lote Lote 03 (quadra Quadra 01)"', () => {
    expect(lotInBlock('Lote 03', 'Quadra 01')).toBe('Lote 03 (Quadra 01)');
    expect(lotInBlock('3', 'B')).toBe('lote 3 (quadra B)');
    expect(lotInBlock('3', 'B', 'Lote')).toBe('Lote 3 (quadra B)');
  });
});
