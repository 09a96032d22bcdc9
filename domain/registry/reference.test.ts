import { describe, expect, it } from 'vitest';
import { registryReference } from './reference.ts';

describe('a typed matrícula or transcrição in a sentence', () => {
  const edital = (typed: string | null) => registryReference(typed, 'matrícula/transcrição');

  it('keeps a reference that says its kind, names the kind of a bare number, and is empty when none', () => {
    expect(edital('Transcrição nº 9.107')).toBe('transcrição nº 9.107');
    expect(edital(' Matrícula   38.831 ')).toBe('matrícula 38.831');
    expect(edital('matricula 12')).toBe('matricula 12');
    expect(edital('38.831')).toBe('matrícula/transcrição nº 38.831');
    expect(edital('nº 38.831 do 1º CRI')).toBe('matrícula/transcrição nº 38.831 do 1º CRI');
    expect(edital('  ')).toBe('');
    expect(edital(null)).toBe('');
  });

  it('names the kind as each act does', () => {
    expect(registryReference('45.678', 'matrícula ou transcrição')).toBe('matrícula ou transcrição nº 45.678');
    expect(registryReference('45.678', 'matrícula/transcrição de origem')).toBe(
      'matrícula/transcrição de origem nº 45.678',
    );
    expect(registryReference('Transcrição 9.107', 'matrícula/transcrição de origem')).toBe('transcrição 9.107');
  });
});
