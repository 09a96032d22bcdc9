import { describe, expect, it } from 'vitest';
import { CIVIL_STATUSES } from '../enums/civil-status.ts';
import { agree, genderOf, genderOfBoth, mayorOffice, nationalityFor } from './agreement.ts';

describe('genderOf', () => {
  it('decides only for Masculino and Feminino', () => {
    expect(genderOf('Masculino')).toBe('masculine');
    expect(genderOf('Feminino')).toBe('feminine');
    expect(genderOf('Outro')).toBeNull();
    expect(genderOf(null)).toBeNull();
    expect(genderOf(undefined)).toBeNull();
  });
});

describe('genderOfBoth: two people spoken of together', () => {
  it('is masculine with a man in the pair, feminine for two women, neutral otherwise', () => {
    expect(genderOfBoth('masculine', 'feminine')).toBe('masculine');
    expect(genderOfBoth('feminine', 'masculine')).toBe('masculine');
    expect(genderOfBoth('masculine', null)).toBe('masculine');
    expect(genderOfBoth('feminine', 'feminine')).toBe('feminine');
    expect(genderOfBoth('feminine', null)).toBeNull();
    expect(genderOfBoth(null, null)).toBeNull();
  });
});

describe('agree: each word the documents write about a person', () => {
  it.each([
    // [neutral, masculine, feminine]
    ['brasileiro(a)', 'brasileiro', 'brasileira'],
    ['casado(a)', 'casado', 'casada'],
    ['solteiro(a)', 'solteiro', 'solteira'],
    ['viúvo(a)', 'viúvo', 'viúva'],
    ['divorciado(a)', 'divorciado', 'divorciada'],
    ['inscrito(a) no CPF', 'inscrito no CPF', 'inscrita no CPF'],
    ['filho(a) de Maria', 'filho de Maria', 'filha de Maria'],
    ['portador(a) da cédula', 'portador da cédula', 'portadora da cédula'],
    ['residente e domiciliado(a) em', 'residente e domiciliado em', 'residente e domiciliada em'],
    ['seu(sua) companheiro(a)', 'seu companheiro', 'sua companheira'],
    ['seu(sua) cônjuge', 'seu cônjuge', 'sua cônjuge'],
    ['Assinatura do(a) titular', 'Assinatura do titular', 'Assinatura da titular'],
    ['o(a) beneficiário(a)', 'o beneficiário', 'a beneficiária'],
    ['O(a) beneficiário(a)', 'O beneficiário', 'A beneficiária'],
    // The plural, for a holder and partner together.
    ['Os(as) beneficiários(as) declaram', 'Os beneficiários declaram', 'As beneficiárias declaram'],
    [
      'que não são concessionários(as), foreiros(as)',
      'que não são concessionários, foreiros',
      'que não são concessionárias, foreiras',
    ],
    ['não foram contemplados(as)', 'não foram contemplados', 'não foram contempladas'],
    ['cada um(a) por si', 'cada um por si', 'cada uma por si'],
    [
      'respeito aos(às) próprios(as) beneficiários(as)',
      'respeito aos próprios beneficiários',
      'respeito às próprias beneficiárias',
    ],
  ])('%s → %s / %s', (neutral, masculine, feminine) => {
    expect(agree(neutral, 'masculine')).toBe(masculine);
    expect(agree(neutral, 'feminine')).toBe(feminine);
    expect(agree(neutral, null)).toBe(neutral);
  });

  it('keeps the case: a capital first letter, or capitals throughout', () => {
    expect(agree('Viúvo(a) em união estável', 'feminine')).toBe('Viúva em união estável');
    expect(agree('CASADO(A)', 'feminine')).toBe('CASADA');
    expect(agree('Seu(sua) cônjuge', 'feminine')).toBe('Sua cônjuge');
  });

  it('agrees every civil status of the register, leaving no "(a)" for a known sex', () => {
    for (const { id } of CIVIL_STATUSES) {
      for (const gender of ['masculine', 'feminine'] as const) {
        expect(agree(id, gender), id).not.toMatch(/\(a\)/iu);
      }
    }
    expect(agree('Casado(a) com separação de corpos', 'feminine')).toBe('Casada com separação de corpos');
    expect(agree('União Estável', 'feminine')).toBe('União Estável');
  });

  it('leaves words without a neutral form alone', () => {
    expect(agree('residente no mesmo endereço', 'feminine')).toBe('residente no mesmo endereço');
    expect(agree('maior de idade, capaz', 'masculine')).toBe('maior de idade, capaz');
  });
});

describe('mayorOffice', () => {
  it('names the office as the settings say, neutral when they do not', () => {
    expect(mayorOffice('Masculino')).toBe('Prefeito Municipal');
    expect(mayorOffice('Feminino')).toBe('Prefeita Municipal');
    expect(mayorOffice(null)).toBe('Prefeito(a) Municipal');
  });
});

describe('nationalityFor', () => {
  it('agrees the nationality whatever form was typed', () => {
    expect(nationalityFor('Brasileiro(a)', 'feminine')).toBe('brasileira');
    expect(nationalityFor('BRASILEIRA', 'masculine')).toBe('brasileiro');
    expect(nationalityFor('brasileira', null)).toBe('brasileira');
    expect(nationalityFor('Brasileiro(a)', null)).toBe('brasileiro(a)');
    expect(nationalityFor('Paraguaio', 'feminine')).toBe('paraguaia');
    expect(nationalityFor('haitiana', 'masculine')).toBe('haitiano');
  });

  it('keeps an unlisted nationality as typed, and empty as empty', () => {
    expect(nationalityFor('Japonesa', 'feminine')).toBe('japonesa');
    expect(nationalityFor('  ', 'feminine')).toBe('');
    expect(nationalityFor(null, 'masculine')).toBe('');
  });
});
