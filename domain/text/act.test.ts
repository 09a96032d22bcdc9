import { describe, expect, it } from 'vitest';
import { byAct } from './act.ts';

describe('byAct', () => {
  it('names the act when only its number was typed, and keeps an act that names its kind', () => {
    expect(byAct('45/2026')).toBe('pelo ato nº 45/2026');
    expect(byAct('nº 45/2026')).toBe('pelo ato nº 45/2026');
    expect(byAct('N° 45/2026')).toBe('pelo ato nº 45/2026');
    expect(byAct('Decreto nº 60/2026')).toBe('por meio de Decreto nº 60/2026');
    expect(byAct('  Portaria   159/2026 ')).toBe('por meio de Portaria 159/2026');
  });
});
