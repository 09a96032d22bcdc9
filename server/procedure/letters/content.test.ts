import { describe, expect, it } from 'vitest';
import { registryRefText } from './content.ts';

describe("the edital's reference to a party's matrícula or transcrição", () => {
  it('keeps a reference that says its kind, names the kind of a bare number, and is empty when none', () => {
    expect(registryRefText('Transcrição nº 9.107')).toBe('transcrição nº 9.107');
    expect(registryRefText(' Matrícula   38.831 ')).toBe('matrícula 38.831');
    expect(registryRefText('matricula 12')).toBe('matricula 12');
    expect(registryRefText('38.831')).toBe('matrícula/transcrição nº 38.831');
    expect(registryRefText('nº 38.831 do 1º CRI')).toBe('matrícula/transcrição nº 38.831 do 1º CRI');
    expect(registryRefText('  ')).toBe('');
    expect(registryRefText(null)).toBe('');
  });
});
