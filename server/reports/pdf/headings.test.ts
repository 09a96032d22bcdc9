import { describe, expect, it } from 'vitest';
import * as f from '../format.ts';
import { improvementsHeading } from './socioeconomic.ts';

describe('counts in the reports', () => {
  it("say '1 família' and 'N famílias'", () => {
    expect(improvementsHeading(1)).toBe('Benfeitorias (MDR) — 1 família');
    expect(improvementsHeading(3)).toBe('Benfeitorias (MDR) — 3 famílias');
    expect(improvementsHeading(0)).toBe('Benfeitorias (MDR) — 0 famílias');
    expect(f.count(1, 'lote', 'lotes')).toBe('1 lote');
    expect(f.count(12, 'lote', 'lotes')).toBe('12 lotes');
  });
});
