import { describe, expect, it } from 'vitest';
import {
  normaliseCep,
  normaliseCnpj,
  normaliseCpf,
  normaliseEmail,
  normaliseNis,
  normalisePhone,
} from './documents.ts';
import { MASK_EXAMPLES } from './masks.ts';
import { MESSAGES, incomplete } from './messages.ts';

const value = (o: { ok: boolean; value?: unknown; message?: string }) => (o.ok ? o.value : o.message);

describe('CPF (###.###.###-##, check digits verified, digits stored)', () => {
  it('accepts masked and bare, stores digits', () => {
    expect(value(normaliseCpf('529.982.247-25'))).toBe('52998224725');
    expect(value(normaliseCpf('52998224725'))).toBe('52998224725');
  });
  it('refuses a wrong check digit, repeated digits, letters and excess', () => {
    expect(value(normaliseCpf('529.982.247-26'))).toBe(MESSAGES.cpf);
    expect(value(normaliseCpf('111.111.111-11'))).toBe(MESSAGES.cpf);
    expect(value(normaliseCpf('529.982.247-2a'))).toBe(MESSAGES.cpf);
    expect(value(normaliseCpf('529.982.247-255'))).toBe(MESSAGES.cpf);
  });
  it('asks for the whole mask when typed in part', () => {
    expect(value(normaliseCpf('529.982.24'))).toBe(incomplete(MASK_EXAMPLES.cpf));
  });
});

describe('CNPJ (##.###.###/####-##)', () => {
  it('accepts a valid one and stores digits', () => {
    expect(value(normaliseCnpj('11.222.333/0001-81'))).toBe('11222333000181');
  });
  it('refuses wrong check digits and short input', () => {
    expect(value(normaliseCnpj('11.222.333/0001-82'))).toBe(MESSAGES.cnpj);
    expect(value(normaliseCnpj('00.000.000/0000-00'))).toBe(MESSAGES.cnpj);
    expect(value(normaliseCnpj('11.222.333/0001'))).toBe(incomplete(MASK_EXAMPLES.cnpj));
  });
});

describe('NIS (###.#####.##-#, PIS check digit)', () => {
  it('accepts a valid one and stores digits', () => {
    expect(value(normaliseNis('120.56874.10-7'))).toBe('12056874107');
  });
  it('refuses a wrong check digit and short input', () => {
    expect(value(normaliseNis('120.56874.10-8'))).toBe(MESSAGES.nis);
    expect(value(normaliseNis('120.5687'))).toBe(incomplete(MASK_EXAMPLES.nis));
  });
});

describe('CEP (#####-###)', () => {
  it('stores digits', () => expect(value(normaliseCep('01310-100'))).toBe('01310100'));
  it('refuses short and lettered input', () => {
    expect(value(normaliseCep('01310-10'))).toBe(incomplete(MASK_EXAMPLES.cep));
    expect(value(normaliseCep('0131O-100'))).toBe(MESSAGES.cep);
  });
});

describe('phone ((##) #####-####)', () => {
  it('accepts mobile and landline numbers, stored in the mask', () => {
    expect(value(normalisePhone('(11) 98765-4321'))).toBe('(11) 98765-4321');
    expect(value(normalisePhone('11987654321'))).toBe('(11) 98765-4321');
    expect(value(normalisePhone('+55 11 98765-4321'))).toBe('(11) 98765-4321');
    expect(value(normalisePhone('(11) 3000-0000'))).toBe('(11) 3000-0000');
  });
  it.each(['(00) 98765-4321', '(11) 98765-432', '98765-4321', 'liga pra mim'])('refuses %j', (raw) => {
    expect(value(normalisePhone(raw))).toBe(MESSAGES.phone);
  });
});

describe('e-mail', () => {
  it('trims a valid address', () =>
    expect(value(normaliseEmail(' ana@prefeitura.gov.br '))).toBe('ana@prefeitura.gov.br'));
  it.each(['ana', 'ana@', 'ana@prefeitura', 'a b@c.com'])('refuses %j', (raw) => {
    expect(value(normaliseEmail(raw))).toBe(MESSAGES.email);
  });
});
