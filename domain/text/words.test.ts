import { describe, expect, it } from 'vitest';
import { findsEveryWord, foldText, wordsOf } from './words.ts';

describe('the words of a search', () => {
  it('folds case and accents', () => {
    expect(foldText('Núcleo CONCEIÇÃO')).toBe('nucleo conceicao');
  });

  it('every word must be found, in one text or another, ignoring case and accents', () => {
    const texts = ['Quadra 03 · Lote 0153: prenotado em 10/11/2026', 'Cartório: nota de exigência'];
    expect(findsEveryWord('lote 0153 cartorio', texts)).toBe(true);
    expect(findsEveryWord('LOTE exigencia', texts)).toBe(true);
    expect(findsEveryWord('lote 0154', texts)).toBe(false);
    expect(findsEveryWord('', texts)).toBe(true);
    expect(findsEveryWord('.*', texts)).toBe(false);
  });

  it('uses at most eight words', () => {
    expect(wordsOf('a b c d e f g h i j')).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']);
  });
});
